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
final class _ObservationRegistrarBox: Sendable, Observable {
  @usableFromInline
  let registrar = ObservationRegistrar()

  /// Whether something read the holder whole, through a conformance the compiler synthesized
  /// (`==`, `hash(into:)`) or its mirror (`print`, `dump`): those read the
  /// stored properties, not their getters, so their readers are subscribed to
  /// ``wholeValue`` instead, and from then on every change of a property tells it too.
  @usableFromInline
  let isReadWhole = Atomic<Bool>(false)

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

  /// The edit stamp of the value in this registrar's place, and the one that value held
  /// before its latest edit in place (see `EditStamp.swift`).
  @usableFromInline
  let currentStamp: Atomic<UInt64>
  @usableFromInline
  let previousStamp: Atomic<UInt64>

  @usableFromInline
  init(
    placed: Bool = false, storeOwned: Bool = false, origin: _ObservationRegistrarBox? = nil,
    stamp: UInt64 = 0
  ) {
    isPlaced = Atomic(placed)
    isStoreOwned = Atomic(storeOwned)
    origins = (origin.map(ObjectIdentifier.init), origin?.origins.0)
    currentStamp = Atomic(stamp)
    previousStamp = Atomic(stamp)
  }

  /// Records that the value in this registrar's place, stamped `previous`, was edited in place
  /// and stamped `current`.
  @inlinable
  func stampEdit(from previous: UInt64, to current: UInt64) {
    previousStamp.store(previous, ordering: .relaxed)
    currentStamp.store(current, ordering: .relaxed)
  }

  /// What readers of the whole holder are subscribed to: nothing is stored there.
  var wholeValue: Void { () }

  /// Records that the current observation tracking read the holder whole (see
  /// ``isReadWhole``).
  @usableFromInline
  func accessWholeValue() {
    if _readHooksRunning.load(ordering: .relaxed) > 0 && _isReadingUntracked() { return }
    if !isReadWhole.load(ordering: .relaxed) { isReadWhole.store(true, ordering: .relaxed) }
    registrar.access(self, keyPath: \.wholeValue)
  }

  /// Before a property of the holder changes: tells the readers of the whole holder, if any
  /// ever read it.
  @inlinable
  func willChangeProperty() {
    if isReadWhole.load(ordering: .relaxed) { willChangeWholeValue() }
  }

  /// After a property of the holder changed: tells the readers of the whole holder, if any
  /// ever read it.
  @inlinable
  func didChangeProperty() {
    if isReadWhole.load(ordering: .relaxed) { didChangeWholeValue() }
  }

  @usableFromInline
  func willChangeWholeValue() { registrar.willSet(self, keyPath: \.wholeValue) }

  @usableFromInline
  func didChangeWholeValue() { registrar.didSet(self, keyPath: \.wholeValue) }

  /// Whether this registrar's value was copied from the value holding `other`, directly or
  /// through one copy.
  func isCopied(from other: AnyObject) -> Bool {
    let other = ObjectIdentifier(other)
    return origins.0 == other || origins.1 == other
  }
}
