/// What an attribute is, told from its name (the last component of a qualified name): the
/// attributes the expansion acts on, and for any other whether it is a custom attribute.
package enum AttributeKind: Equatable, Sendable {
  /// `@ObservableState`.
  case observableState
  /// `@ObservationStateTracked`.
  case observationStateTracked
  /// `@ObservationStateIgnored`.
  case observationStateIgnored
  /// `@ObservationIgnored`, Observation's own, which the expansion does not take.
  case observationIgnored
  /// `@ObservationTracked`, Observation's own, which the expansion does not take.
  case observationTracked
  /// `@available(…)`.
  case available
  /// `@usableFromInline`.
  case usableFromInline
  /// `@MainActor`.
  case mainActor
  /// `@Sendable`.
  case sendable
  /// Another capitalised name ending in `Actor` (`@DatabaseActor`): very likely a global
  /// actor.
  case globalActor
  /// Another capitalised name: a custom attribute (a property wrapper, a result builder, a
  /// macro).
  case custom
  /// Any other name: a built-in attribute (`@objc`, `@discardableResult`, `@inlinable` …).
  case builtIn

  /// Whether the attribute is very likely a property wrapper: a custom attribute that is not
  /// one the expansion knows (a global actor's name counts, as it may name a wrapper too).
  package var isPropertyWrapper: Bool { self == .custom || self == .globalActor }

  /// Whether the attribute is one the expansion consumes on a property
  /// (`@ObservationStateIgnored`, `@ObservationStateTracked`).
  package var isObservation: Bool {
    self == .observationStateIgnored || self == .observationStateTracked
  }

  /// Whether the attribute names a global actor (`@MainActor`, or a capitalised name ending
  /// in `Actor`).
  package var isGlobalActor: Bool { self == .mainActor || self == .globalActor }
}

/// The module an attribute's name is qualified with, as the expansion needs to tell it.
package enum AttributeModule: Equatable, Sendable {
  /// A plain name: `@ObservableState`.
  case unqualified
  /// `@ObservableStructs.ObservableState`: this package's own module.
  case observableStructs
  /// Any other qualifier: `@Observation.ObservationIgnored`, `@Foo.Bar.Wrapper`.
  case other
}

/// An attribute written before a declaration: `@available(iOS 17, *)`, `@ObservableState`.
package struct Attribute: Equatable, Sendable {
  /// The attribute's name without `@` and arguments: `available`, `ObservableState`,
  /// `Foo.Wrapper`.
  package var name: String
  /// What the attribute is, from the last component of its name.
  package var kind: AttributeKind
  /// What the name is qualified with.
  package var module: AttributeModule
  /// UTF-8 range of the whole attribute, `@` through the closing parenthesis of its arguments.
  @PackedRange package var range: Range<Int>
  /// UTF-8 range of the parenthesised arguments, parentheses included, if written.
  @PackedOptionalRange package var argumentRange: Range<Int>?
  /// Index of the `@` token.
  @PackedOffset package var tokenIndex: Int

  /// Creates an attribute.
  package init(
    name: String, kind: AttributeKind, module: AttributeModule = .unqualified,
    range: Range<Int>, argumentRange: Range<Int>? = nil, tokenIndex: Int
  ) {
    self.name = name
    self.kind = kind
    self.module = module
    self.range = range
    self.argumentRange = argumentRange
    self.tokenIndex = tokenIndex
  }

  /// The name without a module qualifier: `ObservableState` for
  /// `@ObservableStructs.ObservableState`.
  package var baseName: String { name.lastDottedComponent }

  /// Whether the attribute is `@ObservableState`, plain or qualified with this package's
  /// module.
  package var isObservableState: Bool { kind == .observableState && module != .other }
}

extension Array where Element == Attribute {
  /// The `@available(…)` attributes, in order.
  package var availability: [Attribute] {
    filter { $0.kind == .available && $0.module == .unqualified }
  }
}
