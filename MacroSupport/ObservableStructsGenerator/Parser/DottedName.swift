extension String {
  /// The part after the last `.`, or the whole string without one: `ObservableState` for
  /// `ObservableStructs.ObservableState`, `Codable` for `Swift.Codable`.
  var lastDottedComponent: String {
    // Searched in the string's own bytes where it has them (a native string always does):
    // most names have no dot and come back as they are, without a copy.
    let fromStorage: String?? = utf8.withContiguousStorageIfAvailable { bytes in
      var index = bytes.count
      while index > 0 {
        index -= 1
        if bytes[index] == ASCII.period {
          return String(
            decoding: UnsafeBufferPointer(rebasing: bytes[(index + 1)...]), as: UTF8.self)
        }
      }
      return nil
    }
    if let found = fromStorage { return found ?? self }
    guard let dot = utf8.lastIndex(of: ASCII.period) else { return self }
    return String(self[utf8.index(after: dot)...])
  }
}
