/// Small searches over a lexed file's tokens that the body rewrites share.
enum TokenSearch {
  /// The index of the first token starting at or after `offset`.
  static func firstToken(at offset: Int, _ tokens: [Token]) -> Int {
    tokens.firstIndex(startingAtOrAfter: offset)
  }

  /// Whether the token at `index` is a lone `=`, the assignment operator.
  static func isAssignmentOperator(at index: Int, _ tokens: [Token], _ source: SourceText)
    -> Bool
  {
    index < tokens.count && tokens[index].kind == .operator && source.token(tokens[index], is: "=")
  }

  /// Whether the text of the token at `index` is exactly `word`, compared byte by byte
  /// without making a string of it.
  static func isWord(
    _ word: StaticString, at index: Int, _ tokens: [Token], _ source: SourceText
  ) -> Bool {
    index < tokens.count && source.token(tokens[index], is: word)
  }

  /// The index of the bracket that closes the `(`, `[` or `{` at `open`, or `nil` if the file
  /// ends first.
  static func matchingBracket(_ open: Int, _ tokens: [Token]) -> Int? {
    var depth = 0
    for index in open..<tokens.count {
      switch tokens[index].kind {
      case .leftParen, .leftSquare, .leftBrace: depth += 1
      case .rightParen, .rightSquare, .rightBrace:
        depth -= 1
        if depth == 0 { return index }
      case .endOfFile: return nil
      default: break
      }
    }
    return nil
  }
}
