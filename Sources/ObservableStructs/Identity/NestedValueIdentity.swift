// Observable values nested in lists, optionals and dictionaries (`[[Row]]`, `[Row?]`,
// `[String: [Row]]`) are renewed before an in-place edit of the property holding them, as the
// values of a dictionary are (see `DictionaryValueIdentity.swift`): each gets a fresh identity.
// An edit that stays inside the values keeps those identities, and tells the readers of what it
// changed in them; a value put in, or a copy read before the edit and assigned back, holds
// another identity, and the property's readers are told. The renewal is made where the values
// lie: no container is copied.
//
// A store lends such a property for an edit in place with the same renewal, as it lends a list
// of observable values (see `ValueMarkedCollection`): when the copy comes back, a value still
// holding its mark was edited in place and told its own readers; any other is compared with the
// value in its place (see `_isUnchangedNestedValues`).

/// Gives every observable value `value` holds, at any depth of lists, optionals and
/// dictionaries, a fresh identity. Plain data is left as it is.
///
/// - Complexity: O(*n*) in the values the containers hold; O(*d*) dynamic casts in how deep
///   the type nests for plain data.
func _renewNestedIdentities<Value>(_ value: inout Value) {
  if let observable = Value.self as? any ObservableState.Type {
    _ = observable._$willModifyChild(&value)
  } else if let container = Value.self as? any _ObservableContainer.Type {
    container._renewHeldIdentities(in: &value)
  }
}

/// Whether `newValue`, put back by a store in the place of `oldValue` after it lent it with a
/// mark on each observable value it holds, leaves the place as it was: the same structure, each
/// observable value under the same registrar and either still marked (edited in place, if at
/// all) or of the same identity holding the same data (see `_isUnchangedValue`), and the same
/// plain data elsewhere.
///
/// - Complexity: O(*n*) in the values the containers hold; O(*n*) in the data of the values
///   not marked.
@usableFromInline
func _isUnchangedNestedValues<Value>(_ oldValue: Value, _ newValue: Value) -> Bool {
  if let observable = Value.self as? any ObservableState.Type {
    return observable._isUnchangedValue(oldValue, newValue)
  }
  if let container = Value.self as? any _ObservableContainer.Type {
    return container._holdUnchangedValues(oldValue, newValue)
  }
  return _haveSameData(oldValue, newValue)
}

extension ObservableState {
  /// `_isUnchangedValue` for `oldValue` and `newValue`, values of this type.
  fileprivate static func _isUnchangedValue<Value>(_ oldValue: Value, _ newValue: Value) -> Bool {
    ObservableStructs._isUnchangedValue(
      unsafeBitCast(oldValue, to: Self.self), unsafeBitCast(newValue, to: Self.self))
  }
}

// The renewal and comparison of what a list, an optional or a dictionary holds, the
// requirements of `_ObservableContainer` (see `NestedContainerPlacement.swift`) this file owns.

extension Array {
  static func _holdUnchangedValues<Value>(_ oldValue: Value, _ newValue: Value) -> Bool {
    let oldValue = unsafeBitCast(oldValue, to: Self.self)
    let newValue = unsafeBitCast(newValue, to: Self.self)
    guard oldValue.count == newValue.count else { return false }
    return zip(oldValue, newValue).allSatisfy { _isUnchangedNestedValues($0, $1) }
  }

  static func _renewHeldIdentities<Value>(in value: inout Value) {
    guard _typeHoldsObservableValues(Element.self) else { return }
    withUnsafeMutablePointer(to: &value) {
      $0.withMemoryRebound(to: Self.self, capacity: 1) { array in
        for index in array.pointee.indices { _renewNestedIdentities(&array.pointee[index]) }
      }
    }
  }
}

extension Optional {
  static func _holdUnchangedValues<Value>(_ oldValue: Value, _ newValue: Value) -> Bool {
    switch (unsafeBitCast(oldValue, to: Self.self), unsafeBitCast(newValue, to: Self.self)) {
    case (nil, nil): true
    case (let oldValue?, let newValue?): _isUnchangedNestedValues(oldValue, newValue)
    default: false
    }
  }

  static func _renewHeldIdentities<Value>(in value: inout Value) {
    withUnsafeMutablePointer(to: &value) {
      $0.withMemoryRebound(to: Self.self, capacity: 1) { optional in
        guard optional.pointee != nil else { return }
        _renewNestedIdentities(&optional.pointee!)
      }
    }
  }
}

extension Dictionary {
  static func _holdUnchangedValues<OldValue>(_ oldValue: OldValue, _ newValue: OldValue) -> Bool {
    let oldValue = unsafeBitCast(oldValue, to: Self.self)
    let newValue = unsafeBitCast(newValue, to: Self.self)
    guard oldValue.count == newValue.count else { return false }
    for (key, new) in newValue {
      guard let old = oldValue[key], _isUnchangedNestedValues(old, new) else { return false }
    }
    return true
  }

  static func _renewHeldIdentities<Held>(in value: inout Held) {
    guard _typeHoldsObservableValues(Value.self) else { return }
    withUnsafeMutablePointer(to: &value) {
      $0.withMemoryRebound(to: Self.self, capacity: 1) { dictionary in
        var index = dictionary.pointee.values.startIndex
        while index != dictionary.pointee.values.endIndex {
          _renewNestedIdentities(&dictionary.pointee.values[index])
          dictionary.pointee.values.formIndex(after: &index)
        }
      }
    }
  }
}
