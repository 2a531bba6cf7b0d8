extension Lexer.Cursor {
  /// Lexes `#/…/#` (with any number of `#`) as one ``TokenKind/regexLiteral``.
  ///
  /// When a newline follows the opening delimiter the literal is an extended multi-line regex
  /// and may span lines; otherwise it must close on its line. An unterminated regex is
  /// diagnosed and runs to the end of its line (or of the input, for the multi-line form).
  mutating func lexPoundRegex(hashes: Int) -> TokenKind {
    let start = position
    let bodyStart = start + hashes + 1
    let multiline = bodyStart < count && ASCII.isNewline(bytes[bodyStart])
    if let end = regexEnd(from: bodyStart, hashes: hashes, allowsNewlines: multiline) {
      position = end
    } else {
      diagnose("unterminated regex literal", at: start)
      position = multiline ? count : endOfLine(from: bodyStart)
    }
    return .regexLiteral
  }

  /// Lexes a bare `/…/` regex; call only when ``slashStartsRegex()`` says so.
  mutating func lexBareRegex() -> TokenKind {
    position = regexEnd(from: position + 1, hashes: 0, allowsNewlines: false) ?? position + 1
    return .regexLiteral
  }

  /// Whether the `/` at `position` starts a bare regex literal rather than an operator.
  ///
  /// Deliberately conservative: the previous token must be one after which an expression
  /// cannot have ended (an operator, an opening bracket, `,`, `:`, `;`, a keyword such as
  /// `return` or `case`, or nothing), the `/` must not be followed by whitespace or a closing
  /// bracket, and a closing `/` must appear on the same line.
  func slashStartsRegex() -> Bool {
    guard previousTokenAllowsRegex, position + 1 < count else { return false }
    switch bytes[position + 1] {
    case ASCII.space, ASCII.tab, ASCII.newline, ASCII.carriageReturn, ASCII.rightParen,
      ASCII.rightSquare, ASCII.rightBrace, ASCII.comma, ASCII.semicolon:
      return false
    default:
      return regexEnd(from: position + 1, hashes: 0, allowsNewlines: false) != nil
    }
  }

  /// Whether the previous token leaves the lexer expecting the start of an expression.
  private var previousTokenAllowsRegex: Bool {
    guard let previousKind else { return true }
    switch previousKind {
    case .operator, .leftParen, .leftSquare, .leftBrace, .comma, .colon, .semicolon:
      return true
    case .keyword(let keyword):
      switch keyword {
      case .return, .case, .in, .where, .if, .guard, .while, .switch, .throw, .try, .else,
        .for, .repeat, .do:
        return true
      default:
        return false
      }
    default:
      return false
    }
  }

  /// The end of the regex body starting at `start`: just past the `/` and `hashes` `#`s that
  /// close it, or `nil` if the input (or, without `allowsNewlines`, the line) ends first.
  /// A backslash escapes the byte after it.
  private func regexEnd(from start: Int, hashes: Int, allowsNewlines: Bool) -> Int? {
    var index = start
    while index < count {
      let byte = bytes[index]
      if byte == ASCII.backslash {
        guard index + 1 < count else { return nil }
        if !allowsNewlines && ASCII.isNewline(bytes[index + 1]) { return nil }
        index += 2
      } else if byte == ASCII.slash && hasHashes(hashes, at: index + 1) {
        return index + 1 + hashes
      } else if !allowsNewlines && ASCII.isNewline(byte) {
        return nil
      } else {
        index += 1
      }
    }
    return nil
  }
}
