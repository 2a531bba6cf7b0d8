import Observation

/// Where a ``Store`` keeps its value: owned at the root, or borrowed from a parent store.
///
/// Every write is one of two kinds. An assignment (`write`) brings a value the store did not
/// produce and is compared like any other assignment: identity first, then equality. An edit
/// (`modify`, or `current` edited in place) changes the store's own value, and tells the
/// readers of what it changed.
@MainActor
protocol StoreStorage<State>: AnyObject {
  associatedtype State
  /// The current value, registering access to replacements of it.
  func read() -> State
  /// The value at `keyPath` in the current value, registering access as ``read()`` does,
  /// without copying the rest of the value.
  func read<Value>(_ keyPath: KeyPath<State, Value>) -> Value
  /// Assigns a whole value: observers hear of it unless it has the same identity and holds the
  /// same data.
  func write(_ newValue: State)
  /// Mutates the value in place, publishing once.
  func modify<Result>(_ body: (inout State) throws -> Result) rethrows -> Result
  /// The value as an l-value: reading is ``read()``, assigning is ``write(_:)``, and an
  /// in-place edit (`current.child.count += 1`) is one ``modify(_:)``.
  var current: State { get set }
  /// What reads the state of the root store, untracked, for spelling the key paths of change
  /// records from it (see `ChangePath.swift`).
  var rootStateReader: @Sendable () -> Any? { get }
}

/// The root storage: owns the value and notifies its own observers on resets.
@MainActor
final class RootStoreStorage<State: ObservableState>: StoreStorage, Observable {
  private var value: State
  private let registrar = ObservationRegistrar()
  /// `\.value`, made once: a key path into a generic class is otherwise instantiated by the
  /// runtime on every read, which costs more than the read itself.
  private let valueKeyPath: KeyPath<RootStoreStorage, State>
  /// What readers of the whole value (`store.state`) are subscribed to besides ``value``: told
  /// of every assignment that changes the value, also one whose readers of single properties
  /// are told by adoption.
  private let wholeValue: Void = ()
  /// `\.wholeValue`, made once.
  private let wholeValueKeyPath: KeyPath<RootStoreStorage, Void>
  /// Whether the value is being edited in place: reading the store meanwhile would overlap
  /// the edit's exclusive access.
  private var isUpdating = false

  init(_ value: State) {
    // The store is the value's place: every registrar the value holds belongs to it now.
    _claimRegistrars(in: value)
    self.value = value
    self.valueKeyPath = \.value
    self.wholeValueKeyPath = \.wholeValue
  }

  var rootStateReader: @Sendable () -> Any? {
    { [weak self] in
      MainActor.assumeIsolated {
        ReadOnThisThread<Any?>(value: self.flatMap { $0.isUpdating ? nil : $0.value })
      }.value
    }
  }

  func read() -> State {
    if isUpdating { stopReadDuringUpdate() }
    if !_readIsUntracked {
      registrar.access(self, keyPath: valueKeyPath)
      registrar.access(self, keyPath: wholeValueKeyPath)
    }
    return value
  }

  func read<Value>(_ keyPath: KeyPath<State, Value>) -> Value {
    if isUpdating { stopReadDuringUpdate() }
    if !_readIsUntracked { registrar.access(self, keyPath: valueKeyPath) }
    return value[keyPath: keyPath]
  }

  /// Stops a read of the store made while its value is being edited, naming the store, rather
  /// than letting it die of an exclusivity violation.
  private func stopReadDuringUpdate() -> Never {
    preconditionFailure(
      "Store<\(State.self)> was read during its own update: the state is being edited there, "
        + "so read it through the update's parameter (`store.update { $0.count += $0.step }`).")
  }

