/// Writes the JSON of the plugin's replies, byte by byte, as the compiler reads it.
///
/// Objects are written by their callers with keys in sorted order; strings are escaped as
/// RFC 8259 requires (`"`, `\` and control characters), everything else is written as is.
struct JSONWriter {
  /// The JSON written so far.
  private(set) var bytes: [UInt8] = []

  /// Appends ASCII text that needs no escaping: punctuation and key names.
  mutating func raw(_ text: StaticString) {
    bytes.append(
      contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  /// Appends a quoted, escaped string.
  mutating func string(_ text: String) {
    bytes.append(ASCIIByte.quote)
    var text = text
    text.withUTF8 { utf8 in
      var runStart = 0
      for index in 0..<utf8.count {
        let byte = utf8[index]
        guard byte < 0x20 || byte == ASCIIByte.quote || byte == ASCIIByte.backslash else {
          continue
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
        appendEscape(for: byte)
        runStart = index + 1
      }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<utf8.count]))
    }
    bytes.append(ASCIIByte.quote)
  }

  /// Appends a decimal integer.
  mutating func int(_ value: Int) {
    bytes.append(contentsOf: String(value).utf8)
  }

  /// Appends `true` or `false`.
  mutating func bool(_ value: Bool) {
    if value { raw("true") } else { raw("false") }
  }

  /// Appends `[`, each element written by `write` with commas between, and `]`.
  mutating func array<Element>(_ elements: [Element], _ write: (inout JSONWriter, Element) -> Void)
  {
    raw("[")
    for (index, element) in elements.enumerated() {
      if index > 0 { raw(",") }
      write(&self, element)
    }
    raw("]")
  }

  /// A member's value in an object written by ``object(_:)``.
  enum MemberValue {
    /// Written quoted and escaped.
    case string(String)
    /// Written in decimal.
    case int(Int)
    /// Written by the closure: an array or an object.
    case written((inout JSONWriter) -> Void)
  }

  /// Appends an object with `members`, in the order given. Callers give them sorted by key:
  /// the compiler's decoder needs no order, and sorted replies compare byte for byte in tests.
  mutating func object(_ members: KeyValuePairs<StaticString, MemberValue>) {
    for (index, member) in members.enumerated() {
      raw(index == 0 ? #"{""# : #",""#)
      raw(member.key)
      raw(#"":"#)
      switch member.value {
      case .string(let text): string(text)
      case .int(let value): int(value)
      case .written(let write): write(&self)
      }
    }
    raw(members.isEmpty ? "{}" : "}")
  }

  private mutating func appendEscape(for byte: UInt8) {
    switch byte {
    case ASCIIByte.quote: raw(#"\""#)
    case ASCIIByte.backslash: raw(#"\\"#)
    case ASCIIByte.newline: raw(#"\n"#)
    case ASCIIByte.carriageReturn: raw(#"\r"#)
    case ASCIIByte.tab: raw(#"\t"#)
    case 0x08: raw(#"\b"#)
    case 0x0C: raw(#"\f"#)
    default:
      raw(#"\u00"#)
      let digits: StaticString = "0123456789abcdef"
      bytes.append(digits.utf8Start[Int(byte >> 4)])
      bytes.append(digits.utf8Start[Int(byte & 0x0F)])
    }
  }
}
