import Synchronization

// A value that replaces another in its place — a store given a new state (a reset, an undo),
// `self = …` in a mutating method — holds the same data as the old one in most properties. Its
// readers are attached to the old value's registrars, so telling them all would re-render every
// view, and telling none would leave them attached to registrars nothing writes any more.
//
// Adoption does neither: the new value takes over the old one's registrar and identity, and,
// property by property, keeps the old property value wherever the data is the same (with every
// registrar inside it, so readers there stay attached), and tells the readers of each property
// whose data differs. When any differs, the value also takes a new identity, so that the place
// holding it (a parent's property, an array's element) tells the readers of the whole value.
//
// An annotated struct lists the storage of its tracked properties (`_$adoptedStorage`; those
// with `willSet` or `didSet`, which a write would run, in `_$comparedStorage`: compared, never
// written). A type that lists none (an enum, a struct with a tracked property inside `#if`, a
// hand-written type) cannot adopt, and its replacement tells every reader.

extension ObservableState {
  /// The storage of the tracked properties that adoption compares and keeps: none.
  public static var _$adoptedStorage: [PartialKeyPath<Self>] { [] }

  /// The storage of the tracked properties that adoption compares only: none.
  public static var _$comparedStorage: [PartialKeyPath<Self>] { [] }

  /// Takes over the registrar and identity of `previous`, the value this one replaces, and the
  /// values of the properties whose data is unchanged, telling the readers of the others;
  /// returns `false`, changing nothing, for a type that lists no storage and for an
  /// `Identifiable` value with another id than `previous` (another row, never its registrar).
  ///
  /// - Complexity: O(*n*) in the data the two values hold.
  public mutating func _$adopt(_ previous: Self) -> Bool {
    let adopted = Self._$adoptedStorage
    let compared = Self._$comparedStorage
    guard !adopted.isEmpty || !compared.isEmpty,
      let box = previous._$lineage as? _ObservationRegistrarBox,
      _haveSameID(self, previous), _haveSameUntrackedData(self, previous)
    else { return false }
    // A copy of a value in a store's state, edited outside its store (see
    // `CopySeparation.swift`), shares the original's registrar: taking it over would tell the
    // original's readers of data the state does not hold. The copy keeps the value put in it;
    // written back to the store, it is compared and adopted there.
    if box.isStoreOwned.load(ordering: .relaxed) && !_isInsideStoreMutation() { return false }
    _adoptRegistrar(&self, box: box, id: previous._$id)
    if _adoptStorage(in: &self, from: previous) {
      RegistrarReplacements.note()
      _$willModify()
    }
    return true
  }
}

/// Whether `value` and `previous` hold the same data in their stored properties that are not
/// tracked (`let`s, property wrappers, lazy storage; the id of an `Identifiable` value is
/// compared by the caller): a value that differs there is another value, whose place tells its
/// readers, for no registrar can tell the readers of untracked data.
///
/// - Complexity: O(1) for a type whose stored properties are all tracked (an `Identifiable`
///   type's `id` aside); O(*n*) in the untracked data otherwise.
func _haveSameUntrackedData<Value: ObservableState>(_ value: Value, _ previous: Value) -> Bool {
  let labels = UntrackedStorage.labels(of: Value.self)
  guard !labels.isEmpty else { return true }
  // The mirror reads `weak` and `unowned` storage as the plain struct's own mirror does.
  return withUntrackedReads {
    func untracked(of value: Value) -> [Mirror.Child] {
      Mirror(reflecting: value).children.filter { labels.contains($0.label ?? "") }
    }
    let children = untracked(of: value)
    let previousChildren = untracked(of: previous)
    guard children.count == previousChildren.count else { return false }
    return zip(children, previousChildren).allSatisfy {
      $0.label == $1.label && _haveSameStructure($0.value, $1.value)
    }
  }
}

/// The stored properties of annotated types that adoption does not track, found once per type.
enum UntrackedStorage {
  private static let known = Mutex<[ObjectIdentifier: Set<String>]>([:])

