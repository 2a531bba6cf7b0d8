/// A JSON value of a compiler message, as ``JSONReader`` reads it.
///
/// Strings stay undecoded slices of the payload until asked for: most of a message's bytes are
/// fields the plugin never reads (the build configuration is sent with every expansion).
enum JSONValue {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number, as its literal text.
  case number(JSONText)
  /// A string, as its literal text between the quotes.
  case string(JSONText)
  /// The elements in document order.
  case array([JSONValue])
  /// The members in document order.
  case object([JSONMember])

  /// The value of the first member named `key` of an object; `nil` for a missing key, a
  /// `null` value or a value that is not an object.
  subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    // A plain loop: the plugin runs unoptimized in debug builds, where closures cost.
    var index = 0
    while index < members.count {
      if members[index].key == key {
        if case .null = members[index].value { return nil }
        return members[index].value
      }
      index += 1
    }
    return nil
  }

  /// The decoded text of a string; `nil` for any other value.
  func string() throws(MessageFormatError) -> String? {
    guard case .string(let text) = self else { return nil }
    return try text.decoded()
  }

  /// The value of a number without fraction or exponent that fits an `Int`.
  var int: Int? {
    guard case .number(let text) = self else { return nil }
    return text.payload.withUnsafeBufferPointer {
      Int(String(decoding: UnsafeBufferPointer(rebasing: $0[text.range]), as: UTF8.self))
    }
  }

  /// The elements of an array.
  var array: [JSONValue]? {
    guard case .array(let elements) = self else { return nil }
    return elements
  }

  /// The members of an object.
  var members: [JSONMember]? {
    guard case .object(let members) = self else { return nil }
    return members
  }
}

/// A member of a JSON object.
struct JSONMember {
  /// The member's name, decoded.
  var key: String
  /// The member's value.
  var value: JSONValue
}

/// A string or number literal's bytes in a payload, decoded on demand.
struct JSONText {
  /// The whole payload; shared, not copied.
  let payload: [UInt8]
  /// The literal's bytes without quotes.
  let range: Range<Int>
  /// Whether the bytes contain a backslash escape.
  let hasEscapes: Bool

  /// The text the literal stands for, its escapes and characters checked: a control
  /// character must be escaped, and a `\u` escape must name a Unicode scalar (a high surrogate
  /// followed by an escaped low one).
  func decoded() throws(MessageFormatError) -> String {
    let result: Result<String, MessageFormatError> = payload.withUnsafeBufferPointer { bytes in
      do throws(MessageFormatError) {
        return .success(
          hasEscapes ? try Self.unescape(bytes, range) : try Self.checkedText(bytes, range))
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }

  /// The text of the literal `bytes[range]`, which has no escapes.
  private static func checkedText(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>)
    throws(MessageFormatError) -> String
  {
    let text = UnsafeBufferPointer(rebasing: bytes[range])
    if let control = JSONReader.firstControlCharacter(in: text) {
      throw MessageFormatError(
        "unescaped control character in a string", at: range.lowerBound + control)
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// The text of the literal `bytes[range]`, which has at least one escape.
  private static func unescape(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>)
    throws(MessageFormatError) -> String
  {
    var result: [UInt8] = []
    result.reserveCapacity(range.count)
    var runStart = range.lowerBound
    var index = range.lowerBound
    while index < range.upperBound {
      let byte = bytes[index]
      if byte < 0x20 {
        throw MessageFormatError("unescaped control character in a string", at: index)
      }
      guard byte == ASCIIByte.backslash else {
        index += 1
        continue
      }
      result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
      guard index + 1 < range.upperBound else {
        throw MessageFormatError("unterminated escape in a string", at: index)
      }
      let escape = bytes[index + 1]
      if let unescaped = JSONReader.unescapedByte(escape) {
        result.append(unescaped)
        index += 2
      } else if escape == ASCIIByte.letterU {
        let scalar = try unicodeScalar(bytes, at: &index, before: range.upperBound)
        result.append(contentsOf: String(Character(scalar)).utf8)
      } else {
        throw MessageFormatError("invalid escape in a string", at: index)
      }
      runStart = index
    }
    result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<range.upperBound]))
    return String(decoding: result, as: UTF8.self)
  }

  /// The scalar of the `\u` escape at `index` (and of the low surrogate's escape after it),
  /// moving `index` past them.
  private static func unicodeScalar(
    _ bytes: UnsafeBufferPointer<UInt8>, at index: inout Int, before end: Int
  ) throws(MessageFormatError) -> Unicode.Scalar {
    let unit = try utf16Unit(bytes, at: index, before: end)
    index += 6
    var value = unit
    if (0xD800..<0xDC00).contains(unit) {
      guard index + 1 < end, bytes[index] == ASCIIByte.backslash,
        bytes[index + 1] == ASCIIByte.letterU,
        case let low = try utf16Unit(bytes, at: index, before: end),
        (0xDC00..<0xE000).contains(low)
      else { throw MessageFormatError("unpaired high surrogate in a string", at: index) }
      value = 0x10000 + (unit - 0xD800) << 10 + (low - 0xDC00)
      index += 6
    }
    guard let scalar = Unicode.Scalar(value) else {
      throw MessageFormatError("unpaired low surrogate in a string", at: index - 6)
    }
    return scalar
  }

  /// The UTF-16 unit of the `\uXXXX` escape at `index`.
  private static func utf16Unit(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, before end: Int)
    throws(MessageFormatError) -> UInt32
  {
    guard index + 6 <= end else {
      throw MessageFormatError("unterminated '\\u' escape in a string", at: index)
    }
    var unit: UInt32 = 0
    for offset in 2..<6 {
      guard let digit = JSONReader.hexDigitValue(bytes[index + offset]) else {
        throw MessageFormatError("invalid '\\u' escape in a string", at: index)
      }
      unit = unit << 4 | UInt32(digit)
    }
    return unit
  }
}
