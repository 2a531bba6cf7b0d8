// Two questions about a whole value that only its structure can answer, asked where a value is
// stored into a store (a store's initial state, a reset, an undo) or assigned back with the
// identity it had (a copy written back):
//
// - which registrars it holds, at any depth, so that the store's place claims them all
//   (`_claimRegistrars(in:)`); a value built by initializers (`Board(rows: [Row(…)])`) claims
//   nothing while it is built, because building moves nothing;
// - whether two values hold the same data when their type is not `Equatable`
//   (`_haveSameStructure(_:_:)`): field by field, `==` wherever a field is `Equatable`, objects
//   by identity.
//
// Both walk the value with `Mirror`, which shows an annotated value's declared properties and
// never its registrar. That costs about as much as copying the value's fields one by one, and is
// paid only on those rare paths, never by an accessor.

/// How deep the walks go: deeper values are taken to differ, and their registrars stay as they
/// are (a write through their own place claims them).
private let reflectionDepthLimit = 32

/// Marks every registrar that `value` holds, at any depth, as belonging to a place in a store's
/// state.
///
/// - Complexity: O(*n*), where *n* is the number of values `value` holds.
func _claimRegistrars(in value: Any) {
  // The walk reflects the value to find its registrars: it reads nothing for anyone.
  withUntrackedReads { claimRegistrars(in: value, depth: 0) }
}

private func claimRegistrars(in value: Any, depth: Int) {
  guard depth < reflectionDepthLimit else { return }
  if let observable = value as? any ObservableState,
    let box = observable._$lineage as? _ObservationRegistrarBox
  {
    box.isPlaced.store(true, ordering: .relaxed)
    box.isStoreOwned.store(true, ordering: .relaxed)
  }
  let mirror = Mirror(reflecting: value)
  guard mirror.displayStyle != .class else { return }
  for child in mirror.children where !isPlainData(child.value) {
    claimRegistrars(in: child.value, depth: depth + 1)
  }
}

/// Whether `lhs` and `rhs`, of a type that is not `Equatable`, hold the same data: the same
/// case, the same number of children, and children that are equal (`==` where they are
/// `Equatable`, the same object where they are objects, the same structure otherwise). A value
/// whose structure cannot be seen (a closure) is taken to differ.
///
/// - Complexity: O(*n*), where *n* is the number of values the two hold.
func _haveSameStructure(_ lhs: Any, _ rhs: Any) -> Bool {
  haveSameStructure(lhs, rhs, depth: 0)
}

private func haveSameStructure(_ lhs: Any, _ rhs: Any, depth: Int) -> Bool {
  guard depth < reflectionDepthLimit else { return false }
  // An observable value, or a container of them, is compared field by field: its own `==`
  // may compare less than it holds (see `_haveSameData`).
  if let equatable = lhs as? any Equatable, !_typeHoldsObservableValues(type(of: lhs)) {
    return isEqual(equatable, rhs)
  }
  let left = Mirror(reflecting: lhs)
  let right = Mirror(reflecting: rhs)
  guard left.subjectType == right.subjectType, left.displayStyle == right.displayStyle else {
    return false
  }
  switch left.displayStyle {
  case .class:
    return (lhs as AnyObject) === (rhs as AnyObject)
  case .enum:
    // A case without a payload has no children: its name tells it apart.
    guard left.children.count == right.children.count else { return false }
    if left.children.isEmpty { return String(describing: lhs) == String(describing: rhs) }
  case nil:
    // Something without a structure to compare, a function say: the same value bit for bit
    // (the same code and context) holds the same data; anything else may not.
    return haveSameBits(lhs, rhs)
  default:
    guard left.children.count == right.children.count else { return false }
  }
  for (leftChild, rightChild) in zip(left.children, right.children) {
    guard leftChild.label == rightChild.label,
      haveSameStructure(leftChild.value, rightChild.value, depth: depth + 1)
    else { return false }
  }
  return true
}

/// Whether `lhs` and `rhs`, of the same type, are the same bit for bit.
private func haveSameBits(_ lhs: Any, _ rhs: Any) -> Bool {
  func bits<Value>(of value: Value) -> [UInt8] { withUnsafeBytes(of: value) { Array($0) } }
  return _openExistential(lhs, do: bits) == _openExistential(rhs, do: bits)
}

/// Whether `lhs` equals `rhs`, which must be of the same type to.
private func isEqual<Value: Equatable>(_ lhs: Value, _ rhs: Any) -> Bool {
  guard let rhs = rhs as? Value else { return false }
  return lhs == rhs
}

/// Whether `value` is plain data that holds no registrar: numbers, strings and the like.
private func isPlainData(_ value: Any) -> Bool {
  value is String || value is any Numeric || value is Bool
}
