/// The type written on a tracked property's backing storage.
///
/// Usually the property's own type text. One exception keeps initial values intact: in the
/// Swift 5 language mode a variable declared `T?` or `T!` is implicitly initialized to `nil`,
/// and the implicit initializers then use that `nil` for the backing storage instead of the
/// property's own initial value (`var title: String? = "x"` would start as `nil`). A property
/// with an initial value therefore gets its storage spelled `Optional<T>`, which is never
/// implicitly initialized. A property without one keeps `T?`: its implicit `nil` is the
/// property's default in plain Swift too.
enum StorageType {
  /// The storage type for a property declared with `type`, with or without an initial value.
  static func spelling(of type: String, hasInitialValue: Bool) -> String {
    guard hasInitialValue, let wrapped = sugaredOptionalWrapped(type) else { return type }
    return "Optional<" + wrapped + ">"
  }

  /// `T` when `type` is `T?` or `T!` as a whole — not a function type whose result is
  /// optional (`() -> Int?`), which no `?` outside brackets and after no top-level arrow shows.
  static func sugaredOptionalWrapped(_ type: String) -> String? {
    var text = Substring(type)
    while let last = text.last, last == " " || last == "\t" || last == "\n" || last == "\r" {
      text = text.dropLast()
    }
    guard let last = text.last, last == "?" || last == "!" else { return nil }
    let wrapped = text.dropLast()
    var depth = 0
    var previous: Character = " "
    for character in wrapped {
      switch character {
      case "(", "[", "<": depth += 1
      case ")", "]": depth -= 1
      case ">" where previous == "-": if depth == 0 { return nil }
      case ">": depth -= 1
      default: break
      }
      previous = character
    }
    let trimmed = wrapped.drop { $0 == " " || $0 == "\t" }
    return trimmed.isEmpty || depth != 0 ? nil : String(trimmed)
  }
}
