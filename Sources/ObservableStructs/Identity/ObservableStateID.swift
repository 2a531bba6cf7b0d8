import Synchronization

/// The source of fresh identities: one process-wide counter, bumped with a relaxed atomic add.
@usableFromInline
let _observableStateIDCounter = Atomic<UInt64>(1)

/// The structural identity of an observable value.
///
/// Creating one takes a relaxed atomic increment and comparing two is one integer comparison;
/// no `UUID` is minted. The identity is a plain value, so changing the identity of one copy
/// never affects another copy. An enum's identity is derived from its case (with `_$tag(_:)`)
/// and its payload: an observable payload's identity, a hashable payload's hash, or a fresh
/// identity for a payload that is neither; so an equal value of the same case keeps it.
public struct ObservableStateID: Hashable, Sendable, CustomStringConvertible {
  /// The identity's bits. Fresh identities count up from 1; tagged identities are mixed.
  @usableFromInline
  let rawValue: UInt64

  /// Creates a fresh identity, different from every other identity made in this process.
  @inlinable
  public init() {
    rawValue = _observableStateIDCounter.wrappingAdd(1, ordering: .relaxed).oldValue
  }

  @inlinable
  init(rawValue: UInt64) {
    self.rawValue = rawValue
  }

  /// Derives the identity of an enum case from the identity of its payload.
  ///
  /// For a fixed tag the mapping is one-to-one, so two different payload identities never give
  /// the same tagged identity; across different tags a collision has probability 2⁻⁶⁴.
  @inlinable
  public func _$tag(_ tag: Int) -> ObservableStateID {
    var bits = rawValue &+ (UInt64(truncatingIfNeeded: tag) &+ 1) &* 0x9E37_79B9_7F4A_7C15
    bits = (bits ^ (bits >> 30)) &* 0xBF58_476D_1CE4_E5B9
    bits = (bits ^ (bits >> 27)) &* 0x94D0_49BB_1331_11EB
    return ObservableStateID(rawValue: bits ^ (bits >> 31))
  }

  /// The identity of an enum case without a payload, before ``_$tag(_:)`` adds the case:
  /// the same every time, so reading a payload-free case twice gives equal identities.
  @inlinable
  public static var _$payloadless: ObservableStateID { ObservableStateID(rawValue: 0) }

  /// The identity of plain data, derived from its hash: equal values share it.
  @inlinable
  init<Value: Hashable>(hashing value: Value) {
    var hasher = Hasher()
    hasher.combine(value)
    self.init(rawValue: UInt64(UInt(bitPattern: hasher.finalize())))
  }

  /// Combines the identities of two payload values of one enum case: equal pairs give equal
  /// identities and, up to a 2⁻⁶⁴ chance, different pairs do not.
  @inlinable
  public func _$combined(with other: ObservableStateID) -> ObservableStateID {
    var bits = (rawValue &* 0xD6E8_FEB8_6659_FD93) ^ (other.rawValue &+ 0x9E37_79B9_7F4A_7C15)
    bits = (bits ^ (bits >> 29)) &* 0xBF58_476D_1CE4_E5B9
    return ObservableStateID(rawValue: bits ^ (bits >> 32))
  }

  /// Whether this fresh identity was made after `other`, another fresh identity: the counter
  /// only counts up. Meaningless for tagged or hashed identities.
  func isMinted(after other: ObservableStateID) -> Bool {
    rawValue > other.rawValue
  }

  /// A short description for debugging, such as `ObservableStateID(42)`.
  public var description: String {
    "ObservableStateID(\(rawValue))"
  }
}

/// The identity of an enum case's payload value, by its type:
///
/// - an observable value's own, which its in-place mutations change (also inside an
///   optional);
/// - a fingerprint of the identities of a collection of observable values;
/// - a hashable value's hash (a number, a string, a Boolean: the common payloads, answered
///   without run-time type checks in an optimized build), so equal values share it and, up to a
///   2⁻⁶⁴ chance, different ones do not;
/// - otherwise a fresh identity, so a value whose equality is unknown never compares
///   identity-equal and a change always notifies.
@inlinable
public func _$id<T>(for value: T) -> ObservableStateID {
  if let observable = T.self as? any ObservableState.Type {
    return observable._$identity(of: value)
  }
  if _isPOD(T.self) || T.self == String.self, let hashable = T.self as? any Hashable.Type {
    return hashable._$hashedIdentity(of: value)
  }
  return _dynamicID(value)
}

extension ObservableState {
  /// The identity of `value`, a value of this type.
  @inlinable
  static func _$identity<Value>(of value: Value) -> ObservableStateID {
    unsafeBitCast(value, to: Self.self)._$id
  }
}

extension Hashable {
  /// The identity of `value`, a value of this type: derived from its hash.
  @inlinable
  static func _$hashedIdentity<Value>(of value: Value) -> ObservableStateID {
    ObservableStateID(hashing: unsafeBitCast(value, to: Self.self))
  }
}

@usableFromInline
func _dynamicID<T>(_ value: T) -> ObservableStateID {
  if let observable = value as? any ObservableState {
    return observable._$id
  }
  if _dynamicallyCarriesIdentity(value) {
    return ObservableStateID(rawValue: _dynamicFingerprint(value))
  }
  if let hashable = value as? any Hashable {
    return ObservableStateID(hashing: hashable)
  }
  return ObservableStateID()
}
