/// Builds generated source as UTF-8 bytes. Appending to a byte array is several times cheaper
/// than growing a `String`, and expansion text is most of what the generator produces.
struct CodeWriter {
  /// The bytes written so far.
  private(set) var bytes: [UInt8] = []
  /// The prefix of every line written with ``line(_:_:_:_:_:_:)``.
  var indent: String

  /// Creates a writer whose lines start with `indent`.
  init(indent: String, capacity: Int = 1024) {
    self.indent = indent
    bytes.reserveCapacity(capacity)
  }

  /// Appends text as is.
  mutating func append(_ text: String) {
    bytes.appendUTF8(of: text)
  }

  /// Starts a new line (after a line break if anything was written) with the indentation,
  /// then appends the pieces.
  mutating func line(
    _ a: String, _ b: String = "", _ c: String = "", _ d: String = "", _ e: String = "",
    _ f: String = ""
  ) {
    if !bytes.isEmpty { bytes.append(UInt8(ascii: "\n")) }
    bytes.appendUTF8(of: indent)
    bytes.appendUTF8(of: a)
    bytes.appendUTF8(of: b)
    bytes.appendUTF8(of: c)
    bytes.appendUTF8(of: d)
    bytes.appendUTF8(of: e)
    bytes.appendUTF8(of: f)
  }

  /// Appends raw bytes.
  mutating func append(bytes more: [UInt8]) {
    bytes.append(contentsOf: more)
  }

  /// Appends a line break if anything was written (and `needed`).
  mutating func append(newLineIfNeeded needed: Bool) {
    if needed && !bytes.isEmpty { bytes.append(UInt8(ascii: "\n")) }
  }

  /// Appends an empty line.
  mutating func blankLine() {
    bytes.append(UInt8(ascii: "\n"))
  }

  /// The text written.
  var text: String { String(decoding: bytes, as: UTF8.self) }
}

extension [UInt8] {
  /// Appends the UTF-8 of `text` with one block copy when the string is stored contiguously
  /// (the usual case), instead of the byte-by-byte loop of `append(contentsOf: text.utf8)`.
  mutating func appendUTF8(of text: String) {
    if text.isEmpty { return }
    let copied: Void? = text.utf8.withContiguousStorageIfAvailable { buffer in
      self.append(contentsOf: buffer)
    }
    if copied == nil { append(contentsOf: text.utf8) }
  }
}
