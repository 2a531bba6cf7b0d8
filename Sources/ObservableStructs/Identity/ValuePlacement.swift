import Synchronization

// A copy of an observable value shares its registrar with the original: readers of one hear of
// the edits of the other. That sharing is what lets a copy edited away from its place and
// assigned back be seen, so it is kept while a value stays in one place. When a value is stored
// into another place — a tracked property's setter, an enum case or optional stored there, an
// element inserted into an `ObservableStateArray` — and its registrar already belongs to a
// place, the stored value gets a registrar of its own: later edits through the new place tell
// only the new place's readers, and edits of the original only the original's. An initializer
// builds a value rather than moving one: a struct made from state for display
// (`Header(todo: todos[1])`) keeps sharing the registrars of what it was made from, so its
// readers hear of the edits made through the state's owner.
//
// A registrar belongs to a place once a value holding it has been stored into one (the box's
// `isPlaced` flag). A fresh value (`Child()`, a decoded one) takes its first place without any
// allocation; only a value whose registrar is placed elsewhere gets a new one. A value the place
// already holds (assigned back, edited as a draft and written back, re-embedded in another enum
// case) keeps its registrar, so scoped stores and readers stay attached.
//
// The walk through a value reuses `_$willModify()`, which every observable value already has
// and which reaches every registrar a value holds at the top (a struct's own, each observable
// value of an enum case, an optional's wrapped value): while a placement runs on the calling
// thread, the registrar's `_$willModify()` also takes part in it (see `placeInCurrentPlacement`).

/// How many placements run, on any thread: a filter that keeps the cost of `_$willModify()` to
/// one relaxed load while none does. A thread always sees its own increments.
@usableFromInline
let _placementsRunning = Atomic<Int>(0)

/// One placement on the calling thread: first the registrars the place holds are collected,
/// then the new value's registrars are placed, every one not among them.
final class Placement {
  /// What a registrar's `_$willModify()` does while this placement is current.
  enum Step {
    /// Remember the registrar: the place holds it already.
    case collecting
    /// Place the registrar, giving the value a fresh one if it belongs to another place.
    case placing
    /// Give the value a fresh registrar that belongs to no place: it is a copy written away
    /// from its place (see `CopySeparation.swift`).
    case separating
    /// Give the value this registrar storage and identity: those of the value it replaces
    /// (see `Adoption.swift`).
    case adopting(_ObservationRegistrarBox, ObservableStateID)
  }

  var step = Step.collecting
  /// Whether a registrar copied from one the place holds (a copy of the value there, edited
  /// away from it and coming back) takes the original's storage again: set when one value is
  /// stored in place of another, never for the elements of a list, which are placed one by one.
  var adoptsCopiesOfHeld = false
  /// The registrars the place held before the store.
  private var held: [_ObservationRegistrarBox] = []
  /// The registrars of `held` met again while placing, kept or taken back by a copy.
  private var heldMet: [ObjectIdentifier] = []

  /// Runs `body` with this placement current on the calling thread.
  func run<Result>(_ body: () -> Result) -> Result {
    AfterChangeThreadState.with(\.placement, set: self, counting: _placementsRunning) { _ in
      body()
    }
  }

