/// Whether two observable values have the same identity.
@inlinable
public func _$isIdentityEqual<T: ObservableState>(_ lhs: T, _ rhs: T) -> Bool {
  lhs._$id == rhs._$id
}

/// Whether two optional observable values are both `nil` or have the same identity.
@inlinable
public func _$isIdentityEqual<T: ObservableState>(_ lhs: T?, _ rhs: T?) -> Bool {
  lhs?._$id == rhs?._$id
}

/// Whether two collections of observable values hold elements of the same identities in the
/// same order.
@inlinable
public func _$isIdentityEqual<C: Collection>(_ lhs: C, _ rhs: C) -> Bool
where C.Element: ObservableState {
  guard lhs.count == rhs.count else { return false }
  return zip(lhs, rhs).allSatisfy { $0._$id == $1._$id }
}

/// Strings carry no identity; answering here spares the dynamic checks of the generic fallback.
@inlinable
public func _$isIdentityEqual(_ lhs: String, _ rhs: String) -> Bool {
  false
}

/// The fallback for values whose type is not known to be observable statically.
///
/// Plain data answers `false`, so the caller falls back to equality. Values that are observable
/// at run time (a generic parameter bound to an observable struct) are compared by identity.
@_disfavoredOverload
@inlinable
public func _$isIdentityEqual<T>(_ lhs: T, _ rhs: T) -> Bool {
  guard !_isPOD(T.self) else { return false }
  return _dynamicIdentityEqual(lhs, rhs)
}

@usableFromInline
func _dynamicIdentityEqual<T>(_ lhs: T, _ rhs: T) -> Bool {
  if let lhs = lhs as? any ObservableState, let rhs = rhs as? any ObservableState {
    return lhs._$id == rhs._$id
  }
  if let dictionary = T.self as? any _DictionaryType.Type {
    return dictionary._haveSameIdentities(lhs, rhs)
  }
  if let lhs = lhs as? any Collection, let rhs = rhs as? any Collection {
    return _collectionIdentityEqual(lhs, rhs)
  }
  return false
}

/// Whether two collections hold values of the same identities in the same order. Two empty
/// collections of a type that can hold observable values (an empty row of `[[Row]]`) are the
/// same; of plain data, they carry no identity to compare.
private func _collectionIdentityEqual<C: Collection>(_ lhs: C, _ rhs: any Collection) -> Bool {
  guard let rhs = rhs as? C, lhs.count == rhs.count else { return false }
  guard !lhs.isEmpty else { return _typeHoldsObservableValues(C.Element.self) }
  return zip(lhs, rhs).allSatisfy { _dynamicIdentityEqual($0, $1) }
}

/// Whether a value's type carries identity at run time: an observable value, an optional of
/// one, or a collection of them.
@inlinable
func _carriesIdentity<T>(_ value: T) -> Bool {
  if _isPOD(T.self) || T.self == String.self { return false }
  return _dynamicallyCarriesIdentity(value)
}

@usableFromInline
func _dynamicallyCarriesIdentity<T>(_ value: T) -> Bool {
  value is any ObservableState || _typeHoldsObservableValues(T.self)
}

/// Whether values of `type` can hold observable values, at any depth the type shows: an
/// observable type, an optional of such a type, or a collection (a dictionary's values
/// included) of such a type — `[[Row]]`, `[Row?]`, `[String: [Row]]`. Storing another such value
/// with the same data may still put other registrars where readers are attached, which the
/// place's readers must hear of to attach to them.
///
/// - Complexity: O(*d*) in how deep the type nests.
@usableFromInline
func _typeHoldsObservableValues(_ type: Any.Type) -> Bool {
  if type is any ObservableState.Type { return true }
  if let optional = type as? any _OptionalType.Type {
    return _typeHoldsObservableValues(optional.wrappedType)
  }
  if let dictionary = type as? any _DictionaryType.Type {
    return _typeHoldsObservableValues(dictionary.valueType)
  }
  if let collection = type as? any Collection.Type {
    func elementType<C: Collection>(_: C.Type) -> Any.Type { C.Element.self }
    return _typeHoldsObservableValues(elementType(collection))
  }
  return false
}