  /// The mirror labels of the stored properties of `Value` outside its registrar and its
  /// tracked storage (`_$adoptedStorage`, `_$comparedStorage`), less an `Identifiable` type's
  /// `id`.
  ///
  /// The storage is found by its offset. A key path to storage with `willSet` or `didSet` has
  /// none (a write through it runs the observers, so it is not a plain stored property's path):
  /// when the lists hold such a path, the fields named as the expansion names tracked storage
  /// count as tracked too, for the expansion lists every one of them.
  static func labels<Value: ObservableState>(of _: Value.Type) -> Set<String> {
    let key = ObjectIdentifier(Value.self)
    if let labels = known.withLock({ $0[key] }) { return labels }
    let storage = Value._$adoptedStorage + Value._$comparedStorage
    let tracked = Set(storage.compactMap { MemoryLayout<Value>.offset(of: $0) })
    let hasStorageWithoutOffset = tracked.count < storage.count
    let isIdentifiable = Value.self is any Identifiable.Type
    let labels = Set(
      StoredFieldLayout.fields(of: Value.self)
        .filter {
          !tracked.contains($0.offset) && !(hasStorageWithoutOffset && $0.isTrackedStorage)
            && !(isIdentifiable && $0.label == "id")
        }
        .map(\.label))
    known.withLock { $0[key] = labels }
    return labels
  }
}

/// Adopts, property by property, the tracked storage of `previous` into `value`, which holds
/// `previous`'s registrar already: keeps what holds the same data, tells the readers of what
/// differs; returns whether anything did.
///
/// - Complexity: O(*n*) in the data the two values hold.
func _adoptStorage<Value: ObservableState>(in value: inout Value, from previous: Value) -> Bool {
  var changed = false
  for storage in Value._$adoptedStorage {
    if let storage = storage as? any _StorageAdoption,
      storage._adopt(in: &value, from: previous, keepingPrevious: true)
    {
      changed = true
    }
  }
  for storage in Value._$comparedStorage {
    if let storage = storage as? any _StorageAdoption,
      storage._adopt(in: &value, from: previous, keepingPrevious: false)
    {
      changed = true
    }
  }
  return changed
}

/// A key path to a tracked property's storage, seen from code that knows its types only at
/// run time.
protocol _StorageAdoption {
  /// Compares the storage in `value` with that in `previous`, both of the key path's root
  /// type: when the data is the same and `keepingPrevious`, `value` takes `previous`'s; when
  /// it differs (or, not keeping, the same data comes under another identity), the readers of
  /// the property on `previous`'s registrar are told. Returns whether they were.
  func _adopt<Value>(in value: inout Value, from previous: Value, keepingPrevious: Bool) -> Bool
}

extension WritableKeyPath: _StorageAdoption where Root: ObservableState {
  func _adopt<Subject>(in value: inout Subject, from previous: Subject, keepingPrevious: Bool)
    -> Bool
  {
    guard Subject.self == Root.self else { return false }
    let previous = unsafeBitCast(previous, to: Root.self)
    return withUnsafeMutablePointer(to: &value) { pointer in
      pointer.withMemoryRebound(to: Root.self, capacity: 1) { root in
        let old = previous[keyPath: self]
        if _haveSameData(root.pointee[keyPath: self], old) {
          if keepingPrevious {
            root.pointee[keyPath: self] = old
            return false
          }
          guard _carriesIdentity(old), _dynamicID(old) != _dynamicID(root.pointee[keyPath: self])
          else { return false }
        } else if keepingPrevious,
          let adopted = _adoptedInPlace(root.pointee[keyPath: self], replacing: old)
        {
          // The same child, the same rows, holding other data somewhere inside: the readers of
          // what differs inside were told, and the property holds what it held. Those who read
          // the holder whole are told too, as of an edit inside it (an `Array`'s `==` answers
          // without reading the elements it shares, so they may not have read what differs).
          root.pointee[keyPath: self] = adopted
          if let box = previous._$lineage as? _ObservationRegistrarBox,
            box.isReadWhole.load(ordering: .relaxed)
          {
            box.willChangeWholeValue()
            box.didChangeWholeValue()
          }
          return true
        }
        if keepingPrevious,
          let matched = _rowsAdoptedByID(root.pointee[keyPath: self], replacing: old)
        {
          // Another structure of the same rows (some added, removed or moved): the list's
          // readers are told below, and each row found again by its id stays attached.
          root.pointee[keyPath: self] = matched
        }
        if let box = previous._$lineage as? _ObservationRegistrarBox {
          let property = propertyName(of: self)
          recordChange(
            property: property, kind: .adopted, registrar: box,
            member: memberPart(of: property, rootType: Root.self))
          box.willChangeProperty()
          box.registrar.willSet(previous, keyPath: self)
          box.registrar.didSet(previous, keyPath: self)
          box.didChangeProperty()
        }
        return true
      }
    }
  }
}