  /// Takes part in this placement with `registrar`, as the current step says.
  func visit(_ registrar: inout ObservationStateRegistrar) {
    let box = ObjectIdentifier(registrar.box)
    defer {
      // A value that takes a registrar is the value in its place (see `EditStamp.swift`).
      if ObjectIdentifier(registrar.box) != box {
        registrar.box.currentStamp.store(registrar.editStamp, ordering: .relaxed)
      }
    }
    switch step {
    case .collecting:
      held.append(registrar.box)
    case .placing:
      if held.contains(where: { $0 === registrar.box }) {
        guard adoptsCopiesOfHeld else { return }
        // Kept, unless a copy of it placed earlier in this placement took it back: then this
        // one takes a registrar of its own, so that no two values share one.
        guard heldMet.contains(box) else { return heldMet.append(box) }
        registrar.box = _ObservationRegistrarBox(
          placed: true, storeOwned: _isInsideStoreMutation(), origin: registrar.box)
        return
      }
      if adoptsCopiesOfHeld,
        let origin = held.first(where: {
          registrar.box.isCopied(from: $0) && !heldMet.contains(ObjectIdentifier($0))
        })
      {
        // A copy of a value the place holds (an enum case's payload edited away from its
        // store and embedded again): it takes the original's registrar back, so the scoped
        // stores bound to it stay attached. The place's readers are told by the setter.
        heldMet.append(ObjectIdentifier(origin))
        registrar.box = origin
        return
      }
      // A value stored twice in one placement (the same copy in two elements) is placed the
      // first time and separated the second.
      let isInStore = _isInsideStoreMutation()
      if registrar.box.isPlaced.exchange(true, ordering: .relaxed) {
        registrar.box = _ObservationRegistrarBox(
          placed: true, storeOwned: isInStore, origin: registrar.box)
      } else if isInStore {
        registrar.box.isStoreOwned.store(true, ordering: .relaxed)
      }
    case .separating:
      registrar.box = _ObservationRegistrarBox(origin: registrar.box)
    case .adopting(let box, let id):
      // The adopting value is the value in the place from now on, with a stamp of its own.
      registrar.box = box
      registrar.storedID = id
      registrar.editStamp = _nextEditStamp()
      box.stampEdit(from: box.currentStamp.load(ordering: .relaxed), to: registrar.editStamp)
    }
  }
}

extension ObservationStateRegistrar {
  /// Takes part in the placement running on the calling thread, if any.
  @usableFromInline
  mutating func placeInCurrentPlacement() {
    AfterChangeThreadState.current.placement?.visit(&self)
  }
}

/// Whether a placement runs on the calling thread (another thread's does not count).
@usableFromInline
func _isPlacingOnThisThread() -> Bool {
  AfterChangeThreadState.current.placement != nil
}

/// Claims `value` for the place it now holds, having taken the place of another value inside an
/// in-place edit of that place: `self = …` in a method the expansion does not see (an extension
/// in another file, a macro type's extension), or a function assigning through `inout`. Nothing
/// placed such a value, so without this its registrar would belong to no place, and storing the
/// value again (moved within its list, say) would take it for a value built elsewhere and give
/// the values it holds registrars of their own, leaving their readers stale.
///
/// Only a registrar that belongs to no place is claimed. One placed already is left as it is:
/// it may be the place's own (an earlier copy of the value put back), and giving it another
/// would detach the readers of the place. A value claimed has the observable values it holds
/// placed in turn, as a setter places them: a copy read from them and edited away from the
/// store is then seen as the copy it is.
///
/// - Complexity: O(1) for a value placed already; O(*n*) in the observable values a claimed
///   one holds.
@usableFromInline
func _claimReplacement<Value: ObservableState>(_ value: inout Value) {
  // The claim a placement without a walk makes; a registrar placed already is left alone.
  // A value inside that took a registrar of its own makes this value another than its copies:
  // one of them put back here again is then seen.
  guard case .claimed = _placementWithoutWalk(value._$lineage, replacing: nil) else { return }
  if _placeNestedValues(in: &value) { value._$willModify() }
}

/// Stores `newValue` in place of `oldValue`: the registrars of `newValue` that `oldValue` does
/// not hold are placed, and those already placed elsewhere are replaced by fresh ones.
@usableFromInline
func _place<Value>(
  _ newValue: inout Value, replacing oldValue: Value?, walk: (inout Value) -> Void
) {
  _place(
    &newValue, collectingHeld: { if var oldValue { walk(&oldValue) } },
    adoptingCopiesOfHeld: true, walk: walk)
}

