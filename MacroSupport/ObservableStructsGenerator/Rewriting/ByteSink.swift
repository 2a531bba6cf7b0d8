/// Where the source rewriter puts bytes. It runs twice over the same edits: once into a
/// ``ByteCounter`` to learn the output's exact size, then into a ``ByteBufferWriter`` over the
/// result string's own storage, so the output is written once and never copied.
protocol ByteSink {
  /// The number of bytes appended so far.
  var count: Int { get }
  /// The last byte appended, if any.
  var last: UInt8? { get }
  /// Appends `bytes`.
  mutating func append(_ bytes: UnsafeBufferPointer<UInt8>)
}

extension ByteSink {
  /// Appends one byte.
  mutating func append(byte: UInt8) {
    withUnsafePointer(to: byte) { append(UnsafeBufferPointer(start: $0, count: 1)) }
  }

  /// Appends `bytes`.
  mutating func append(bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { append($0) }
  }

  /// Appends the bytes of `range` of `source`, as written.
  mutating func append(_ source: SourceText, _ range: Range<Int>) {
    source.bytes.withUnsafeBufferPointer { append(UnsafeBufferPointer(rebasing: $0[range])) }
  }

  /// Appends `number` in decimal.
  mutating func append(decimal number: Int) {
    var text = String(number)
    text.withUTF8 { append($0) }
  }

  /// Appends `count` spaces (none if `count` is not positive).
  mutating func append(spaces count: Int) {
    for _ in 0..<max(0, count) { append(byte: UInt8(ascii: " ")) }
  }
}

/// A sink that only counts.
struct ByteCounter: ByteSink {
  private(set) var count = 0
  private(set) var last: UInt8?

  mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let final = bytes.last else { return }
    count += bytes.count
    last = final
  }
}

/// A sink that collects bytes in an array.
struct ByteArraySink: ByteSink {
  private(set) var bytes: [UInt8] = []
  var count: Int { bytes.count }
  var last: UInt8? { bytes.last }

  mutating func append(_ more: UnsafeBufferPointer<UInt8>) {
    bytes.append(contentsOf: more)
  }
}

/// A sink that fills a buffer allocated for exactly what a ``ByteCounter`` counted. Bytes past
/// the buffer's end are not written; ``overflowed`` then tells the caller.
struct ByteBufferWriter: ByteSink {
  private let buffer: UnsafeMutableBufferPointer<UInt8>
  private(set) var count = 0
  /// Whether bytes were offered beyond the buffer's end.
  private(set) var overflowed = false

  init(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
    self.buffer = buffer
  }

  var last: UInt8? { count > 0 ? buffer[count - 1] : nil }

  mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress, let target = buffer.baseAddress else { return }
    let length = min(bytes.count, buffer.count - count)
    if length < bytes.count { overflowed = true }
    guard length > 0 else { return }
    (target + count).update(from: source, count: length)
    count += length
  }
}
