/// Reads the compiler's frames from a file descriptor.
///
/// A frame is an 8-byte little-endian unsigned length followed by that many bytes of JSON. The
/// conversation ends when the input ends between frames or when a frame of length zero
/// arrives.
struct FrameReader {
  /// The largest payload accepted; a larger header means the stream is not made of frames.
  static let maximumPayloadLength = 1 << 30

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
    var payload = [UInt8](repeating: 0, count: Int(length))
    let payloadCount = try payload.withUnsafeMutableBytes {
      try SystemIO.readFully(from: fileDescriptor, into: $0)
    }
    guard payloadCount == payload.count else {
      throw TransportError.truncatedFrame(expected: payload.count, received: payloadCount)
    }
    return payload
  }
}
