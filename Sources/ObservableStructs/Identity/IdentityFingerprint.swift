/// Mixes a position into an identity so that the same identities in another order give another
/// fingerprint.
@inlinable
func _mixIdentity(_ identity: UInt64, at position: UInt64) -> UInt64 {
  var bits = identity ^ (position &* 0x9E37_79B9_7F4A_7C15)
  bits = (bits ^ (bits >> 32)) &* 0xD6E8_FEB8_6659_FD93
  return bits ^ (bits >> 32)
}

/// The fingerprint of a value whose observability is only known at run time: its identity, or
/// for a list or dictionary, one of the identities it holds at any depth, by position or by
/// key. An absent value gives 0, and an empty collection does not.
@usableFromInline
func _dynamicFingerprint<T>(_ value: T) -> UInt64 {
  if let observable = value as? any ObservableState {
    return observable._$id.rawValue
  }
  if let dictionary = T.self as? any _DictionaryType.Type {
    return dictionary._keyedFingerprint(of: value)
  }
  if let collection = value as? any Collection {
    return _dynamicCollectionFingerprint(collection)
  }
  return 0
}

private func _dynamicCollectionFingerprint<C: Collection>(_ collection: C) -> UInt64 {
  var fingerprint = UInt64(truncatingIfNeeded: collection.count) &+ 0x9E37_79B9_7F4A_7C15
  var position: UInt64 = 0
  for element in collection {
    position &+= 1
    fingerprint &+= _mixIdentity(_dynamicFingerprint(element), at: position)
  }
  return fingerprint
}
