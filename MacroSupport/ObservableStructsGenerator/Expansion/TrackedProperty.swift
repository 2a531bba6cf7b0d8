/// A `willSet` or `didSet` observer of a tracked property, kept so its body still runs.
public struct PropertyObserver: Equatable, Sendable {
  /// Compares everything but ``bodyLocation``, which follows from ``bodyOffset``.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.parameterName == rhs.parameterName && lhs.body == rhs.body
      && lhs.bodyOffset == rhs.bodyOffset && lhs.usesParameter == rhs.usesParameter
  }

  /// The name the body uses for the value: `newValue`/`oldValue` unless written explicitly.
  public var parameterName: String
  /// The body including its braces, as written.
  public var body: String
  /// UTF-8 offset of the body's `{` in the source it came from.
  public var bodyOffset: Int
  /// 1-based line and column of the body's `{` in the source it came from.
  public var bodyLocation: (line: Int, column: Int)
  /// Whether the body mentions ``parameterName``; the old value is fetched only then.
  public var usesParameter: Bool
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
}
