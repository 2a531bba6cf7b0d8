// Whether two values of a tracked property differ, for values that carry no identity: what a
// generated setter asks after the registrar's `decideNotification(_:_:)` returned `nil`. The
// overloads are resolved by the property's static type at the setter: `Equatable` values
// compare with `!=`, objects by identity (`!==`, or `!=` when also `Equatable`), anything else
// always counts as changed. They live here, once, rather than in every annotated type.

/// Any other value: always counts as changed.
@inlinable
public func _$shouldNotifyObservers<Member>(_ lhs: Member, _ rhs: Member) -> Bool {
  true
}

/// An `Equatable` value: changed when not equal.
@inlinable
public func _$shouldNotifyObservers<Member: Equatable>(_ lhs: Member, _ rhs: Member) -> Bool {
  lhs != rhs
}

/// An object: changed when it is another object.
@inlinable
public func _$shouldNotifyObservers<Member: AnyObject>(_ lhs: Member, _ rhs: Member) -> Bool {
  lhs !== rhs
}

/// An `Equatable` object: changed when not equal.
@inlinable
public func _$shouldNotifyObservers<Member: Equatable & AnyObject>(_ lhs: Member, _ rhs: Member)
  -> Bool
{
  lhs != rhs
}

/// An optional object: changed when it is another object, or `nil` on one side only.
@inlinable
public func _$shouldNotifyObservers<Member: AnyObject>(_ lhs: Member?, _ rhs: Member?) -> Bool {
  lhs !== rhs
}

/// An optional `Equatable` object: changed when not equal.
@inlinable
public func _$shouldNotifyObservers<Member: Equatable & AnyObject>(
  _ lhs: Member?, _ rhs: Member?
) -> Bool {
  lhs != rhs
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
