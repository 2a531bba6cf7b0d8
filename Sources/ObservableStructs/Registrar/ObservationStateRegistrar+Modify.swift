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

  @inlinable
  init(
    fingerprint: UInt64, carriesIdentity: Bool, heldRegistrars: [ObjectIdentifier: Int]? = nil
  ) {
    self.fingerprint = fingerprint
    self.carriesIdentity = carriesIdentity
    self.heldRegistrars = heldRegistrars
  }
}

extension ObservationStateRegistrar {
  // The `_modify` pair the Composable Architecture's expansion calls: the subject-free
  // `willModify(_:)`/`didModify(_:_:)` decide, and observers of `keyPath` are told when the
  // member was replaced.

  /// Starts an in-place modification of a plain-data member.
  @inlinable
  public func willModify<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ member: inout Member
  ) -> _$ModificationSnapshot {
    willModify(&member)
  }

  /// Ends an in-place modification of a plain-data member: its observers are told.
  @inlinable
  public func didModify<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ member: inout Member,
    _ snapshot: _$ModificationSnapshot
  ) {
    if didModify(&member, snapshot) { notify(subject, keyPath: keyPath) {} }
  }

  /// Starts an in-place modification of an observable child, giving it a new identity.
  @inlinable
  public func willModify<Subject: Observable, Member: ObservableState>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ member: inout Member
  ) -> _$ModificationSnapshot {
    willModify(&member)
  }

  /// Ends an in-place modification of an observable child; observers of the property are
  /// told only if the child was replaced.
  @inlinable
  public func didModify<Subject: Observable, Member: ObservableState>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ member: inout Member,
    _ snapshot: _$ModificationSnapshot
  ) {
    if didModify(&member, snapshot) { notify(subject, keyPath: keyPath) {} }
  }

  /// Starts an in-place modification of an optional observable child.
  @inlinable
  public func willModify<Subject: Observable, Wrapped: ObservableState>(
    _ subject: Subject, keyPath: KeyPath<Subject, Wrapped?>, _ member: inout Wrapped?
  ) -> _$ModificationSnapshot {
    willModify(&member)
  }

  /// Ends an in-place modification of an optional observable child: `nil`↔value and
  /// replacements notify; mutations of the wrapped child in place do not.
  @inlinable
  public func didModify<Subject: Observable, Wrapped: ObservableState>(
    _ subject: Subject, keyPath: KeyPath<Subject, Wrapped?>, _ member: inout Wrapped?,
    _ snapshot: _$ModificationSnapshot
  ) {
    if didModify(&member, snapshot) { notify(subject, keyPath: keyPath) {} }
  }

  /// Starts an in-place modification of a collection of observable children.
  @inlinable
  public func willModify<Subject: Observable, Member: Collection>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ member: inout Member
  ) -> _$ModificationSnapshot where Member.Element: ObservableState {
    willModify(&member)
  }

  /// Ends an in-place modification of a collection of observable children. Inserting,
  /// removing, moving or replacing an element notifies; mutating an element in place does not.
  @inlinable
  public func didModify<Subject: Observable, Member: Collection>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ member: inout Member,
    _ snapshot: _$ModificationSnapshot
  ) where Member.Element: ObservableState {
    if didModify(&member, snapshot) { notify(subject, keyPath: keyPath) {} }
  }
}
