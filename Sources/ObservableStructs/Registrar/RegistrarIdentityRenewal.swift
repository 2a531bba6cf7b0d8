// An annotated struct that is not generic stores its registrar as a `let` with an initial
// value, so that its memberwise initializer is exactly the plain struct's (a `var` with an
// initial value would add a `_$observationRegistrar:` parameter). Its `_$willModify()` still
// gives the value a new identity: it writes the registrar's identity in place, at the
// registrar's offset, which an optimized build folds to a constant.

/// The byte offset of the registrar that `keyPath` names in `Value`, for
/// ``_$renewRegistrarIdentity(of:at:)``.
@inlinable
public func _$registrarOffset<Value>(
  _ keyPath: KeyPath<Value, ObservationStateRegistrar>
) -> Int {
  guard let offset = MemoryLayout<Value>.offset(of: keyPath) else {
    preconditionFailure("the observation registrar of \(Value.self) is not a stored property")
  }
  return offset
}

/// Gives the registrar stored `offset` bytes into `value` a new identity, as
/// `ObservationStateRegistrar._$willModify()` does for a registrar that is a `var`.
@inlinable
public func _$renewRegistrarIdentity<Value>(of value: inout Value, at offset: Int) {
  withUnsafeMutableBytes(of: &value) { bytes in
    bytes.baseAddress.unsafelyUnwrapped.advanced(by: offset)
      .assumingMemoryBound(to: ObservationStateRegistrar.self).pointee._$willModify()
  }
}

/// Records an edit in place of `value`, whose registrar is stored `offset` bytes into it, as
/// `ObservationStateRegistrar._$stampEdit()` does for a registrar that is a `var`.
@inlinable
public func _$stampEdit<Value>(of value: inout Value, at offset: Int) {
  withUnsafeMutableBytes(of: &value) { bytes in
    bytes.baseAddress.unsafelyUnwrapped.advanced(by: offset)
      .assumingMemoryBound(to: ObservationStateRegistrar.self).pointee._$stampEdit()
  }
}
