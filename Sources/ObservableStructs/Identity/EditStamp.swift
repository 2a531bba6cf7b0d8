import Synchronization

// A plain `Array` of observable values inside another value (`var cards: [Card]` in a column,
// a board, a list's row) is edited in place without telling its property's readers: an edit of
// one row tells that row's readers, and the list keeps an order-sensitive fingerprint of its
// rows' identities to see rows put in, taken out or moved. An edit in place keeps a row's
// identity (renewing it would rewrite every row of the list to keep the fingerprint), so a
// copy of a row read before an edit and assigned back with `Array`'s own setter
// (`columns[0].cards[0] = held`) holds the row's identity and registrar, and differs only in
// its data: the readers of the row would go on showing the edit.
//
// Edit stamps tell the two apart. Every edit of a value in place (a tracked property set or
// edited, a child edited inside it) gives the value a new stamp from one clock, and its
// registrar's storage remembers the stamp of the value in its place and the one that value held
// before. A list remembers, before an edit, the sum of its rows' stamps and the clock.
// After it, a row stamped since the clock was edited in place, and its storage knows what it
// held before: with that, the sum must be the same. If it is not, some row holds a
// stamp its storage does not: a copy was put back. Its readers are told of every property, and
// the storage takes its stamp as that of the value in its place. Where no storage can say
// which row it is (a whole state assigned inside an update puts values back without placing
// them), the readers of every row of that list are told.
//
// A row edited in place costs its list one word read per row and a look at the edited row's
// storage; only a copy put back, or a row edited twice in one edit of the list, costs a look
// at every row's storage.

/// The clock edit stamps are taken from: every stamp is later than every stamp taken before it
/// on the same thread. Loaded and stored, not incremented atomically, to keep a write to a
/// tracked property free of a locked instruction; two threads stamping at once may take the
/// same stamp, which can only hide a copy put back by one thread while another edits.
@usableFromInline
let _editStampClock = Atomic<UInt64>(0)

/// A stamp later than every one the calling thread took or saw before.
@inlinable
func _nextEditStamp() -> UInt64 {
  let stamp = _editStampClock.load(ordering: .relaxed) &+ 1
  _editStampClock.store(stamp, ordering: .relaxed)
  return stamp
}

extension ObservableState {
  /// The stamp of the value's latest edit in place: 0, for a type without a registrar of its
  /// own.
  @inlinable
  public var _$editStamp: UInt64 { 0 }
}

/// The fingerprints of a list around an edit in place: of its rows' identities, in order, and
/// the sum of their edit stamps (the order is the identities' part: a copy put back changes
/// the sum, as its stamp is older than the one it replaces).
///
/// After the edit, `clock` is the stamp clock before it: the stamps of the rows edited in place
/// since are taken back to what they were before, and the sum is `nil` when a row stamped
/// since is not the value its storage holds, or was edited more than once. Before the edit,
/// with no clock, every stamp counts as it is.
@inlinable
func _identityAndStampFingerprints<Element: ObservableState>(
  _ list: [Element], undoingEditsSince clock: UInt64 = .max
) -> (identities: UInt64, stamps: UInt64?) {
  list.withUnsafeBufferPointer { buffer in
    var identities = UInt64(truncatingIfNeeded: buffer.count)
    var stamps: UInt64 = 0
    var isKnown = true
    var position: UInt64 = 0
    for index in buffer.indices {
      position &+= 1
      identities &+= _mixIdentity(buffer[index]._$id.rawValue, at: position)
      var stamp = buffer[index]._$editStamp
      if stamp > clock {
        stamp = _stampBeforeEdit(of: buffer[index], stampedSince: clock) ?? 0
        isKnown = isKnown && stamp != 0
      }
      stamps &+= stamp
    }
    return (identities, isKnown ? stamps : nil)
  }
}

/// The stamp `value`, edited in place since `clock`, held before that edit; `nil` when its
/// storage holds another value, or it was edited more than once since.
@usableFromInline
func _stampBeforeEdit<Value: ObservableState>(of value: Value, stampedSince clock: UInt64)
  -> UInt64?
{
  guard let box = value._$lineage as? _ObservationRegistrarBox,
    box.currentStamp.load(ordering: .relaxed) == value._$editStamp
  else { return nil }
  let previous = box.previousStamp.load(ordering: .relaxed)
  return previous <= clock ? previous : nil
}

/// Tells the readers of every row of `list` that holds a stamp its storage does not (a copy
/// put back with `Array`'s own setter) of every tracked property, and makes its stamp the
/// storage's; returns whether any did. With `everyRow`, tells the readers of every row: for a
/// list whose stamps changed where no storage can say which row was put back (the storage's
/// stamp is that of a value no longer in place, after a whole state was assigned in an update,
/// say).
///
/// - Complexity: O(*n*) in the rows, reading each row's storage.
@usableFromInline
func _tellReadersOfCopiesPutBack<Element: ObservableState>(
  in list: [Element], everyRow: Bool = false
) -> Bool {
  var found = false
  for element in list {
    guard let box = element._$lineage as? _ObservationRegistrarBox else { continue }
    let stamp = element._$editStamp
    guard everyRow || box.currentStamp.load(ordering: .relaxed) != stamp else { continue }
    box.currentStamp.store(stamp, ordering: .relaxed)
    _tellReadersOfEveryProperty(of: element, in: box)
    found = true
  }
  return found
}

/// Tells the readers of every tracked property of `value`, whose registrar's storage is `box`,
/// that it changed.
func _tellReadersOfEveryProperty<Value: ObservableState>(
  of value: Value, in box: _ObservationRegistrarBox
) {
  box.willChangeProperty()
  for keyPath in Value._$adoptedStorage + Value._$comparedStorage {
    guard let storage = keyPath as? any _TrackedStorage else { continue }
    recordChange(
      property: propertyName(of: keyPath), kind: .writeBack, registrar: box,
      member: memberPart(of: propertyName(of: keyPath), rootType: Value.self))
    storage._tellReaders(of: value, on: box.registrar)
  }
  box.didChangeProperty()
}
