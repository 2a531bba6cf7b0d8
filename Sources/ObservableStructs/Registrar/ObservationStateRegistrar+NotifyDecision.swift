// The one rule for "must the observers of a property be told?". Every path that changes a
// tracked property asks it: the generated setter (through `decideNotification`), the `mutate` calls
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

/// Whether a new observable value leaves a property as it was: the same identity holding the
/// same data under the same registrar, or the copy a store lent for an in-place edit coming
/// back (see `LentCopyMark`).
@inlinable
func _isUnchanged<T: ObservableState>(_ oldValue: T, _ newValue: T) -> Bool {
  _isUnchanged(oldValue, newValue, identities: oldValue._$id, newValue._$id)
    && _holdSameRegistrars(oldValue, newValue)
}

/// Whether two values of one identity holding the same data also hold the same registrar. A
/// snapshot taken before an undo can hold the state's identity and data under registrars the
/// undo did not leave in the state: storing it without telling anyone would leave the readers
/// attached to registrars the place no longer holds, stale from the next edit on.
@usableFromInline
func _holdSameRegistrars<T: ObservableState>(_ oldValue: T, _ newValue: T) -> Bool {
  oldValue._$lineage === newValue._$lineage
}

/// Whether two lists of observable values hold the same registrar at each position (see
/// `_holdSameRegistrars(_:_:)`).
///
/// - Complexity: O(*n*) in the elements.
@usableFromInline
func _holdSameRegistrars<C: Collection>(_ oldValue: C, _ newValue: C) -> Bool
where C.Element: ObservableState {
  guard oldValue.count == newValue.count else { return false }
  return zip(oldValue, newValue).allSatisfy { $0._$lineage === $1._$lineage }
}

/// The rule of `_isUnchanged(_:_:)` for two values whose identities the caller found.
@inlinable
func _isUnchanged<T>(
  _ oldValue: T, _ newValue: T, identities oldID: ObservableStateID, _ newID: ObservableStateID
) -> Bool {
  oldID == newID ? _holdsSameData(oldValue, newValue) : _isLentMark(newID)
}

/// Whether a new optional observable value leaves a property as it was: `nil` both times, or
/// an unchanged value.
@inlinable
func _isUnchanged<T: ObservableState>(_ oldValue: T?, _ newValue: T?) -> Bool {
  switch (oldValue, newValue) {
  case (nil, nil): true
  case (let oldValue?, let newValue?): _isUnchanged(oldValue, newValue)
  default: false
  }
}

/// Whether a new collection of observable values leaves a property as it was: the same
/// identities in the same order holding the same data. A store putting back the array it lent
/// gave each value a fresh identity first (see `ValueMarkedCollection`): a value still holding
/// its mark was edited in place, if at all, and told its own readers; any other is compared
/// with the value it replaces.
@inlinable
func _isUnchanged<C: Collection>(_ oldValue: C, _ newValue: C) -> Bool
where C.Element: ObservableState {
  guard oldValue.count == newValue.count else { return false }
  if _isPuttingBackMarkedValues() {
    return zip(oldValue, newValue).allSatisfy { _isUnchangedValue($0, $1) }
  }
  for (old, new) in zip(oldValue, newValue) where old._$id != new._$id {
    guard _isLentMark(new._$id) else { return false }
  }
  return _holdsSameData(oldValue, newValue) && _holdSameRegistrars(oldValue, newValue)
}

/// Whether a new dictionary of observable values leaves a property as it was: the same keys,
/// each holding the value there, under the same registrar, holding the same data. A store
/// putting back the dictionary it lent gave each value a fresh identity first (see
/// `DictionaryValueIdentity.swift`): a value still holding its mark was edited in place, if at
/// all, and told its own readers; any other is compared with the value under its key.
///
/// - Complexity: O(*n*) in the keys; O(*n*) in the data of the values not lent.
@inlinable
func _isUnchanged<Key: Hashable, Value: ObservableState>(
  _ oldValue: [Key: Value], _ newValue: [Key: Value]
) -> Bool {
  guard oldValue.count == newValue.count else { return false }
  for (key, new) in newValue {
    guard let old = oldValue[key], _isUnchangedValue(old, new) else { return false }
  }
  return true
}

