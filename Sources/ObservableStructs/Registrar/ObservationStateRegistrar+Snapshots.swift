import Synchronization

// The two halves of an in-place modification, without the subject: `willModify` before the
// `yield` remembers what identifies the member, `didModify` after it answers whether the
// member was replaced (and so whether observers of the property must be told).

extension ObservationStateRegistrar {
  /// Ends an in-place modification: when the member was edited inside rather than replaced
  /// (`mustNotify` false: a row of a list, a property of a child), tells the readers of the
  /// whole holder, if any ever read it (see `_ObservationRegistrarBox.isReadWhole`), as what
  /// they compared or printed may have changed; returns `mustNotify`.
  @inlinable
  func editedInside(mustNotify: Bool) -> Bool {
    if !mustNotify && box.isReadWhole.load(ordering: .relaxed) {
      box.willChangeWholeValue()
      box.didChangeWholeValue()
    }
    return mustNotify
  }

  /// Starts modifying plain data; observable values behind a generic type get a new identity.
  @inlinable
  public func willModify<Member>(_ member: inout Member) -> _$ModificationSnapshot {
    guard _carriesIdentity(member) else {
      return _$ModificationSnapshot(fingerprint: 0, carriesIdentity: false)
    }
    ObservableStructs._$willModify(&member)
    return _$ModificationSnapshot(fingerprint: _dynamicFingerprint(member), carriesIdentity: true)
  }

  /// Whether plain data was changed by the modification: always, as nothing identifies it.
  @inlinable
  public func didModify<Member>(_ member: inout Member, _ snapshot: _$ModificationSnapshot)
    -> Bool
  {
    editedInside(
      mustNotify: Self.mustNotify(
        isIdentityEqual: snapshot.carriesIdentity
          && _dynamicFingerprint(member) == snapshot.fingerprint,
        carriesIdentity: snapshot.carriesIdentity, isChanged: true))
  }

  /// Starts modifying an observable child: it gets a new identity, which is remembered.
  @inlinable
  public func willModify<Member: ObservableState>(_ member: inout Member)
    -> _$ModificationSnapshot
  {
    member._$willModify()
    return _$ModificationSnapshot(fingerprint: member._$id.rawValue, carriesIdentity: true)
  }

  /// Whether the observable child was replaced during the modification.
  @inlinable
  public func didModify<Member: ObservableState>(
    _ member: inout Member, _ snapshot: _$ModificationSnapshot
  ) -> Bool {
    let mustNotify = Self.mustNotify(
      isIdentityEqual: member._$id.rawValue == snapshot.fingerprint, carriesIdentity: true,
      isChanged: true)
    if mustNotify {
      _claimReplacement(member)
      _noteNextChangeKind(.replaced)
    }
    return editedInside(mustNotify: mustNotify)
  }

  /// Starts modifying an optional observable child.
  @inlinable
  public func willModify<Wrapped: ObservableState>(_ member: inout Wrapped?)
    -> _$ModificationSnapshot
  {
    member?._$willModify()
    return _$ModificationSnapshot(fingerprint: member?._$id.rawValue ?? 0, carriesIdentity: true)
  }

  /// Whether the optional child went `nil`↔value or was replaced.
  @inlinable
  public func didModify<Wrapped: ObservableState>(
    _ member: inout Wrapped?, _ snapshot: _$ModificationSnapshot
  ) -> Bool {
    let mustNotify = Self.mustNotify(
      isIdentityEqual: (member?._$id.rawValue ?? 0) == snapshot.fingerprint,
      carriesIdentity: true, isChanged: true)
    if mustNotify {
      if let member { _claimReplacement(member) }
      _noteNextChangeKind(.replaced)
    }
    return editedInside(mustNotify: mustNotify)
  }

  /// Starts modifying a collection of observable children: an order-sensitive fingerprint of
  /// their identities, no copy of the collection.
  @inlinable
  public func willModify<Member: Collection>(_ member: inout Member) -> _$ModificationSnapshot
  where Member.Element: ObservableState {
    _$ModificationSnapshot(fingerprint: _identityFingerprint(member), carriesIdentity: true)
  }

  /// Whether elements were inserted, removed, moved or replaced; editing one in place is not.
  @inlinable
  public func didModify<Member: Collection>(
    _ member: inout Member, _ snapshot: _$ModificationSnapshot
  ) -> Bool where Member.Element: ObservableState {
    let mustNotify = Self.mustNotify(
      isIdentityEqual: _identityFingerprint(member) == snapshot.fingerprint,
      carriesIdentity: true, isChanged: true)
    if mustNotify {
      // Elements put in by the edit itself (`rows.append(Row())`, an element's `self = …`)
      // now belong to this place; a copy of another element (`rows.append(rows[0])`) gets a
      // registrar of its own.
      _separateRepeatedRegistrars(in: &member)
      for element in member { _claimReplacement(element) }
      _noteNextChangeKind(.structure)
    }
    return editedInside(mustNotify: mustNotify)
  }

  /// Starts modifying a dictionary of observable values: gives each value a fresh identity
  /// (see `DictionaryValueIdentity.swift`) and remembers which identity each key holds, and the
  /// registrars the values hold, which belong to it.
  ///
  /// - Complexity: O(*n*) in the values of the dictionary.
  @inlinable
  public func willModify<Key: Hashable, Value: ObservableState>(_ member: inout [Key: Value])
    -> _$ModificationSnapshot
  {
    _ = _renewIdentities(of: &member.values)
    return _$ModificationSnapshot(
      fingerprint: _keyedIdentityFingerprint(member), carriesIdentity: true,
      heldRegistrars: _registrarsHeld(by: member))
  }

  /// Whether values were put in, removed or moved to other keys; editing one in place is
  /// not. A value the edit put in (`drafts["c"] = Draft()`, `drafts["c"] = composer`) is
  /// placed here as a setter places it: one new to any place belongs to this one from now on,
  /// a copy of a value held elsewhere gets a registrar and an identity of its own.
  ///
  /// - Complexity: O(*n*) in the values of the dictionary.
  @inlinable
  public func didModify<Key: Hashable, Value: ObservableState>(
    _ member: inout [Key: Value], _ snapshot: _$ModificationSnapshot
  ) -> Bool {
    guard _keyedIdentityFingerprint(member) != snapshot.fingerprint else {
      return editedInside(mustNotify: false)
    }
    _placeValuesPutIn(&member, holding: snapshot.heldRegistrars ?? [:])
    _noteNextChangeKind(.structure)
    return editedInside(mustNotify: true)
  }

  /// Starts modifying an `ObservableStateArray` in O(1).
  @inlinable
  public func willModify<Element: ObservableState>(_ member: inout ObservableStateArray<Element>)
    -> _$ModificationSnapshot
  {
    member._$willModify()
    return _$ModificationSnapshot(fingerprint: member._$id.rawValue, carriesIdentity: true)
  }

  /// Whether the `ObservableStateArray`'s structure changed.
  @inlinable
  public func didModify<Element: ObservableState>(
    _ member: inout ObservableStateArray<Element>, _ snapshot: _$ModificationSnapshot
  ) -> Bool {
    let mustNotify = Self.mustNotify(
      isIdentityEqual: member._$id.rawValue == snapshot.fingerprint, carriesIdentity: true,
      isChanged: true)
    if mustNotify { _noteNextChangeKind(.structure) }
    return editedInside(mustNotify: mustNotify)
  }
}
