import Observation
import Synchronization

// A value in a store's state changes only through its store: every write to it runs inside a
// store mutation (`update`, a dynamic member, a scoped store). So a write to a value whose
// registrar belongs to a store's state, made while no store mutation runs on the thread, is a
// write to a copy: `var draft = store.todos[1]; draft.title = "x"`, or a getter that edits a copy
// of state before returning it. Such a copy is separated before the write: it takes a registrar
// and an identity of its own, so the original's readers are not told of its edits from then
// on, and writing it back into the state is seen as the change it is.
//
// Readers that read the copy before its first write share the original's registrar: they are
// the original's readers as far as anything can tell, and are not told of the copy's edits.
//
// A copy edited to be shown rather than stored — a getter that returns `var c = card;
// c.title = "LOUD"; return c`, an initializer that edits what it was given — is separated while
// the view that reads it is being tracked. What the view reads of the copy after the edit is
// read from the copy's own registrar, which nothing in the state will ever write. So the
// separation also subscribes whoever is tracking reads at that moment to every tracked property
// of the original: an edit of the original re-runs the view, which reads a fresh copy. Outside
// a tracked read this subscribes nobody and costs one check per property.

/// How many store mutations run, on any thread: a filter that keeps the test of a write to one
/// relaxed load while none does. A thread always sees its own increments.
@usableFromInline
let _storeMutationsRunning = Atomic<Int>(0)

/// Whether a store mutation runs on the calling thread.
@usableFromInline
func _isInsideStoreMutation() -> Bool {
  guard _storeMutationsRunning.load(ordering: .relaxed) > 0 else { return false }
  return AfterChangeThreadState.current.depth > 0
}

extension ObservationStateRegistrar {
  /// Whether a write to the value holding this registrar, made now, is a write to a copy of a
  /// value in a store's state (see the notes at the top of this file).
  @inlinable
  public var _$isCopyWrite: Bool {
    box.isStoreOwned.load(ordering: .relaxed) && !_isInsideStoreMutation()
  }
}

/// Separates `value`, a copy of a value in a store's state about to be written, from the
/// original: it takes a registrar and an identity of its own, and the write that follows tells
/// only the copy's own readers.
@inlinable
public func _$separate<Value: ObservableState>(_ value: inout Value) {
  _separate(&value)
}

/// Gives `value` a registrar of its own that belongs to no place, and a new identity, after
/// subscribing the reads being tracked, if any, to the original's properties (see the notes at
/// the top of this file).
@usableFromInline
func _separate<Value: ObservableState>(_ value: inout Value) {
  if let box = value._$lineage as? _ObservationRegistrarBox,
    _readHooksRunning.load(ordering: .relaxed) == 0 || !_isReadingUntracked()
  {
    for storage in Value._$adoptedStorage + Value._$comparedStorage {
      (storage as? any _TrackedStorage)?._access(value, on: box.registrar)
    }
  }
  let placement = Placement()
  placement.step = .separating
  placement.run { value._$willModify() }
}

/// A key path to a tracked property's storage, seen from code that knows its types only at
/// run time.
protocol _TrackedStorage {
  /// Records that the reads being tracked, if any, read this property of `subject` (of the key
  /// path's root type) through `registrar`.
  func _access<Subject>(_ subject: Subject, on registrar: ObservationRegistrar)
  /// Tells the readers of this property of `subject` (of the key path's root type), through
  /// `registrar`, that it changed.
  func _tellReaders<Subject>(of subject: Subject, on registrar: ObservationRegistrar)
}

extension KeyPath: _TrackedStorage where Root: ObservableState {
  func _access<Subject>(_ subject: Subject, on registrar: ObservationRegistrar) {
    guard Subject.self == Root.self else { return }
    registrar.access(unsafeBitCast(subject, to: Root.self), keyPath: self)
  }

  func _tellReaders<Subject>(of subject: Subject, on registrar: ObservationRegistrar) {
    guard Subject.self == Root.self else { return }
    let subject = unsafeBitCast(subject, to: Root.self)
    registrar.willSet(subject, keyPath: self)
    registrar.didSet(subject, keyPath: self)
  }
}
