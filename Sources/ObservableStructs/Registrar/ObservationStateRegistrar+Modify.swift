import Observation

/// What a `_modify` accessor remembers across its `yield`: enough to tell afterwards whether
/// the member was replaced, without keeping a copy of the member (a copy would force the
/// in-place mutation to copy the member's storage).
public struct _$ModificationSnapshot: Sendable {
  /// An identity or fingerprint of identities taken before the yield.
  @usableFromInline
  let fingerprint: UInt64
  /// Whether the member carries identity; if not, every modification notifies.
  @usableFromInline
  let carriesIdentity: Bool
  /// For a dictionary of observable values: the registrars its values held before the yield,
  /// which belong to it already, each with the hash of the key that held it.
  @usableFromInline
  let heldRegistrars: [ObjectIdentifier: Int]?
  /// For a list of observable values: a fingerprint of their edit stamps, and the stamp clock,
  /// taken before the yield (see `EditStamp.swift`).
  @usableFromInline
  let stamps: (fingerprint: UInt64, clock: UInt64)

  @inlinable
  init(
    fingerprint: UInt64, carriesIdentity: Bool, heldRegistrars: [ObjectIdentifier: Int]? = nil,
    stamps: (fingerprint: UInt64, clock: UInt64) = (0, 0)
  ) {
    self.fingerprint = fingerprint
    self.carriesIdentity = carriesIdentity
    self.heldRegistrars = heldRegistrars
    self.stamps = stamps
  }
}

extension ObservationStateRegistrar {
  // The `_modify` pair the Composable Architecture's expansion calls: the subject-free
  // `willModify(_:)`/`didModify(_:_:)` decide, by the kind of member, and observers of
  // `keyPath` are told when the member was replaced.

  /// Starts an in-place modification of a tracked property's value (see `willModify(_:)`).
  @inlinable
  public func willModify<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ member: inout Member
  ) -> _$ModificationSnapshot {
    willModify(&member)
  }

  /// Ends an in-place modification of a tracked property's value: the observers of `keyPath`
  /// are told when `didModify(_:_:)` says they must be (plain data, a child replaced, rows
  /// inserted, removed or moved), and not for an edit inside a child or a row.
  @inlinable
  public func didModify<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ member: inout Member,
    _ snapshot: _$ModificationSnapshot
  ) {
    if didModify(&member, snapshot) { notify(subject, keyPath: keyPath) {} }
  }
}
