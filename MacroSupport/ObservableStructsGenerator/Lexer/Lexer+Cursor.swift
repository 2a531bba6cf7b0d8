extension Lexer {
  /// The lexer's working state for one buffer: where it is, what it has produced so far, and
  /// the kind of the last token, which decides how a `/` or the digits after a `.` are read.
  ///
  /// Every read is guarded by `count`; the cursor never indexes outside `bytes`.
  struct Cursor {
    /// The source bytes; valid only while ``Lexer/tokenize(_:file:)`` runs.
    let bytes: UnsafeBufferPointer<UInt8>
    /// The number of bytes.
    let count: Int
    /// The text being lexed, for locating diagnostics.
    let source: SourceText
    /// The file name written into diagnostics.
    let file: String
    /// A copy of `source.lineStarts`, walked forward as tokens are emitted.
    let lineStarts: [Int]
    /// The keyword table, held here so the hot path does not reach for a global.
    let keywords: KeywordTable
    /// The offset of the next byte to read.
    var position = 0
    /// Where tokens are emitted: room for one per byte and the end-of-file token, which no
    /// file exceeds (every other token takes at least one byte); see ``Lexer/tokenize(_:file:)``.
    let tokens: UnsafeMutableBufferPointer<Token>
    /// The number of tokens emitted so far, the first ones of ``tokens``.
    var tokenCount = 0
    /// The diagnostics reported so far.
    var diagnostics: [Diagnostic] = []
    /// The kind of the last token emitted, or `nil` at the start of the file.
    var previousKind: TokenKind?
    /// The index in `lineStarts` of the line holding the last token emitted.
    var lineIndex = 0
    /// Where that line starts, read from `lineStarts` once per line rather than per token.
    var lineStart = 0
    /// Where the line after it starts (`Int.max` on the last line): a token at or past it
    /// moves ``lineIndex`` on.
    var nextLineStart = Int.max
    /// Scratch stack for string literals with interpolations, reused between literals.
    var stringFrames: [StringFrame] = []

    /// Prepares to lex `buffer` (the bytes of `source`) into `tokens`, which must have room for
    /// `buffer.count + 1` tokens.
    init(
      buffer: UnsafeBufferPointer<UInt8>, tokens: UnsafeMutableBufferPointer<Token>,
      source: SourceText, file: String
    ) {
      precondition(tokens.count > buffer.count, "no room for a token per byte")
      self.bytes = buffer
      self.tokens = tokens
      self.count = buffer.count
      self.source = source
      self.file = file
      self.lineStarts = source.lineStarts
      self.keywords = KeywordTable.shared
      if lineStarts.count > 1 { nextLineStart = lineStarts[1] }
    }
  }
}

extension Lexer.Cursor {
  /// Lexes the whole buffer into `tokens`, ending with one end-of-file token.
  mutating func run() {
    precondition(count < UInt32.max, "a source of 4 GiB or more cannot be tokenized")
    skipFileHeader()
    var leadingStart = 0
    while true {
      // The first token of the file starts a line, like any token after a newline.
      var sawNewline = tokenCount == 0
      var kind = TokenKind.endOfFile
      var start = position
      while true {
        if skipLeadingTrivia() { sawNewline = true }
        start = position
        guard start < count else { break }
        if let lexed = lexToken() {
          kind = lexed
          break
        }
      }
      if kind == .endOfFile {
        emit(.endOfFile, start..<start, leadingStart: leadingStart, newline: sawNewline)
        return
      }
      let end = position
      skipTrailingTrivia()
      emit(kind, start..<end, leadingStart: leadingStart, newline: sawNewline)
      previousKind = kind
      leadingStart = position
    }
  }

  /// Lexes the token at `position`, which is not trivia and not the end.
  ///
  /// Returns `nil` when the bytes there cannot start a token; they have then been skipped and
  /// diagnosed, and become part of the next token's leading trivia.
  mutating func lexToken() -> TokenKind? {
    switch bytes[position] {
    case 0x41...0x5A, 0x61...0x7A, 0x5F, 0x80...0xFF:  // A-Z a-z _ and non-ASCII
      return lexIdentifier()
    case 0x30...0x39:  // 0-9
      return lexNumber()
    case 0x24:  // $
      return lexDollarIdentifier()
    case 0x60:  // `
      return lexBacktickedIdentifier()
    case 0x22:  // "
      return lexStringLiteral()
    case 0x23:  // #
      return lexPound()
    case 0x2F:  // /
      return slashStartsRegex() ? lexBareRegex() : lexOperator()
    case 0x21, 0x25, 0x26, 0x2A, 0x2B, 0x2D, 0x2E, 0x3C, 0x3D, 0x3E, 0x3F, 0x5E, 0x7C, 0x7E:
      return lexOperator()
    case 0x28: return single(.leftParen)
    case 0x29: return single(.rightParen)
    case 0x7B: return single(.leftBrace)
    case 0x7D: return single(.rightBrace)
    case 0x5B: return single(.leftSquare)
    case 0x5D: return single(.rightSquare)
    case 0x2C: return single(.comma)
    case 0x3A: return single(.colon)
    case 0x3B: return single(.semicolon)
    case 0x40: return single(.atSign)
    case 0x5C: return single(.backslash)
    default:
      skipInvalidBytes()
      return nil
    }
  }

  /// Consumes one byte and returns `kind`, for single-character punctuation.
  @inline(__always)
  mutating func single(_ kind: TokenKind) -> TokenKind {
    position += 1
    return kind
  }

  /// Appends a token whose trailing trivia ends at `position`, into room ``init`` checked.
  mutating func emit(_ kind: TokenKind, _ range: Range<Int>, leadingStart: Int, newline: Bool) {
    let offset = range.lowerBound
    while offset >= nextLineStart {
      lineIndex += 1
      lineStart = nextLineStart
      nextLineStart = lineIndex + 1 < lineStarts.count ? lineStarts[lineIndex + 1] : Int.max
    }
    // Every value is at most the source's size plus one, which ``run()`` checked fits.
    (tokens.baseAddress.unsafelyUnwrapped + tokenCount).initialize(
      to: Token(
        kind: kind, uncheckedStart: offset, end: range.upperBound,
        leadingTriviaStart: leadingStart, trailingTriviaEnd: position, line: lineIndex + 1,
        column: offset - lineStart + 1, hasLeadingNewline: newline))
    tokenCount += 1
  }

  /// Records an error at `offset`.
  mutating func diagnose(_ message: DiagnosticMessage, at offset: Int) {
    let location = source.location(of: offset)
    diagnostics.append(
      Diagnostic(
        file: file, offset: offset, line: location.line, column: location.column,
        severity: .error, message: message))
  }

  /// The first offset at or after `start` whose byte fails `test`, or `count`.
  @inline(__always)
  func skip(from start: Int, while test: (UInt8) -> Bool) -> Int {
    var index = start
    while index < count && test(bytes[index]) { index += 1 }
    return index
  }

  /// Whether the `hashes` bytes starting at `offset` all exist and are `#`.
  @inline(__always)
  func hasHashes(_ hashes: Int, at offset: Int) -> Bool {
    guard offset + hashes <= count else { return false }
    var index = offset
    while index < offset + hashes {
      if bytes[index] != ASCII.hash { return false }
      index += 1
    }
    return true
  }
}
