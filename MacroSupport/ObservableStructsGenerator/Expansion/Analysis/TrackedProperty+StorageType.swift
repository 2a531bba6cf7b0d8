/// How a tracked property's type is written as to optionals, which its backing storage's
/// declaration depends on (see ``TrackedProperty/storageType``).
package enum OptionalSpelling: Equatable, Sendable {
  /// Not known yet: told from the type's text when it matters (a type inferred, or given as
  /// text).
  case unknown
  /// Not written `T?` or `T!`.
  case notOptional
  /// Written `T?` or `T!`; `wrapped` is the text of `T` (with any attributes, `some` or
  /// `any` before it).
  case optional(wrapped: String)
}

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
    guard type != nil, initialValue != nil, let wrapped = wrappedOptionalType else { return type }
    return "Swift::Optional<" + wrapped + ">"
  }

  /// `Swift::Optional<T>` for a type written `T?` or `T!` (outside any function arrow),
  /// otherwise `nil`. The module is named so that a type of the user's called `Optional`
  /// cannot stand in. The type is read by the parser's grammar of types.
  static func spelledOutOptional(_ type: String) -> String? {
    TypeSyntax.optionalWrappedText(of: type).map { "Swift::Optional<" + $0 + ">" }
  }

  /// Appends ``storageType`` (the property must have a type) to `writer`, without building a
  /// string of it.
  func writeStorageType(into writer: CodeWriter) {
    guard let type else { return }
    guard initialValue != nil, let wrapped = wrappedOptionalType else {
      return writer.append(type)
    }
    writer.append(literal: "Swift::Optional<")
    writer.append(wrapped)
    writer.append(byte: ASCII.greaterThan)
  }

  /// The wrapped type's text that ``storageType`` needs for a property with a type and an
  /// initial value, given how the type is spelled; `nil` for any other property.
  static func wrappedOptionalType(
    type: String?, initialValue: String?, spelling: OptionalSpelling
  ) -> String? {
    guard let type, initialValue != nil else { return nil }
    switch spelling {
    case .unknown: return TypeSyntax.optionalWrappedText(of: type)
    case .notOptional: return nil
    case .optional(let wrapped): return wrapped
    }
  }
}
