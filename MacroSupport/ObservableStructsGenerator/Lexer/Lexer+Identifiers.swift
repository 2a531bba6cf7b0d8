extension Lexer.Cursor {
  /// Lexes an identifier or keyword starting with a letter, `_` or a non-ASCII byte.
  mutating func lexIdentifier() -> TokenKind {
    let start = position
    var index = start + 1
    while index < count && ASCII.continuesIdentifier(bytes[index]) { index += 1 }
    position = index
    if let keyword = keywords.keyword(in: bytes, start..<position) {
      return .keyword(keyword)
    }
    return .identifier
  }

  /// Lexes `$0`, `$foo` or a lone `$` as an identifier.
  mutating func lexDollarIdentifier() -> TokenKind {
    position = skip(from: position + 1, while: ASCII.isIdentifierContinuation)
    return .identifier
  }

  /// Lexes `` `name` `` as one identifier, backticks included; never a keyword.
  ///
  /// The closing backtick must be on the same line. A backtick without one, or an empty pair,
  /// is diagnosed and skipped as trivia.
  mutating func lexBacktickedIdentifier() -> TokenKind? {
    let start = position
    let close = skip(from: start + 1) { $0 != ASCII.backtick && !ASCII.isNewline($0) }
    guard close < count && bytes[close] == ASCII.backtick else {
      diagnose(DiagnosticMessages.unterminatedBacktick, at: start)
      position = start + 1
      return nil
    }
    position = close + 1
    guard close > start + 1 else {
      diagnose(DiagnosticMessages.emptyBacktick, at: start)
      return nil
    }
    return .identifier
  }

  /// Lexes what starts with `#`: a raw string (`#"…"#`), a regex (`#/…/#`), or a pound
  /// keyword or directive (`#if`, `#available`, `#Preview` …) as one ``TokenKind/pound``.
  ///
  /// A run of `#`s followed by none of these is diagnosed and skipped as trivia.
  mutating func lexPound() -> TokenKind? {
    let start = position
    let afterHashes = skip(from: start) { $0 == ASCII.hash }
    if afterHashes < count {
      let next = bytes[afterHashes]
      if next == ASCII.quote { return lexStringLiteral() }
      if next == ASCII.slash { return lexPoundRegex(hashes: afterHashes - start) }
      if afterHashes == start + 1 && ASCII.isIdentifierStart(next) {
        position = skip(from: afterHashes + 1, while: ASCII.isIdentifierContinuation)
        return .pound
      }
    }
    diagnose(DiagnosticMessages.poundWithoutName, at: start)
    position = afterHashes
    return nil
  }
}
