/// The lexer's output for one file: the tokens in source order and the problems it found.
///
/// The tokens and their trivia cover ``source`` exactly once, so joining every token's leading
/// trivia, text and trailing trivia gives back the input byte for byte.
package struct LexedFile: Sendable {
  /// The file name given to ``Lexer/tokenize(_:file:)``, used in diagnostics.
  package let file: String
  /// The text that was lexed; token ranges index its ``SourceText/bytes``.
  package let source: SourceText
  /// The tokens; the last one is always the only ``TokenKind/endOfFile`` token.
  package let tokens: [Token]
  /// Errors for malformed input, such as unterminated literals or invalid bytes, in source order.
  package let diagnostics: [Diagnostic]

  /// Creates a lexed file from its parts; ``Lexer/tokenize(_:file:)`` is the usual way to get one.
  package init(file: String, source: SourceText, tokens: [Token], diagnostics: [Diagnostic]) {
    self.file = file
    self.source = source
    self.tokens = tokens
    self.diagnostics = diagnostics
  }

  /// The source text of `token`, without its trivia.
  package func text(of token: Token) -> String {
    source.text(token.range)
  }
}
