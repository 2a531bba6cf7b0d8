// A store lends a collection of observable values — a `Dictionary` or an `Array` of them — for
// an edit in place (`store.boards["a"]?.title = "t"`, `store.rows[0] = held`) with a fresh
// identity on each value, the way it marks a child it lends (see `LentCopyMark`). Setters on
// the way give no value a new identity, so without the marks a copy read before an edit and
// assigned back later (`let held = store.rows[0]; store.rows[0].title = "x";
// store.rows[0] = held`) would hold the identity and the registrar of the value it replaces,
// and go back unseen with other data. With them, a value still holding its mark when the
// collection comes back was edited in place, if at all, and told its own readers; any other is
// compared with the value it replaces (see `_isUnchanged`). Before that, a copy written back
// over the value it was copied from (`var row = store.rows[0]; row.title = "t";
// store.rows[0] = row`) adopts that value, as a child written back does: the readers of what it
// changed are told, and the collection's readers are not.

/// A collection of observable values, seen from code that knows its type only at run time:
/// a list or dictionary of them, or an `ObservableStateArray`. Assigned whole through a store
/// in the place of one holding the same rows, it adopts that one row by row (see
/// `_adoptedCollectionWrittenBack`).
protocol CollectionOfObservableValues {
  /// The identities of the values of `collection`, a collection of this type.
  static func _valueIDs<T>(of collection: T) -> Set<ObservableStateID>
}

/// A collection of observable values, seen from code that knows its type only at run time,
/// that a store lends with a fresh identity on each value.
protocol ValueMarkedCollection: CollectionOfObservableValues {
  /// Gives every value of `collection`, a collection of this type, a fresh identity and
  /// returns the range they were minted in.
  static func _lentMarks<T>(_ collection: inout T) -> ClosedRange<UInt64>
  /// Has each value of `collection`, a collection of this type, that does not hold one of
  /// `marks` and is a copy written back over the value in its place in `current` (under its
  /// key, at its position) adopt that value (see `_valueWrittenBackAdopted`); returns the
  /// identities the adopted values end with.
  static func _adoptValuesWrittenBack<T>(
    in collection: inout T, replacing current: T, marks: ClosedRange<UInt64>
  ) -> [ObservableStateID]
}

extension Dictionary: CollectionOfObservableValues, ValueMarkedCollection
where Value: ObservableState {
  static func _valueIDs<T>(of collection: T) -> Set<ObservableStateID> {
    Set(unsafeBitCast(collection, to: Self.self).values.lazy.map(\._$id))
  }

  static func _lentMarks<T>(_ collection: inout T) -> ClosedRange<UInt64> {
    withUnsafeMutablePointer(to: &collection) {
      $0.withMemoryRebound(to: Self.self, capacity: 1) { _renewIdentities(of: &$0.pointee.values) }
    }
  }

  static func _adoptValuesWrittenBack<T>(
    in collection: inout T, replacing current: T, marks: ClosedRange<UInt64>
  ) -> [ObservableStateID] {
    let current = unsafeBitCast(current, to: Self.self)
    return withUnsafeMutablePointer(to: &collection) {
      $0.withMemoryRebound(to: Self.self, capacity: 1) { dictionary in
        var adoptedIDs: [ObservableStateID] = []
        for (key, value) in dictionary.pointee where !marks.contains(value._$id.rawValue) {
          guard let old = current[key],
            let adopted = _valueWrittenBackAdopted(value, replacing: old)
          else { continue }
          dictionary.pointee[key] = adopted
          adoptedIDs.append(adopted._$id)
        }
        return adoptedIDs
      }
    }
  }
}

extension Array: CollectionOfObservableValues, ValueMarkedCollection
where Element: ObservableState {
  static func _valueIDs<T>(of collection: T) -> Set<ObservableStateID> {
    Set(unsafeBitCast(collection, to: Self.self).lazy.map(\._$id))
  }

  static func _lentMarks<T>(_ collection: inout T) -> ClosedRange<UInt64> {
    withUnsafeMutablePointer(to: &collection) {
      $0.withMemoryRebound(to: Self.self, capacity: 1) { _renewIdentities(of: &$0.pointee) }
    }
  }

  static func _adoptValuesWrittenBack<T>(
    in collection: inout T, replacing current: T, marks: ClosedRange<UInt64>
  ) -> [ObservableStateID] {
    let current = unsafeBitCast(current, to: Self.self)
    return withUnsafeMutablePointer(to: &collection) {
      $0.withMemoryRebound(to: Self.self, capacity: 1) { array in
        var adoptedIDs: [ObservableStateID] = []
        for index in array.pointee.indices where index < current.endIndex {
          let value = array.pointee[index]
          guard !marks.contains(value._$id.rawValue),
            let adopted = _valueWrittenBackAdopted(value, replacing: current[index])
          else { continue }
          array.pointee[index] = adopted
          adoptedIDs.append(adopted._$id)
        }
        return adoptedIDs
      }
    }
  }
}

extension ObservableStateArray: CollectionOfObservableValues where Element: ObservableState {
  static func _valueIDs<T>(of collection: T) -> Set<ObservableStateID> {
    Set(unsafeBitCast(collection, to: Self.self).elements.lazy.map(\._$id))
  }
}

/// `newValue`, put back in the place of `oldValue` in a collection a store lent, having adopted
/// it when it is a copy of it: one edited elsewhere and written back (see `_adoptedWriteBack`),
/// or one that shares its registrar, read before edits that `oldValue` has had since (a value
/// held, then assigned back). The readers of what differs are told, and the collection's
/// readers are not: the same value is in the same place. `nil` for another value.
///
/// - Complexity: O(*n*) in the data the two values hold.
private func _valueWrittenBackAdopted<Value: ObservableState>(
  _ newValue: Value, replacing oldValue: Value
) -> Value? {
  if let adopted = _adoptedWriteBack(newValue, replacing: oldValue) { return adopted }
  if newValue._$lineage != nil, newValue._$lineage === oldValue._$lineage {
    var adopted = newValue
    return withAdoptionKind(.writeBack) { adopted._$adopt(oldValue) } ? adopted : nil
  }
  // A row built afresh with the id of the row in its place: the same row, as a list found by
  // id takes it (see `_valueAdopted`).
  guard newValue is any Identifiable, _haveSameID(newValue, oldValue) else { return nil }
  return withAdoptionKind(.writeBack) { _valueAdopted(newValue, replacing: oldValue) }
}

/// `newValue`, a list or dictionary of observable values assigned whole through a store in the
/// place of `oldValue`, having adopted it when both hold the same rows in the same order (the
/// same keys), with the identities of its values; `nil` for another structure. Each row adopts
/// its counterpart, telling the readers of what differs (see `_adoptedInPlace`): the list's
/// readers need not be told (`store.rows = store.rows.map { Row(id: $0.id, title: $0.title) }`
/// tells nobody).
///
/// - Complexity: O(*n*) in the data the two values hold.
func _adoptedCollectionWrittenBack<Value>(_ newValue: Value, replacing oldValue: Value)
  -> (value: Value, valueIDs: Set<ObservableStateID>)?
{
  guard let collection = Value.self as? any CollectionOfObservableValues.Type,
    let adopted = withAdoptionKind(.writeBack, { _adoptedInPlace(newValue, replacing: oldValue) })
  else { return nil }
  return (adopted, collection._valueIDs(of: adopted))
}