/// Places `newValue` with `walk`, keeping the registrars that `collectHeld` walks (those the
/// place holds already) and, when `adoptingCopiesOfHeld`, giving a copy of one of them its
/// original's back.
@usableFromInline
func _place<Value>(
  _ newValue: inout Value, collectingHeld collectHeld: () -> Void,
  adoptingCopiesOfHeld: Bool = false, walk: (inout Value) -> Void
) {
  let placement = Placement()
  placement.adoptsCopiesOfHeld = adoptingCopiesOfHeld
  placement.run {
    collectHeld()
    placement.step = .placing
    walk(&newValue)
  }
}

/// Places `value`, an observable value, in place of `oldValue`, if any.
///
/// A value with a registrar of its own (an annotated struct) is decided on the spot: it stays
/// as it is when `oldValue` holds the same registrar; a registrar with no place yet takes this
/// one, and the observable values the fresh value holds are placed in turn (see
/// `NestedPlacement.swift`); only a registrar placed elsewhere takes the walk that replaces
/// it. A value without one (an enum, an `ObservableStateArray`) is walked. Returns whether
/// `value` may have changed: a registrar replaced, inside it or its own.
@inlinable
@discardableResult
func _placeObservable<Value: ObservableState>(_ value: inout Value, replacing oldValue: Value?)
  -> Bool
{
  if let oldValue, let adopted = _adoptedSeparatedCopy(value, replacing: oldValue) {
    value = adopted
    return true
  }
  switch _placementWithoutWalk(value._$lineage, replacing: oldValue?._$lineage) {
  case .kept: return false
  case .claimed: return _placeNestedValues(in: &value, replacing: oldValue)
  case .needsWalk:
    _place(&value, replacing: oldValue) { $0._$willModify() }
    // A copy of a value placed elsewhere: the values inside it were copied with it, and get
    // registrars of their own as well.
    _placeNestedValues(in: &value)
    return true
  }
}

/// How a value is placed without a walk, decided by its registrar alone.
@usableFromInline
enum _PlacementWithoutWalk {
  /// The place holds this registrar already.
  case kept
  /// The registrar had no place; it has this one now. The value is fresh: the observable
  /// values it holds may belong to other places.
  case claimed
  /// The registrar belongs to another place, or the value has none of its own: walk it.
  case needsWalk
}

/// How a value whose lineage is `lineage` is placed where a value of lineage `oldLineage` was,
/// without a walk: kept (the same registrar), claimed (one without a place yet, marked placed
/// now), or not without a walk.
@usableFromInline
func _placementWithoutWalk(_ lineage: AnyObject?, replacing oldLineage: AnyObject?)
  -> _PlacementWithoutWalk
{
  guard let box = lineage as? _ObservationRegistrarBox else { return .needsWalk }
  if box === oldLineage { return .kept }
  guard !box.isPlaced.exchange(true, ordering: .relaxed) else { return .needsWalk }
  if _isInsideStoreMutation() { box.isStoreOwned.store(true, ordering: .relaxed) }
  return .claimed
}

/// `newValue`'s values, placed instead of `oldValue`'s (see `_$placed(_:replacing:)`): those
/// whose registrars `oldValue` holds stay as they are, under one key each.
@usableFromInline
func _placedValues<Key: Hashable, Value: ObservableState>(
  _ newValue: [Key: Value], replacing oldValue: [Key: Value]
) -> [Key: Value] {
  var placed = newValue
  _placeValuesPutIn(&placed, holding: _registrarsHeld(by: oldValue))
  return placed
}

/// The registrars the values of `dictionary` hold, each with the hash of the key holding it.
///
/// - Complexity: O(*n*) in the values of the dictionary.
@usableFromInline
func _registrarsHeld<Key: Hashable, Value: ObservableState>(by dictionary: [Key: Value])
  -> [ObjectIdentifier: Int]
{
  var held = [ObjectIdentifier: Int](minimumCapacity: dictionary.count)
  for (key, value) in dictionary {
    if let lineage = value._$lineage { held[ObjectIdentifier(lineage)] = key.hashValue }
  }
  return held
}

