/// The kind of a lexical token of Swift source.
package enum TokenKind: Equatable, Sendable {
  /// An identifier: plain, backticked (`` `class` ``), Unicode, or `$0`-style.
  /// Contextual keywords (`get`, `set`, `willSet`, `lazy`, `open`, `mutating` …) are identifiers
  /// too; the parser recognises them by text.
  case identifier
  /// A reserved word the declaration parser cares about; see ``Keyword``.
  case keyword(Keyword)
  /// An integer literal (`42`, `0x2A`, `0o52`, `0b101`, `1_000`).
  case integerLiteral
  /// A floating-point literal (`1.5`, `1e-3`, `0x1p4`).
  case floatLiteral
  /// A whole string literal, interpolations included: `"a\(b)"`, `"""…"""`, `#"…"#`.
  case stringLiteral
  /// A whole regex literal: `#/…/#` or a bare `/…/` the lexer recognised as one.
  case regexLiteral
  /// An operator such as `+`, `==`, `->`, `...`, `?`, `!`, `&`, `=` (a lone `=` included).
  case `operator`
  /// `(`
  case leftParen
  /// `)`
  case rightParen
  /// `{`
  case leftBrace
  /// `}`
  case rightBrace
  /// `[`
  case leftSquare
  /// `]`
  case rightSquare
  /// `<` used as an opening angle bracket is lexed as ``operator``; the parser decides.
  /// `,`
  case comma
  /// `:`
  case colon
  /// `;`
  case semicolon
  /// `.` when it stands alone as member access (`a.b`, `.foo`).
  case period
  /// `@` that starts an attribute; the attribute name follows as an identifier or keyword.
  case atSign
  /// `\` starting a key path.
  case backslash
  /// A `#` directive or pound keyword, text included: `#if`, `#elseif`, `#else`, `#endif`,
  /// `#sourceLocation`, `#warning`, `#available`, `#selector`, `#file` …
  case pound
  /// The end of the input; always the last token, with empty text.
  case endOfFile
}

/// Reserved words the declaration parser needs to tell apart quickly.
package enum Keyword: String, Sendable, CaseIterable {
  case `struct`, `enum`, `class`, `actor`, `protocol`, `extension`
  case `var`, `let`, `func`, `init`, `deinit`, `subscript`, `typealias`, `associatedtype`
  case `case`, `static`, `import`, `operator`, `precedencegroup`, `macro`
  case `where`, `in`, `return`, `self`, `Self`, `true`, `false`, `nil`, `inout`, `some`, `any`
  case `if`, `else`, `switch`, `for`, `while`, `repeat`, `do`, `guard`, `defer`, `throw`, `try`
  case `public`, `private`, `fileprivate`, `internal`, `package`
}

/// A token: its kind and where it lies in the source, as UTF-8 byte offsets.
///
/// The token's own text is `source[range]`. Trivia (whitespace and comments) before it is
/// `source[leadingTriviaStart ..< range.lowerBound]`, and after it on the same line is
/// `source[range.upperBound ..< trailingTriviaEnd]`. Together the tokens and their trivia
/// cover the input exactly once.
///
/// Offsets, lines and columns are stored in 32 bits (a file holds a token every few bytes,
/// so the token list is as large as the file several times over); a source of 4 GiB or more
/// cannot be tokenized.
package struct Token: Equatable, Sendable {
  /// What the token is.
  package var kind: TokenKind
  /// Whether a line break occurs in the leading trivia (needed for statement boundaries).
  /// Filled in by the lexer.
  package var hasLeadingNewline: Bool = false
  /// UTF-8 byte offsets of the token's text.
  @PackedRange package var range: Range<Int>
  /// UTF-8 offset where the leading trivia starts (the end of the previous token's trailing trivia).
  @PackedOffset package var leadingTriviaStart: Int
  /// UTF-8 offset where the trailing trivia ends.
  @PackedOffset package var trailingTriviaEnd: Int
  /// 1-based line of the token's first byte.
  @PackedOffset package var line: Int
  /// 1-based column, in UTF-8 bytes, of the token's first byte.
  @PackedOffset package var column: Int

  /// Creates a token; every offset, the line and the column must fit in 32 bits.
  package init(
    kind: TokenKind, range: Range<Int>, leadingTriviaStart: Int, trailingTriviaEnd: Int,
    line: Int, column: Int
  ) {
    let values = [
      range.lowerBound, range.upperBound, leadingTriviaStart, trailingTriviaEnd, line, column,
    ]
    precondition(
      values.allSatisfy { UInt32(exactly: $0) != nil }, "a token's values must fit in 32 bits")
    self.init(
      kind: kind, uncheckedStart: range.lowerBound, end: range.upperBound,
      leadingTriviaStart: leadingTriviaStart, trailingTriviaEnd: trailingTriviaEnd, line: line,
      column: column, hasLeadingNewline: false)
  }

  /// Creates a token from values known to fit in 32 bits (the lexer checks the source's size
  /// once), without checking each.
  init(
    kind: TokenKind, uncheckedStart start: Int, end: Int, leadingTriviaStart: Int,
    trailingTriviaEnd: Int, line: Int, column: Int, hasLeadingNewline: Bool
  ) {
    self.kind = kind
    self.hasLeadingNewline = hasLeadingNewline
    _range = PackedRange(uncheckedLower: start, upper: end)
    _leadingTriviaStart = PackedOffset(unchecked: leadingTriviaStart)
    _trailingTriviaEnd = PackedOffset(unchecked: trailingTriviaEnd)
    _line = PackedOffset(unchecked: line)
    _column = PackedOffset(unchecked: column)
  }
}
