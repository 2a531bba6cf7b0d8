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
}

extension ObservableState {
  /// No lineage of its own: the value is told apart by what it holds.
  public var _$lineage: AnyObject? { nil }

}
