import Synchronization

// The kinds of value a tracked property can hold, each with its own rule for "must the
// property's readers be told?" (see `ObservationStateRegistrar+NotifyDecision.swift`): an
// observable child, an optional one, a list or a dictionary of them, an `ObservableStateArray`,
// and plain data. Generated code calls one function for each decision —
// `decideNotification(_:_:)`, `willModify(_:)`, `didModify(_:_:)` — generic over the
// property's type; the function picks the kind from the type. In an optimized build the type is
// known where the function is inlined and the choice costs nothing: the cast on the type folds
// away and the kind's rule is called directly. `_$placed(_:replacing:)` picks what a setter
// stores the same way.

/// A kind of value, other than an observable value itself, whose tracked properties follow a
/// rule of their own: an optional observable value, a list or dictionary of them, an
/// ``ObservableStateArray``. Called by ``ObservationStateRegistrar``'s generic entry points
/// with a value whose type is this one; not meant to be used directly.
public protocol _$TrackedMemberKind {
  /// Starts an in-place edit of `member`, a value of this type.
  static func _$willModify<Member>(_ member: inout Member, in registrar: ObservationStateRegistrar)
    -> _$ModificationSnapshot
  /// Ends an in-place edit of `member`, a value of this type: whether the property's readers
  /// must be told.
  static func _$didModify<Member>(
    _ member: inout Member, _ snapshot: _$ModificationSnapshot,
    in registrar: ObservationStateRegistrar
  ) -> Bool
  /// Whether setting a property from `oldValue` to `newValue`, values of this type, must tell
  /// its readers.
  static func _$decideNotification<Member>(
    _ oldValue: Member, _ newValue: Member, in registrar: ObservationStateRegistrar
  ) -> Bool
  /// What a property stores when it is set to `newValue` in place of `oldValue`, values of
  /// this type (see `_$placed(_:replacing:)`).
  static func _$placed<Member>(_ newValue: Member, replacing oldValue: Member) -> Member
}

extension ObservationStateRegistrar {
  /// Ends a decision that the property's readers must be told, or not: notes what kind of
  /// change it is for the change records when they must, and tells the readers of the whole
  /// holder of an edit inside when they need not (see `editedInside(mustNotify:)`).
  @inlinable
  func decided(mustNotify: Bool, as kind: ObservationChange.Kind) -> Bool {
    if mustNotify { _noteNextChangeKind(kind) }
    return editedInside(mustNotify: mustNotify)
  }
}

extension _$TrackedMemberKind {
  /// Runs `body` on `member`, a value of this type handed over as `Member`, where it lies.
  @inlinable
  static func _$editing<Member, Result>(
    _ member: inout Member, _ body: (inout Self) -> Result
  ) -> Result {
    withUnsafeMutablePointer(to: &member) {
      $0.withMemoryRebound(to: Self.self, capacity: 1) { body(&$0.pointee) }
    }
  }
}

extension ObservableState {
  /// Starts an in-place edit of `member`, an observable child of this type: it gets a new
  /// identity, which is remembered.
  @inlinable
  public static func _$willModifyChild<Member>(_ member: inout Member) -> _$ModificationSnapshot {
    withUnsafeMutablePointer(to: &member) {
      $0.withMemoryRebound(to: Self.self, capacity: 1) { child in
        child.pointee._$willModify()
        return _$ModificationSnapshot(
          fingerprint: child.pointee._$id.rawValue, carriesIdentity: true)
      }
    }
  }

  /// Ends an in-place edit of `member`, an observable child of this type: whether it was
  /// replaced.
  @inlinable
  public static func _$didModifyChild<Member>(
    _ member: inout Member, _ snapshot: _$ModificationSnapshot,
    in registrar: ObservationStateRegistrar
  ) -> Bool {
    withUnsafeMutablePointer(to: &member) {
      $0.withMemoryRebound(to: Self.self, capacity: 1) { child in
        let mustNotify = child.pointee._$id.rawValue != snapshot.fingerprint
        if mustNotify {
          _claimReplacement(&child.pointee)
          _noteNextChangeKind(.replaced)
        }
        return registrar.editedInside(mustNotify: mustNotify)
      }
    }
  }

