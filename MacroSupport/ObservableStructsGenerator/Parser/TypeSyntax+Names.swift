// What the expansion asks of an inheritance clause's entries, answered from their trees.

extension TypeSyntax {
  /// The name of the protocol (or class) a conformance names: a plain name (`Equatable`) or
  /// the last component of a dotted one (`Swift.Equatable`), with `lookingThroughUnchecked`
  /// after `@unchecked` too; `nil` for any other type (one with generic arguments or
  /// attributes, a composition, a module selector …).
  package func conformanceName(in source: SourceText, lookingThroughUnchecked: Bool = false)
    -> String?
  {
    var index = rootIndex
    if lookingThroughUnchecked && self[index].kind == .attributed {
      let child = index - 1
      guard isUnchecked(self[index].range.lowerBound..<self[child].range.lowerBound, source)
      else { return nil }
      index = child
    }
    let node = self[index]
    switch node.kind {
    case .identifier where node.subtreeSize == 1:
      return source.text(node.range)
    case .member:
      // The member is the last child, right before the node.
      let member = self[index - 1]
      guard member.kind == .identifier && member.subtreeSize == 1 else { return nil }
      return source.text(member.range)
    default:
      return nil
    }
  }

  /// Whether the type is `~Copyable` or `~Swift.Copyable`.
  package func isSuppressedCopyable(in source: SourceText) -> Bool {
    let root = rootIndex
    guard self[root].kind == .suppressed else { return false }
    let suppressed = root - 1
    switch self[suppressed].kind {
    case .identifier:
      return self[suppressed].subtreeSize == 1
        && source.hasBytes(in: self[suppressed].range, equalTo: "Copyable")
    case .member:
      let parts = children(of: suppressed)
      guard parts.count == 2 else { return false }
      return parts.allSatisfy { self[$0].kind == .identifier && self[$0].subtreeSize == 1 }
        && source.hasBytes(in: self[parts[0]].range, equalTo: "Swift")
        && source.hasBytes(in: self[parts[1]].range, equalTo: "Copyable")
    default:
      return false
    }
  }

  /// Whether the attributes written at `range` are `@unchecked` alone.
  private func isUnchecked(_ range: Range<Int>, _ source: SourceText) -> Bool {
    let word: StaticString = "@unchecked"
    let wordEnd = range.lowerBound + word.utf8CodeUnitCount
    guard wordEnd <= range.upperBound,
      source.hasBytes(in: range.lowerBound..<wordEnd, equalTo: word)
    else { return false }
    return source.isWhitespace(wordEnd..<range.upperBound)
  }
}
