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
package struct TrackedProperty: Equatable, Sendable {
  /// The name as written, backticks included.
  package var spelledName: String
  /// The name without backticks.
  package var name: String
  /// The type as written or inferred; `nil` only in macro mode without an annotation.
  package var type: String?
  /// The initial value as written, if any.
  package var initialValue: String?
  /// The `willSet` observer, if any.
  package var willSet: PropertyObserver?
  /// The `didSet` observer, if any.
  package var didSet: PropertyObserver?
  /// `weak` or `unowned(…)` as written, which belongs on the backing storage.
  package var ownership: String?

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
  package var hasObservers: Bool {
    if case .some = self.willSet { return true }
    if case .some = self.didSet { return true }
    return false
  }

  /// Whether an observer may assign the property, so a set that looked unchanged must check
  /// again after the observers ran.
  package var observersMayChangeValue: Bool {
    (willSet?.referencesProperty ?? false) || (didSet?.referencesProperty ?? false)
  }
}
