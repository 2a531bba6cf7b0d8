extension Lexer {
  /// One level of nesting while a string literal is scanned: the literal itself, an
  /// interpolation inside it, a literal inside that interpolation, and so on.
  ///
  /// The frames live on an explicit stack rather than the call stack, so no input, however
  /// deeply nested, can overflow it.
  enum StringFrame {
    /// Inside the text of a literal opened with `hashes` `#`s and one or three quotes.
    case literal(hashes: Int, multiline: Bool)
    /// Inside `\( … )`, with `parens` parentheses open, the interpolation's own included.
    /// Line breaks are allowed only when the enclosing literal is multi-line.
    case interpolation(parens: Int, allowsNewlines: Bool)
  }
}

extension Lexer.Cursor {
  /// Lexes a whole string literal — `"…"`, `"""…"""`, `#"…"#` or `#"""…"""#` — with every
  /// interpolation and nested literal in it, as one ``TokenKind/stringLiteral``.
  ///
  /// In a raw literal with `n` `#`s only `\` plus `n` `#`s escapes or interpolates, and only a
  /// quote plus `n` `#`s closes. An unterminated single-line literal ends before its line
  /// break; an unterminated multi-line one runs to the end of the input.
  mutating func lexStringLiteral() -> TokenKind {
    let start = position
    guard let opening = literalOpening(at: start) else {
      position = start + 1
      return .stringLiteral
    }
    stringFrames.removeAll(keepingCapacity: true)
    stringFrames.append(.literal(hashes: opening.hashes, multiline: opening.multiline))
    let scan = scanStringContents(from: opening.bodyStart)
    position = scan.end
    if !scan.terminated {
      diagnose(
        (opening.multiline
          ? DiagnosticMessages.unterminatedMultilineString : DiagnosticMessages.unterminatedString),
        at: start + opening.hashes)
    }
    return .stringLiteral
  }

  /// The shape of the literal opening at `start`: its `#` count, whether it is multi-line, and
  /// where its contents begin; `nil` if `start` does not open a literal.
  private func literalOpening(at start: Int) -> (hashes: Int, multiline: Bool, bodyStart: Int)? {
    let quote = skip(from: start) { $0 == ASCII.hash }
    guard quote < count && bytes[quote] == ASCII.quote else { return nil }
    if quote + 2 < count && bytes[quote + 1] == ASCII.quote && bytes[quote + 2] == ASCII.quote {
      // A raw `"""` with more text on its line is a single-line literal starting with a
      // quote (`#"""#` is the string `"`); otherwise it opens a multi-line literal.
      let hashes = quote - start
      if hashes == 0 || restOfLineIsBlank(from: quote + 3) {
        return (hashes, true, quote + 3)
      }
    }
    return (quote - start, false, quote + 1)
  }

  /// Whether only spaces and tabs follow `offset` up to the end of its line.
  private func restOfLineIsBlank(from offset: Int) -> Bool {
    var index = offset
    while index < count && !ASCII.isNewline(bytes[index]) {
      if bytes[index] != ASCII.space && bytes[index] != ASCII.tab { return false }
      index += 1
    }
    return true
  }

  /// Where the delimiter starting with the quote at `offset` ends, if it closes a literal with
  /// `hashes` `#`s.
  @inline(__always)
  private func closingDelimiterEnd(at offset: Int, hashes: Int, multiline: Bool) -> Int? {
    var index = offset + 1
    if multiline {
      guard index + 1 < count && bytes[index] == ASCII.quote && bytes[index + 1] == ASCII.quote
      else { return nil }
      index += 2
    }
    return hasHashes(hashes, at: index) ? index + hashes : nil
  }

  /// Scans from `start` until the frame stack empties, i.e. the outermost literal closes.
  private mutating func scanStringContents(from start: Int) -> (end: Int, terminated: Bool) {
    var index = start
    while index < count, let frame = stringFrames.last {
      switch frame {
      case .literal(let hashes, let multiline):
        // Fast path: plain text.
        index = skip(from: index) {
          $0 != ASCII.backslash && $0 != ASCII.quote && !ASCII.isNewline($0)
        }
        guard index < count else { break }
        let byte = bytes[index]
        if byte == ASCII.backslash {
          guard hasHashes(hashes, at: index + 1) else {
            index += 1
            continue
          }
          let escaped = index + 1 + hashes
          guard escaped < count else { return (count, false) }
          if bytes[escaped] == ASCII.leftParen {
            stringFrames.append(.interpolation(parens: 1, allowsNewlines: multiline))
          } else if !multiline && ASCII.isNewline(bytes[escaped]) {
            return (escaped, false)
          }
          index = escaped + 1
        } else if byte == ASCII.quote {
          if let end = closingDelimiterEnd(at: index, hashes: hashes, multiline: multiline) {
            stringFrames.removeLast()
            index = end
            if stringFrames.isEmpty { return (index, true) }
          } else {
            index += 1
          }
        } else if multiline {
          index += 1
        } else {
          return (index, false)
        }
      case .interpolation(let parens, let allowsNewlines):
        guard
          let next = scanInterpolation(at: index, parens: parens, allowsNewlines: allowsNewlines)
        else { return (index, false) }
        index = next
      }
    }
    return (count, false)
  }

  /// Takes one step inside an interpolation at `offset`, updating the frame stack, and returns
  /// the next offset; `nil` means the literal is unterminated at `offset`.
  private mutating func scanInterpolation(
    at offset: Int, parens: Int, allowsNewlines: Bool
  ) -> Int? {
    let top = stringFrames.count - 1
    switch bytes[offset] {
    case ASCII.leftParen:
      stringFrames[top] = .interpolation(parens: parens + 1, allowsNewlines: allowsNewlines)
    case ASCII.rightParen:
      if parens == 1 {
        stringFrames.removeLast()
      } else {
        stringFrames[top] = .interpolation(parens: parens - 1, allowsNewlines: allowsNewlines)
      }
    case ASCII.quote, ASCII.hash:
      if let opening = literalOpening(at: offset) {
        stringFrames.append(.literal(hashes: opening.hashes, multiline: opening.multiline))
        return opening.bodyStart
      }
    case ASCII.slash where offset + 1 < count:
      if bytes[offset + 1] == ASCII.slash { return endOfLine(from: offset + 2) }
      if bytes[offset + 1] == ASCII.star {
        let comment = scanBlockComment(from: offset)
        return comment.terminated ? comment.end : nil
      }
    case ASCII.newline, ASCII.carriageReturn:
      if !allowsNewlines { return nil }
    default:
      break
    }
    return offset + 1
  }
}
