// The `CodingKeys` that `@ObservableState` writes for a coded struct name each tracked
// property's storage, with the property's own name as a static alias (`CodingKeys.count`), so
// that code naming a synthesized key compiles. An alias is an expression, not an enum case, so
// a `switch` over `any CodingKey` matches it with `~=`; this overload gives that match the
// meaning of the enum case pattern it stands for.

/// Whether `value` is the coding key `pattern`: a key of `pattern`'s type equal to it, as the
/// enum case pattern `case CodingKeys.count:` matches a key of type `any CodingKey`.
///
/// ```swift
/// switch key {
/// case CodingKeys.count: …   // a key of type `CodingKeys` that is `.count`
/// default: …
/// }
/// ```
@inlinable
public func ~= <Key: CodingKey & Equatable>(pattern: Key, value: any CodingKey) -> Bool {
  (value as? Key) == pattern
}