  /// Whether setting an observable child of this type from `oldValue` to `newValue` must tell
  /// the property's readers: when its identity changes, even if the data is equal, and when a
  /// copy of it comes back with other data.
  @inlinable
  public static func _$decideChildNotification<Member>(
    _ oldValue: Member, _ newValue: Member, in registrar: ObservationStateRegistrar
  ) -> Bool {
    // Not told: the same value, or a copy of it edited in place and put back, whose edits
    // told the readers of what they changed, and the readers of the whole holder.
    registrar.decided(
      mustNotify: !_isUnchanged(
        unsafeBitCast(oldValue, to: Self.self), unsafeBitCast(newValue, to: Self.self)),
      as: .replaced)
  }
}

extension ObservableState {
  /// What a property stores when it is set to `newValue`, an observable value of this type, in
  /// place of `oldValue`: a registrar of `newValue` that `oldValue` holds stays; one that
  /// belongs to another place is replaced by a fresh one.
  @inlinable
  public static func _$placedChild<Member>(_ newValue: Member, replacing oldValue: Member) -> Member
  {
    var placed = unsafeBitCast(newValue, to: Self.self)
    _placeObservable(&placed, replacing: unsafeBitCast(oldValue, to: Self.self))
    return unsafeBitCast(placed, to: Member.self)
  }
}

extension Optional: _$TrackedMemberKind where Wrapped: ObservableState {
  /// Starts an in-place edit of an optional observable child.
  @inlinable
  public static func _$willModify<Member>(
    _ member: inout Member, in registrar: ObservationStateRegistrar
  ) -> _$ModificationSnapshot {
    _$editing(&member) { optional in
      optional?._$willModify()
      return _$ModificationSnapshot(
        fingerprint: optional?._$id.rawValue ?? 0, carriesIdentity: true)
    }
  }

  /// Whether the optional child went `nil`↔value or was replaced.
  @inlinable
  public static func _$didModify<Member>(
    _ member: inout Member, _ snapshot: _$ModificationSnapshot,
    in registrar: ObservationStateRegistrar
  ) -> Bool {
    _$editing(&member) { optional in
      let mustNotify = (optional?._$id.rawValue ?? 0) != snapshot.fingerprint
      if mustNotify {
        if optional != nil { _claimReplacement(&optional!) }
        _noteNextChangeKind(.replaced)
      }
      return registrar.editedInside(mustNotify: mustNotify)
    }
  }

  /// Whether setting an optional observable child must notify: on a change between `nil` and
  /// a value, or of the child's identity, or when a copy comes back with other data.
  @inlinable
  public static func _$decideNotification<Member>(
    _ oldValue: Member, _ newValue: Member, in registrar: ObservationStateRegistrar
  ) -> Bool {
    registrar.decided(
      mustNotify: !_isUnchanged(
        unsafeBitCast(oldValue, to: Self.self), unsafeBitCast(newValue, to: Self.self)),
      as: .replaced)
  }

  /// What a property stores when it is set to an optional observable value: the value placed
  /// as a child is, if present.
  @inlinable
  public static func _$placed<Member>(_ newValue: Member, replacing oldValue: Member) -> Member {
    guard var placed = unsafeBitCast(newValue, to: Self.self) else { return newValue }
    _placeObservable(&placed, replacing: unsafeBitCast(oldValue, to: Self.self))
    return unsafeBitCast(Self.some(placed), to: Member.self)
  }
}

