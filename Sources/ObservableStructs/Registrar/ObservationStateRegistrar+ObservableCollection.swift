import Observation

// A value that is `@ObservableState` and also a collection of `@ObservableState` elements
// (`struct HTTPFields: RandomAccessCollection` of annotated `HTTPField`, itself annotated)
// matches both the overloads for observable values and those for collections of them, which
// no rule ranks: the call would be ambiguous. These overloads, of the hand-written accessors'
// shape, more specific than either, treat it as the observable value it is: its own registrar
// tells the readers of its edits, and its identity tells a replacement from an edit. (The
// generic entry points, `willModify(_:)` and the others, do the same: see
// `TrackedMemberKind.swift`.)

extension ObservationStateRegistrar {
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
}

/// Whether two observable collections of observable values have the same identity.
@inlinable
public func _$isIdentityEqual<T: ObservableState & Collection>(_ lhs: T, _ rhs: T) -> Bool
where T.Element: ObservableState {
  lhs._$id == rhs._$id
}
