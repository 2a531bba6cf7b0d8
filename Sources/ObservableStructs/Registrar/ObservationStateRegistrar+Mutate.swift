import Observation

extension ObservationStateRegistrar {
  /// Sets a tracked property of plain data, notifying its observers unless the new value is
  /// identity-equal holding the same data, or `shouldNotifyObservers` says it is the same
  /// (equal, or the same object).
  @inlinable
  public func mutate<Subject: Observable, Member, Value>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ value: inout Value,
    _ newValue: Value,
    _ isIdentityEqual: (Value, Value) -> Bool,
    _ shouldNotifyObservers: (Value, Value) -> Bool = { _, _ in true }
  ) {
    let mustNotify = Self.mustNotify(
      isIdentityEqual: isIdentityEqual(value, newValue) && _holdsSameData(value, newValue),
      carriesIdentity: _carriesIdentity(newValue) || _typeHoldsObservableValues(Value.self),
      isChanged: shouldNotifyObservers(value, newValue))
    if mustNotify {
      notify(subject, keyPath: keyPath) { value = newValue }
    } else {
      value = newValue
    }
  }

  /// Sets a tracked observable child: observers are told exactly when the identity changes,
  /// even if the new child's data equals the old one (its observers subscribed to a registrar
  /// the property no longer holds).
  @inlinable
  public func mutate<Subject: Observable, Member, Value: ObservableState>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ value: inout Value,
    _ newValue: Value,
    _ isIdentityEqual: (Value, Value) -> Bool,
    _ shouldNotifyObservers: (Value, Value) -> Bool = { _, _ in true }
  ) {
    setIdentified(subject, keyPath: keyPath, &value, newValue, _isUnchanged, _$placed)
  }

  /// Sets a tracked optional observable child: `nil`↔value and a change of identity notify.
  @inlinable
  public func mutate<Subject: Observable, Member, Wrapped: ObservableState>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ value: inout Wrapped?,
    _ newValue: Wrapped?,
    _ isIdentityEqual: (Wrapped?, Wrapped?) -> Bool,
    _ shouldNotifyObservers: (Wrapped?, Wrapped?) -> Bool = { _, _ in true }
  ) {
    setIdentified(subject, keyPath: keyPath, &value, newValue, _isUnchanged, _$placed)
  }

  /// Sets a tracked collection of observable children: observers are told unless the new
  /// collection holds the same identities in the same order.
  @inlinable
  public func mutate<Subject: Observable, Member, Value: Collection>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ value: inout Value,
    _ newValue: Value,
    _ isIdentityEqual: (Value, Value) -> Bool,
    _ shouldNotifyObservers: (Value, Value) -> Bool = { _, _ in true }
  ) where Value.Element: ObservableState {
    setIdentified(subject, keyPath: keyPath, &value, newValue, _isUnchanged, _placedCollection)
  }

  /// Sets a member that carries identity (an observable child, an optional one, a collection of
  /// them): unless `isUnchanged` says the new value leaves it as it was, observers of `keyPath`
  /// are told and `place` puts the new value in the old one's place; otherwise the new value is
  /// stored as it is. The callers pass the overloads of `_isUnchanged` and `_$placed` for the
  /// member's kind.
  @inlinable
  func setIdentified<Subject: Observable, Member, Value>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ value: inout Value,
    _ newValue: Value, _ isUnchanged: (Value, Value) -> Bool,
    _ place: (_ newValue: Value, _ replacing: Value) -> Value
  ) {
    if Self.mustNotify(isUnchanged: isUnchanged(value, newValue)) {
      notify(subject, keyPath: keyPath) { value = place(newValue, value) }
    } else {
      // The same value, or a copy of it edited in place and put back.
      _ = editedInside(mustNotify: false)
      value = newValue
    }
  }
}
