extension ASCII {
  /// A letter, `_` or any non-ASCII byte: a byte that may start an identifier.
  ///
  /// Non-ASCII bytes are all treated as identifier material, so invalid UTF-8 lexes too.
  @inline(__always)
  static func isIdentifierStart(_ byte: UInt8) -> Bool {
    isIdentifierHead(byte) || byte >= 0x80
  }

  /// A letter, digit, `_`, `$` or any non-ASCII byte: a byte that may continue an identifier
  /// (`_$id`).
  @inline(__always)
  static func isIdentifierContinuation(_ byte: UInt8) -> Bool {
    isIdentifierBody(byte) || byte >= 0x80 || byte == dollar
  }

  /// ``isIdentifierContinuation(_:)`` told by one bit test: the loop over an identifier's bytes
  /// runs for most of the bytes of a file.
  @inline(__always)
  static func continuesIdentifier(_ byte: UInt8) -> Bool {
    if byte >= 0x80 { return true }
    let mask = byte < 64 ? identifierContinuationsBelow64 : identifierContinuationsFrom64
    return (mask &>> UInt64(byte & 63)) & 1 != 0
  }

  /// The bytes below 64 that continue an identifier, one bit each: `$` and `0`–`9`.
  private static let identifierContinuationsBelow64: UInt64 = (1 << 0x24) | (0x3FF << 0x30)
  /// The bytes from 64 to 127 that continue an identifier, one bit each (bit *n* for byte
  /// 64 + *n*): `A`–`Z`, `_` and `a`–`z`.
  private static let identifierContinuationsFrom64: UInt64 =
    (0x3FF_FFFF << 1) | (1 << 0x1F) | (0x3FF_FFFF << 0x21)
}
