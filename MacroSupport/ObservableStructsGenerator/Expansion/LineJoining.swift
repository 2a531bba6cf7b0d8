/// Puts generated code on as few lines as Swift allows, so that each generated declaration
/// occupies the line of the user's declaration it comes from.
///
/// With `#sourceLocation` directives the compiler attributes every line after a directive to
/// consecutive lines of the annotated file. Generated accessors written one statement per line
/// would run past the declaration they replace — an error in them could name a line of another
/// declaration, or a line past the end of the file. Joined, they stay on one line.
///
/// Lines are joined with a space after `{`, `:` or an attribute, before `}` and before an
/// accessor (`get`, `set`, …), and with `;` otherwise. Lines that must stand alone keep their
/// own: `#if`, `#elseif`, `#else` and `#endif`, and the user's own observer bodies, which the
/// expansion writes between two `#sourceLocation` directives.
enum LineJoining {
  /// `text` with its generated lines joined.
  static func joined(_ text: [UInt8]) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(text.count)
    text.withUnsafeBufferPointer { text in
      var isVerbatim = false
      var startsLine = true
      var previous = 0..<0
      var lineStart = 0
      while lineStart <= text.count {
        var lineEnd = lineStart
        while lineEnd < text.count && text[lineEnd] != Lexer.ASCII.newline { lineEnd += 1 }
        var contentStart = lineStart
        while contentStart < lineEnd
          && (text[contentStart] == Lexer.ASCII.space || text[contentStart] == Lexer.ASCII.tab)
        {
          contentStart += 1
        }
        let line = lineStart..<lineEnd
        let content = contentStart..<lineEnd
        lineStart = lineEnd + 1
        if starts(text, content, with: sourceLocation) {
          output.append(Lexer.ASCII.newline)
          output.append(contentsOf: UnsafeBufferPointer(rebasing: text[content]))
          isVerbatim.toggle()
          startsLine = true
        } else if isVerbatim {
          output.append(Lexer.ASCII.newline)
          output.append(contentsOf: UnsafeBufferPointer(rebasing: text[line]))
        } else if content.isEmpty {
          continue
        } else if text[content.lowerBound] == Lexer.ASCII.hash {
          // A conditional-compilation line: alone on its line.
          if !output.isEmpty { output.append(Lexer.ASCII.newline) }
          output.append(contentsOf: UnsafeBufferPointer(rebasing: text[content]))
          startsLine = true
        } else {
          if startsLine {
            if !output.isEmpty { output.append(Lexer.ASCII.newline) }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: text[line]))
            startsLine = false
          } else {
            if needsSemicolon(text, after: previous, before: content) {
              output.append(Lexer.ASCII.semicolon)
            }
            output.append(Lexer.ASCII.space)
            output.append(contentsOf: UnsafeBufferPointer(rebasing: text[content]))
          }
          previous = content
        }
      }
    }
    return output
  }

  private static let sourceLocation = Array("#sourceLocation".utf8)
  private static let accessorWords = [
    "get", "set", "_modify", "_read", "init(initialValue)", "willSet", "didSet",
  ].map { Array($0.utf8) }

  /// Whether the bytes of `text` in `range` start with `prefix`.
  private static func starts(
    _ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, with prefix: [UInt8]
  ) -> Bool {
    guard range.count >= prefix.count else { return false }
    for (offset, byte) in prefix.enumerated() where text[range.lowerBound + offset] != byte {
      return false
    }
    return true
  }

  /// Whether two statements or declarations on one line need `;` between them.
  private static func needsSemicolon(
    _ text: UnsafeBufferPointer<UInt8>, after previous: Range<Int>, before next: Range<Int>
  ) -> Bool {
    guard !previous.isEmpty, !next.isEmpty else { return false }
    let last = text[previous.upperBound - 1]
    let first = text[next.lowerBound]
    if last == Lexer.ASCII.leftBrace || last == Lexer.ASCII.colon
      || first == Lexer.ASCII.rightBrace
    {
      return false
    }
    // An attribute line (`@storageRestrictions(…)`) belongs to the declaration after it.
    if first != Lexer.ASCII.at && text[previous.lowerBound] == Lexer.ASCII.at { return false }
    guard last == Lexer.ASCII.rightBrace else { return true }
    // Accessors follow one another without separators.
    for word in accessorWords where starts(text, next, with: word) {
      guard next.count > word.count else { return false }
      let after = text[next.lowerBound + word.count]
      if after == Lexer.ASCII.space || after == Lexer.ASCII.leftBrace
        || after == Lexer.ASCII.leftParen
      {
        return false
      }
    }
    return true
  }
}
