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
    var isVerbatim = false
    var startsLine = true
    var previous: ArraySlice<UInt8> = []
    for line in text.split(separator: Lexer.ASCII.newline, omittingEmptySubsequences: false) {
      let content = line.drop { $0 == Lexer.ASCII.space || $0 == Lexer.ASCII.tab }
      if content.starts(with: sourceLocation) {
        output.append(Lexer.ASCII.newline)
        output += content
        isVerbatim.toggle()
        startsLine = true
        continue
      }
      if isVerbatim {
        output.append(Lexer.ASCII.newline)
        output += line
        continue
      }
      if content.isEmpty { continue }
      if content.first == Lexer.ASCII.hash {
        // A conditional-compilation line: alone on its line.
        if !output.isEmpty { output.append(Lexer.ASCII.newline) }
        output += content
        startsLine = true
        continue
      }
      if startsLine {
        if !output.isEmpty { output.append(Lexer.ASCII.newline) }
        output += line
        startsLine = false
      } else {
        if needsSemicolon(after: previous, before: content) {
          output.append(Lexer.ASCII.semicolon)
        }
        output.append(Lexer.ASCII.space)
        output += content
      }
      previous = content
    }
    return output
  }

  private static let sourceLocation = Array("#sourceLocation".utf8)
  private static let accessorWords = [
    "get", "set", "_modify", "_read", "init(initialValue)", "willSet", "didSet",
  ].map { Array($0.utf8) }

  /// Whether two statements or declarations on one line need `;` between them.
  private static func needsSemicolon(
    after previous: ArraySlice<UInt8>, before next: ArraySlice<UInt8>
  ) -> Bool {
    guard let last = previous.last, let first = next.first else { return false }
    if last == Lexer.ASCII.leftBrace || last == Lexer.ASCII.colon || first == Lexer.ASCII.rightBrace
    {
      return false
    }
    // An attribute line (`@storageRestrictions(…)`) belongs to the declaration after it.
    if first != Lexer.ASCII.at && previous.first == Lexer.ASCII.at { return false }
    if last == Lexer.ASCII.rightBrace {
      // Accessors follow one another without separators.
      return !accessorWords.contains { word in
        next.starts(with: word)
          && (next.count == word.count
            || [Lexer.ASCII.space, Lexer.ASCII.leftBrace, Lexer.ASCII.leftParen].contains(
              next[next.startIndex + word.count]))
      }
    }
    return true
  }
}