/// `newValue`, another value than `oldValue` (not it, nor a copy of it), placed where
/// `oldValue` is (see `ValuePlacement.swift`) and having adopted it: the readers of what the
/// two hold alike stay attached, the readers of what differs are told. A copy of `oldValue`
/// read before its place edited it (its registrar, and the data or the values inside as they
/// were then) adopts it too, so that the values inside that hold the same data keep the
/// registrars their readers are attached to. `newValue` as it is when it is a copy of
/// `oldValue` edited elsewhere, or its type cannot adopt.
///
/// - Complexity: O(*n*) in the data the two values hold, when they are different values.
@usableFromInline
func _placedAdopting<Value: ObservableState>(_ newValue: Value, replacing oldValue: Value)
  -> Value
{
  guard let box = newValue._$lineage as? _ObservationRegistrarBox,
    let oldBox = oldValue._$lineage, !box.isCopied(from: oldBox)
  else { return newValue }
  if box === oldBox {
    var adopted = newValue
    return adopted._$adopt(oldValue) ? adopted : newValue
  }
  var placed = newValue
  _placeObservable(&placed, replacing: oldValue)
  var adopted = placed
  return adopted._$adopt(oldValue) ? adopted : placed
}

/// `newValue` having adopted `oldValue`, when `newValue` is a copy of it coming back to its
/// place — a draft stored elsewhere, or a copy edited outside its store, written back over the
/// value it was copied from (its registrar's origin, or its origin's), or a copy read before
/// the value was edited in its place, holding its registrar and older data — and its type can
/// adopt; `nil` otherwise. The readers of the properties whose data differs are told, and only
/// they: the place itself keeps the value it had, edited.
///
/// - Complexity: O(*n*) in the data the two values hold.
@usableFromInline
func _adoptedWriteBack<Value: ObservableState>(_ newValue: Value, replacing oldValue: Value)
  -> Value?
{
  guard let oldBox = oldValue._$lineage,
    let box = newValue._$lineage as? _ObservationRegistrarBox,
    box.isCopied(from: oldBox) || (box === oldBox && newValue._$id == oldValue._$id)
  else { return nil }
  var adopted = newValue
  return withAdoptionKind(.writeBack) { adopted._$adopt(oldValue) } ? adopted : nil
}

/// `value` having adopted `oldValue` when it is a copy of it with a registrar of its own — edited
/// outside its store, or a draft stored elsewhere — coming back to its place, by any path (a
/// setter, an optional, a scoped store): the place keeps its registrar, so the scoped stores
/// bound to it and the readers of what the copy left alone stay attached, and the readers of
/// what differs are told; `nil` otherwise, and for a type that cannot adopt.
///
/// - Complexity: O(1) when `value` is not such a copy; O(*n*) in the data the two hold when it
///   is.
@usableFromInline
func _adoptedSeparatedCopy<Value: ObservableState>(_ value: Value, replacing oldValue: Value)
  -> Value?
{
  guard let box = value._$lineage as? _ObservationRegistrarBox, let oldBox = oldValue._$lineage,
    box !== oldBox, box.isCopied(from: oldBox)
  else { return nil }
  return _adoptedWriteBack(value, replacing: oldValue)
}

/// `newValue`, of a type known only at run time, having adopted `oldValue` when it is an
/// observable value copied from it and written back (see `_adoptedWriteBack`), with the
/// identity it ends with; `nil` otherwise.
///
/// - Complexity: O(1) when `newValue` is not such a copy; O(*n*) in the data the two hold
///   when it is.
func _adoptedCopyWrittenBack<Value>(_ newValue: Value, replacing oldValue: Value)
  -> (value: Value, id: ObservableStateID)?
{
  if let optional = Value.self as? any _OptionalObservable.Type {
    return optional._adoptedWrappedCopyWrittenBack(newValue, replacing: oldValue)
  }
  guard let type = Value.self as? any ObservableState.Type else { return nil }
  func adopt<Observable: ObservableState>(as _: Observable.Type) -> (Value, ObservableStateID)? {
    guard
      let adopted = _adoptedWriteBack(
        unsafeBitCast(newValue, to: Observable.self),
        replacing: unsafeBitCast(oldValue, to: Observable.self))
    else { return nil }
    return (unsafeBitCast(adopted, to: Value.self), adopted._$id)
  }
  return adopt(as: type)
}

