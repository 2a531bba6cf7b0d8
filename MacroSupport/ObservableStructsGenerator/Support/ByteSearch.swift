#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(ucrt)
  import ucrt
#endif

/// Finding one byte value in a run of bytes, with the C library's vectorised `memchr` where
/// there is one: generated text is long, and line breaks in it are few.
enum ByteSearch {
  /// The index of the first `byte` in `buffer[start..<end]`, or `end` if there is none.
  @inline(__always)
  static func firstIndex(
    of byte: UInt8, in buffer: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int
  ) -> Int {
    guard start < end, let base = buffer.baseAddress else { return end }
    #if canImport(Glibc) || canImport(Musl) || canImport(Darwin) || canImport(ucrt)
      guard let found = memchr(base + start, Int32(byte), end - start) else { return end }
      return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
    #else
      var index = start
      while index < end && base[index] != byte { index += 1 }
      return index
    #endif
  }

  /// Whether `bytes` contain `byte`.
  static func contains(_ byte: UInt8, in bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { buffer in
      firstIndex(of: byte, in: buffer, from: 0, to: buffer.count) < buffer.count
    }
  }
}