/// Whether a value of a collection a store puts back leaves its place as `oldValue` left it:
/// the same registrar, and either the mark the store gave it (edited in place, if at all: it
/// told its own readers) or the same identity holding the same data.
///
/// - Complexity: O(1) for a marked value; O(*n*) in the data the two hold otherwise.
@usableFromInline
func _isUnchangedValue<Value: ObservableState>(_ oldValue: Value, _ newValue: Value) -> Bool {
  guard _holdSameRegistrars(oldValue, newValue) else { return false }
  if _isLentMark(newValue._$id) { return true }
  return oldValue._$id == newValue._$id && _haveSameData(oldValue, newValue)
}

/// Whether a new `ObservableStateArray` leaves a property as it was: the same structure
/// holding the same data. (The array is both observable and a collection of observable values;
/// its own identity answers in O(1).) An array of another identity that holds the same
/// elements, in the same order, holding the same data (`todos = todos.filter { _ in true }`)
/// leaves it as it was too.
///
/// - Complexity: O(1) for the same array or one lent out and put back; O(*n*) otherwise.
@inlinable
func _isUnchanged<Element: ObservableState>(
  _ oldValue: ObservableStateArray<Element>, _ newValue: ObservableStateArray<Element>
) -> Bool {
  let oldID = oldValue._$id
  let newID = newValue._$id
  if oldID == newID || _isLentMark(newID) {
    return _isUnchanged(oldValue, newValue, identities: oldID, newID)
      && _holdSameRegistrars(oldValue.elements, newValue.elements)
  }
  return _isUnchanged(oldValue.elements, newValue.elements)
}

/// Whether two values of one identity hold the same data.
///
/// Copies share an identity, so an identity alone cannot tell a value assigned back unchanged
/// (`parent.child = parent.child`) from a copy changed away from its owner and assigned back
/// (`var copy = parent.child; copy.count += 1; parent.child = copy`). Where the type is
/// `Equatable`, `==` tells them apart; otherwise the values are compared field by field (see
/// `_haveSameStructure`). A store putting back the copy it lent for an in-place edit is that
/// edit, whose changes have told their own readers: the same (see `LentCopyMark`).
@usableFromInline
func _holdsSameData<T>(_ lhs: T, _ rhs: T) -> Bool {
  if _currentInPlaceWriteBack != nil { return true }
  return _haveSameData(lhs, rhs)
}

/// Whether two values hold the same data, whatever their identities: `==` where the type is
/// `Equatable`, field by field otherwise (see `_haveSameStructure`).
///
/// A type that holds observable values may define a `==` that compares less than they hold
/// (rows equal by id). What this answers decides whether a value is kept in place of another,
/// so two values it finds equal are also compared field by field, their observable values
/// without their own `==`: a row that `==` calls equal to the one there, with another name,
/// still lands.
@usableFromInline
func _haveSameData<T>(_ lhs: T, _ rhs: T) -> Bool {
  // A comparison made to decide, not a read: the registrars it compares (see
  // `ObservationStateRegistrar`'s `==`) subscribe no one and are not marked as read whole.
  withUntrackedReads {
    guard let equatable = T.self as? any Equatable.Type else {
      return _haveSameStructure(lhs, rhs)
    }
    guard equatable._areEqual(lhs, rhs) else { return false }
    return !_typeHoldsObservableValues(T.self) || _haveSameStructure(lhs, rhs)
  }
}

/// Whether `id` is the mark of a copy a store is putting back after lending it for an in-place
/// edit: the identity the copy was given, which the property it comes back to takes as its own.
@usableFromInline
func _isLentMark(_ id: ObservableStateID) -> Bool {
  _currentInPlaceWriteBack?.isMarked(id) ?? false
}

/// Whether a store is putting back a collection it lent with a mark on each value (see
/// `ValueMarkedCollection`).
@usableFromInline
func _isPuttingBackMarkedValues() -> Bool {
  _currentInPlaceWriteBack?.valueMarks != nil
}

/// Runs `body`, which puts back a value edited as a copy without a mark: an in-place edit.
@usableFromInline
func _asWriteBack<Result>(_ body: () throws -> Result) rethrows -> Result {
  try Optional(InPlaceWriteBack(mark: nil, wrapperMark: nil)).run(body)
}

extension Equatable {
  /// Whether two values of this type, handed over as `T` (which is this type), are equal.
  /// Nothing is boxed: the values are read where they lie.
  @usableFromInline
  static func _areEqual<T>(_ lhs: T, _ rhs: T) -> Bool {
    withUnsafePointer(to: lhs) { lhs in
      withUnsafePointer(to: rhs) { rhs in
        lhs.withMemoryRebound(to: Self.self, capacity: 1) { lhs in
          rhs.withMemoryRebound(to: Self.self, capacity: 1) { lhs.pointee == $0.pointee }
        }
      }
    }
  }
}
