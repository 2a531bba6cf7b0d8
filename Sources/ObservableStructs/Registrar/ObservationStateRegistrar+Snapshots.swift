import Synchronization

// The two halves of an in-place modification, without the subject: `willModify` before the
// `yield` remembers what identifies the member, `didModify` after it answers whether the
// member was replaced (and so whether observers of the property must be told). Each is one
// function for every kind of member (see `TrackedMemberKind.swift`).

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

  /// Starts an in-place modification of a tracked property's value, `member`, before the
  /// `_modify` accessor yields it, and returns what `didModify(_:_:)` needs afterwards:
  ///
  /// - an observable child gets a new identity, which is remembered;
  /// - an optional child, likewise, if present;
  /// - a list of observable values is fingerprinted, in order, without a copy;
  /// - a dictionary of them gives each value a new identity and remembers which key holds it;
  /// - an ``ObservableStateArray`` remembers its structural identity, in O(1);
  /// - observable values nested in lists, optionals and dictionaries get new identities, and
  ///   are fingerprinted;
  /// - plain data remembers nothing: every modification of it is a change.
  ///
  /// - Complexity: O(1) for a child or an `ObservableStateArray`; O(*n*) in the values of a
  ///   list or dictionary.
  @inlinable
  public func willModify<Member>(_ member: inout Member) -> _$ModificationSnapshot {
    // Observable types first: for them the cast folds away in an optimized build, where a
    // cast to a protocol a type does not conform to is a lookup at run time.
    if let observable = Member.self as? any ObservableState.Type {
      if let kind = observable._$memberKind { return kind._$willModify(&member, in: self) }
      return observable._$willModifyChild(&member)
    }
    if let kind = Member.self as? any _$TrackedMemberKind.Type {
      return kind._$willModify(&member, in: self)
    }
    guard _carriesIdentity(member) else {
      return _$ModificationSnapshot(fingerprint: 0, carriesIdentity: false)
    }
    ObservableStructs._$willModify(&member)
    return _$ModificationSnapshot(fingerprint: _dynamicFingerprint(member), carriesIdentity: true)
  }

  /// Ends the in-place modification `willModify(_:)` started: whether the property's readers
  /// must be told. A member edited inside (a property of a child, a row of a list, a value of
  /// a dictionary) told its own readers; one replaced (another child, rows inserted, removed
  /// or moved, another key) tells the property's; plain data always does.
  ///
  /// - Complexity: as for ``willModify(_:)``.
  @inlinable
  public func didModify<Member>(_ member: inout Member, _ snapshot: _$ModificationSnapshot)
    -> Bool
  {
    if let observable = Member.self as? any ObservableState.Type {
      if let kind = observable._$memberKind { return kind._$didModify(&member, snapshot, in: self) }
      return observable._$didModifyChild(&member, snapshot, in: self)
    }
    if let kind = Member.self as? any _$TrackedMemberKind.Type {
      return kind._$didModify(&member, snapshot, in: self)
    }
    return editedInside(
      mustNotify: Self.mustNotify(
        isIdentityEqual: snapshot.carriesIdentity
          && _dynamicFingerprint(member) == snapshot.fingerprint,
        carriesIdentity: snapshot.carriesIdentity, isChanged: true))
  }
}
