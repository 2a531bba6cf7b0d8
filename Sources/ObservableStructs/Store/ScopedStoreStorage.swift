import Observation
import Synchronization

/// The storage of a store scoped to a child that may go missing: reads and writes the child
/// that `location` finds in the parent store's value.
///
/// It remembers the last child it read. A store bound to one child (an optional child, an enum
/// case) goes stale only when that child is gone: removed (the optional went `nil`, the enum
/// left the case) or replaced by another child — not when the child is edited, in place or as
/// a copy put back, nor when the parent changes something else that finding the child reads.
/// A stale store's reads return that last value and its writes are dropped with a runtime
/// warning, so a view that still holds the store cannot crash or write into another child.
///
/// A row's store reads the list around its row untracked, so that its readers are not told of
/// other rows coming, going or moving; it tells them itself, through ``rowRegistrar``, when a
/// change of the list replaced its row or changed it without its setters (an undo). A removed
/// row's store reads the row's last value from then on: its readers are not told, as what they
/// show stays true.
@MainActor
final class ScopedStoreStorage<Location: StoreChildLocation>: LendingStoreStorage, Observable {
  typealias State = Location.Child

  private let parent: Store<Location.Parent>
  private let location: Location
  /// The child as last read.
  private var lastValue: State
  /// ``RegistrarReplacements/count`` when the row was last checked: a replacement since then
  /// may have left the row's readers attached to registrars the new value does not hold.
  private var lastReplacementCount: Int
  /// For locations bound to one child: whether the parent may have replaced it.
  private let attachment: ScopeAttachment?
  /// For locations bound to one child: which child that is.
  private var lineage: ChildLineage?
  /// For rows: the registrar that tells the row's readers of changes the list made to it.
  private let rowRegistrar: ObservationRegistrar?
  /// `\.lastValue`, made once (see `RootStoreStorage.valueKeyPath`).
  private let rowKeyPath: KeyPath<ScopedStoreStorage, State>
  /// How many of this store's own writes are under way. An observer that reads through the
  /// store while one is (observers run before a write returns) finds the child the write left,
  /// which is the store's own whatever it is: a write may put another child in its place.
  private var ownWritesUnderWay = 0

  init(parent: Store<Location.Parent>, location: Location, child: State) {
    self.parent = parent
    self.location = location
    self.lastValue = child
    self.lastReplacementCount = RegistrarReplacements.count
    self.rowKeyPath = \.lastValue
    if location.isBoundToOneChild {
      attachment = ScopeAttachment()
      lineage = ChildLineage(of: child)
      rowRegistrar = nil
      watchForReplacement()
    } else {
      attachment = nil
      rowRegistrar = ObservationRegistrar()
      watchRow()
    }
  }

  var rootStateReader: @Sendable () -> Any? { parent.storage.rootStateReader }

  func read() -> State {
    if let rowRegistrar {
      // A row store read while finding a row of a list inside this row (a nested row store
      // reads the list around its row untracked) subscribes nobody.
      if !_readIsUntracked { rowRegistrar.access(self, keyPath: rowKeyPath) }
      guard let value = withUntrackedReads(findChild) else { return lastValue }
      lastValue = value
      return value
    }
    guard isAttached(), let value = findChild() else {
      return lastValue
    }
    lastValue = value
    return value
  }

  /// Arms a one-shot observation of the list around the row: when the list changes, the row is
  /// checked once the change has landed.
  private func watchRow() {
    withObservationTracking {
      _ = findChild()
    } onChange: { [weak self] in
      AfterChangeScope.whenMutationEnds {
        MainActor.assumeIsolated { self?.checkRow() }
      }
    }
  }

  /// After a change of the list: tells the row's readers if the row is gone, is another value,
  /// or holds other data than they last read; then watches the list again.
  private func checkRow() {
    var current: State?
    withObservationTracking {
      current = findChild()
    } onChange: { [weak self] in
      AfterChangeScope.whenMutationEnds {
        MainActor.assumeIsolated { self?.checkRow() }
      }
    }
    guard let rowRegistrar else { return }
    guard let current else {
      // Gone: its readers read the last value from now on, which is what they show, so none
      // is told (the list's own readers are, and take the row's view away).
      return
    }
    // A row back in the list (an undo of its removal) holding what its readers last read,
    // under the registrar they are attached to, is unchanged for them. After a value was put
    // somewhere in one piece (a reset, an undo, a copy written back), the registrars inside
    // the row must be the same too: the row may hold the same data under others.
    // A row holding another stamp than the one last read was put back or replaced since, not
    // only edited through its setters: a copy read before it may hold other registrars inside.
    let replacements = RegistrarReplacements.count
    let mayHoldOtherRegistrars =
      replacements != lastReplacementCount || current._$editStamp != lastValue._$editStamp
    let isUnchanged =
      current._$lineage === lastValue._$lineage && _holdsSameData(current, lastValue)
      && (!mayHoldOtherRegistrars || _holdsSameRegistrars(current, lastValue))
    lastValue = current
    lastReplacementCount = replacements
    guard !isUnchanged else { return }
    recordChange(property: "\\" + String(describing: State.self), kind: .rowChanged)
    rowRegistrar.withMutation(of: self, keyPath: rowKeyPath) {}
  }

  func read<Value>(_ keyPath: KeyPath<State, Value>) -> Value {
    read()[keyPath: keyPath]
  }

