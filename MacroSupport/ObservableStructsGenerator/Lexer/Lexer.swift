/// Turns Swift source text into tokens with trivia and UTF-8 byte positions.
///
/// The lexer is the first stage of the generator's pipeline, and nothing after it looks at raw
/// characters. It never traps: bytes that cannot start a token become trivia plus a
/// ``Diagnostic``, and lexing goes on to the end of the input.
///
/// ```swift
/// let lexed = Lexer.tokenize(SourceText("let a = 1"))
/// lexed.tokens.map(\.kind)
/// // [.keyword(.let), .identifier, .operator, .integerLiteral, .endOfFile]
/// ```
package enum Lexer {
  /// Splits `source` into tokens; never traps, whatever the bytes.
  ///
  /// - Parameters:
  ///   - source: The text to lex; it need not be valid UTF-8.
  ///   - file: The file name written into diagnostics.
  /// - Returns: The tokens, ending with exactly one ``TokenKind/endOfFile`` token, and a
  ///   diagnostic for every piece of malformed input.
  package static func tokenize(_ source: SourceText, file: String = "<input>") -> LexedFile {
    var diagnostics: [Diagnostic] = []
    // Room for the most tokens the bytes can make, written in place: capacity never written
    // costs no memory, and no append checks the array's uniqueness or capacity.
    let tokens = [Token](unsafeUninitializedCapacity: source.bytes.count + 1) { room, written in
      if let start = room.baseAddress {
        HugePages.advise(start, count: room.count * MemoryLayout<Token>.stride)
      }
      source.bytes.withUnsafeBufferPointer { buffer in
        var cursor = Cursor(buffer: buffer, tokens: room, source: source, file: file)
        cursor.run()
        written = cursor.tokenCount
        diagnostics = cursor.diagnostics
      }
    }
    return LexedFile(file: file, source: source, tokens: tokens, diagnostics: diagnostics)
  }
}
