#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Why a frame could not be read or written.
enum TransportError: Error, Equatable, CustomStringConvertible {
  /// The input ended inside a frame.
  case truncatedFrame(expected: Int, received: Int)
  /// A header announced a payload larger than the plugin accepts.
  case oversizedFrame(length: UInt64)
  /// A system call failed.
  case systemCall(name: String, errno: Int32)

  var description: String {
    switch self {
    case .truncatedFrame(let expected, let received):
      "input ended inside a frame: expected \(expected) bytes, received \(received)"
    case .oversizedFrame(let length):
      "frame of \(length) bytes exceeds the limit of \(FrameReader.maximumPayloadLength)"
    case .systemCall(let name, let errno):
      "\(name) failed with errno \(errno)"
    }
  }
}

/// Thin wrappers over read(2) and write(2) that retry after signals and partial transfers.
enum SystemIO {
  /// Reads into `buffer` until it is full or the input ends; returns how many bytes arrived.
  static func readFully(
    from fileDescriptor: Int32, into buffer: UnsafeMutableRawBufferPointer
  ) throws -> Int {
    guard let base = buffer.baseAddress else { return 0 }
    var filled = 0
    while filled < buffer.count {
      let result = read(fileDescriptor, base + filled, buffer.count - filled)
      if result > 0 {
        filled += result
      } else if result == 0 {
        break
      } else if errno != EINTR {
        throw TransportError.systemCall(name: "read", errno: errno)
      }
    }
    return filled
  }

  /// Writes all of `bytes`, however many calls it takes.
  static func writeFully(to fileDescriptor: Int32, _ bytes: UnsafeRawBufferPointer) throws {
    guard let base = bytes.baseAddress else { return }
    var written = 0
    while written < bytes.count {
      let result = write(fileDescriptor, base + written, bytes.count - written)
      if result > 0 {
        written += result
      } else if result < 0 && errno != EINTR {
        throw TransportError.systemCall(name: "write", errno: errno)
      }
    }
  }
}