  func write(_ newValue: State) {
    guard isAttached() else { return warnOfDroppedWrite() }
    asOwnWrite {
      var assigned = false
      parent.storage.modify { parentValue in
        // Another value than the child, or a copy of it read before it was edited, adopts it,
        // as a root store's new state does: only the readers of what differs are told.
        let child = location.child(inContainer: parentValue[keyPath: location.keyPath])
        let adopted = child.map { _placedAdopting(newValue, replacing: $0) } ?? newValue
        assigned = location.assign(adopted, in: &parentValue)
      }
      if !assigned { warnOfDroppedWrite() }
    }
  }

  func modify<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
    guard isAttached() else { return try dropWrite(body) }
    return try asOwnWrite {
      var result: Result?
      try parent.storage.modify { parentValue in
        result = try location.modify(in: &parentValue, body)
      }
      if let result { return result }
      return try dropWrite(body)
    }
  }

  /// Runs `body`, one of the store's own writes, and then binds the store to the child the
  /// write left (see ``ownWritesUnderWay``).
  private func asOwnWrite<Result>(_ body: () throws -> Result) rethrows -> Result {
    ownWritesUnderWay += 1
    defer {
      ownWritesUnderWay -= 1
      rebindAfterOwnWrite()
    }
    return try body()
  }

  /// Puts back a copy that ``current`` lent out, as an in-place edit of the parent's value.
  func putBackLentCopy(_ copy: State, marked mark: LentCopyMark) {
    // Put back through `modify`, whose own lent copy this one replaces still marked.
    mark.putBack(copy) { value in modify { $0 = value } }
  }

  /// Whether the store still refers to its child. After the parent announced a change where
  /// the child is found, checks that the child there is still the bound one; if it is gone or
  /// another one, the store detaches for good.
  private func isAttached() -> Bool {
    guard let attachment else { return true }
    switch attachment.state {
    case .attached: return true
    case .detached: return false
    case .unconfirmed:
      guard ownWritesUnderWay == 0 else {
        rebindAfterOwnWrite()
        return attachment.state == .attached
      }
      return confirmAttachment(attachment)
    }
  }

  /// Checks the child after an announcement: still attached if it is the bound one.
  @inline(never)
  private func confirmAttachment(_ attachment: ScopeAttachment) -> Bool {
    guard let lineage, let child = findChild(),
      ChildLineage(of: child).isSameChild(as: lineage)
    else {
      attachment.detach()
      return false
    }
    lastValue = child
    attachment.confirm()
    watchForReplacement()
    return true
  }

  /// The child the location finds in the parent's current value, reading only its container.
  private func findChild() -> State? {
    location.child(inContainer: parent.storage.read(location.keyPath))
  }

  /// After a write of this store's own: the child there now is its child, whatever it is (a
  /// write may replace it, `$0 = Child()`).
  private func rebindAfterOwnWrite() {
    guard let attachment, attachment.state == .unconfirmed,
      let child = findChild()
    else { return }
    lastValue = child
    lineage = ChildLineage(of: child)
    attachment.confirm()
    watchForReplacement()
  }

  /// Runs `body` on a copy of the last value and discards it: the child is gone.
  private func dropWrite<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
    warnOfDroppedWrite()
    var copy = lastValue
    return try body(&copy)
  }

  private func warnOfDroppedWrite() {
    let child = (lastValue as? any Identifiable).map { "the \(State.self) with id \(id(of: $0))" }
    runtimeWarning(
      "A write to a scoped Store<\(State.self)> was ignored: its child ("
        + (child ?? "the \(State.self) it was scoped to") + ", at "
        + propertyName(of: location.keyPath) + " in "
        + "Store<\(Location.Parent.self)>) is no longer in the parent's state (it was "
        + "dismissed, removed or replaced). Scope again to edit the current child.",
      site: "\(ObjectIdentifier(self))")
  }

  private func id<Element: Identifiable>(of element: Element) -> String {
    String(reflecting: element.id)
  }

  /// Arms a one-shot observation of the parent's reads that find the child: it fires when the
  /// parent announces a change there (the child appears, disappears, is replaced or put back
  /// as an edited copy, or something else the lookup reads changes), after which the next
  /// access checks the child (`isAttached`).
  private func watchForReplacement() {
    guard let attachment else { return }
    withObservationTracking {
      _ = findChild()
    } onChange: {
      attachment.parentDidAnnounceChange()
    }
  }
}

/// Whether a scoped store still refers to the child it was made for, as far as it knows.
final class ScopeAttachment: Sendable {
  /// What the store knows about its child.
  enum State: UInt8 {
    /// Its child is where the store last looked.
    case attached
    /// The parent announced a change where the child is found: check before the next access.
    case unconfirmed
    /// The child is gone; the store is stale for good.
    case detached
  }

  /// The state's raw value (an atomic of a plain integer is the cheapest to load).
  private let current = Atomic<UInt8>(State.attached.rawValue)

  var state: State { State(rawValue: current.load(ordering: .relaxed)) ?? .detached }

  /// Called from the parent's announcement, on whatever thread made the change.
  func parentDidAnnounceChange() {
    _ = current.compareExchange(
      expected: State.attached.rawValue, desired: State.unconfirmed.rawValue, ordering: .relaxed)
  }

  func confirm() {
    _ = current.compareExchange(
      expected: State.unconfirmed.rawValue, desired: State.attached.rawValue, ordering: .relaxed)
  }

  func detach() {
    current.store(State.detached.rawValue, ordering: .relaxed)
  }
}
