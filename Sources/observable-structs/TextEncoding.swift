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
    // Source is nearly all ASCII: eight bytes at a time up to the first byte that is not,
    // and only from there one character at a time.
    let asciiPrefix = bytes.withUnsafeBytes { raw -> Int in
      var offset = 0
      while offset + 8 <= raw.count {
        if raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 {
          break
        }
        offset += 8
      }
      while offset < raw.count, raw[offset] < 0x80 { offset += 1 }
      return offset
    }
    guard asciiPrefix < bytes.count else { return nil }
    var decoder = UTF8()
    var iterator = bytes[asciiPrefix...].makeIterator()
    var offset = asciiPrefix
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