extension Array: _$TrackedMemberKind where Element: ObservableState {
  /// Starts an in-place edit of a list of observable children: an order-sensitive fingerprint
  /// of their identities, no copy of the list.
  @inlinable
  public static func _$willModify<Member>(
    _ member: inout Member, in registrar: ObservationStateRegistrar
  ) -> _$ModificationSnapshot {
    _$editing(&member) { list in
      let clock = _editStampClock.load(ordering: .relaxed)
      let fingerprints = _identityAndStampFingerprints(list)
      return _$ModificationSnapshot(
        fingerprint: fingerprints.identities, carriesIdentity: true,
        stamps: (fingerprints.stamps ?? 0, clock))
    }
  }

  /// Whether elements were inserted, removed, moved or replaced, or a copy of one put back
  /// with other data (see `EditStamp.swift`); editing one in place is not.
  @inlinable
  public static func _$didModify<Member>(
    _ member: inout Member, _ snapshot: _$ModificationSnapshot,
    in registrar: ObservationStateRegistrar
  ) -> Bool {
    _$editing(&member) { list in
      let fingerprints = _identityAndStampFingerprints(
        list, undoingEditsSince: snapshot.stamps.clock)
      let mustNotify = fingerprints.identities != snapshot.fingerprint
      if !mustNotify {
        guard fingerprints.stamps != snapshot.stamps.fingerprint else {
          return registrar.editedInside(mustNotify: false)
        }
        // A row holding a stamp its storage does not is a copy put back: its readers are
        // told, and so are the list's, for what they derive from the row.
        var copiesPutBack = _tellReadersOfCopiesPutBack(in: list)
        if !copiesPutBack, fingerprints.stamps != nil {
          copiesPutBack = _tellReadersOfCopiesPutBack(in: list, everyRow: true)
        }
        if copiesPutBack { _noteNextChangeKind(.writeBack) }
        return registrar.editedInside(mustNotify: copiesPutBack)
      }
      if mustNotify {
        // Elements put in by the edit itself (`rows.append(Row())`, an element's `self = …`)
        // now belong to this place; a copy of another element (`rows.append(rows[0])`) gets a
        // registrar of its own.
        _separateRepeatedRegistrars(in: &list)
        for index in list.indices { _claimReplacement(&list[index]) }
        _noteNextChangeKind(.structure)
      }
      return registrar.editedInside(mustNotify: mustNotify)
    }
  }

  /// Whether setting a list of observable values must notify: when the identities of its
  /// elements, in order, change, or when a copy comes back with other data.
  @inlinable
  public static func _$decideNotification<Member>(
    _ oldValue: Member, _ newValue: Member, in registrar: ObservationStateRegistrar
  ) -> Bool {
    registrar.decided(
      mustNotify: !_isUnchanged(
        unsafeBitCast(oldValue, to: Self.self), unsafeBitCast(newValue, to: Self.self)),
      as: .structure)
  }

  /// What a property stores when it is set to a list of observable values: each element whose
  /// registrar the old list does not hold and another place does gets its own.
  @inlinable
  public static func _$placed<Member>(_ newValue: Member, replacing oldValue: Member) -> Member {
    unsafeBitCast(
      _placedElements(
        unsafeBitCast(newValue, to: Self.self),
        replacing: unsafeBitCast(oldValue, to: Self.self)[...]),
      to: Member.self)
  }
}

extension Dictionary: _$TrackedMemberKind where Value: ObservableState {
  /// Starts an in-place edit of a dictionary of observable values: gives each value a fresh
  /// identity (see `DictionaryValueIdentity.swift`) and remembers which identity each key
  /// holds, and the registrars the values hold, which belong to it.
  ///
  /// - Complexity: O(*n*) in the values of the dictionary.
  @inlinable
  public static func _$willModify<Member>(
    _ member: inout Member, in registrar: ObservationStateRegistrar
  ) -> _$ModificationSnapshot {
    _$editing(&member) { dictionary in
      _ = _renewIdentities(of: &dictionary.values)
      return _$ModificationSnapshot(
        fingerprint: _keyedIdentityFingerprint(dictionary), carriesIdentity: true,
        heldRegistrars: _registrarsHeld(by: dictionary))
    }
  }