extension Optional where Wrapped: ObservableState {
  /// `_adoptedCopyWrittenBack` for optionals of observable values: the wrapped value, when
  /// both are present.
  static func _adoptedWrappedCopyWrittenBack<Value>(_ newValue: Value, replacing oldValue: Value)
    -> (value: Value, id: ObservableStateID)?
  {
    guard let new = unsafeBitCast(newValue, to: Self.self),
      let old = unsafeBitCast(oldValue, to: Self.self),
      let adopted = _adoptedWriteBack(new, replacing: old)
    else { return nil }
    return (unsafeBitCast(Self.some(adopted), to: Value.self), adopted._$id)
  }
}

/// Gives the registrar of `value` the storage `box` and the identity `id`, reaching it through
/// `_$willModify()` as a placement does (see `ValuePlacement.swift`).
func _adoptRegistrar<Value: ObservableState>(
  _ value: inout Value, box: _ObservationRegistrarBox, id: ObservableStateID
) {
  let placement = Placement()
  placement.step = .adopting(box, id)
  placement.run { value._$willModify() }
}

// Adoption goes down into what the two values share. A property whose data differs is most
// often the same child, the same optional child or the same rows holding other data somewhere
// inside (an undo that restores one row's title): telling the property's readers would
// re-render every view of the list. So where the property holds the same child (the same
// registrar: a copy of it, as an undo's snapshot holds) or the same rows in the same order (the
// same ids, or the same registrars for rows that are not `Identifiable`), the child or each row
// adopts its counterpart in turn, and only the readers of what differs, however deep, are
// told. A change of structure (another row, another order, a child gone or built afresh) tells
// the property's readers, as before.

/// `newValue` having adopted `oldValue` in place, as an in-place edit leaves it: the same
/// registrars, the readers of what differs inside told; `nil`, telling nobody, when it cannot
/// (another structure, a type that cannot adopt, or data that differs only where no reader is
/// attached). `isSameRow`: the caller found the two to be the same row of a list, by id;
/// otherwise an annotated struct must hold the same registrar as `oldValue`.
///
/// - Complexity: O(*n*) in the data the two values hold.
func _adoptedInPlace<Value>(
  _ newValue: Value, replacing oldValue: Value, isSameRow: Bool = false
) -> Value? {
  if let adoptable = Value.self as? any _InPlaceAdoptable.Type {
    return adoptable._adoptedInPlace(newValue, replacing: oldValue)
  }
  guard let type = Value.self as? any ObservableState.Type else { return nil }
  func adopt<Observable: ObservableState>(as _: Observable.Type) -> Value? {
    _adoptedStructInPlace(
      unsafeBitCast(newValue, to: Observable.self),
      replacing: unsafeBitCast(oldValue, to: Observable.self), isSameRow: isSameRow
    ).map { unsafeBitCast($0, to: Value.self) }
  }
  return adopt(as: type)
}

/// An annotated struct's value having adopted `oldValue` in place (see `_adoptedInPlace`).
func _adoptedStructInPlace<Value: ObservableState>(
  _ newValue: Value, replacing oldValue: Value, isSameRow: Bool = false
) -> Value? {
  let adopted = Value._$adoptedStorage
  let compared = Value._$comparedStorage
  guard !adopted.isEmpty || !compared.isEmpty,
    let box = oldValue._$lineage as? _ObservationRegistrarBox,
    isSameRow || newValue._$lineage === box || _isSeparatedCopy(newValue, of: box),
    _haveSameUntrackedData(newValue, oldValue)
  else { return nil }
  var value = newValue
  _adoptRegistrar(&value, box: box, id: oldValue._$id)
  // Data that differs outside the tracked storage has no reader to tell: the holder's are.
  guard _adoptStorage(in: &value, from: oldValue) else { return nil }
  // A new identity, as an in-place edit gives: a copy made before is another value now.
  value._$willModify()
  return value
}

