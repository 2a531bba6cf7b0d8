// The one rule for "must the observers of a property be told?". Every path that changes a
// tracked property asks it: the generated setter (through `shouldNotify`), the `mutate` calls
// of hand-written accessors, and the end of an in-place modification (`didModify`).

extension ObservationStateRegistrar {
  /// Whether observers of a property must be told that it was set or modified.
  ///
  /// - Parameters:
  ///   - isIdentityEqual: The old and new value have the same identity: the same observable
  ///     value, the same identities in the same order, the same case with an equal payload.
  ///     Then nobody is told.
  ///   - carriesIdentity: The value carries identity (an observable value, or an optional,
  ///     collection or enum holding one). Then a different identity notifies even when the
  ///     data is equal: readers subscribed to a registrar the property no longer holds.
  ///   - isChanged: For plain data, whether it changed (unequal, or another object); only
  ///     evaluated when identity does not decide.
  @inlinable
  static func mustNotify(
    isIdentityEqual: Bool, carriesIdentity: Bool, isChanged: @autoclosure () -> Bool
  ) -> Bool {
    !isIdentityEqual && (carriesIdentity || isChanged())
  }
}

/// Whether two values of one identity hold the same data.
///
/// Copies share an identity, so an identity alone cannot tell a value assigned back unchanged
/// (`parent.child = parent.child`) from a copy changed away from its owner and assigned back
/// (`var copy = parent.child; copy.count += 1; parent.child = copy`). Where the type is
/// `Equatable`, `==` tells them apart; otherwise the values are taken to be the same. A store
/// putting back a value it edited as a copy is an in-place edit: the same.
@usableFromInline
func _holdsSameData<T>(_ lhs: T, _ rhs: T) -> Bool {
  guard let lhs = lhs as? any Equatable else { return true }
  if AfterChangeThreadState.current.writeBackDepth > 0 { return true }
  return lhs._isEqual(to: rhs)
}

/// Runs `body`, which puts back a value edited as a copy (see `_holdsSameData`).
@usableFromInline
func _asWriteBack<Result>(_ body: () throws -> Result) rethrows -> Result {
  let state = AfterChangeThreadState.current
  state.writeBackDepth += 1
  defer { state.writeBackDepth -= 1 }
  return try body()
}

extension Equatable {
  /// Whether `other` is a value of this type equal to this one.
  @usableFromInline
  func _isEqual(to other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
