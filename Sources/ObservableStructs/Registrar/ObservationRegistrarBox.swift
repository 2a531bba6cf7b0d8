import Observation
import Synchronization

/// The `ObservationRegistrar` behind an `ObservationStateRegistrar`, held by reference so
/// that copies of a value share it.
///
/// `Observation` is built for library evolution, so the size of its `ObservationRegistrar` is
/// not known where annotated types are compiled. Held inline, it would give every annotated
/// struct (and every struct that contains one) a layout computed at run time: each copy, move
/// and property access would go through value witnesses, which costs the compiler a great deal
/// of code for nested state and costs a little at run time. Behind this final class, the
/// registrar is one pointer and the struct keeps a fixed, bitwise-movable layout.
@usableFromInline
final class _ObservationRegistrarBox: Sendable {
  @usableFromInline
  let registrar = ObservationRegistrar()

  /// Whether a value holding this registrar has been stored into a place (a tracked property,
  /// an `ObservableStateArray`): a copy stored into another place then gets a registrar of
  /// its own (see `ValuePlacement.swift`).
  let isPlaced: Atomic<Bool>

  /// Whether the place that holds this registrar is in a store's state. Such a value changes
  /// only through its store; a value holding this registrar that changes while no store
  /// mutation runs on its thread is a copy (see `CopySeparation.swift`).
  @usableFromInline
  let isStoreOwned: Atomic<Bool>

  /// The registrars of the value this one was copied from and of the value that one was copied
  /// from, when a copy took a registrar of its own (stored into another place, or edited
  /// outside its store): writing the copy back where the original is adopts it (see
  /// `Adoption.swift`). Held as identities, not references: a copy keeps nothing alive, and
  /// costs no weak reference. An identity reused by a later registrar at the same address can
  /// only make a replacement adopt, which tells the readers of what differs all the same.
  let origins: (ObjectIdentifier?, ObjectIdentifier?)

  @usableFromInline
  init(placed: Bool = false, storeOwned: Bool = false, origin: _ObservationRegistrarBox? = nil) {
    isPlaced = Atomic(placed)
    isStoreOwned = Atomic(storeOwned)
    origins = (origin.map(ObjectIdentifier.init), origin?.origins.0)
  }

  /// Whether this registrar's value was copied from the value holding `other`, directly or
  /// through one copy.
  func isCopied(from other: AnyObject) -> Bool {
    let other = ObjectIdentifier(other)
    return origins.0 == other || origins.1 == other
  }
}
