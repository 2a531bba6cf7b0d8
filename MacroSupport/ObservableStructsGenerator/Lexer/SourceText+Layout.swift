// Questions about the whitespace of a source, for the expansion's layout: the one place,
// besides the lexer and the parser, that reads the source's bytes.

extension SourceText {
  /// Whether `range` (within the text) holds only spaces and tabs, or nothing.
  func isBlank(_ range: Range<Int>) -> Bool {
    bytes.withUnsafeBufferPointer { buffer in
      var index = range.lowerBound
      while index < range.upperBound {
        let byte = buffer[index]
        guard byte == ASCII.space || byte == ASCII.tab else { return false }
        index += 1
      }
      return true
    }
  }

  /// Whether `range` (within the text) holds only whitespace: spaces, tabs and line breaks.
  func isWhitespace(_ range: Range<Int>) -> Bool {
    bytes.withUnsafeBufferPointer { buffer in
      var index = range.lowerBound
      while index < range.upperBound {
        let byte = buffer[index]
        guard
          byte == ASCII.space || (ASCII.tab...ASCII.carriageReturn).contains(byte)
        else { return false }
        index += 1
      }
      return true
    }
  }

  /// The offset of the first byte at or after `offset` that is neither a space nor a tab, or
  /// `limit` (clamped to the text's end) if there is none before it.
  func endOfBlanks(from offset: Int, limit: Int? = nil) -> Int {
    let upper = min(limit ?? bytes.count, bytes.count)
    return bytes.withUnsafeBufferPointer { buffer in
      var index = offset
      while index < upper, buffer[index] == ASCII.space || buffer[index] == ASCII.tab {
        index += 1
      }
      return index
    }
  }
}

extension SourceText {
  /// Where the indentation of a line starting at `lineStart` ends (no later than `offset`),
  /// and whether it is made of spaces only.
  func indentation(from lineStart: Int, before offset: Int) -> (end: Int, onlySpaces: Bool) {
    bytes.withUnsafeBufferPointer { buffer in
      var end = lineStart
      var onlySpaces = true
      while end < offset, buffer[end] == ASCII.space || buffer[end] == ASCII.tab {
        onlySpaces = onlySpaces && buffer[end] == ASCII.space
        end += 1
      }
      return (end, onlySpaces)
    }
  }
}
