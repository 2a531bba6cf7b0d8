// Which tracked properties hold plain data of the standard library, for which the accessors
// can skip the runtime's questions about identity.

extension TrackedProperty {
  /// Whether `type` is plain data of the standard library: a number, `Bool`, `String`,
  /// `Character` or `Substring`, or an optional, array, set or dictionary of such types, as
  /// written (`[String: Int]?`) or inferred (`Swift::Int`).
  ///
  /// Such a value never carries an observable identity and is always `Equatable`, so its
  /// accessors ask the runtime only whether a new value differs: the same answer as the
  /// general accessors give, from code that is cheaper to compile. A type of the user's own
  /// that takes one of these names and holds observable values would be observed as plain
  /// data; any other type takes the general accessors.
  package static func isPlainData(type: String) -> Bool {
    var reader = PlainTypeReader(Array(type.utf8))
    return reader.readType() && reader.isAtEnd
  }
}

/// Reads a type as written and tells whether it is plain data of the standard library (see
/// ``TrackedProperty/isPlainData(type:)``). A small recursive reader over the type's bytes:
/// anything it does not know makes the answer `false`.
private struct PlainTypeReader {
  /// The names of the standard library's plain value types.
  private static let plainNames: Set<[UInt8]> = Set(
    [
      "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
      "Double", "Float", "Bool", "String", "Character", "Substring",
    ].map { Array($0.utf8) })

  /// The standard library's generic containers whose arguments decide: how many they take.
  private static let containerArity: [[UInt8]: Int] = [
    Array("Optional".utf8): 1, Array("Array".utf8): 1, Array("Set".utf8): 1,
    Array("Dictionary".utf8): 2,
  ]

  private let bytes: [UInt8]
  private var position = 0

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Whether only blanks are left.
  var isAtEnd: Bool {
    mutating get {
      skipBlanks()
      return position == bytes.count
    }
  }

  /// Reads one type and its `?` suffixes; `false` if it is not plain data.
  mutating func readType() -> Bool {
    skipBlanks()
    guard position < bytes.count else { return false }
    let isPlain = bytes[position] == UInt8(ascii: "[") ? readBracketed() : readNamed()
    guard isPlain else { return false }
    while true {
      skipBlanks()
      guard position < bytes.count, bytes[position] == UInt8(ascii: "?") else { return true }
      position += 1
    }
  }

  /// `[Element]` or `[Key: Value]`.
  private mutating func readBracketed() -> Bool {
    position += 1
    guard readType() else { return false }
    if take(":") && !readType() { return false }
    return take("]")
  }

  /// A plain name, or a container with plain arguments, optionally qualified by `Swift.` or
  /// `Swift::`.
  private mutating func readNamed() -> Bool {
    var name = readIdentifier()
    if name == Array("Swift".utf8) {
      if take("::") || take(".") {
        name = readIdentifier()
      } else {
        return false
      }
    }
    if Self.plainNames.contains(name) { return true }
    guard let arity = Self.containerArity[name], take("<") else { return false }
    for index in 0..<arity {
      if index > 0 && !take(",") { return false }
      guard readType() else { return false }
    }
    return take(">")
  }

  /// The identifier at the reading position (empty if there is none).
  private mutating func readIdentifier() -> [UInt8] {
    skipBlanks()
    let start = position
    while position < bytes.count {
      let byte = bytes[position]
      let isLetter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
      let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
      guard isLetter || byte == UInt8(ascii: "_") || (isDigit && position > start) else { break }
      position += 1
    }
    return Array(bytes[start..<position])
  }

  /// Takes `text` if it comes next, after blanks.
  private mutating func take(_ text: StaticString) -> Bool {
    skipBlanks()
    let count = text.utf8CodeUnitCount
    guard position + count <= bytes.count else { return false }
    for index in 0..<count where bytes[position + index] != text.utf8Start[index] {
      return false
    }
    position += count
    return true
  }

  private mutating func skipBlanks() {
    while position < bytes.count,
      bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t")
        || bytes[position] == UInt8(ascii: "\n")
    {
      position += 1
    }
  }
}
