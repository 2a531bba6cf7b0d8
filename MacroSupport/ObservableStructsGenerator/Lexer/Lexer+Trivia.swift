extension Lexer.Cursor {
  /// Skips a byte-order mark and a `#!` line at the very start of the file; both are trivia.
  mutating func skipFileHeader() {
    if count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF {
      position = 3
    }
    if position + 1 < count && bytes[position] == ASCII.hash
      && bytes[position + 1] == ASCII.exclamation
    {
      position = endOfLine(from: position)
    }
  }

  /// Skips whitespace, newlines and comments before a token.
  ///
  /// Returns whether a line break was among them, a multi-line block comment included.
  mutating func skipLeadingTrivia() -> Bool {
    var sawNewline = false
    while position < count {
      switch bytes[position] {
      case ASCII.space, ASCII.tab, ASCII.verticalTab, ASCII.formFeed:
        position += 1
      case ASCII.newline, ASCII.carriageReturn:
        sawNewline = true
        position += 1
      case ASCII.slash:
        guard position + 1 < count else { return sawNewline }
        let next = bytes[position + 1]
        if next == ASCII.slash {
          position = endOfLine(from: position + 2)
        } else if next == ASCII.star {
          let comment = scanBlockComment(from: position)
          if !comment.terminated {
            diagnose(DiagnosticMessages.unterminatedComment, at: position)
          }
          if comment.containsNewline { sawNewline = true }
          position = comment.end
        } else {
          return sawNewline
        }
      default:
        return sawNewline
      }
    }
    return sawNewline
  }

  /// Skips whitespace and comments after a token, stopping before the next line break.
  ///
  /// A block comment belongs here only if it is closed on the same line; otherwise it is left
  /// to the next token's leading trivia.
  mutating func skipTrailingTrivia() {
    while position < count {
      switch bytes[position] {
      case ASCII.space, ASCII.tab, ASCII.verticalTab, ASCII.formFeed:
        position += 1
      case ASCII.slash:
        guard position + 1 < count else { return }
        let next = bytes[position + 1]
        if next == ASCII.slash {
          position = endOfLine(from: position + 2)
        } else if next == ASCII.star {
          let comment = scanBlockComment(from: position)
          guard comment.terminated && !comment.containsNewline else { return }
          position = comment.end
        } else {
          return
        }
      default:
        return
      }
    }
  }

  /// The offset of the first `\n` or `\r` at or after `start`, or `count`.
  func endOfLine(from start: Int) -> Int {
    skip(from: start) { !ASCII.isNewline($0) }
  }

  /// Scans the block comment whose `/*` starts at `start`, honouring nested `/* */` pairs.
  ///
  /// An unterminated comment runs to the end of the input.
  func scanBlockComment(from start: Int) -> (end: Int, terminated: Bool, containsNewline: Bool) {
    var depth = 1
    var index = start + 2
    var containsNewline = false
    while index < count {
      let byte = bytes[index]
      if byte == ASCII.star && index + 1 < count && bytes[index + 1] == ASCII.slash {
        index += 2
        depth -= 1
        if depth == 0 { return (index, true, containsNewline) }
      } else if byte == ASCII.slash && index + 1 < count && bytes[index + 1] == ASCII.star {
        index += 2
        depth += 1
      } else {
        if ASCII.isNewline(byte) { containsNewline = true }
        index += 1
      }
    }
    return (count, false, containsNewline)
  }

  /// Skips a run of bytes that cannot appear in Swift source outside literals and comments —
  /// control characters, DEL and `'` — reporting the run once.
  mutating func skipInvalidBytes() {
    diagnose(DiagnosticMessages.invalidCharacter, at: position)
    position += 1
    while position < count && Self.isInvalid(bytes[position]) { position += 1 }
  }

  /// Whether `byte` can never start a token or trivia.
  static func isInvalid(_ byte: UInt8) -> Bool {
    switch byte {
    case ASCII.tab, ASCII.newline, ASCII.verticalTab, ASCII.formFeed, ASCII.carriageReturn:
      return false
    case 0x00...0x1F, 0x7F, 0x27:  // control characters, DEL, '
      return true
    default:
      return false
    }
  }
}
