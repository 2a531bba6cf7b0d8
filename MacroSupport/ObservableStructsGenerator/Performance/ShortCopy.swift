extension UnsafeMutablePointer<UInt8> {
  /// Copies `count` bytes from `source` here. Most pieces of generated text (names, short
  /// template pieces) are at most 16 bytes: those are moved as two overlapping words (or bytes)
  /// without a call to `memcpy`, whose call and dispatch cost more than the copy itself.
  @inline(__always)
  func copyBytes(from source: UnsafePointer<UInt8>, count: Int) {
    guard count <= 16 else {
      update(from: source, count: count)
      return
    }
    let from = UnsafeRawPointer(source)
    let to = UnsafeMutableRawPointer(self)
    if count >= 8 {
      // Both words are read before either is written.
      let head = from.loadUnaligned(as: UInt64.self)
      let tail = from.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
      to.storeBytes(of: head, as: UInt64.self)
      to.storeBytes(of: tail, toByteOffset: count - 8, as: UInt64.self)
    } else if count >= 4 {
      let head = from.loadUnaligned(as: UInt32.self)
      let tail = from.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
      to.storeBytes(of: head, as: UInt32.self)
      to.storeBytes(of: tail, toByteOffset: count - 4, as: UInt32.self)
    } else {
      var index = 0
      while index < count {
        self[index] = source[index]
        index += 1
      }
    }
  }
}
