extension TrackedProperty {
  /// The type to declare the backing storage with: the property's type, except that an
  /// optional written `T?` (or `T!`) on a property with an initial value becomes
  /// `Swift.Optional<T>`.
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

  /// `Swift.Optional<T>` for a type written `T?` or `T!` (outside any function arrow),
  /// otherwise `nil`. The module is named so that a type of the user's called `Optional`
  /// cannot stand in.
  static func spelledOutOptional(_ type: String) -> String? {
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
    return "Swift.Optional<" + wrapped + ">"
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
