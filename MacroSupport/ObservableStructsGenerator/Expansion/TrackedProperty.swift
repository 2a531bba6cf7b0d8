/// A `willSet` or `didSet` observer of a tracked property, moved onto the backing storage so
/// that it runs exactly as it would on the plain stored property.
public struct PropertyObserver: Equatable, Sendable {
  /// Compares everything but ``bodyLocation``, which follows from ``bodyOffset``.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.explicitParameterName == rhs.explicitParameterName && lhs.body == rhs.body
      && lhs.bodyOffset == rhs.bodyOffset && lhs.referencesProperty == rhs.referencesProperty
  }

  /// The parameter name written in parentheses (`didSet(previous)`), if any.
  public var explicitParameterName: String?
  /// The body including its braces, with references to the property on `self` pointed at the
  /// backing storage (see `ObserverBodyRewriter`).
  public var body: String
  /// UTF-8 offset of the body's `{` in the source it came from.
  public var bodyOffset: Int
  /// 1-based line and column of the body's `{` in the source it came from.
  public var bodyLocation: (line: Int, column: Int)
  /// Whether the body refers to the property itself (and so may change it).
  public var referencesProperty: Bool
}

/// A stored property the expander instruments with registrar calls.
public struct TrackedProperty: Equatable, Sendable {
  /// The name as written, backticks included.
  public var spelledName: String
  /// The name without backticks.
  public var name: String
  /// The type as written or inferred; `nil` only in macro mode without an annotation.
  public var type: String?
  /// The initial value as written, if any.
  public var initialValue: String?
  /// The `willSet` observer, if any.
  public var willSet: PropertyObserver?
  /// The `didSet` observer, if any.
  public var didSet: PropertyObserver?
  /// `weak` or `unowned(…)` as written, which belongs on the backing storage.
  public var ownership: String?

  /// The backing storage's name: `_count` for `count`.
  public var storageName: String { "_" + name }

  /// Whether the property has `willSet` or `didSet`.
  public var hasObservers: Bool {
    if case .some = self.willSet { return true }
    if case .some = self.didSet { return true }
    return false
  }

  /// Whether an observer may assign the property, so a set that looked unchanged must check
  /// again after the observers ran.
  public var observersMayChangeValue: Bool {
    (willSet?.referencesProperty ?? false) || (didSet?.referencesProperty ?? false)
  }
}
