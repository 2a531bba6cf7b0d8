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
