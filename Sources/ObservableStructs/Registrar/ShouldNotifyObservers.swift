// Whether two values of a tracked property differ, for values that carry no identity: what a
// generated setter asks after the registrar's `decideNotification(_:_:)` returned `nil`. One
// function for every type, choosing by the type as the compiler would choose an overload:
// `Equatable` values compare with `!=`, objects by identity (`!==`, or `!=` when also
// `Equatable`), anything else always counts as changed. In an optimized build the choice
// folds away where the setter is compiled.

/// Whether a tracked property holding plain data changes when set from `lhs` to `rhs`: for an
/// `Equatable` value, when the two are not equal; for an object or an optional object, when
/// it is another object (or `nil` on one side only); for anything else, always.
@inlinable
public func _$shouldNotifyObservers<Member>(_ lhs: Member, _ rhs: Member) -> Bool {
  if let equatable = Member.self as? any Equatable.Type {
    return !equatable._areEqual(lhs, rhs)
  }
  return _isAnotherObjectOrUnknown(lhs, rhs)
}

/// Whether `rhs` is another object than `lhs`, both objects or optional objects; `true` for
/// values of any other type, whose equality is unknown.
@usableFromInline
func _isAnotherObjectOrUnknown<Member>(_ lhs: Member, _ rhs: Member) -> Bool {
  if Member.self is AnyObject.Type { return (lhs as AnyObject) !== (rhs as AnyObject) }
  if let optional = Member.self as? any _OptionalType.Type,
    optional.wrappedType is AnyObject.Type
  {
    return optional._wrappedObject(of: lhs) !== optional._wrappedObject(of: rhs)
  }
  return true
}

/// Whether a tracked property of the standard library's plain data (a number, a string, or an
/// optional, array, set or dictionary of them) changes when set to `rhs`: whether the values
/// differ. Such values carry no identity, so a generated setter asks only this: the answer
/// `decideNotification(_:_:)` and `_$shouldNotifyObservers(_:_:)` give, in one call the
/// compiler resolves without weighing overloads.
@inlinable
public func _$plainValueChanged<Member: Equatable>(_ lhs: Member, _ rhs: Member) -> Bool {
  lhs != rhs
}
