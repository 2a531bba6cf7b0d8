// A tracked property whose type is known to hold observable values only at run time — a
// generic parameter bound to an observable struct (`Slot<Row>.value`), or observable values
// nested in lists, optionals and dictionaries (`[[Row]]`, `[Row?]`, `[String: [Row]]`) — is
// placed as a typed one is (see `ValuePlacement.swift`): when it is set, each observable value
// it holds at any depth that the old value did not hold, and that belongs to another place,
// gets a registrar of its own. A row copied from one list into a list of lists then stops
// sharing the original's readers, so the two places never hold one identity with different
// data.

/// The value a tracked property stores when it is set to `newValue` in place of `oldValue`,
/// for a type holding observable values at run time only: see the file's header. Plain data
/// (the common case, answered by the first check) is stored as it is.
///
/// - Complexity: O(*n*) in the observable values the two values hold, when the type holds
///   any; O(*d*) dynamic casts in how deep the type nests otherwise.
@usableFromInline
func _placedNestedInContainers<Value>(_ newValue: Value, replacing oldValue: Value) -> Value {
  guard _typeHoldsObservableValues(Value.self) else { return newValue }
  var held = Set<ObjectIdentifier>()
  _forEachNestedObservable(in: oldValue) { observable in
    if let lineage = observable._$lineage { held.insert(ObjectIdentifier(lineage)) }
  }
  return _replacingNestedObservables(in: newValue) { observable in
    // A value without a registrar of its own (an enum, an `ObservableStateArray`) cannot be
    // matched with the old value's: it is stored as it is, as before.
    guard let lineage = observable._$lineage, !held.contains(ObjectIdentifier(lineage)) else {
      return nil
    }
    return _placedAfreshAnywhere(observable)
  } ?? newValue
}

/// `value` placed as a setter places a new value, or `nil` when it stays as it is.
private func _placedAfreshAnywhere<Observable: ObservableState>(_ value: Observable)
  -> (any ObservableState)?
{
  var placed = value
  return _placeObservable(&placed, replacing: nil) ? placed : nil
}

/// Calls `body` with each observable value `value` holds: itself, or those nested in its
/// lists, optionals and dictionaries, at any depth.
private func _forEachNestedObservable<Value>(
  in value: Value, _ body: (any ObservableState) -> Void
) {
  if let observable = value as? any ObservableState {
    body(observable)
  } else if let container = value as? any _ObservableContainer {
    container._forEachObservable(body)
  }
}

/// `value` with each observable value it holds at any depth replaced by what `transform`
/// gives for it, or `nil` when `transform` gives `nil` for every one (nothing is rebuilt).
private func _replacingNestedObservables<Value>(
  in value: Value, _ transform: (any ObservableState) -> (any ObservableState)?
) -> Value? {
  // Unwrapped before the cast back: where `Value` is an optional, `nil` would cast to it.
  if let observable = value as? any ObservableState {
    guard let replaced = transform(observable) else { return nil }
    return replaced as? Value
  }
  if let container = value as? any _ObservableContainer {
    guard let replaced = container._replacingObservables(transform) else { return nil }
    return replaced as? Value
  }
  return nil
}

/// A list, an optional or a dictionary, seen from code that knows its type only at run time,
/// that may hold observable values: they can be visited and replaced (this file), and renewed
/// where they lie and compared with those of another container (`NestedValueIdentity.swift`).
protocol _ObservableContainer {
  /// Gives every observable value that `value`, a container of this type, holds at any depth
  /// a fresh identity.
  static func _renewHeldIdentities<Value>(in value: inout Value)
  /// `_isUnchangedNestedValues` for `oldValue` and `newValue`, containers of this type.
  static func _holdUnchangedValues<Value>(_ oldValue: Value, _ newValue: Value) -> Bool
  /// Calls `body` with each observable value held, at any depth.
  func _forEachObservable(_ body: (any ObservableState) -> Void)
  /// This container with each observable value replaced by what `transform` gives for it, or
  /// `nil` when it gives `nil` for every one.
  func _replacingObservables(_ transform: (any ObservableState) -> (any ObservableState)?)
    -> Self?
}

extension Array: _ObservableContainer {
  func _forEachObservable(_ body: (any ObservableState) -> Void) {
    guard _typeHoldsObservableValues(Element.self) else { return }
    for element in self { _forEachNestedObservable(in: element, body) }
  }

  func _replacingObservables(_ transform: (any ObservableState) -> (any ObservableState)?)
    -> Self?
  {
    guard _typeHoldsObservableValues(Element.self) else { return nil }
    var replaced: Self?
    for index in indices {
      guard let element = _replacingNestedObservables(in: self[index], transform) else {
        continue
      }
      if replaced == nil { replaced = self }
      replaced![index] = element
    }
    return replaced
  }
}

extension Optional: _ObservableContainer {
  func _forEachObservable(_ body: (any ObservableState) -> Void) {
    if let wrapped = self { _forEachNestedObservable(in: wrapped, body) }
  }

  func _replacingObservables(_ transform: (any ObservableState) -> (any ObservableState)?)
    -> Self?
  {
    guard let wrapped = self, let replaced = _replacingNestedObservables(in: wrapped, transform)
    else { return nil }
    return .some(replaced)
  }
}

extension Dictionary: _ObservableContainer {
  func _forEachObservable(_ body: (any ObservableState) -> Void) {
    guard _typeHoldsObservableValues(Value.self) else { return }
    for value in values { _forEachNestedObservable(in: value, body) }
  }

  func _replacingObservables(_ transform: (any ObservableState) -> (any ObservableState)?)
    -> Self?
  {
    guard _typeHoldsObservableValues(Value.self) else { return nil }
    var replaced: Self?
    for (key, value) in self {
      guard let placed = _replacingNestedObservables(in: value, transform) else { continue }
      if replaced == nil { replaced = self }
      replaced![key] = placed
    }
    return replaced
  }
}
