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
      if containsNonASCII(bytes, lower..<upper) {
        let text = String(decoding: bytes[lower..<upper], as: UTF8.self)
        return text.filter { !$0.isWhitespace }.contains(String(decoding: pattern, as: UTF8.self))
      }
      // Candidates are the occurrences of the pattern's first byte, found block-wise.
      var start = ByteSearch.firstIndex(of: pattern[0], in: bytes, from: lower, to: upper)
      while start < upper {
        defer {
          start = ByteSearch.firstIndex(of: pattern[0], in: bytes, from: start + 1, to: upper)
        }
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

  /// Whether `bytes[range]` holds a byte outside ASCII, checked eight bytes at a time.
  private static func containsNonASCII(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>)
    -> Bool
  {
    guard let base = bytes.baseAddress else { return false }
    let raw = UnsafeRawPointer(base)
    var index = range.lowerBound
    while index + 8 <= range.upperBound {
      let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
      if word & 0x8080_8080_8080_8080 != 0 { return true }
      index += 8
    }
    while index < range.upperBound {
      if bytes[index] >= 0x80 { return true }
      index += 1
    }
    return false
  }
}
