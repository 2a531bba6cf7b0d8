/// Walks Swift source byte by byte, stepping over comments and string literals, for the few
/// structural questions the plugin asks about a declaration.
struct SourceScanner {
  /// The UTF-8 bytes of the source.
  let bytes: [UInt8]
  /// The offset of the next byte to look at.
  var position: Int

  /// A scanner over `source` starting at UTF-8 offset `start`.
  init(_ source: String, from start: Int) {
    bytes = Array(source.utf8)
    position = start
  }

  /// The next byte outside comments and string literals, with its offset; whitespace is
  /// returned too.
  mutating func nextCodeByte() -> (Int, UInt8)? {
    while position < bytes.count {
      if skipComment() { continue }
      if skipStringLiteral() { continue }
      let offset = position
      position += 1
      return (offset, bytes[offset])
    }
    return nil
  }

  /// The first identifier-like word after whitespace and comments, or `nil` if something
  /// else comes first.
  func firstWord() -> String? {
    var copy = self
    while let (offset, byte) = copy.nextCodeByte() {
      if Self.isBlank(byte) { continue }
      guard Self.isWordByte(byte) else { return nil }
      var end = offset
      while end < bytes.count && Self.isWordByte(bytes[end]) { end += 1 }
      return String(decoding: bytes[offset..<end], as: UTF8.self)
    }
    return nil
  }

  /// Whether the byte at `offset` could belong to an operator such as `==` or `+=`.
  func isOperatorByte(at offset: Int) -> Bool {
    guard bytes.indices.contains(offset) else { return false }
    return Array("=!<>+-*/%&|^~?.".utf8).contains(bytes[offset])
  }

  /// Skips a `//` or nested `/* */` comment at the current position.
  private mutating func skipComment() -> Bool {
    guard byte(at: position) == UInt8(ascii: "/") else { return false }
    if byte(at: position + 1) == UInt8(ascii: "/") {
      while position < bytes.count && bytes[position] != UInt8(ascii: "\n") { position += 1 }
      return true
    }
    guard byte(at: position + 1) == UInt8(ascii: "*") else { return false }
    position += 2
    var depth = 1
    while position < bytes.count && depth > 0 {
      if byte(at: position) == UInt8(ascii: "/") && byte(at: position + 1) == UInt8(ascii: "*") {
        depth += 1
        position += 2
      } else if byte(at: position) == UInt8(ascii: "*")
        && byte(at: position + 1) == UInt8(ascii: "/")
      {
        depth -= 1
        position += 2
      } else {
        position += 1
      }
    }
    return true
  }

  /// Skips a string literal (`"…"`, `"""…"""`, `#"…"#`) at the current position, including
  /// interpolations that hold strings of their own.
  private mutating func skipStringLiteral() -> Bool {
    var cursor = position
    var hashes = 0
    while byte(at: cursor) == UInt8(ascii: "#") {
      hashes += 1
      cursor += 1
    }
    guard byte(at: cursor) == UInt8(ascii: "\"") else { return false }
    let quotes = matches("\"\"\"", at: cursor) ? 3 : 1
    position = cursor + quotes
    while position < bytes.count {
      if bytes[position] == UInt8(ascii: "\\") && hashesFollow(hashes, at: position + 1) {
        position += 1 + hashes
        if byte(at: position) == UInt8(ascii: "(") {
          skipInterpolation()
        } else {
          position += 1
        }
      } else if bytes[position] == UInt8(ascii: "\"")
        && (quotes == 1 || matches("\"\"\"", at: position))
        && hashesFollow(hashes, at: position + quotes)
      {
        position += quotes + hashes
        return true
      } else {
        position += 1
      }
    }
    return true
  }

  /// Skips `( … )` of an interpolation, code inside it included.
  private mutating func skipInterpolation() {
    var depth = 0
    while let (_, byte) = nextCodeByte() {
      if byte == UInt8(ascii: "(") { depth += 1 }
      if byte == UInt8(ascii: ")") {
        depth -= 1
        if depth == 0 { return }
      }
    }
  }

  /// The byte at `offset`, or `nil` past either end.
  private func byte(at offset: Int) -> UInt8? {
    bytes.indices.contains(offset) ? bytes[offset] : nil
  }

  /// Whether `text` appears at `offset`.
  private func matches(_ text: String, at offset: Int) -> Bool {
    let pattern = Array(text.utf8)
    guard offset + pattern.count <= bytes.count else { return false }
    return Array(bytes[offset..<(offset + pattern.count)]) == pattern
  }

  /// Whether `count` `#` characters start at `offset`, closing a raw string's delimiter.
  private func hashesFollow(_ count: Int, at offset: Int) -> Bool {
    (0..<count).allSatisfy { byte(at: offset + $0) == UInt8(ascii: "#") }
  }

  /// Whether `byte` is a space, tab or line break.
  static func isBlank(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
      || byte == UInt8(ascii: "\r")
  }

  /// Whether `byte` can be part of an identifier or keyword (ASCII letters, digits, `_`).
  private static func isWordByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
  }
}
