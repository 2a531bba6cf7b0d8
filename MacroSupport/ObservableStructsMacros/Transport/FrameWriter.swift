/// Writes frames to the compiler: an 8-byte little-endian length, then the JSON payload.
struct FrameWriter {
  /// Where frames go.
  let fileDescriptor: Int32

  /// The bytes of one frame carrying `payload`.
  static func frame(_ payload: [UInt8]) -> [UInt8] {
    let length = UInt64(payload.count)
    var bytes = (0..<8).map { UInt8(truncatingIfNeeded: length >> (8 * $0)) }
    bytes.append(contentsOf: payload)
    return bytes
  }

  /// Writes one frame carrying `payload`, header and payload in a single buffer.
  func writeFrame(_ payload: [UInt8]) throws {
    try Self.frame(payload).withUnsafeBytes {
      try SystemIO.writeFully(to: fileDescriptor, $0)
    }
  }
}
