// Types in brackets: arrays, dictionaries, tuples and function parameters.

extension TypeSyntaxBuilder {
  /// Reads `[T]` or `[K: V]`.
  mutating func parseCollection() -> Bool {
    let first = nodes.count
    let start = offset
    take()
    guard parseType() else { return false }
    var kind = TypeNodeKind.array
    if current == .colon {
      kind = .dictionary
      take()
      guard parseType() else { return false }
    }
    guard current == .rightSquare else { return false }
    take()
    append(kind, over: first, from: start)
    return true
  }

  /// Reads `( … )`: a tuple, a parenthesised type, or a function type's parameters.
  mutating func parseTuple() -> Bool {
    let first = nodes.count
    let start = offset
    take()
    while current != .rightParen {
      let elementFirst = nodes.count
      let elementStart = offset
      let labels = labelCount()
      for _ in 0..<labels { take() }
      if labels > 0 { take() }
      guard parseType() else { return false }
      if labels > 0 { append(.labeledElement, over: elementFirst, from: elementStart) }
      guard current == .comma else { break }
      take()
    }
    guard current == .rightParen else { return false }
    take()
    append(.tuple, over: first, from: start)
    return true
  }

  /// How many names label the element at the cursor, before its `:`: 1 (`b: B`), 2
  /// (`_ b: B`) or 0.
  func labelCount() -> Int {
    guard isName(index) else { return 0 }
    if index + 1 < end && tokens[index + 1].kind == .colon && !isModuleSelector(at: index + 1) {
      return 1
    }
    if isName(index + 1) && index + 2 < end && tokens[index + 2].kind == .colon
      && !isModuleSelector(at: index + 2)
    {
      return 2
    }
    return 0
  }
}