/// Whether `value` is a copy of the value holding `box` that took a registrar of its own when
/// it was edited away from its place (`var settings = store.settings;
/// settings.display.showsEmpty = false`): written back inside its holder, it is the same child,
/// edited (see `CopySeparation.swift`).
private func _isSeparatedCopy<Value: ObservableState>(
  _ value: Value, of box: _ObservationRegistrarBox
) -> Bool {
  (value._$lineage as? _ObservationRegistrarBox)?.isCopied(from: box) ?? false
}

/// `newValue`, a list of other structure than `oldValue`, whose rows found in both by their id
/// have adopted their counterparts in place (see `_identifiedRowsAdopted`); `nil` for other
/// values.
///
/// - Complexity: O(*n*) in the data the two values hold.
func _rowsAdoptedByID<Value>(_ newValue: Value, replacing oldValue: Value) -> Value? {
  guard let adoptable = Value.self as? any _InPlaceAdoptable.Type else { return nil }
  return adoptable._rowsAdoptedByID(newValue, replacing: oldValue)
}

/// A value made of observable values that can adopt, in place, another holding the same ones
/// (see `_adoptedInPlace`).
protocol _InPlaceAdoptable {
  /// This value having adopted `oldValue` in place; `nil` when it cannot.
  func _adoptedInPlace(replacing oldValue: Self) -> Self?

  /// This list, of another structure than `oldValue`, with each of its rows that is found in
  /// both by its id having adopted its counterpart; `nil` when it is no list of identified
  /// rows.
  func _rowsAdoptedByID(replacing oldValue: Self) -> Self?
}

extension _InPlaceAdoptable {
  /// No rows to find by id: an optional child.
  func _rowsAdoptedByID(replacing oldValue: Self) -> Self? { nil }

  /// `newValue`, of this type handed over as `Value`, having adopted `oldValue` in place.
  static func _adoptedInPlace<Value>(_ newValue: Value, replacing oldValue: Value) -> Value? {
    unsafeBitCast(newValue, to: Self.self)
      ._adoptedInPlace(replacing: unsafeBitCast(oldValue, to: Self.self))
      .map { unsafeBitCast($0, to: Value.self) }
  }

  /// `newValue`, of this type handed over as `Value`, with its rows adopted by id.
  static func _rowsAdoptedByID<Value>(_ newValue: Value, replacing oldValue: Value) -> Value? {
    unsafeBitCast(newValue, to: Self.self)
      ._rowsAdoptedByID(replacing: unsafeBitCast(oldValue, to: Self.self))
      .map { unsafeBitCast($0, to: Value.self) }
  }
}

extension Optional: _InPlaceAdoptable where Wrapped: ObservableState {
  func _adoptedInPlace(replacing oldValue: Self) -> Self? {
    guard let self, let oldValue else { return nil }
    return ObservableStructs._adoptedInPlace(self, replacing: oldValue).map { Optional($0) }
  }
}

extension Array: _InPlaceAdoptable where Element: ObservableState {
  func _adoptedInPlace(replacing oldValue: Self) -> Self? {
    _rowsAdoptedInPlace(self, replacing: oldValue)
  }

  func _rowsAdoptedByID(replacing oldValue: Self) -> Self? {
    _identifiedRowsAdopted(self, replacing: oldValue)
  }
}

extension ObservableStateArray: _InPlaceAdoptable where Element: ObservableState {
  func _adoptedInPlace(replacing oldValue: Self) -> Self? {
    guard let elements = _rowsAdoptedInPlace(_elements, replacing: oldValue._elements) else {
      return nil
    }
    // The same structure: the array keeps the old one's identity, and its own index by id,
    // which the rows' ids (this array's) still match.
    var adopted = self
    adopted._elements = elements
    adopted.structureID = oldValue.structureID
    return adopted
  }

  func _rowsAdoptedByID(replacing oldValue: Self) -> Self? {
    guard
      let elements = _identifiedRowsAdopted(_elements, replacing: oldValue._elements)
    else { return nil }
    // Another structure, the same positions: the array keeps its identity and its index by id.
    var adopted = self
    adopted._elements = elements
    return adopted
  }
}

extension Dictionary: _InPlaceAdoptable where Value: ObservableState {
  /// The values having adopted, key by key, those of `oldValue`: `nil` unless both hold the
  /// same keys, each with the same value (the same id, for an `Identifiable` one) holding the
  /// same data or able to adopt the one there.
  func _adoptedInPlace(replacing oldValue: Self) -> Self? {
    guard count == oldValue.count else { return nil }
    var adopted = self
    for (key, new) in self {
      guard let old = oldValue[key], let value = _valueAdopted(new, replacing: old) else {
        return nil
      }
      adopted[key] = value
    }
    return adopted
  }

