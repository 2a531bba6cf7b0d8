/// Reads the compiler's frames from a file descriptor.
///
/// A frame is an 8-byte little-endian unsigned length followed by that many bytes of JSON. The
/// conversation ends when the input ends between frames or when a frame of length zero
/// arrives.
struct FrameReader {
  /// The largest payload accepted; a larger header means the stream is not made of frames.
  static let maximumPayloadLength = 1 << 30
  /// How many bytes are read at a time into a payload.
  static let chunkLength = 1 << 20

  /// Where frames come from.
  let fileDescriptor: Int32

  /// Reads the next frame's payload, or returns `nil` when the conversation is over.
  func readFrame() throws -> [UInt8]? {
    var header = [UInt8](repeating: 0, count: 8)
    let headerCount = try header.withUnsafeMutableBytes {
      try SystemIO.readFully(from: fileDescriptor, into: $0)
    }
    if headerCount == 0 { return nil }
    guard headerCount == header.count else {
      throw TransportError.truncatedFrame(expected: header.count, received: headerCount)
    }
    let length = header.reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
    if length == 0 { return nil }
    guard length <= UInt64(Self.maximumPayloadLength) else {
      throw TransportError.oversizedFrame(length: length)
    }
    // The payload grows only as bytes arrive: a header announcing far more than follows must
    // not make the plugin allocate (and zero) the announced size up front.
    let total = Int(length)
    var payload: [UInt8] = []
    payload.reserveCapacity(min(total, Self.chunkLength))
    var chunk = [UInt8](repeating: 0, count: min(total, Self.chunkLength))
    while payload.count < total {
      let wanted = min(chunk.count, total - payload.count)
      let received = try chunk.withUnsafeMutableBytes { buffer in
        try SystemIO.readFully(
          from: fileDescriptor, into: UnsafeMutableRawBufferPointer(rebasing: buffer[..<wanted]))
      }
      payload.append(contentsOf: chunk[..<received])
      guard received == wanted else {
        throw TransportError.truncatedFrame(expected: total, received: payload.count)
      }
    }
    return payload
  }
}
