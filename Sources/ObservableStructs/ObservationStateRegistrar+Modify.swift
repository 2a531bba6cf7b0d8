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

  @inlinable
  init(fingerprint: UInt64, carriesIdentity: Bool) {
    self.fingerprint = fingerprint
    self.carriesIdentity = carriesIdentity
  }
}

extension ObservationStateRegistrar {
  /// Starts an in-place modification of a plain-data member. Observable values reached through
  /// a generic type are recognised at run time and get a new identity.
  @inlinable
  public func willModify<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ member: inout Member
  ) -> _$ModificationSnapshot {
    guard _carriesIdentity(member) else {
      return _$ModificationSnapshot(fingerprint: 0, carriesIdentity: false)
    }
    ObservableStructs._$willModify(&member)
    return _$ModificationSnapshot(
      fingerprint: _dynamicFingerprint(member), carriesIdentity: true)
  }

  /// Ends an in-place modification of a plain-data member: its observers are told.
  @inlinable
  public func didModify<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ member: inout Member,
    _ snapshot: _$ModificationSnapshot
  ) {
    if !snapshot.carriesIdentity || _dynamicFingerprint(member) != snapshot.fingerprint {
      notify(subject, keyPath: keyPath) {}
    }
  }

  /// Starts an in-place modification of an observable child: the child gets a new identity
  /// (so stale copies read as replacements later) and that identity is remembered.
  @inlinable
  public func willModify<Subject: Observable, Member: ObservableState>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ member: inout Member
  ) -> _$ModificationSnapshot {
    member._$willModify()
    return _$ModificationSnapshot(fingerprint: member._$id.rawValue, carriesIdentity: true)
  }

  /// Ends an in-place modification of an observable child. Observers of the property are told
  /// only if the child was replaced during the modification.
  @inlinable
  public func didModify<Subject: Observable, Member: ObservableState>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ member: inout Member,
    _ snapshot: _$ModificationSnapshot
  ) {
    if member._$id.rawValue != snapshot.fingerprint {
      notify(subject, keyPath: keyPath) {}
    }
  }

  /// Starts an in-place modification of an optional observable child.
  @inlinable
  public func willModify<Subject: Observable, Wrapped: ObservableState>(
    _ subject: Subject, keyPath: KeyPath<Subject, Wrapped?>, _ member: inout Wrapped?
  ) -> _$ModificationSnapshot {
    member?._$willModify()
    return _$ModificationSnapshot(fingerprint: member?._$id.rawValue ?? 0, carriesIdentity: true)
  }

  /// Ends an in-place modification of an optional observable child: `nil`↔value and
  /// replacements notify; mutations of the wrapped child in place do not.
  @inlinable
  public func didModify<Subject: Observable, Wrapped: ObservableState>(
    _ subject: Subject, keyPath: KeyPath<Subject, Wrapped?>, _ member: inout Wrapped?,
    _ snapshot: _$ModificationSnapshot
  ) {
    if (member?._$id.rawValue ?? 0) != snapshot.fingerprint {
      notify(subject, keyPath: keyPath) {}
    }
  }

  /// Starts an in-place modification of a collection of observable children by taking an
  /// order-sensitive fingerprint of the element identities — no copy of the collection.
  @inlinable
  public func willModify<Subject: Observable, Member: Collection>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ member: inout Member
  ) -> _$ModificationSnapshot where Member.Element: ObservableState {
    _$ModificationSnapshot(fingerprint: _identityFingerprint(member), carriesIdentity: true)
  }

  /// Ends an in-place modification of a collection of observable children. Inserting,
  /// removing, moving or replacing an element notifies; mutating an element in place does not.
  @inlinable
  public func didModify<Subject: Observable, Member: Collection>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ member: inout Member,
    _ snapshot: _$ModificationSnapshot
  ) where Member.Element: ObservableState {
    if _identityFingerprint(member) != snapshot.fingerprint {
      notify(subject, keyPath: keyPath) {}
    }
  }
}