  /// Other keys than `oldValue` (some added or removed), with each value found under its key
  /// in both having adopted its counterpart, as the values of a list found by their ids do: a
  /// key is to a dictionary what an id is to a list.
  func _rowsAdoptedByID(replacing oldValue: Self) -> Self? {
    var adopted = self
    for (key, new) in self {
      guard let old = oldValue[key], let value = _valueAdopted(new, replacing: old) else {
        continue
      }
      adopted[key] = value
    }
    return adopted
  }
}

/// `newValue`, found at the position, under the id or under the key of `oldValue`, having
/// adopted it: `oldValue` itself when the two hold the same data; `nil` when it is another
/// value (another id) or cannot adopt.
///
/// - Complexity: O(*n*) in the data the two values hold.
func _valueAdopted<Value: ObservableState>(_ newValue: Value, replacing oldValue: Value)
  -> Value?
{
  guard _haveSameID(newValue, oldValue) else { return nil }
  if _haveSameData(newValue, oldValue) { return oldValue }
  return _adoptedInPlace(newValue, replacing: oldValue, isSameRow: true)
}

/// `newRows` having adopted `oldRows` row by row (see `_adoptedInPlace`): `nil` unless they
/// are the same rows in the same order — each the same value (one registrar) or, `Identifiable`,
/// one with the same id.
///
/// - Complexity: O(*n*) in the data the rows hold.
func _rowsAdoptedInPlace<Row: ObservableState>(_ newRows: [Row], replacing oldRows: [Row])
  -> [Row]?
{
  guard newRows.count == oldRows.count else { return nil }
  for (new, old) in zip(newRows, oldRows) {
    guard new is any Identifiable ? _haveSameID(new, old) : new._$lineage === old._$lineage
    else { return nil }
  }
  var rows = newRows
  for index in rows.indices {
    guard let adopted = _valueAdopted(rows[index], replacing: oldRows[index]) else { return nil }
    rows[index] = adopted
  }
  return rows
}

/// `newRows`, of another structure than `oldRows` (rows added, removed or moved), with each row
/// whose id is found once in each having adopted its counterpart in place, as
/// `_rowsAdoptedInPlace` adopts them: a row's readers stay attached, and hear of what differs
/// in it only. A row new to the list, or whose id is not unique on either side, is left as it
/// is (two rows never share one registrar). `nil` for rows that are not `Identifiable`.
///
/// - Complexity: O(*n*) in the data the rows hold.
func _identifiedRowsAdopted<Row: ObservableState>(_ newRows: [Row], replacing oldRows: [Row])
  -> [Row]?
{
  guard Row.self is any Identifiable.Type else { return nil }
  // The position of each id found once; `nil` for one found more than once.
  func positions(of rows: [Row]) -> [AnyHashable: Int?] {
    var positions: [AnyHashable: Int?] = [:]
    for (index, row) in rows.enumerated() {
      guard let row = row as? any Identifiable else { continue }
      let id = _hashableID(of: row)
      positions[id] = positions[id] == nil ? .some(index) : .some(nil)
    }
    return positions
  }
  let oldPositions = positions(of: oldRows)
  let newPositions = positions(of: newRows)
  var rows = newRows
  for (id, position) in newPositions {
    guard let index = position, let found = oldPositions[id], let oldIndex = found else {
      continue
    }
    if let adopted = _valueAdopted(rows[index], replacing: oldRows[oldIndex]) {
      rows[index] = adopted
    }
  }
  return rows
}

/// Whether two values are the same row: the same id where they are `Identifiable` (a value
/// that took another's place under another id is another row, and never takes its registrar),
/// always otherwise.
func _haveSameID<Value>(_ lhs: Value, _ rhs: Value) -> Bool {
  guard let lhs = lhs as? any Identifiable, let rhs = rhs as? any Identifiable else {
    return true
  }
  return _hashableID(of: lhs) == _hashableID(of: rhs)
}

/// The id of an `Identifiable` value, type-erased.
private func _hashableID<Value: Identifiable>(of value: Value) -> AnyHashable {
  AnyHashable(value.id)
}
