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
  /// Whether setting a value whose type is not known to be observable must notify: for the
  /// same identity, only when it comes back holding other data (a copy taken before an edit of
  /// the original); `true` when the new value carries another identity (an observable value
  /// behind a generic parameter, or nested in lists and optionals: `[[Row]]`, `[Row?]`), even
  /// with the same data, as its readers are attached to registrars the property no longer
  /// holds; and `nil` (compare the values) otherwise.
  @inlinable
  public func decideNotification<Value>(_ oldValue: Value, _ newValue: Value) -> Bool? {
    if _isPOD(Value.self) || Value.self == String.self { return nil }
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

  /// Whether setting an observable child must notify: when its identity changes, even if the
  /// data is equal, and when a copy of it comes back with other data.
  @inlinable
  public func decideNotification<Value: ObservableState>(_ oldValue: Value, _ newValue: Value)
    -> Bool?
  {
    let mustNotify = !_isUnchanged(oldValue, newValue)
    if mustNotify { _noteNextChangeKind(.replaced) }
    // Not told: the same value, or a copy of it edited in place and put back, whose edits
    // told the readers of what they changed, and the readers of the whole holder.
    return editedInside(mustNotify: mustNotify)
  }

  /// Whether setting an optional observable child must notify: on a change between `nil` and
  /// a value, or of the child's identity, or when a copy comes back with other data.
  @inlinable
  public func decideNotification<Wrapped: ObservableState>(
    _ oldValue: Wrapped?, _ newValue: Wrapped?
  ) -> Bool? {
    let mustNotify = !_isUnchanged(oldValue, newValue)
    if mustNotify { _noteNextChangeKind(.replaced) }
    // Not told: the same value, or a copy of it edited in place and put back, whose edits
    // told the readers of what they changed, and the readers of the whole holder.
    return editedInside(mustNotify: mustNotify)
  }

  /// Whether setting a dictionary of observable values must notify: unless every key holds
  /// the value of the same identity holding the same data (so that a copy stored under a key
  /// is placed, see `_$placed(_:replacing:)`).
  @inlinable
  public func decideNotification<Key: Hashable, Value: ObservableState>(
    _ oldValue: [Key: Value], _ newValue: [Key: Value]
  ) -> Bool? {
    let mustNotify = !_isUnchanged(oldValue, newValue)
    if mustNotify { _noteNextChangeKind(.structure) }
    return editedInside(mustNotify: mustNotify)
  }

  /// Whether setting a collection of observable values must notify: when the identities of
  /// its elements, in order, change, or when a copy comes back with other data.
  @inlinable
  public func decideNotification<Value: Collection>(_ oldValue: Value, _ newValue: Value)
    -> Bool? where Value.Element: ObservableState
  {
    let mustNotify = !_isUnchanged(oldValue, newValue)
    if mustNotify { _noteNextChangeKind(.structure) }
    // Not told: the same value, or a copy of it edited in place and put back, whose edits
    // told the readers of what they changed, and the readers of the whole holder.
    return editedInside(mustNotify: mustNotify)
  }

  /// Whether setting an ``ObservableStateArray`` must notify, as for any collection of
  /// observable values. The array is itself `ObservableState` too, so this overload settles
  /// which of the two generic ones applies.
  @inlinable
  public func decideNotification<Element: ObservableState>(
    _ oldValue: ObservableStateArray<Element>, _ newValue: ObservableStateArray<Element>
  ) -> Bool? {
    let mustNotify = !_isUnchanged(oldValue, newValue)
    if mustNotify { _noteNextChangeKind(.structure) }
    // Not told: the same value, or a copy of it edited in place and put back, whose edits
    // told the readers of what they changed, and the readers of the whole holder.
    return editedInside(mustNotify: mustNotify)
  }
}
