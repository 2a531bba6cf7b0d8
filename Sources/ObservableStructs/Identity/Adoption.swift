// A value that replaces another in its place — a store given a new state (a reset, an undo),
// `self = …` in a mutating method — holds the same data as the old one in most properties. Its
// readers are attached to the old value's registrars, so telling them all would re-render every
// view, and telling none would leave them attached to registrars nothing writes any more.
//
// Adoption does neither: the new value takes over the old one's registrar and identity, and,
// property by property, keeps the old property value wherever the data is the same (with every
// registrar inside it, so readers there stay attached), and tells the readers of each property
// whose data differs. An annotated struct adopts through its generated `_$adopt(_:)`, one line
// per tracked property; a value that cannot (an enum, a hand-written type) answers `false`, and
// its replacement tells every reader, as before.

/// Keeps `previous` in `member`'s place if the two hold the same data; returns whether they
/// differ, so that the caller tells the property's readers.
///
/// - Complexity: O(1) for plain data; for a value holding others, O(*n*) in what it holds.
@inlinable
public func _$adoptMember<Member>(_ member: inout Member, from previous: Member) -> Bool {
  if _haveSameData(member, previous) {
    member = previous
    return false
  }
  return true
}

/// Whether `member` differs from `previous` for the readers of a property that adoption must
/// not write (one with `willSet` or `didSet`): other data, or the same data under another
/// identity, whose readers are attached to registrars the property no longer holds.
///
/// - Complexity: O(1) for plain data; for a value holding others, O(*n*) in what it holds.
@inlinable
public func _$differs<Member>(_ member: Member, from previous: Member) -> Bool {
  guard _haveSameData(member, previous) else { return true }
  return _carriesIdentity(member) && _dynamicID(member) != _dynamicID(previous)
}

/// Gives `value` the registrar of `previous`: its identity and the observers it keeps.
///
/// - Complexity: O(1).
@inlinable
public func _$adoptRegistrar<Value: ObservableState>(_ value: inout Value, from previous: Value) {
  guard let box = previous._$lineage as? _ObservationRegistrarBox else { return }
  _adoptRegistrar(&value, box: box, id: previous._$id)
}

/// Gives the registrar of `value` the storage `box` and the identity `id`, reaching it through
/// `_$willModify()` as a placement does (see `ValuePlacement.swift`).
@usableFromInline
func _adoptRegistrar<Value: ObservableState>(
  _ value: inout Value, box: _ObservationRegistrarBox, id: ObservableStateID
) {
  let placement = Placement()
  placement.step = .adopting(box, id)
  placement.run { value._$willModify() }
}
