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
  /// returns `false`, changing nothing, for a type that lists no storage.
  ///
  /// - Complexity: O(*n*) in the data the two values hold.
  public mutating func _$adopt(_ previous: Self) -> Bool {
    let adopted = Self._$adoptedStorage
    let compared = Self._$comparedStorage
    guard !adopted.isEmpty || !compared.isEmpty,
      let box = previous._$lineage as? _ObservationRegistrarBox
    else { return false }
    _adoptRegistrar(&self, box: box, id: previous._$id)
    var changed = false
    for storage in adopted {
      if let storage = storage as? any _StorageAdoption,
        storage._adopt(in: &self, from: previous, keepingPrevious: true)
      {
        changed = true
      }
    }
    for storage in compared {
      if let storage = storage as? any _StorageAdoption,
        storage._adopt(in: &self, from: previous, keepingPrevious: false)
      {
        changed = true
      }
    }
    if changed {
      RegistrarReplacements.note()
      _$willModify()
    }
    return true
  }
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
/// two hold alike stay attached, the readers of what differs are told. `newValue` as it is
/// when it is `oldValue` or a copy of it, or its type cannot adopt.
///
/// - Complexity: O(*n*) in the data the two values hold, when they are different values.
@usableFromInline
func _placedAdopting<Value: ObservableState>(_ newValue: Value, replacing oldValue: Value)
  -> Value
{
  guard let box = newValue._$lineage as? _ObservationRegistrarBox,
    let oldBox = oldValue._$lineage, box !== oldBox, !box.isCopied(from: oldBox)
  else { return newValue }
  var placed = newValue
  _placeObservable(&placed, replacing: oldValue)
  var adopted = placed
  return adopted._$adopt(oldValue) ? adopted : placed
}

/// `newValue` having adopted `oldValue`, when `newValue` is a copy of it coming back to its
/// place — a draft stored elsewhere, or a copy edited outside its store, written back over the
/// value it was copied from (its registrar's origin, or its origin's) — and its type can
/// adopt; `nil` otherwise. The readers of the properties whose data differs are told, and only
/// they: the place itself keeps the value it had, edited.
///
/// - Complexity: O(*n*) in the data the two values hold.
@usableFromInline
func _adoptedWriteBack<Value: ObservableState>(_ newValue: Value, replacing oldValue: Value)
  -> Value?
{
  guard let oldBox = oldValue._$lineage,
    let box = newValue._$lineage as? _ObservationRegistrarBox, box.isCopied(from: oldBox)
  else { return nil }
  var adopted = newValue
  return withAdoptionKind(.writeBack) { adopted._$adopt(oldValue) } ? adopted : nil
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

/// Gives the registrar of `value` the storage `box` and the identity `id`, reaching it through
/// `_$willModify()` as a placement does (see `ValuePlacement.swift`).
func _adoptRegistrar<Value: ObservableState>(
  _ value: inout Value, box: _ObservationRegistrarBox, id: ObservableStateID
) {
  let placement = Placement()
  placement.step = .adopting(box, id)
  placement.run { value._$willModify() }
}
