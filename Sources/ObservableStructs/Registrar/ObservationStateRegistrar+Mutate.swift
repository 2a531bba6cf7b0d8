import Observation

extension ObservationStateRegistrar {
  /// Sets a tracked property in the shape of hand-written accessors (the Composable
  /// Architecture's `mutate`), with the decision of a generated setter:
  ///
  /// - a value that carries identity (an observable child, an optional, list or dictionary of
  ///   them, an ``ObservableStateArray``) is decided by ``decideNotification(_:_:)`` and, when
  ///   its readers are told, placed as a setter places it;
  /// - plain data tells its readers unless `isIdentityEqual` finds the two values alike and
  ///   they hold the same data, or `shouldNotifyObservers` finds them the same (equal, or the
  ///   same object).
  @inlinable
  public func mutate<Subject: Observable, Member, Value>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ value: inout Value,
    _ newValue: Value,
    _ isIdentityEqual: (Value, Value) -> Bool,
    _ shouldNotifyObservers: (Value, Value) -> Bool = { _, _ in true }
  ) {
    if let mustNotify = decideNotification(value, newValue) {
      if mustNotify {
        notify(subject, keyPath: keyPath) { value = _$placed(newValue, replacing: value) }
      } else {
        // The same value, or a copy of it edited in place and put back.
        value = newValue
      }
    } else if !(isIdentityEqual(value, newValue) && _holdsSameData(value, newValue))
      && shouldNotifyObservers(value, newValue)
    {
      notify(subject, keyPath: keyPath) { value = newValue }
    } else {
      value = newValue
    }
  }
}