  /// Whether values were put in, removed or moved to other keys; editing one in place is
  /// not. A value the edit put in (`drafts["c"] = Draft()`, `drafts["c"] = composer`) is
  /// placed here as a setter places it: one new to any place belongs to this one from now on,
  /// a copy of a value held elsewhere gets a registrar and an identity of its own.
  ///
  /// - Complexity: O(*n*) in the values of the dictionary.
  @inlinable
  public static func _$didModify<Member>(
    _ member: inout Member, _ snapshot: _$ModificationSnapshot,
    in registrar: ObservationStateRegistrar
  ) -> Bool {
    _$editing(&member) { dictionary in
      guard _keyedIdentityFingerprint(dictionary) != snapshot.fingerprint else {
        return registrar.editedInside(mustNotify: false)
      }
      _placeValuesPutIn(&dictionary, holding: snapshot.heldRegistrars ?? [:])
      _noteNextChangeKind(.structure)
      return registrar.editedInside(mustNotify: true)
    }
  }

  /// Whether setting a dictionary of observable values must notify: unless every key holds
  /// the value of the same identity holding the same data (so that a copy stored under a key
  /// is placed, see `_$placed(_:replacing:)`).
  @inlinable
  public static func _$decideNotification<Member>(
    _ oldValue: Member, _ newValue: Member, in registrar: ObservationStateRegistrar
  ) -> Bool {
    registrar.decided(
      mustNotify: !_isUnchanged(
        unsafeBitCast(oldValue, to: Self.self), unsafeBitCast(newValue, to: Self.self)),
      as: .structure)
  }

  /// What a property stores when it is set to a dictionary of observable values: each value
  /// whose registrar the old dictionary does not hold and another place does gets its own
  /// (`pinned["a"] = rows[0]` pins a copy, whose edits leave the row alone), and so does a copy
  /// of one of its values put under another key (`pinned["b"] = pinned["a"]`).
  ///
  /// - Complexity: O(*n* + *m*) in the values of the two dictionaries.
  @inlinable
  public static func _$placed<Member>(_ newValue: Member, replacing oldValue: Member) -> Member {
    unsafeBitCast(
      _placedValues(
        unsafeBitCast(newValue, to: Self.self), replacing: unsafeBitCast(oldValue, to: Self.self)),
      to: Member.self)
  }
}

extension ObservableStateArray: _$TrackedMemberKind where Element: ObservableState {
  /// Starts an in-place edit of an `ObservableStateArray` in O(1).
  @inlinable
  public static func _$willModify<Member>(
    _ member: inout Member, in registrar: ObservationStateRegistrar
  ) -> _$ModificationSnapshot {
    _$editing(&member) { array in
      array._$willModify()
      return _$ModificationSnapshot(fingerprint: array._$id.rawValue, carriesIdentity: true)
    }
  }

  /// Whether the `ObservableStateArray`'s structure changed.
  @inlinable
  public static func _$didModify<Member>(
    _ member: inout Member, _ snapshot: _$ModificationSnapshot,
    in registrar: ObservationStateRegistrar
  ) -> Bool {
    _$editing(&member) { array in
      registrar.decided(mustNotify: array._$id.rawValue != snapshot.fingerprint, as: .structure)
    }
  }

  /// Whether setting an `ObservableStateArray` must notify, as for any list of observable
  /// values.
  @inlinable
  public static func _$decideNotification<Member>(
    _ oldValue: Member, _ newValue: Member, in registrar: ObservationStateRegistrar
  ) -> Bool {
    registrar.decided(
      mustNotify: !_isUnchanged(
        unsafeBitCast(oldValue, to: Self.self), unsafeBitCast(newValue, to: Self.self)),
      as: .structure)
  }

  /// What a property stores when it is set to an `ObservableStateArray`: placed as the
  /// observable value it is (its elements are placed with it).
  @inlinable
  public static func _$placed<Member>(_ newValue: Member, replacing oldValue: Member) -> Member {
    _$placedChild(newValue, replacing: oldValue)
  }
}
