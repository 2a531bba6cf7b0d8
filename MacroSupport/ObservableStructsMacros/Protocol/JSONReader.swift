#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Reads one JSON document (RFC 8259) from a frame's payload.
///
/// The plugin is built in debug whenever its user builds in debug, so the reader walks raw
/// bytes with plain loops, which stay fast without optimization, and leaves strings undecoded
/// (``JSONText``) until a field is read.
struct JSONReader {
  /// How deeply arrays and objects may nest; deeper input is rejected rather than risk the
  /// stack.
  static let maximumDepth = 256

  private let payload: [UInt8]
  private let bytes: UnsafeBufferPointer<UInt8>
  private var index = 0

  private init(payload: [UInt8], bytes: UnsafeBufferPointer<UInt8>) {
    self.payload = payload
    self.bytes = bytes
  }

  /// The document in `payload`: one value, with nothing but whitespace around it.
  static func read(_ payload: [UInt8]) throws(MessageFormatError) -> JSONValue {
    let result: Result<JSONValue, MessageFormatError> = payload.withUnsafeBufferPointer { bytes in
      var reader = JSONReader(payload: payload, bytes: bytes)
      do throws(MessageFormatError) {
        let value = try reader.readValue(depth: 0)
        reader.skipWhitespace()
        guard reader.index == bytes.count else {
          throw reader.error("unexpected text after the value")
        }
        return .success(value)
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }

  // MARK: - Values

  private mutating func readValue(depth: Int) throws(MessageFormatError) -> JSONValue {
    skipWhitespace()
    guard index < bytes.count else { throw error("unexpected end of the document") }
    switch bytes[index] {
    case ASCIIByte.leftBrace: return try readObject(depth: depth + 1)
    case ASCIIByte.leftBracket: return try readArray(depth: depth + 1)
    case ASCIIByte.quote: return .string(try readString())
    case ASCIIByte.letterT:
      try expectWord("true")
      return .bool(true)
    case ASCIIByte.letterF:
      try expectWord("false")
      return .bool(false)
    case ASCIIByte.letterN:
      try expectWord("null")
      return .null
    default: return .number(try readNumber())
    }
  }

  private mutating func readObject(depth: Int) throws(MessageFormatError) -> JSONValue {
    let members = try readElements(
      depth: depth, closing: ASCIIByte.rightBrace, "expected ',' or '}' in an object"
    ) { reader throws(MessageFormatError) in try reader.readMember(depth: depth) }
    return .object(members)
  }

  private mutating func readArray(depth: Int) throws(MessageFormatError) -> JSONValue {
    .array(
      try readElements(
        depth: depth, closing: ASCIIByte.rightBracket, "expected ',' or ']' in an array"
      ) { reader throws(MessageFormatError) in try reader.readValue(depth: depth) })
  }

  /// Reads the comma-separated elements of an object or an array, each with `readElement`, up
  /// to and including `closing`; `index` is at the opening bracket. `problem` is the error when
  /// something else follows an element.
  private mutating func readElements<Element>(
    depth: Int, closing: UInt8, _ problem: String,
    _ readElement: (inout JSONReader) throws(MessageFormatError) -> Element
  ) throws(MessageFormatError) -> [Element] {
    guard depth <= Self.maximumDepth else { throw error("values nested too deeply") }
    var elements: [Element] = []
    index += 1
    skipWhitespace()
    if index < bytes.count, bytes[index] == closing {
      index += 1
      return elements
    }
    while true {
      elements.append(try readElement(&self))
      skipWhitespace()
      guard index < bytes.count else { throw error("unexpected end of the document") }
      if bytes[index] == ASCIIByte.comma {
        index += 1
        continue
      }
      try expect(closing, problem)
      return elements
    }
  }

  /// An object's member: its name in quotes, a colon, its value.
  private mutating func readMember(depth: Int) throws(MessageFormatError) -> JSONMember {
    skipWhitespace()
    guard index < bytes.count, bytes[index] == ASCIIByte.quote else {
      throw error("expected a member name in quotes")
    }
    let key = try readString().decoded()
    skipWhitespace()
    try expect(ASCIIByte.colon, "expected ':' after a member name")
    return JSONMember(key: key, value: try readValue(depth: depth))
  }

  /// A string literal, found but not decoded: its escapes and characters are checked when it
  /// is decoded, so the many fields the plugin never reads cost one `memchr` per quote.
  /// `index` is at its opening quote.
  private mutating func readString() throws(MessageFormatError) -> JSONText {
    index += 1
    let start = index
    guard let base = bytes.baseAddress else { throw error("unterminated string") }
    while true {
      guard index < bytes.count,
        let quote = memchr(base + index, Int32(ASCIIByte.quote), bytes.count - index)
      else { throw error("unterminated string") }
      let quoteOffset = UnsafeRawPointer(quote) - UnsafeRawPointer(base)
      var backslashes = 0
      while quoteOffset - backslashes - 1 >= start,
        bytes[quoteOffset - backslashes - 1] == ASCIIByte.backslash
      {
        backslashes += 1
      }
      index = quoteOffset + 1
      // An even run of backslashes escapes itself: the quote ends the string.
      if backslashes % 2 == 0 {
        let hasEscapes =
          memchr(base + start, Int32(ASCIIByte.backslash), quoteOffset - start) != nil
        return JSONText(payload: payload, range: start..<quoteOffset, hasEscapes: hasEscapes)
      }
    }
  }

  /// A number literal: `-`, digits, optional fraction and exponent.
  private mutating func readNumber() throws(MessageFormatError) -> JSONText {
    let start = index
    if index < bytes.count, bytes[index] == ASCIIByte.minus { index += 1 }
    guard skipDigits() > 0 else { throw error("unexpected character") }
    if index < bytes.count, bytes[index] == ASCIIByte.period {
      index += 1
      guard skipDigits() > 0 else { throw error("expected digits after '.'") }
    }
    if index < bytes.count, bytes[index] | 0x20 == ASCIIByte.letterE {
      index += 1
      if index < bytes.count, bytes[index] == ASCIIByte.plus || bytes[index] == ASCIIByte.minus {
        index += 1
      }
      guard skipDigits() > 0 else { throw error("expected digits in an exponent") }
    }
    return JSONText(payload: payload, range: start..<index, hasEscapes: false)
  }

  // MARK: - Helpers

  private mutating func skipDigits() -> Int {
    let start = index
    while index < bytes.count, bytes[index] >= ASCIIByte.digitZero,
      bytes[index] <= ASCIIByte.digitNine
    {
      index += 1
    }
    return index - start
  }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case ASCIIByte.space, ASCIIByte.tab, ASCIIByte.newline, ASCIIByte.carriageReturn: index += 1
      default: return
      }
    }
  }

  private mutating func expect(_ byte: UInt8, _ problem: String) throws(MessageFormatError) {
    guard index < bytes.count, bytes[index] == byte else { throw error(problem) }
    index += 1
  }

  private mutating func expectWord(_ word: StaticString) throws(MessageFormatError) {
    let count = word.utf8CodeUnitCount
    guard index + count <= bytes.count,
      (0..<count).allSatisfy({ bytes[index + $0] == word.utf8Start[$0] })
    else { throw error("unexpected character") }
    index += count
  }

  private func error(_ problem: String) -> MessageFormatError {
    MessageFormatError(problem, at: index)
  }

  /// The offset of the first byte below 0x20 in `text`, which JSON requires escaped.
  static func firstControlCharacter(in text: UnsafeBufferPointer<UInt8>) -> Int? {
    guard let base = text.baseAddress else { return nil }
    var cursor = base
    let end = base + text.count
    while cursor < end {
      if cursor.pointee < 0x20 { return cursor - base }
      cursor += 1
    }
    return nil
  }

  /// The byte a one-character escape (`\n`, `\"`…) stands for; `nil` for `u` and invalid ones.
  static func unescapedByte(_ escape: UInt8) -> UInt8? {
    switch escape {
    case ASCIIByte.quote, ASCIIByte.backslash, ASCIIByte.slash: escape
    case ASCIIByte.letterB: 0x08
    case ASCIIByte.letterF: 0x0C
    case ASCIIByte.letterN: ASCIIByte.newline
    case ASCIIByte.letterR: ASCIIByte.carriageReturn
    case ASCIIByte.letterT: ASCIIByte.tab
    default: nil
    }
  }

  /// The value of a hexadecimal digit, either case.
  static func hexDigitValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case ASCIIByte.digitZero...ASCIIByte.digitNine: byte - ASCIIByte.digitZero
    case 0x61...0x66: byte - 0x61 + 10
    case 0x41...0x46: byte - 0x41 + 10
    default: nil
    }
  }
}

