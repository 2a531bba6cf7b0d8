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

  /// Takes over the registrar and identity of `previous`, the value this one replaces, and
  /// of each property whose data is unchanged, telling the readers of the others; returns
  /// `false`, changing nothing, for a value that cannot (see `Adoption.swift`).
  mutating func _$adopt(_ previous: Self) -> Bool
}

extension ObservableState {
  /// No lineage of its own: the value is told apart by what it holds.
  public var _$lineage: AnyObject? { nil }

  /// Adopts nothing: a replacement tells every reader of the replaced value.
  public mutating func _$adopt(_ previous: Self) -> Bool { false }
}