/// Places the values of `dictionary` whose registrars are not among `held` (those it held
/// before an edit in place, by the hash of their key), as a setter places a new value; and
/// where two keys hold one registrar (`pinned["b"] = pinned["a"]`), gives the value under the
/// key that did not hold it before a registrar and an identity of its own, as an array does
/// for an element stored twice. Otherwise the two would share one identity with different
/// data once either is edited, and putting one back under the other's key would look like no
/// change.
///
/// - Complexity: O(*n*) in the values of the dictionary.
@usableFromInline
func _placeValuesPutIn<Key: Hashable, Value: ObservableState>(
  _ dictionary: inout [Key: Value], holding held: [ObjectIdentifier: Int]
) {
  var holders: [ObjectIdentifier: Key] = [:]
  var copies: [Key] = []
  for (key, value) in dictionary {
    guard let lineage = value._$lineage else { continue }
    let registrar = ObjectIdentifier(lineage)
    guard let holder = holders[registrar] else {
      holders[registrar] = key
      continue
    }
    // The key that held the registrar before keeps it; any other holding it is a copy.
    if held[registrar] == key.hashValue {
      holders[registrar] = key
      copies.append(holder)
    } else {
      copies.append(key)
    }
  }
  var placedValues: [(Key, Value)] = []
  for (registrar, key) in holders where held[registrar] == nil {
    guard var placed = dictionary[key] else { continue }
    if _placeObservable(&placed, replacing: nil) { placedValues.append((key, placed)) }
  }
  for key in copies {
    guard var copy = dictionary[key] else { continue }
    _separateCopy(&copy)
    placedValues.append((key, copy))
  }
  for (key, value) in placedValues { dictionary[key] = value }
}

/// Gives each element of `elements` that holds the registrar of an element before it (a copy
/// of that element put in by an edit in place: `rows.append(rows[0])`) a registrar and an
/// identity of its own, and the observable values inside it too, as a setter's placement does
/// for a value stored twice. Without it the two would keep one identity with different data
/// once either is edited, and exchanging them would look like no change.
///
/// - Complexity: O(*n*) in the elements, run after an edit that changed the list's structure.
@inlinable
func _separateRepeatedRegistrars<Elements: Collection>(in elements: inout Elements)
where Elements.Element: ObservableState {
  // Specialized for the caller's element type: a lineage read and a hash per element.
  var seen = Set<ObjectIdentifier>(minimumCapacity: elements.count)
  var repeated: [Int] = []
  var offset = 0
  for element in elements {
    if let lineage = element._$lineage, !seen.insert(ObjectIdentifier(lineage)).inserted {
      repeated.append(offset)
    }
    offset += 1
  }
  if !repeated.isEmpty { _separate(at: repeated, in: &elements) }
}

/// Separates the elements at `offsets` (see `_separateRepeatedRegistrars(in:)`).
@usableFromInline
func _separate<Elements: Collection>(at offsets: [Int], in elements: inout Elements)
where Elements.Element: ObservableState {
  guard var array = elements as? [Elements.Element] else { return }
  for offset in offsets { _separateCopy(&array[offset]) }
  if let separated = array as? Elements { elements = separated }
}

/// Gives `value`, a copy of a value its place holds elsewhere too, a registrar and an identity
/// of its own, and the observable values inside it as well.
@usableFromInline
func _separateCopy<Value: ObservableState>(_ value: inout Value) {
  let placement = Placement()
  placement.step = .separating
  placement.run { value._$willModify() }
  _placeNestedValues(in: &value)
}

/// `newElements`, placed instead of `oldElements`: each element is decided on the spot when it
/// can be (see `_placeObservable`), and walked alone when it cannot.
@inlinable
func _placedElements<Element: ObservableState>(
  _ newElements: [Element], replacing oldElements: ArraySlice<Element>
) -> [Element] {
  _separatedElements(newElements, replacing: oldElements) ?? newElements
}

