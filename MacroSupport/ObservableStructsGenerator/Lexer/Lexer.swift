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
    let (tokens, diagnostics) = source.bytes.withUnsafeBufferPointer { buffer in
      var cursor = Cursor(buffer: buffer, source: source, file: file)
      cursor.run()
      return (cursor.tokens, cursor.diagnostics)
    }
    return LexedFile(file: file, source: source, tokens: tokens, diagnostics: diagnostics)
  }
}
