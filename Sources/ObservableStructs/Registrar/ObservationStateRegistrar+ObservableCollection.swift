import Observation

// A value that is `@ObservableState` and also a collection of `@ObservableState` elements
// (`struct HTTPFields: RandomAccessCollection` of annotated `HTTPField`, itself annotated)
// matches both the overloads for observable values and those for collections of them, which
// no rule ranks: the call would be ambiguous. These overloads, more specific than either, treat
// it as the observable value it is: its own registrar tells the readers of its edits, and its
// identity tells a replacement from an edit. (`ObservableStateArray` has overloads of its own,
// more specific still.)

extension ObservationStateRegistrar {
  /// Whether setting an observable collection of observable values must notify: as for any
  /// observable value.
  @inlinable
  public func decideNotification<Value: ObservableState & Collection>(
    _ oldValue: Value, _ newValue: Value
  ) -> Bool? where Value.Element: ObservableState {
    !_isUnchanged(oldValue, newValue, identities: oldValue._$id, newValue._$id)
  }

  /// Starts modifying an observable collection of observable values: it gets a new identity,
  /// which is remembered.
  @inlinable
  public func willModify<Member: ObservableState & Collection>(_ member: inout Member)
    -> _$ModificationSnapshot where Member.Element: ObservableState
  {
    member._$willModify()
    return _$ModificationSnapshot(fingerprint: member._$id.rawValue, carriesIdentity: true)
  }

  /// Whether the observable collection was replaced during the modification.
  @inlinable
  public func didModify<Member: ObservableState & Collection>(
    _ member: inout Member, _ snapshot: _$ModificationSnapshot
  ) -> Bool where Member.Element: ObservableState {
    editedInside(mustNotify: member._$id.rawValue != snapshot.fingerprint)
  }

  /// Sets a tracked observable collection of observable values, in the shape of hand-written
  /// accessors: observers are told when its identity changes or it holds other data.
  @inlinable
  public func mutate<Subject: Observable, Member, Value: ObservableState & Collection>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ value: inout Value,
    _ newValue: Value,
    _ isIdentityEqual: (Value, Value) -> Bool,
    _ shouldNotifyObservers: (Value, Value) -> Bool = { _, _ in true }
  ) where Value.Element: ObservableState {
    setIdentified(
      subject, keyPath: keyPath, &value, newValue,
      { _isUnchanged($0, $1, identities: $0._$id, $1._$id) }, _$placed)
  }

  /// Starts an in-place modification of an observable collection of observable values, in
  /// the shape of hand-written accessors.
  @inlinable
  public func willModify<Subject: Observable, Member: ObservableState & Collection>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ member: inout Member
  ) -> _$ModificationSnapshot where Member.Element: ObservableState {
    willModify(&member)
  }

  /// Ends an in-place modification of an observable collection of observable values, in the
  /// shape of hand-written accessors: observers are told only if it was replaced.
  @inlinable
  public func didModify<Subject: Observable, Member: ObservableState & Collection>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ member: inout Member,
    _ snapshot: _$ModificationSnapshot
  ) where Member.Element: ObservableState {
    if didModify(&member, snapshot) { notify(subject, keyPath: keyPath) {} }
  }
}

/// Whether two observable collections of observable values have the same identity.
@inlinable
public func _$isIdentityEqual<T: ObservableState & Collection>(_ lhs: T, _ rhs: T) -> Bool
where T.Element: ObservableState {
  lhs._$id == rhs._$id
}
