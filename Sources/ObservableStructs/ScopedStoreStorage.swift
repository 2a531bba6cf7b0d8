import Observation
import Synchronization

/// The storage of a store scoped to a child that may go missing: reads and writes the child
/// that `location` finds in the parent store's value.
///
/// It remembers the last child it read. When the location finds nothing (an optional child
/// went `nil`, an enum left the case, a row was removed) or the child was replaced by one of
/// another identity, reads return that last value and writes are dropped with a runtime
/// warning, so a view that still holds the store cannot crash or write into another child.
@MainActor
final class ScopedStoreStorage<Location: StoreChildLocation>: StoreStorage {
  typealias State = Location.Child

  private let parent: Store<Location.Parent>
  private let location: Location
  /// The child as last read.
  private var lastValue: State
  /// Present for locations whose child can be replaced by another one.
  private let attachment: ScopeAttachment?

  init(parent: Store<Location.Parent>, location: Location, child: State) {
    self.parent = parent
    self.location = location
    self.lastValue = child
    self.attachment = location.isBoundToOneChild ? ScopeAttachment() : nil
    if attachment != nil { watchForReplacement() }
  }

  func read() -> State {
    if let attachment, attachment.isDetached { return lastValue }
    guard let value = location.child(in: parent.storage.read()) else { return lastValue }
    lastValue = value
    return value
  }

  func write(_ newValue: State) {
    ownWrite(dropped: warnOfDroppedWrite) {
      var assigned = false
      parent.storage.modify { assigned = location.assign(newValue, in: &$0) }
      if !assigned { warnOfDroppedWrite() }
    }
  }

  func modify<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
    try ownWrite(dropped: { try dropWrite(body) }) {
      var result: Result?
      try parent.storage.modify { parentValue in
        result = try location.modify(in: &parentValue, body)
      }
      if let result { return result }
      return try dropWrite(body)
    }
  }

  var current: State {
    get { read() }
    set { write(newValue) }
    _modify {
      var lent = LentCopy(lending: read())
      // Put back through `modify`, whose own lent copy this one replaces still marked.
      defer { lent.putBack { value in modify { $0 = value } } }
      yield &lent.value
    }
  }

  /// Runs `write`, a write of this store's own, unless the store is stale (`dropped` then).
  private func ownWrite<Result>(
    dropped: () throws -> Result, _ write: () throws -> Result
  ) rethrows -> Result {
    guard let attachment else { return try write() }
    guard !attachment.isDetached else { return try dropped() }
    attachment.beginWrite()
    defer {
      // Our own write may replace the child (`$0 = Child()`): the child is still ours.
      if attachment.endWrite() { watchForReplacement() }
    }
    return try write()
  }

  /// Runs `body` on a copy of the last value and discards it: the child is gone.
  private func dropWrite<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
    warnOfDroppedWrite()
    var copy = lastValue
    return try body(&copy)
  }

  private func warnOfDroppedWrite() {
    runtimeWarning(
      "A write to a scoped Store<\(State.self)> was ignored: its child is no longer in the "
        + "parent's state (it was dismissed, removed or replaced). Scope again to edit the "
        + "current child.")
  }

  /// Arms a one-shot observation of the parent's reads that find the child: it fires when the
  /// child appears, disappears or is replaced by another identity, never for in-place edits.
  private func watchForReplacement() {
    guard let attachment else { return }
    withObservationTracking {
      _ = location.child(in: parent.storage.read())
    } onChange: {
      attachment.parentDidReplaceChild()
    }
  }
}

/// Whether a scoped store still refers to the child it was made for.
final class ScopeAttachment: Sendable {
  private let detached = Atomic(false)
  private let writing = Atomic(false)
  private let replacedWhileWriting = Atomic(false)

  var isDetached: Bool { detached.load(ordering: .relaxed) }

  func beginWrite() {
    writing.store(true, ordering: .relaxed)
  }

  /// Ends a write; returns whether the write itself replaced the child.
  func endWrite() -> Bool {
    writing.store(false, ordering: .relaxed)
    return replacedWhileWriting.exchange(false, ordering: .relaxed)
  }

  func parentDidReplaceChild() {
    if writing.load(ordering: .relaxed) {
      replacedWhileWriting.store(true, ordering: .relaxed)
    } else {
      detached.store(true, ordering: .relaxed)
    }
  }
}
