import Observation

// What a generated setter asks before it writes: one call, resolved by the static type of
// the property, whose answer the setter completes with `_$shouldNotifyObservers` only when
// the value carries no identity:
//
//     if _$observationRegistrar.decideNotification(_count, newValue)
//       ?? ObservableStructs._$shouldNotifyObservers(_count, newValue) { … }
//
// `??` is transparent, so the comparison is made only when needed and costs no closure: the
// setter compiles to a few direct calls. The answers are those of `mutate(_:keyPath:_:_:_:)` with
// `_$isIdentityEqual` (see the Observation rules article of the documentation catalog).

extension ObservationStateRegistrar {
  /// Whether setting a tracked property from `oldValue` to `newValue` must tell its readers,
  /// by the kind of value it holds (see `TrackedMemberKind.swift`):
  ///
  /// - an observable child, or an optional one: when its identity changes, even if the data is
  ///   equal, and when a copy of it comes back with other data;
  /// - a list or dictionary of observable values, or an ``ObservableStateArray``: when the
  ///   identities of its values, in order or by key, change, or a copy comes back with other
  ///   data;
  /// - observable values known only at run time (behind a generic parameter, or nested in
  ///   lists and optionals: `[[Row]]`, `[Row?]`): for the same identities, only when they
  ///   come back holding other data; `true` for other identities, even with the same data,
  ///   as the readers are attached to registrars the property no longer holds;
  /// - plain data: `nil`, for the caller to compare the values.
  @inlinable
  public func decideNotification<Value>(_ oldValue: Value, _ newValue: Value) -> Bool? {
    if _isPOD(Value.self) || Value.self == String.self { return nil }
    if let observable = Value.self as? any ObservableState.Type {
      if let kind = observable._$memberKind {
        return kind._$decideNotification(oldValue, newValue, in: self)
      }
      return observable._$decideChildNotification(oldValue, newValue, in: self)
    }
    if let kind = Value.self as? any _$TrackedMemberKind.Type {
      return kind._$decideNotification(oldValue, newValue, in: self)
    }
    if _isPuttingBackMarkedValues(), _typeHoldsObservableValues(Value.self) {
      // A store putting back the lent copy of observable values nested in containers.
      let mustNotify = !_isUnchangedNestedValues(oldValue, newValue)
      if mustNotify { _noteNextChangeKind(.structure) }
      return editedInside(mustNotify: mustNotify)
    }
    if _dynamicIdentityEqual(oldValue, newValue) {
      return editedInside(mustNotify: !_holdsSameData(oldValue, newValue))
    }
    return _dynamicallyCarriesIdentity(newValue) || _typeHoldsObservableValues(Value.self)
      ? true : nil
  }
}
