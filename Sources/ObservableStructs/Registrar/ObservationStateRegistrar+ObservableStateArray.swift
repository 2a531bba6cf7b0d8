import Observation

// `ObservableStateArray` is both observable and a collection of observable values; this
// overload of the hand-written accessors' identity check, more specific than either, uses its
// own O(1) structural identity.

/// Whether two `ObservableStateArray` values have the same structural identity.
@inlinable
public func _$isIdentityEqual<Element: ObservableState>(
  _ lhs: ObservableStateArray<Element>, _ rhs: ObservableStateArray<Element>
) -> Bool {
  lhs._$id == rhs._$id
}
