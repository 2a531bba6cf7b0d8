/// The line of the annotated file that generated text is attributed to, when `#sourceLocation`
/// directives map the output back to it: the line the text comes from, moved up when the text
/// would otherwise run past the end of its type.
enum GeneratedLineAnchor {
  /// The line generated text of `lineCount` lines is attributed to: `preferred`, or earlier
  /// if the text would otherwise run past `lastLine` (a type's last line), never before line 1.
  /// Generated text that must keep `#if` lines apart takes more than one line.
  static func line(preferring preferred: Int, lineCount: Int, lastLine: Int) -> Int {
    max(1, min(preferred, lastLine - lineCount + 1))
  }

  /// The number of lines `bytes` takes once a line break is put before them.
  static func lineCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var count = 1
    var index = ByteSearch.firstIndex(of: ASCII.newline, in: bytes, from: 0, to: bytes.count)
    while index < bytes.count {
      count += 1
      index = ByteSearch.firstIndex(of: ASCII.newline, in: bytes, from: index + 1, to: bytes.count)
    }
    return count
  }
}
