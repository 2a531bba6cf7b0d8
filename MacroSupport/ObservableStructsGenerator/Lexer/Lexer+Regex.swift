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
      diagnose(DiagnosticMessages.unterminatedRegex, at: start)
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
  /// bracket, and a closing `/` not preceded by a space or tab must appear on the same line.
  func slashStartsRegex() -> Bool {
    guard previousTokenAllowsRegex, position + 1 < count else { return false }
    switch bytes[position + 1] {
    case ASCII.space, ASCII.tab, ASCII.newline, ASCII.carriageReturn, ASCII.rightParen,
      ASCII.rightSquare, ASCII.rightBrace, ASCII.comma, ASCII.semicolon:
      return false
    default:
      // As in the compiler, a bare literal may not end with an unescaped space or tab:
      // `(/A.a .. /A.b)` is two prefix operators, not a regex.
      guard let end = regexEnd(from: position + 1, hashes: 0, allowsNewlines: false) else {
        return false
      }
      let beforeClosing = bytes[end - 2]
      let escaped = end >= 3 && bytes[end - 3] == ASCII.backslash
      guard escaped || (beforeClosing != ASCII.space && beforeClosing != ASCII.tab) else {
        return false
      }
      // Nor may it hold an unbalanced `)`: `{ /A.b ~= $0 }).map(/A.b)` is not a regex.
      return groupsBalance(from: position + 1, to: end - 1)
    }
  }

  /// Whether every unescaped `)` between `start` and `end`, outside `[…]` classes, closes a
  /// `(` opened before it.
  private func groupsBalance(from start: Int, to end: Int) -> Bool {
    var depth = 0
    var classDepth = 0
    var index = start
    while index < end {
      switch bytes[index] {
      case ASCII.backslash:
        index += 1
      case ASCII.leftSquare:
        classDepth += 1
      case ASCII.rightSquare where classDepth > 0:
        classDepth -= 1
      case ASCII.leftParen where classDepth == 0:
        depth += 1
      case ASCII.rightParen where classDepth == 0:
        if depth == 0 { return false }
        depth -= 1
      default:
        break
      }
      index += 1
    }
    return true
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
