import Observation
import Synchronization

// The calls generated accessors make. They never take the member `inout` together with the
// subject, so `self` is passed borrowed instead of copied — the struct is copied only when
// observers are actually told.

extension ObservationStateRegistrar {
  /// Tells the observers of `keyPath` that it is about to change; pair with ``didSet(_:keyPath:)``.
  @inlinable
  public func willSet<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>
  ) {
    if _observationReadsRunning.load(ordering: .relaxed) > 0 {
      _noteChangeDuringObservationRead(keyPath)
    }
    _recordChangeIfWanted(keyPath, kind: .property, registrar: box)
    registrar.willSet(subject, keyPath: keyPath)
  }

  /// Tells the observers of `keyPath` that it changed.
  @inlinable
  public func didSet<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>
  ) {
    registrar.didSet(subject, keyPath: keyPath)
  }

  /// Whether setting plain data must notify: not for the same identity, nor for a value
  /// `isChanged` calls unchanged (equal, or the same object) unless it carries identity.
  @inlinable
  public func shouldNotify<Value>(
    _ oldValue: Value, _ newValue: Value, isIdentityEqual: Bool,
    isChanged: @autoclosure () -> Bool
  ) -> Bool {
    Self.mustNotify(
      isIdentityEqual: isIdentityEqual, carriesIdentity: _carriesIdentity(newValue),
      isChanged: isChanged())
  }

  /// Whether setting an observable child must notify: when its identity changes, even if the
  /// data is equal, and when a copy of it comes back with other data.
  @inlinable
  public func shouldNotify<Value: ObservableState>(
    _ oldValue: Value, _ newValue: Value, isIdentityEqual: Bool,
    isChanged: @autoclosure () -> Bool
  ) -> Bool {
    Self.mustNotify(isUnchanged: _isUnchanged(oldValue, newValue))
  }

  /// Whether setting an optional observable child must notify: `nil`↔value or a new identity.
  @inlinable
  public func shouldNotify<Wrapped: ObservableState>(
    _ oldValue: Wrapped?, _ newValue: Wrapped?, isIdentityEqual: Bool,
    isChanged: @autoclosure () -> Bool
  ) -> Bool {
    Self.mustNotify(isUnchanged: _isUnchanged(oldValue, newValue))
  }

  /// Whether setting a collection of observable children must notify: when the identities or
  /// their order differ, or copies of them come back with other data.
  @inlinable
  public func shouldNotify<Value: Collection>(
    _ oldValue: Value, _ newValue: Value, isIdentityEqual: Bool,
    isChanged: @autoclosure () -> Bool
  ) -> Bool where Value.Element: ObservableState {
    Self.mustNotify(isUnchanged: _isUnchanged(oldValue, newValue))
  }

  /// Whether setting an `ObservableStateArray` must notify: when its identity changes.
  @inlinable
  public func shouldNotify<Element: ObservableState>(
    _ oldValue: ObservableStateArray<Element>, _ newValue: ObservableStateArray<Element>,
    isIdentityEqual: Bool, isChanged: @autoclosure () -> Bool
  ) -> Bool {
    Self.mustNotify(isUnchanged: _isUnchanged(oldValue, newValue))
  }
}
