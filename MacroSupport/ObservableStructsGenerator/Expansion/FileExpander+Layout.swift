/// Where the expander's edits go in the text: attribute removals, member insertions and the
/// indentation they take from the surrounding lines.
extension FileExpander {
  /// The line of the type's `@ObservableState` attribute, where added members are attributed.
  func attributeLine(of type: TypeDeclaration) -> Int {
    let attribute = type.attributes.first(where: Self.isObservableStateAttribute)
    return source.location(of: attribute?.range.lowerBound ?? type.range.lowerBound).line
  }

  /// An edit deleting an attribute and the blanks after it on its line.
  func removal(of attribute: Attribute) -> SourceEdit {
    removal(ofAttributeAt: attribute.range)
  }

  /// An edit deleting the attribute written at `range` and the blanks after it on its line.
  func removal(ofAttributeAt range: Range<Int>) -> SourceEdit {
    let end = source.endOfBlanks(from: range.upperBound)
    return SourceEdit(range: range.lowerBound..<end, replacement: "")
  }

  /// Adds the insertion of the members in ``writer``, on lines of their own, just before the
  /// type's closing brace, attributed to `generatedLine`.
  func appendInsertionOfWrittenMembers(
    beforeClosingBraceOf type: TypeDeclaration, generatedLine: Int
  ) {
    let close = type.bodyCloseOffset
    let lineStart = source.lineStart(containing: close)
    let blankBefore = source.isBlank(lineStart..<close)
    // On its own line the brace stays put and the members go before that line; after other
    // text the members go before the brace, which then moves to a line of its own.
    let braceOnOwnLine = blankBefore && lineStart > type.bodyOpenOffset
    edits.beginReplacement()
    let output = edits.text
    output.append(byte: ASCII.newline)
    writer.withBytes { output.append($0) }
    output.append(byte: ASCII.newline)
    if braceOnOwnLine {
      edits.endReplacement(replacing: lineStart..<lineStart, generatedLine: generatedLine)
      return
    }
    output.append(lineIndent(at: type.keywordOffset))
    edits.endReplacement(replacing: close..<close, generatedLine: generatedLine)
  }

  /// The indentation for added members: that of the first member, or the type's plus two.
  func memberIndent(of type: TypeDeclaration) -> String {
    if let first = type.members.first {
      let offset = first.range.lowerBound
      if isFirstOnLine(offset) { return lineIndent(at: offset) }
    }
    return lineIndent(at: type.range.lowerBound) + "  "
  }

  /// The whitespace that begins the line holding `offset`. An indentation of spaces only (the
  /// common case) is taken from ``spaceIndents`` instead of being made from the source.
  func lineIndent(at offset: Int) -> String {
    let lineStart = source.lineStart(containing: offset)
    let (end, onlySpaces) = source.indentation(from: lineStart, before: offset)
    let width = end - lineStart
    if onlySpaces && width < Self.spaceIndents.count { return Self.spaceIndents[width] }
    return source.text(lineStart..<end)
  }

  /// Indentations of 0 to 15 spaces (each a small string, held without an allocation),
  /// indexed by width.
  static let spaceIndents: [String] = (0..<16).map { String(repeating: " ", count: $0) }

  /// Whether only blanks precede `offset` on its line.
  func isFirstOnLine(_ offset: Int) -> Bool {
    let lineStart = source.lineStart(containing: offset)
    return source.isBlank(lineStart..<offset)
  }
}
