import Observation

// A value that is `@ObservableState` and also a collection of `@ObservableState` elements
// (`struct HTTPFields: RandomAccessCollection` of annotated `HTTPField`, itself annotated)
// matches both the identity check for observable values and that for collections of them,
// which no rule ranks: a hand-written accessor naming `_$isIdentityEqual` would be ambiguous.
// This overload, more specific than either, treats it as the observable value it is: its
// identity tells a replacement from an edit. (The generic entry points, `mutate` and the
// others, do the same: see `TrackedMemberKind.swift`.)

/// Whether two observable collections of observable values have the same identity.
@inlinable
public func _$isIdentityEqual<T: ObservableState & Collection>(_ lhs: T, _ rhs: T) -> Bool
where T.Element: ObservableState {
  lhs._$id == rhs._$id
}
