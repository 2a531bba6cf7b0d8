extension DeclarationParser {
  /// Whether the cursor is at the end-of-file token.
  var atEnd: Bool { index >= tokens.count - 1 }

  /// Whether the token at the cursor has `kind`.
  func isKind(_ kind: TokenKind) -> Bool { tokens[index].kind == kind }

  /// Whether token `i` is the keyword `keyword`.
  func isKeyword(_ i: Int, _ keyword: Keyword) -> Bool {
    i < tokens.count && tokens[i].kind == .keyword(keyword)
  }

  /// Whether token `i`'s text is exactly `word`, compared byte by byte.
  func matches(_ i: Int, _ word: StaticString) -> Bool {
    i < tokens.count && lexed.source.hasBytes(in: tokens[i].range, equalTo: word)
  }

  /// Whether token `i`'s text is exactly one of `words`.
  func matchesAny(_ i: Int, _ words: [StaticString]) -> Bool {
    words.contains { matches(i, $0) }
  }

  /// Whether token `i`'s text ends with `suffix` (the whole text may be the suffix).
  func endsWith(_ i: Int, _ suffix: StaticString) -> Bool {
    let range = tokens[i].range
    let length = suffix.utf8CodeUnitCount
    guard range.count >= length else { return false }
    return lexed.source.hasBytes(
      in: (range.upperBound - length)..<range.upperBound, equalTo: suffix)
  }

  /// Whether token `i` starts with an uppercase letter (its first Unicode scalar is
  /// uppercase), as a type's name does.
  func startsWithUppercase(_ i: Int) -> Bool {
    let range = tokens[i].range
    guard let first = range.first else { return false }
    let byte = bytes[first]
    if byte < 0x80 { return byte >= ASCII.capitalA && byte <= ASCII.capitalZ }
    return text(i).unicodeScalars.first?.properties.isUppercase ?? false
  }

  /// Whether token `i` is the identifier `word`.
  func isIdentifier(_ i: Int, _ word: StaticString) -> Bool {
    i < tokens.count && tokens[i].kind == .identifier && matches(i, word)
  }

  /// Whether token `i` is a `#` directive spelled `word`.
  func isPound(_ i: Int, _ word: StaticString) -> Bool {
    i < tokens.count && tokens[i].kind == .pound && matches(i, word)
  }

  /// Whether token `i` ends a `#if` clause: `#elseif`, `#else` or `#endif`.
  func isClauseEnd(_ i: Int) -> Bool {
    isPound(i, "#elseif") || isPound(i, "#else") || isPound(i, "#endif")
  }

  /// Whether token `i` can be a declared name: an identifier or a keyword used as one.
  func isNameToken(_ i: Int) -> Bool {
    guard i < tokens.count else { return false }
    switch tokens[i].kind {
    case .identifier, .keyword: return true
    default: return false
    }
  }

  /// Whether token `i` is an operator token consisting of exactly `text`.
  func isOperator(_ i: Int, _ text: StaticString) -> Bool {
    i < tokens.count && tokens[i].kind == .operator && matches(i, text)
  }

  /// Whether tokens `i` and `i + 1` are a module selector's `::`, written together between
  /// two names (`Swift::Int`).
  func isModuleSelector(_ i: Int) -> Bool {
    i + 2 < tokens.count && tokens[i].kind == .colon && tokens[i + 1].kind == .colon
      && isNameToken(i - 1) && isNameToken(i + 2) && isAttached(i) && isAttached(i + 1)
      && isAttached(i + 2)
  }

  /// Whether token `i` directly follows the previous token, with no trivia between.
  func isAttached(_ i: Int) -> Bool {
    i > 0 && tokens[i].range.lowerBound == tokens[i - 1].range.upperBound
  }

  /// The text of token `i`.
  func text(_ i: Int) -> String { lexed.source.text(tokens[i].range) }

  /// The text of token `i` with surrounding backticks removed.
  func name(_ i: Int) -> String {
    let range = tokens[i].range
    let backtick = ASCII.backtick
    if range.count >= 2 && bytes[range.lowerBound] == backtick
      && bytes[range.upperBound - 1] == backtick
    {
      return lexed.source.text((range.lowerBound + 1)..<(range.upperBound - 1))
    }
    return lexed.source.text(range)
  }

  /// The source text between two offsets.
  func text(from start: Int, to end: Int) -> String { lexed.source.text(start..<max(start, end)) }

  /// The end offset of the token before the cursor, or the start of the file.
  var previousEnd: Int { index > 0 ? tokens[index - 1].range.upperBound : 0 }

  /// Records an error at token `i`.
  mutating func report(
    _ message: DiagnosticMessage, at i: Int, severity: DiagnosticSeverity = .error
  ) {
    report(message, offset: tokens[min(i, tokens.count - 1)].range.lowerBound, severity: severity)
  }

  /// Records an error at a UTF-8 offset.
  mutating func report(
    _ message: DiagnosticMessage, offset: Int, severity: DiagnosticSeverity = .error
  ) {
    let location = lexed.source.location(of: offset)
    diagnostics.append(
      Diagnostic(
        file: lexed.file, offset: offset, line: location.line, column: location.column,
        severity: severity, message: message))
  }
}
