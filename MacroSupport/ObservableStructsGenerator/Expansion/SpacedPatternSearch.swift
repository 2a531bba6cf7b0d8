/// Finds a pattern in source text as if its whitespace were removed: `init (from` and
/// `init(from` both contain `init(from`.
enum SpacedPatternSearch {
  /// Whether the text of `range`, with its whitespace removed, contains `pattern` (ASCII
  /// without whitespace). ASCII text is searched byte by byte; other text is decoded first,
  /// for Unicode whitespace.
  ///
  /// - Complexity: O(*n* × *m*) for a range of *n* bytes and a pattern of *m* bytes; no
  ///   allocation for ASCII text.
  static func contains(
    _ pattern: [UInt8], in range: Range<Int>, of source: SourceText
  ) -> Bool {
    let lower = max(0, min(range.lowerBound, source.count))
    let upper = max(lower, min(range.upperBound, source.count))
    return source.bytes.withUnsafeBufferPointer { bytes in
      func isWhitespace(_ byte: UInt8) -> Bool {
        byte == Lexer.ASCII.space || (Lexer.ASCII.tab...Lexer.ASCII.carriageReturn).contains(byte)
      }
      if bytes[lower..<upper].contains(where: { $0 >= 0x80 }) {
        let text = String(decoding: bytes[lower..<upper], as: UTF8.self)
        return text.filter { !$0.isWhitespace }.contains(String(decoding: pattern, as: UTF8.self))
      }
      for start in lower..<upper where bytes[start] == pattern[0] {
        // Match the pattern from `start`, stepping over whitespace between its bytes.
        var cursor = start
        var matched = 0
        while matched < pattern.count && cursor < upper {
          if bytes[cursor] == pattern[matched] {
            matched += 1
          } else if !isWhitespace(bytes[cursor]) {
            break
          }
          cursor += 1
        }
        if matched == pattern.count { return true }
      }
      return false
    }
  }
}
