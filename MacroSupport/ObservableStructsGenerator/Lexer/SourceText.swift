/// The UTF-8 bytes of one source file, with a table of line starts for turning byte offsets
/// into line and column numbers.
///
/// ```swift
/// let source = SourceText("let a = 1\nlet b = 2")
/// source.location(of: 14)  // (line: 2, column: 5)
/// ```
package struct SourceText: Sendable {
  /// The source as UTF-8 bytes; every offset in the pipeline indexes this array.
  package let bytes: [UInt8]
  /// The offset of the first byte of every line, in order; the first entry is always 0.
  ///
  /// A line ends after `\n`, after `\r\n`, or after a `\r` that no `\n` follows.
  package let lineStarts: [Int]

  /// Creates source text from a string, using its UTF-8 encoding.
  package init(_ string: String) {
    self.init(bytes: Array(string.utf8))
  }

  /// Creates source text from raw bytes, which need not be valid UTF-8.
  package init(bytes: [UInt8]) {
    self.bytes = bytes
    self.lineStarts = SourceText.computeLineStarts(bytes)
  }

  /// The number of bytes.
  package var count: Int { bytes.count }

  /// The byte at `offset`.
  package subscript(offset: Int) -> UInt8 { bytes[offset] }

  /// The 1-based line and column (in UTF-8 bytes) of `offset`.
  ///
  /// Offsets past the end are clamped to the end of the text, so the end-of-file position has
  /// a location too.
  package func location(of offset: Int) -> (line: Int, column: Int) {
    let clamped = max(0, min(offset, bytes.count))
    let index = lineIndex(containing: clamped)
    return (index + 1, clamped - lineStarts[index] + 1)
  }

  /// ``location(of:)`` for offsets taken in increasing order: `lineIndex` holds the index in
  /// ``lineStarts`` of the line of the offset before (0 for the first), and is walked forward
  /// to the line of `offset` — a step or two from one offset to the next, where
  /// ``location(of:)`` searches all the lines each time. An offset before that line is found
  /// by search.
  func location(of offset: Int, walkingFrom lineIndex: inout Int) -> (line: Int, column: Int) {
    let clamped = max(0, min(offset, bytes.count))
    if lineIndex >= lineStarts.count || lineStarts[lineIndex] > clamped {
      lineIndex = self.lineIndex(containing: clamped)
    }
    while lineIndex + 1 < lineStarts.count && lineStarts[lineIndex + 1] <= clamped {
      lineIndex += 1
    }
    return (lineIndex + 1, clamped - lineStarts[lineIndex] + 1)
  }

  /// The text of a byte range, decoding invalid UTF-8 as replacement characters.
  package func text(_ range: Range<Int>) -> String {
    let lower = max(0, min(range.lowerBound, bytes.count))
    let upper = max(lower, min(range.upperBound, bytes.count))
    return String(decoding: bytes[lower..<upper], as: UTF8.self)
  }

  /// Whether the bytes in `range` are exactly `utf8`, compared in place: no string is made of
  /// the range. `range` must lie within the text.
  func hasBytes(in range: Range<Int>, equalTo utf8: UnsafeBufferPointer<UInt8>) -> Bool {
    guard utf8.count == range.count else { return false }
    return bytes.withUnsafeBufferPointer { buffer in
      var offset = range.lowerBound
      for byte in utf8 {
        if buffer[offset] != byte { return false }
        offset += 1
      }
      return true
    }
  }

  /// Whether the bytes in `range` are exactly the UTF-8 of `text` (see
  /// ``hasBytes(in:equalTo:)-UnsafeBufferPointer``).
  func hasBytes(in range: Range<Int>, equalTo text: String) -> Bool {
    var text = text
    return text.withUTF8 { hasBytes(in: range, equalTo: $0) }
  }

  /// Whether the bytes in `range` are exactly `word` (see
  /// ``hasBytes(in:equalTo:)-UnsafeBufferPointer``).
  func hasBytes(in range: Range<Int>, equalTo word: StaticString) -> Bool {
    guard word.utf8CodeUnitCount == range.count else { return false }
    return word.withUTF8Buffer { hasBytes(in: range, equalTo: $0) }
  }

  /// Whether `range` (clamped to the text) holds a line break (`\n` or `\r`), so that its
  /// end is on a later line than its start: a scan of the (short) range, where comparing the
  /// two ``location(of:)`` lines would take two binary searches.
  func hasLineBreak(in range: Range<Int>) -> Bool {
    let lower = max(0, min(range.lowerBound, bytes.count))
    let upper = max(lower, min(range.upperBound, bytes.count))
    return bytes.withUnsafeBufferPointer { buffer in
      var index = lower
      while index < upper {
        let byte = buffer[index]
        if byte == ASCII.newline || byte == ASCII.carriageReturn { return true }
        index += 1
      }
      return false
    }
  }

  /// The offset where the line holding `offset` starts: found by looking back for the line
  /// break before it (lines are short), by binary search over ``lineStarts`` for a long line.
  func lineStart(containing offset: Int) -> Int {
    let clamped = max(0, min(offset, bytes.count))
    let found: Int? = bytes.withUnsafeBufferPointer { buffer in
      var index = clamped
      let limit = max(0, clamped - 256)
      while index > limit {
        let byte = buffer[index - 1]
        if byte == ASCII.newline { return index }
        if byte == ASCII.carriageReturn {
          // `offset` on the `\n` of a `\r\n`: that line break ends the line before.
          if index < buffer.count && buffer[index] == ASCII.newline { return nil }
          return index
        }
        index -= 1
      }
      return index == 0 ? 0 : nil
    }
    return found ?? lineStarts[lineIndex(containing: clamped)]
  }

  /// The index in ``lineStarts`` of the line holding `offset`, found by binary search.
  func lineIndex(containing offset: Int) -> Int {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset {
        low = middle
      } else {
        high = middle - 1
      }
    }
    return low
  }

  /// The line starts of `bytes`, into an array reserved for a line every 8 bytes: lines are
  /// longer than that, so it is not copied as it grows (room never written costs no memory).
  private static func computeLineStarts(_ bytes: [UInt8]) -> [Int] {
    var starts = [0]
    starts.reserveCapacity(bytes.count / 8 + 1)
    bytes.withUnsafeBufferPointer { buffer in
      let count = buffer.count
      if ByteSearch.firstIndex(of: ASCII.carriageReturn, in: buffer, from: 0, to: count)
        == count
      {
        // Without carriage returns, every line ends at a `\n`, found block-wise.
        var index = ByteSearch.firstIndex(of: ASCII.newline, in: buffer, from: 0, to: count)
        while index < count {
          starts.append(index + 1)
          index = ByteSearch.firstIndex(
            of: ASCII.newline, in: buffer, from: index + 1, to: count)
        }
        return
      }
      var index = 0
      while index < count {
        let byte = buffer[index]
        index += 1
        if byte == ASCII.newline {
          starts.append(index)
        } else if byte == ASCII.carriageReturn {
          if index < count && buffer[index] == ASCII.newline { index += 1 }
          starts.append(index)
        }
      }
    }
    return starts
  }
}
