// Edits of an annotated type's own declaration: a widened `private`, adopted conformances.

extension FileExpander {
  /// An insertion of `conformances` into the inheritance clause of `type`: after its last
  /// inherited type, or after its name and generic parameters when it has none, before any
  /// `where` clause.
  /// For an annotated struct or enum declared `private` inside another type, the edit that
  /// declares it `fileprivate` instead; otherwise `nil`.
  ///
  /// Its conformances and the members that keep its coding and printing (`init(from:)`,
  /// `customMirror`) must go in an extension, since an initializer in the type's body would
  /// take away its memberwise initializer; and an extension at file scope can only name the
  /// type if it is `fileprivate`. The type is then visible in the rest of its file, which
  /// changes nothing that compiles.
  func widenedPrivateModifier(of type: TypeDeclaration, path: [String]) -> SourceEdit? {
    guard !path.isEmpty, type.kind == .struct || type.kind == .enum,
      type.attributes.contains(where: Self.isObservableStateAttribute),
      TypeEligibility.problem(with: type, in: source) == nil,
      let modifier = type.modifiers.first(where: { $0.kind == .private && $0.argument == nil })
    else { return nil }
    return SourceEdit(range: modifier.range, replacement: "fileprivate", shiftsLines: false)
  }

  func adoption(of conformances: [String], by type: TypeDeclaration) -> SourceEdit {
    let tokens = parsed.lexed.tokens
    var end = type.nameRange.upperBound
    // Tokens are in source order: start at the first one after the name.
    var index = firstTokenIndex(startingAtOrAfter: type.nameRange.upperBound)
    while index < tokens.count, tokens[index].range.upperBound <= type.bodyOpenOffset {
      if tokens[index].kind == .keyword(.where) { break }
      end = tokens[index].range.upperBound
      index += 1
    }
    let text = (type.inheritedTypes.isEmpty ? ": " : ", ") + conformances.joined(separator: ", ")
    return SourceEdit(range: end..<end, replacement: text)
  }

  /// The index of the first token that starts at or after `offset`, found by binary search.
  ///
  /// - Complexity: O(log *n*), where *n* is the number of tokens in the file.
  func firstTokenIndex(startingAtOrAfter offset: Int) -> Int {
    let tokens = parsed.lexed.tokens
    var low = 0
    var high = tokens.count
    while low < high {
      let middle = (low + high) / 2
      if tokens[middle].range.lowerBound < offset {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low
  }
}