/// `newElements` with a registrar of their own where they need one, or `nil` when every one
/// was placed on the spot (the common case: fresh values, or the place's own), so that the
/// caller stores `newElements` as they are.
@inlinable
func _separatedElements<C: Collection>(
  _ newElements: C, replacing oldElements: ArraySlice<C.Element>
) -> [C.Element]? where C.Element: ObservableState {
  _separatedElements(
    newElements, replacing: oldElements, lineage: { $0._$lineage }, renew: { $0._$willModify() })
}

/// `_separatedElements(_:replacing:)` for elements whose lineage and renewal are given: those
/// of an `@ObservableState` type, reached through a type known only at run time.
@inlinable
func _separatedElements<C: Collection>(
  _ newElements: C, replacing oldElements: ArraySlice<C.Element>,
  lineage: (C.Element) -> AnyObject?, renew: (inout C.Element) -> Void
) -> [C.Element]? {
  var separated: [C.Element]?
  for (offset, element) in newElements.enumerated() {
    let elementLineage = lineage(element)
    if elementLineage != nil && oldElements.contains(where: { lineage($0) === elementLineage }) {
      continue
    }
    switch _placementWithoutWalk(elementLineage, replacing: nil) {
    case .kept: continue
    case .claimed:
      var placed = element
      if _placeNestedValues(in: &placed) {
        if separated == nil { separated = Array(newElements) }
        separated![offset] = placed
      }
      continue
    case .needsWalk: break
    }
    if separated == nil { separated = Array(newElements) }
    _place(
      &separated![offset],
      collectingHeld: {
        var held = Array(oldElements)
        for index in held.indices { renew(&held[index]) }
      },
      walk: renew)
  }
  return separated
}

/// The value a tracked property stores when it is set to `newValue` in place of `oldValue`, by
/// the kind of value it holds (see `TrackedMemberKind.swift`):
///
/// - an observable value new to any place is placed here: its registrar belongs to this place
///   from now on; a copy of a value held elsewhere gets a registrar of its own, and so does a
///   copy of `oldValue` that its place edited since (see `ValuePlacement.swift`);
/// - an optional one, likewise, if present;
/// - in a list, each element whose registrar the old list does not hold and another place
///   does gets its own;
/// - in a dictionary, likewise for each value, and for a copy of one of its values put under
///   another key (`pinned["b"] = pinned["a"]`);
/// - observable values behind a generic parameter or nested in lists, optionals and
///   dictionaries are placed the same way (see `NestedContainerPlacement.swift`);
/// - plain data is stored as it is.
///
/// - Complexity: O(1) for plain data and for one observable value; O(*n* + *m*) in the
///   values of the two lists or dictionaries.
@inlinable
public func _$placed<Value>(_ newValue: Value, replacing oldValue: Value) -> Value {
  if _isPOD(Value.self) || Value.self == String.self { return newValue }
  if let observable = Value.self as? any ObservableState.Type {
    if let kind = observable._$memberKind { return kind._$placed(newValue, replacing: oldValue) }
    return observable._$placedChild(newValue, replacing: oldValue)
  }
  if let kind = Value.self as? any _$TrackedMemberKind.Type {
    return kind._$placed(newValue, replacing: oldValue)
  }
  return _placedNestedInContainers(newValue, replacing: oldValue)
}

/// A collection of observable values stored in place of `oldValue`: an `Array` or an
/// `ObservableStateArray` is placed element by element (the array's `_$willModify()` walks its
/// elements while a placement runs); another collection is stored as it is.
@usableFromInline
func _placedCollection<C: Collection>(_ newValue: C, replacing oldValue: C) -> C
where C.Element: ObservableState {
  if let array = newValue as? [C.Element], let oldArray = oldValue as? [C.Element] {
    return _$placed(array, replacing: oldArray) as? C ?? newValue
  }
  if let array = newValue as? ObservableStateArray<C.Element>,
    let oldArray = oldValue as? ObservableStateArray<C.Element>
  {
    return _$placed(array, replacing: oldArray) as? C ?? newValue
  }
  return newValue
}
