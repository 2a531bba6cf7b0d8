/// Whether an input is UTF-8 text, which the generator reads: another encoding (UTF-16 saved by
/// an editor, a binary file) would give one "invalid character" per byte it cannot read.
enum TextEncoding {
  /// What is wrong with `bytes` as UTF-8, or `nil` when they are UTF-8.
  ///
  /// - Complexity: O(*n*), where *n* is the number of bytes.
  static func problem(in bytes: [UInt8]) -> String? {
    if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
      return "it starts with a UTF-16 byte order mark"
    }
    var decoder = UTF8()
    var iterator = bytes.makeIterator()
    var offset = 0
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        offset += UTF8.width(scalar)
      case .emptyInput:
        return nil
      case .error:
        return "the byte at offset \(offset) is not part of a UTF-8 character"
      }
    }
  }
}