/// An optional, seen from code that knows its type only at run time.
protocol _OptionalType {
  /// The type of the wrapped value.
  static var wrappedType: Any.Type { get }
  /// The object `value`, an optional of this type wrapping an object, holds; `nil` if none.
  static func _wrappedObject<Value>(of value: Value) -> AnyObject?
}

extension Optional: _OptionalType {
  static var wrappedType: Any.Type { Wrapped.self }

  static func _wrappedObject<Value>(of value: Value) -> AnyObject? {
    unsafeBitCast(value, to: Self.self).map { $0 as AnyObject }
  }
}

/// A dictionary, seen from code that knows its type only at run time.
protocol _DictionaryType {
  /// The type of the values.
  static var valueType: Any.Type { get }
  /// Whether `lhs` and `rhs`, dictionaries of this type, hold the same keys, each holding
  /// values of the same identities (see `_dynamicIdentityEqual`).
  static func _haveSameIdentities<T>(_ lhs: T, _ rhs: T) -> Bool
  /// A fingerprint of the identities each key of `value`, a dictionary of this type, holds,
  /// whatever the order of the keys.
  static func _keyedFingerprint<T>(of value: T) -> UInt64
}

extension Dictionary: _DictionaryType {
  static var valueType: Any.Type { Value.self }

  static func _haveSameIdentities<T>(_ lhs: T, _ rhs: T) -> Bool {
    let lhs = unsafeBitCast(lhs, to: Self.self)
    let rhs = unsafeBitCast(rhs, to: Self.self)
    guard lhs.count == rhs.count, _typeHoldsObservableValues(Value.self) else { return false }
    for (key, value) in lhs {
      guard let other = rhs[key], _dynamicIdentityEqual(value, other) else { return false }
    }
    return true
  }

  static func _keyedFingerprint<T>(of value: T) -> UInt64 {
    let dictionary = unsafeBitCast(value, to: Self.self)
    var fingerprint = UInt64(truncatingIfNeeded: dictionary.count) &+ 0x2545_F491_4F6C_DD1D
    for (key, value) in dictionary {
      let keyBits = UInt64(truncatingIfNeeded: key.hashValue)
      fingerprint &+= _mixIdentity(_dynamicFingerprint(value), at: keyBits)
    }
    return fingerprint
  }
}

/// Gives an observable value a new identity.
@inlinable
public func _$willModify<T: ObservableState>(_ value: inout T) {
  value._$willModify()
}

/// Gives an optional observable value, if present, a new identity.
@inlinable
public func _$willModify<T: ObservableState>(_ value: inout T?) {
  value?._$willModify()
}

/// Does nothing for values that are not observable; observable values reached through a
/// generic type get a new identity.
@_disfavoredOverload
@inlinable
public func _$willModify<T>(_ value: inout T) {
  guard !_isPOD(T.self) else { return }
  _dynamicWillModify(&value)
}

@usableFromInline
func _dynamicWillModify<T>(_ value: inout T) {
  guard var observable = value as? any ObservableState else {
    _renewNestedIdentities(&value)
    return
  }
  observable._$willModify()
  if let updated = observable as? T {
    value = updated
  }
}

/// Whether two values hold their observable parts under the same registrars, all the way down:
/// the same registrar for each observable value, for each element of a collection and each
/// payload, in the same places. Readers attached to one value's registrars are then attached
/// to the other's.
///
/// - Complexity: O(*n*) in the data the two values hold, read through `Mirror`: meant for the
///   rare check after a reset, not for every write.
func _holdsSameRegistrars(_ lhs: Any, _ rhs: Any) -> Bool {
  if let lhs = lhs as? any ObservableState {
    guard let rhs = rhs as? any ObservableState, lhs._$lineage === rhs._$lineage else {
      return false
    }
  }
  // Reflecting reads nothing for anyone (see `ObservationStateRegistrar`'s mirror support).
  let (lhsChildren, rhsChildren) = withUntrackedReads {
    (Mirror(reflecting: lhs).children, Mirror(reflecting: rhs).children)
  }
  guard lhsChildren.count == rhsChildren.count else { return false }
  return zip(lhsChildren, rhsChildren).allSatisfy { _holdsSameRegistrars($0.value, $1.value) }
}
