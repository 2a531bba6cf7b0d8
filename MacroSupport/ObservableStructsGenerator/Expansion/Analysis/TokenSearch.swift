/// Small searches over a lexed file's tokens that the body rewrites share.
enum TokenSearch {
  /// Whether the token at `index` is a lone `=`, the assignment operator.
  static func isAssignmentOperator(at index: Int, _ tokens: [Token], _ source: SourceText)
    -> Bool
  {
    index < tokens.count && tokens[index].kind == .operator && source.token(tokens[index], is: "=")
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
