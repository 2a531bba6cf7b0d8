// A dictionary's values are its elements: an edit of one in place tells the readers of what
// changed in it, never the dictionary's readers. `Dictionary`'s own setters run no accessor,
// so a value assigned under a key is seen only by what it carries: its identity. A copy of a
// value holds its original's identity until one of them is edited through an owner, and an
// edit through a setter keeps it; so before every edit of a dictionary in place, each value
// gets a fresh identity. A value found under its key after the edit with the identity it was
// given there is that value, edited in place or not at all; any other one — a copy read before
// the edit, a value from elsewhere, a value moved from another key — was put in, and the
// dictionary's readers are told. (A store lends its dictionaries the same way, see
// `ValueMarkedCollection`.)

/// Gives every value of `values` (a dictionary's `values`, an array) a fresh identity and
/// returns the range they were minted in: a value holding an identity in it was there when this
/// ran.
///
/// - Complexity: O(*n*) in the values.
@usableFromInline
func _renewIdentities<Values: MutableCollection>(of values: inout Values) -> ClosedRange<UInt64>
where Values.Element: ObservableState {
  let first = ObservableStateID().rawValue
  var index = values.startIndex
  while index != values.endIndex {
    values[index]._$willModify()
    values.formIndex(after: &index)
  }
  return first...ObservableStateID().rawValue
}

/// A fingerprint of which identity each key of `dictionary` holds, whatever the order of the
/// keys: equal fingerprints mean, up to a 2⁻⁶⁴ chance, the same keys holding values of the same
/// identities.
///
/// - Complexity: O(*n*) in the values of the dictionary.
@usableFromInline
func _keyedIdentityFingerprint<Key: Hashable, Value: ObservableState>(
  _ dictionary: [Key: Value]
) -> UInt64 {
  var fingerprint = UInt64(truncatingIfNeeded: dictionary.count)
  for (key, value) in dictionary {
    let keyBits = UInt64(UInt(bitPattern: key.hashValue))
    fingerprint &+= _mixIdentity(value._$id.rawValue, at: keyBits)
  }
  return fingerprint
}
