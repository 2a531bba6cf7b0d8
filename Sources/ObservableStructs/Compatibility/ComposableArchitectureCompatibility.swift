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

  /// Ends an in-place modification of a tracked property's value, as
  /// ``didModify(_:keyPath:_:_:)`` does; `isIdentityEqual` is not needed.
  @inlinable
  public func didModify<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ member: inout Member,
    _ snapshot: _$ModificationSnapshot, _ isIdentityEqual: (Member, Member) -> Bool
  ) {
    didModify(subject, keyPath: keyPath, &member, snapshot)
  }
}
