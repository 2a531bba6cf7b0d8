extension TrackedProperty {
  /// The type to declare the backing storage with: the property's type, except that an
  /// optional written `T?` (or `T!`) on a property with an initial value becomes
  /// `Swift::Optional<T>`.
  ///
  /// A `var` whose type is spelled `T?` or `T!` is implicitly initialized to `nil`. On the backing
  /// storage of a property with an `init` accessor, that implicit `nil` wins over the
  /// property's initial value wherever the compiler does not synthesize the initializer
  /// itself: in every initializer in Swift 5 mode, and in hand-written initializers in Swift 6
  /// mode. `var shape: Shape? = .empty` would then start as `nil`. `Optional<T>` is the same
  /// type without the implicit `nil`, so the initial value is what the property starts with.
  var storageType: String? {
    guard let type, initialValue != nil else { return type }
    return Self.spelledOutOptional(type) ?? type
  }

  /// `Swift::Optional<T>` for a type written `T?` or `T!` (outside any function arrow),
  /// otherwise `nil`. The module is named so that a type of the user's called `Optional`
  /// cannot stand in.
  static func spelledOutOptional(_ type: String) -> String? {
    let ascii = type.utf8.withContiguousStorageIfAvailable(asciiSpelledOutOptional)
    if let ascii, let result = ascii { return result }
    var text = Substring(type)
    while let last = text.last, last.isWhitespace { text.removeLast() }
    guard text.last == "?" || text.last == "!" else { return nil }
    var depth = 0
    var previous: Character = " "
    for character in text {
      switch character {
      case "(", "[", "<": depth += 1
      case ")", "]": depth -= 1
      case ">" where previous == "-":
        // A function type returns the optional; the property itself is not optional.
        if depth == 0 { return nil }
      case ">": depth -= 1
      default: break
      }
      previous = character
    }
    let wrapped = text.dropLast().trimmingWhitespace()
    guard !wrapped.isEmpty else { return nil }
    return "Swift::Optional<" + wrapped + ">"
  }
}

extension TrackedProperty {
  /// Appends ``storageType`` (the property must have a type) to `writer`, without building a
  /// string for an ASCII type.
  func writeStorageType(into writer: CodeWriter) {
    guard let type else { return }
    guard initialValue != nil else { return writer.append(type) }
    let wroteASCII: Bool? = type.utf8.withContiguousStorageIfAvailable { bytes in
      // Almost every type ends in a letter or a bracket: it is written as it is, not scanned.
      if let last = bytes.last, Self.cannotEndOptional(last) {
        writer.append(bytes)
        return true
      }
      guard let wrapped = Self.asciiOptionalWrappedRange(bytes) else { return false }
      if let wrapped {
        writer.append(literal: "Swift::Optional<")
        writer.append(UnsafeBufferPointer(rebasing: bytes[wrapped]))
        writer.append(byte: Lexer.ASCII.greaterThan)
      } else {
        writer.append(bytes)
      }
      return true
    }
    if wroteASCII != true { writer.append(Self.spelledOutOptional(type) ?? type) }
  }

  /// Whether a type whose last byte is `last` is surely not written `T?` or `T!`: `last` is
  /// ASCII, and neither `?`, `!` nor whitespace (which may follow them).
  private static func cannotEndOptional(_ last: UInt8) -> Bool {
    last < 0x80 && last != Lexer.ASCII.question && last != Lexer.ASCII.exclamation
      && last != Lexer.ASCII.space && !(Lexer.ASCII.tab...Lexer.ASCII.carriageReturn).contains(last)
  }

  /// ``spelledOutOptional(_:)`` on the bytes of an ASCII type, or `nil` (rather than
  /// `.some(nil)`) if the type is not ASCII.
  private static func asciiSpelledOutOptional(_ bytes: UnsafeBufferPointer<UInt8>) -> String?? {
    asciiOptionalWrappedRange(bytes).map { wrapped in
      wrapped.map { "Swift::Optional<" + String(decoding: bytes[$0], as: UTF8.self) + ">" }
    }
  }

  /// Where the wrapped type `T` lies in the bytes of an ASCII type written `T?` or `T!` (see
  /// ``spelledOutOptional(_:)``); `.some(nil)` for any other ASCII type, and `nil` (rather than
  /// `.some(nil)`) if the type is not ASCII. For ASCII text, characters and bytes agree: the
  /// only multi-byte character, `\r\n`, is whitespace either way.
  private static func asciiOptionalWrappedRange(
    _ bytes: UnsafeBufferPointer<UInt8>
  ) -> Range<Int>?? {
    if bytes.contains(where: { $0 >= 0x80 }) { return nil }
    func isWhitespace(_ byte: UInt8) -> Bool {
      byte == Lexer.ASCII.space || (Lexer.ASCII.tab...Lexer.ASCII.carriageReturn).contains(byte)
    }
    var end = bytes.count
    while end > 0 && isWhitespace(bytes[end - 1]) { end -= 1 }
    guard end > 0,
      bytes[end - 1] == Lexer.ASCII.question || bytes[end - 1] == Lexer.ASCII.exclamation
    else { return .some(nil) }
    var depth = 0
    var previous = Lexer.ASCII.space
    for byte in bytes[..<end] {
      switch byte {
      case Lexer.ASCII.leftParen, Lexer.ASCII.leftSquare, Lexer.ASCII.lessThan: depth += 1
      case Lexer.ASCII.rightParen, Lexer.ASCII.rightSquare: depth -= 1
      case Lexer.ASCII.greaterThan where previous == Lexer.ASCII.minus:
        // A function type returns the optional; the property itself is not optional.
        if depth == 0 { return .some(nil) }
      case Lexer.ASCII.greaterThan: depth -= 1
      default: break
      }
      previous = byte
    }
    var start = 0
    var wrappedEnd = end - 1
    while start < wrappedEnd && isWhitespace(bytes[start]) { start += 1 }
    while wrappedEnd > start && isWhitespace(bytes[wrappedEnd - 1]) { wrappedEnd -= 1 }
    guard start < wrappedEnd else { return .some(nil) }
    return .some(start..<wrappedEnd)
  }
}

extension Substring {
  fileprivate func trimmingWhitespace() -> Substring {
    var text = self
    while let first = text.first, first.isWhitespace { text.removeFirst() }
    while let last = text.last, last.isWhitespace { text.removeLast() }
    return text
  }
}