  func write(_ newValue: State) {
    let scope = AfterChangeScope.enter()
    defer { scope.leave() }
    if _isUnchanged(value, newValue) {
      value = newValue
      return
    }
    // Another value (a reset, an undo): it takes over the registrars of what it shares with
    // the store's own and tells the readers of what differs (see `Adoption.swift`). A value
    // holding the same data changes nothing: the store keeps its own and tells nobody.
    guard !_haveSameData(value, newValue) else { return }
    var adopted = newValue
    if adopted._$adopt(value) {
      _claimRegistrars(in: adopted)
      recordChange(property: "\\" + String(describing: State.self), kind: .adopted)
      registrar.withMutation(of: self, keyPath: wholeValueKeyPath) { value = adopted }
    } else {
      _claimRegistrars(in: newValue)
      recordChange(property: "\\" + String(describing: State.self), kind: .reset)
      RegistrarReplacements.note()
      registrar.withMutation(of: self, keyPath: valueKeyPath) { value = newValue }
    }
  }

  func modify<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
    let scope = AfterChangeScope.enter()
    defer { scope.leave() }
    let identity = renewIdentityBeforeEdit()
    defer { notifyIfReplaced(since: identity) }
    let wasUpdating = isUpdating
    isUpdating = true
    defer { isUpdating = wasUpdating }
    return try body(&value)
  }

  var current: State {
    get { read() }
    set { write(newValue) }
    _modify {
      let scope = AfterChangeScope.enter()
      defer { scope.leave() }
      let identity = renewIdentityBeforeEdit()
      defer { notifyIfReplaced(since: identity) }
      let wasUpdating = isUpdating
      isUpdating = true
      defer { isUpdating = wasUpdating }
      yield &value
    }
  }

  /// Gives the value a new identity before an in-place edit, so that a stale copy assigned
  /// back later reads as a reset, and returns what the edit starts from.
  private func renewIdentityBeforeEdit() -> RootEditStart {
    let previousID = value._$id
    value._$willModify()
    return RootEditStart(previousID: previousID, id: value._$id, lineage: value._$lineage)
  }

  /// Ends an in-place edit: the value's observers are told if the edit replaced the value,
  /// that is, if it no longer has the identity it was given before the edit.
  ///
  /// - A value that adopted the one it replaced (`self = …` in a mutating method, see
  ///   `Adoption.swift`) keeps the registrar and has an identity made during the edit: it told
  ///   the readers of what changed itself, so only readers of the whole value are told here.
  /// - A copy of the value as it was when the edit started (`let state = store.state;
  ///   store.update { $0 = state }`) holds the same data under the same registrar: nobody is
  ///   told.
  /// - Any other value — a new one, or a copy taken before an earlier edit (an undo written as
  ///   `store.update { $0 = snapshot }`) — was compared with nothing: every reader is told.
  ///   `store.state = snapshot` compares, and tells the readers of what differs.
  ///
  /// Either way the value ends the edit with an identity of its own, which no copy made before
  /// or during the edit holds: a copy that has it was read after the edit, and holds its data.
  private func notifyIfReplaced(since start: RootEditStart) {
    defer { value._$willModify() }
    guard value._$id != start.id else { return }
    let sameRegistrar = start.lineage != nil && value._$lineage === start.lineage
    if sameRegistrar && value._$id == start.previousID { return }
    // A new root: the store is its place.
    _claimRegistrars(in: value)
    let adopted = sameRegistrar && value._$id.isMinted(after: start.id)
    recordChange(property: "\\" + String(describing: State.self), kind: adopted ? .adopted : .reset)
    if adopted {
      registrar.withMutation(of: self, keyPath: wholeValueKeyPath) {}
    } else {
      RegistrarReplacements.note()
      registrar.withMutation(of: self, keyPath: valueKeyPath) {}
    }
  }
}

/// What an in-place edit of a root store's value starts from: the identity the value had, the
/// identity it was given for the edit and its registrar.
struct RootEditStart {
  let previousID: ObservableStateID
  let id: ObservableStateID
  let lineage: AnyObject?
}
