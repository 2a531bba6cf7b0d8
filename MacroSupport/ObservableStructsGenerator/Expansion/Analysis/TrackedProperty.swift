/// A `willSet` or `didSet` observer of a tracked property, moved onto the backing storage so
/// that it runs exactly as it would on the plain stored property.
package struct PropertyObserver: Equatable, Sendable {
  /// Compares everything but ``bodyLocation``, which follows from ``bodyOffset``.
  package static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.explicitParameterName == rhs.explicitParameterName && lhs.body == rhs.body
      && lhs.bodyOffset == rhs.bodyOffset && lhs.referencesProperty == rhs.referencesProperty
  }

  /// The parameter name written in parentheses (`didSet(previous)`), if any.
  package var explicitParameterName: String?
  /// The body including its braces, with references to the property on `self` pointed at the
  /// backing storage (see `ObserverBodyRewriter`).
  package var body: String
  /// UTF-8 offset of the body's `{` in the source it came from.
  package var bodyOffset: Int
  /// 1-based line and column of the body's `{` in the source it came from.
  package var bodyLocation: (line: Int, column: Int)
  /// Whether the body refers to the property itself (and so may change it).
  package var referencesProperty: Bool
}

/// A stored property the expander instruments with registrar calls.
///
/// A property does not change once classified, and it is copied on its way to the rewrite
/// and the templates; its parts therefore live in one shared object that no copy changes, so
/// that a copy costs one retain rather than one for each of its strings and observers.
package struct TrackedProperty: Equatable, Sendable {
  /// The parts, shared by every copy.
  private let parts: Parts

  /// Creates a property.
  package init(
    spelledName: String, name: String, type: String? = nil, initialValue: String? = nil,
    willSet: PropertyObserver? = nil, didSet: PropertyObserver? = nil, ownership: String? = nil,
    isUsableFromInline: Bool = false, carriesRegistrar: Bool = false,
    optionalSpelling: OptionalSpelling = .unknown, holdsPlainData: Bool = false
  ) {
    parts = Parts(
      spelledName: spelledName, name: name, type: type, initialValue: initialValue,
      willSet: willSet, didSet: didSet, ownership: ownership,
      isUsableFromInline: isUsableFromInline, carriesRegistrar: carriesRegistrar,
      wrappedOptionalType: Self.wrappedOptionalType(
        type: type, initialValue: initialValue, spelling: optionalSpelling),
      holdsPlainData: holdsPlainData)
  }

  /// The same property, made the one whose init accessor also initializes the registrar.
  func carryingRegistrar() -> TrackedProperty {
    TrackedProperty(
      spelledName: spelledName, name: name, type: type, initialValue: initialValue,
      willSet: willSet, didSet: didSet, ownership: ownership,
      isUsableFromInline: isUsableFromInline, carriesRegistrar: true,
      optionalSpelling: wrappedOptionalType.map { .optional(wrapped: $0) } ?? .notOptional,
      holdsPlainData: holdsPlainData)
  }

  /// The name as written, backticks included.
  package var spelledName: String { parts.spelledName }
  /// The name without backticks.
  package var name: String { parts.name }
  /// The type as written or inferred; `nil` only in macro mode without an annotation.
  package var type: String? { parts.type }
  /// The initial value as written, if any.
  package var initialValue: String? { parts.initialValue }
  /// The `willSet` observer, if any.
  package var willSet: PropertyObserver? { parts.observers?.willSet }
  /// The `didSet` observer, if any.
  package var didSet: PropertyObserver? { parts.observers?.didSet }
  /// `weak` or `unowned(…)` as written, which belongs on the backing storage.
  package var ownership: String? { parts.ownership }
  /// Whether inlinable code may name the property (it is `public`, `open`, `package` or
  /// `@usableFromInline`), and so its backing storage, which the expansion's rewrites of
  /// initializers and mutating methods name in the property's place.
  package var isUsableFromInline: Bool { parts.isUsableFromInline }
  /// Whether the property's init accessor also initializes the registrar (see
  /// ``RegistrarShape``): one tracked property of the type does.
  package var carriesRegistrar: Bool { parts.carriesRegistrar }
  /// Whether the property holds plain data of the standard library (see
  /// ``isPlainData(type:)``), written or inferred from a literal: its accessors ask the
  /// runtime only whether a new value differs.
  package var holdsPlainData: Bool { parts.holdsPlainData }
  /// For a property with a type written `T?` or `T!` and an initial value, the text of `T`,
  /// which its storage is declared with (see ``storageType``); `nil` for any other.
  var wrappedOptionalType: String? { parts.wrappedOptionalType }

  /// Whether both properties have equal parts (told at once when they share them).
  package static func == (lhs: TrackedProperty, rhs: TrackedProperty) -> Bool {
    lhs.parts === rhs.parts || lhs.parts.hasSameValues(as: rhs.parts)
  }

  /// The parts of a ``TrackedProperty``, set once. The observers, which most properties do
  /// not have and which take some sixty bytes each, are in a box of their own, or `nil`.
  private final class Parts: Sendable {
    let spelledName: String
    let name: String
    let type: String?
    let initialValue: String?
    let observers: Observers?
    let ownership: String?
    let isUsableFromInline: Bool
    let carriesRegistrar: Bool
    let wrappedOptionalType: String?
    let holdsPlainData: Bool

    init(
      spelledName: String, name: String, type: String?, initialValue: String?,
      willSet: PropertyObserver?, didSet: PropertyObserver?, ownership: String?,
      isUsableFromInline: Bool, carriesRegistrar: Bool, wrappedOptionalType: String?,
      holdsPlainData: Bool
    ) {
      self.spelledName = spelledName
      self.name = name
      self.type = type
      self.initialValue = initialValue
      if case .none = willSet, case .none = didSet {
        observers = nil
      } else {
        observers = Observers(willSet: willSet, didSet: didSet)
      }
      self.ownership = ownership
      self.isUsableFromInline = isUsableFromInline
      self.carriesRegistrar = carriesRegistrar
      self.wrappedOptionalType = wrappedOptionalType
      self.holdsPlainData = holdsPlainData
    }

    /// Whether every part equals the other's.
    func hasSameValues(as other: Parts) -> Bool {
      spelledName == other.spelledName && name == other.name && type == other.type
        && initialValue == other.initialValue && observers?.willSet == other.observers?.willSet
        && observers?.didSet == other.observers?.didSet && ownership == other.ownership
        && isUsableFromInline == other.isUsableFromInline
        && carriesRegistrar == other.carriesRegistrar
        && wrappedOptionalType == other.wrappedOptionalType
        && holdsPlainData == other.holdsPlainData
    }
  }

  /// The `willSet` and `didSet` observers of a property that has at least one.
  private final class Observers: Sendable {
    let willSet: PropertyObserver?
    let didSet: PropertyObserver?

    init(willSet: PropertyObserver?, didSet: PropertyObserver?) {
      self.willSet = willSet
      self.didSet = didSet
    }
  }

  /// The backing storage's name: `_$_count` for `count`.
  package var storageName: String { Self.storageName(for: name) }

  /// The backing storage's name for the property `name`. The `_$_` prefix is one no user
  /// declaration, no standard-library requirement (`Error` requires `_code`, and a type may
  /// declare both `count` and `_count`) and no member the expansion adds (`_$id` for a property
  /// `id`) uses.
  package static func storageName(for name: String) -> String { storagePrefix + name }

  /// What ``storageName(for:)`` puts before the property's name.
  static let storagePrefix = "\(storagePrefixLiteral)"

  /// ``storagePrefix`` as a literal, whose bytes generated code takes without opening a
  /// string.
  static let storagePrefixLiteral: StaticString = "_$_"

  /// Whether the property has `willSet` or `didSet`.
  package var hasObservers: Bool { parts.observers != nil }

  /// Whether an observer may assign the property, so a set that looked unchanged must check
  /// again after the observers ran.
  package var observersMayChangeValue: Bool {
    (willSet?.referencesProperty ?? false) || (didSet?.referencesProperty ?? false)
  }
}
