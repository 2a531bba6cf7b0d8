import Observation

/// A value type whose properties can be observed one by one, like an `@Observable` class.
///
/// Do not conform by hand: annotate a struct or enum with `@ObservableState` (macro path) or
/// run it through the build plugin, which add the members below. Every conforming value carries
/// a structural identity, `_$id`, that lets the owner of the value (a ``Store``, or the parent
/// struct holding it) tell an in-place mutation from a wholesale replacement.
///
/// ```swift
/// @ObservableState
/// struct Counter {
///   var count = 0
/// }
/// ```
public protocol ObservableState: Observation.Observable {
  /// The value's structural identity. Copies share it; a replacement (`self = Self()`) or
  /// ``_$willModify()`` changes it.
  var _$id: ObservableStateID { get }

  /// The stamp of the value's latest edit in place: copies made before it hold an earlier one
  /// (see `EditStamp.swift`).
  var _$editStamp: UInt64 { get }

  /// Gives this value a new identity, so that a stale copy assigned back later is seen as a
  /// replacement rather than as the same value.
  mutating func _$willModify()

  /// What the value's copies share and another value does not (its registrar's storage), so
  /// that a store can tell its child from another one whatever their identities; `nil` for a
  /// value without a registrar of its own, such as an enum.
  var _$lineage: AnyObject? { get }

  /// The storage of the tracked properties that a value replacing another compares and keeps
  /// where the data is unchanged (see `Adoption.swift`).
  static var _$adoptedStorage: [PartialKeyPath<Self>] { get }

  /// The storage of the tracked properties with `willSet` or `didSet`, which a value replacing
  /// another compares and never writes.
  static var _$comparedStorage: [PartialKeyPath<Self>] { get }

  /// The rule a tracked property holding values of this type follows when it is not that of
  /// an observable child (see `TrackedMemberKind.swift`): an ``ObservableStateArray``'s, which
  /// is also a list; `nil`, the default, for every other type.
  static var _$memberKind: (any _$TrackedMemberKind.Type)? { get }

  // An observable child's rule, for the registrar's generic entry points to call on this type
  // once they found it is observable (see `TrackedMemberKind.swift`). Requirements, so that an
  // optimized build calls the rule for the concrete type directly; every type takes the
  // defaults.

  /// Starts an in-place edit of `member`, an observable child of this type.
  static func _$willModifyChild<Member>(_ member: inout Member) -> _$ModificationSnapshot
  /// Ends an in-place edit of `member`, an observable child of this type.
  static func _$didModifyChild<Member>(
    _ member: inout Member, _ snapshot: _$ModificationSnapshot,
    in registrar: ObservationStateRegistrar
  ) -> Bool
  /// Whether setting an observable child of this type must tell the property's readers.
  static func _$decideChildNotification<Member>(
    _ oldValue: Member, _ newValue: Member, in registrar: ObservationStateRegistrar
  ) -> Bool
  /// What a property stores when it is set to an observable value of this type.
  static func _$placedChild<Member>(_ newValue: Member, replacing oldValue: Member) -> Member
}

extension ObservableState {
  /// An observable child's rule: the default.
  @inlinable
  public static var _$memberKind: (any _$TrackedMemberKind.Type)? { nil }
}

extension ObservableState {
  /// No lineage of its own: the value is told apart by what it holds.
  public var _$lineage: AnyObject? { nil }

}
