import Observation

// `ObservableStateArray` is both observable and a collection of observable values; these
// overloads, more specific than either, use its own O(1) structural identity.

extension ObservationStateRegistrar {
  /// Sets a tracked `ObservableStateArray`: observers are told when its identity changes.
  @inlinable
  public func mutate<Subject: Observable, Member, Element: ObservableState>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ value: inout ObservableStateArray<Element>,
    _ newValue: ObservableStateArray<Element>,
    _ isIdentityEqual: (ObservableStateArray<Element>, ObservableStateArray<Element>) -> Bool,
    _ shouldNotifyObservers:
      (ObservableStateArray<Element>, ObservableStateArray<Element>) -> Bool = { _, _ in true }
  ) {
    setIdentified(subject, keyPath: keyPath, &value, newValue, _isUnchanged, _$placed)
  }
}

/// Whether two `ObservableStateArray` values have the same structural identity.
@inlinable
public func _$isIdentityEqual<Element: ObservableState>(
  _ lhs: ObservableStateArray<Element>, _ rhs: ObservableStateArray<Element>
) -> Bool {
  lhs._$id == rhs._$id
}