/// The ASCII bytes JSON's grammar names.
enum ASCIIByte {
  static let tab = UInt8(ascii: "\t")
  static let newline = UInt8(ascii: "\n")
  static let carriageReturn = UInt8(ascii: "\r")
  static let space = UInt8(ascii: " ")
  static let quote = UInt8(ascii: "\"")
  static let plus = UInt8(ascii: "+")
  static let comma = UInt8(ascii: ",")
  static let minus = UInt8(ascii: "-")
  static let period = UInt8(ascii: ".")
  static let slash = UInt8(ascii: "/")
  static let digitZero = UInt8(ascii: "0")
  static let digitNine = UInt8(ascii: "9")
  static let colon = UInt8(ascii: ":")
  static let leftBracket = UInt8(ascii: "[")
  static let backslash = UInt8(ascii: "\\")
  static let rightBracket = UInt8(ascii: "]")
  static let letterB = UInt8(ascii: "b")
  static let letterE = UInt8(ascii: "e")
  static let letterF = UInt8(ascii: "f")
  static let letterN = UInt8(ascii: "n")
  static let letterR = UInt8(ascii: "r")
  static let letterT = UInt8(ascii: "t")
  static let letterU = UInt8(ascii: "u")
  static let leftBrace = UInt8(ascii: "{")
  static let rightBrace = UInt8(ascii: "}")
}
