import Observation

// The spellings that accessors written by hand for the Composable Architecture's
// `@ObservableState` runtime use and that this runtime does not use itself, so that such code
// compiles here by changing the import: the static `ObservableStateID._$id(for:)`,
// `ObservableStateID._$willModify()`, and `didModify` taking an identity comparison. Each one
// forwards to this runtime's own call, so the behaviour is this runtime's.

extension ObservableStateID {
  /// The identity of `value`, as the free function `_$id(for:)` gives it.
  @inlinable
  public static func _$id<T>(for value: T) -> ObservableStateID {
    ObservableStructs._$id(for: value)
  }

  /// The identity of an observable value.
  @inlinable
  public static func _$id<T: ObservableState>(for value: T) -> ObservableStateID {
    value._$id
  }

  /// Replaces this identity by a fresh one.
  @inlinable
  public mutating func _$willModify() {
    self = ObservableStateID()
  }
}

extension ObservationStateRegistrar {
  // `didModify` with the comparison that the Composable Architecture's accessors pass. The
  // value `willModify` returned here is a snapshot, not a copy of the member, so the
  // comparison is not needed: the snapshot already tells a replacement from an edit.

  /// Ends an in-place modification of a plain-data member: its observers are told.
  @inlinable
  public func didModify<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ member: inout Member,
    _ snapshot: _$ModificationSnapshot, _ isIdentityEqual: (Member, Member) -> Bool
  ) {
    didModify(subject, keyPath: keyPath, &member, snapshot)
  }

  /// Ends an in-place modification of an observable child: its observers are told only if
  /// the child was replaced.
  @inlinable
  public func didModify<Subject: Observable, Member: ObservableState>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ member: inout Member,
    _ snapshot: _$ModificationSnapshot, _ isIdentityEqual: (Member, Member) -> Bool
  ) {
    didModify(subject, keyPath: keyPath, &member, snapshot)
  }

  /// Ends an in-place modification of an optional observable child.
  @inlinable
  public func didModify<Subject: Observable, Wrapped: ObservableState>(
    _ subject: Subject, keyPath: KeyPath<Subject, Wrapped?>, _ member: inout Wrapped?,
    _ snapshot: _$ModificationSnapshot, _ isIdentityEqual: (Wrapped?, Wrapped?) -> Bool
  ) {
    didModify(subject, keyPath: keyPath, &member, snapshot)
  }

  /// Ends an in-place modification of a collection of observable children.
  @inlinable
  public func didModify<Subject: Observable, Member: Collection>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ member: inout Member,
    _ snapshot: _$ModificationSnapshot, _ isIdentityEqual: (Member, Member) -> Bool
  ) where Member.Element: ObservableState {
    didModify(subject, keyPath: keyPath, &member, snapshot)
  }

  /// Ends an in-place modification of an `ObservableStateArray`.
  @inlinable
  public func didModify<Subject: Observable, Element: ObservableState>(
    _ subject: Subject, keyPath: KeyPath<Subject, ObservableStateArray<Element>>,
    _ member: inout ObservableStateArray<Element>, _ snapshot: _$ModificationSnapshot,
    _ isIdentityEqual: (ObservableStateArray<Element>, ObservableStateArray<Element>) -> Bool
  ) {
    didModify(subject, keyPath: keyPath, &member, snapshot)
  }
}
