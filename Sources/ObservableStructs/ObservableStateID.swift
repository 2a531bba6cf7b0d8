import Synchronization

/// The source of fresh identities: one process-wide counter, bumped with a relaxed atomic add.
@usableFromInline
let _observableStateIDCounter = Atomic<UInt64>(1)

/// The structural identity of an observable value.
///
/// Creating one takes a relaxed atomic increment and comparing two is one integer comparison;
/// no `UUID` is minted. The identity is a plain value, so changing the identity of one copy
/// never affects another copy. Enum identities are derived from their payload's identity and
/// the case with `_$tag(_:)`.
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

  /// A short description for debugging, such as `ObservableStateID(42)`.
  public var description: String {
    "ObservableStateID(\(rawValue))"
  }
}

/// The identity of an observable value.
@inlinable
public func _$id<T: ObservableState>(for value: T) -> ObservableStateID {
  value._$id
}

/// The identity of any value: an observable value's own identity, or a fresh one for values
/// that are not observable (so they never compare identity-equal).
@inlinable
public func _$id<T>(for value: T) -> ObservableStateID {
  if !_isPOD(T.self), let observable = value as? any ObservableState {
    return observable._$id
  }
  return ObservableStateID()
}
