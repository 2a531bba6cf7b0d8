import Dispatch
import Observation
import Synchronization

/// Marks the calling thread as inside a ``Store`` mutation; observers whose tracked values change
/// meanwhile run when the outermost store mutation on this thread ends, after the new values
/// have landed and every access to the mutated value has ended.
struct AfterChangeScope {
  let state: AfterChangeThreadState

  /// Runs `check` when the outermost store mutation on the calling thread ends, before its
  /// observers run. Outside a store mutation, the change may not have landed yet: `check` runs
  /// on the next turn of the main queue.
  static func whenMutationEnds(_ check: @escaping @Sendable () -> Void) {
    let state = AfterChangeThreadState.current
    guard state.depth > 0 else {
      DispatchQueue.main.async {
        let scope = enter()
        check()
        scope.leave()
      }
      return
    }
    state.checks.append(check)
  }

  static func enter() -> AfterChangeScope {
    let state = AfterChangeThreadState.current
    if state.depth == 0 { _storeMutationsRunning.add(1, ordering: .relaxed) }
    state.depth += 1
    return AfterChangeScope(state: state)
  }

  func leave() {
    guard state.depth == 1 else {
      state.depth -= 1
      return
    }
    // Still inside the mutation: what the checks tell queues its observers with the others.
    while !state.checks.isEmpty {
      let checks = state.checks
      state.checks.removeAll()
      for check in checks { check() }
    }
    state.depth = 0
    _storeMutationsRunning.subtract(1, ordering: .relaxed)
    // Observers told of a change made on this thread outside a store wait for the main queue;
    // the store's write may be what they must show next, so they run now, with the others.
    for observer in state.waitingForMainQueue where observer.isWaitingForMainQueue {
      observer.isQueuedOnMain.store(false, ordering: .relaxed)
      if !observer.isPending.exchange(true, ordering: .relaxed) { state.pending.append(observer) }
    }
    state.waitingForMainQueue.removeAll()
    while !state.pending.isEmpty {
      let observers = state.pending
      state.pending.removeAll()
      for observer in observers {
        observer.run()
      }
    }
    state.currentChange = nil
  }
}

/// One `observe` registration: the closure, and whether it has been cancelled.
final class AfterChangeObserver: Sendable {
  private let apply: @Sendable (ObservationChange?) -> Void
  /// Where the observation was made, for the trace (`File.swift:12`).
  private let site: String
  /// Whether the closure takes the change that set it off (counted in `_changeRecordsWanted`).
  private let takesChanges: Bool
  /// The change that set the observer off since its last run, if recorded.
  private let pendingChange = Mutex<ObservationChange?>(nil)
  /// With the trace on: what the closure read on its last run (see `ObservationTrace`).
  private let tracedReads = Mutex<[String]>([])
  /// Whether the closure has run once (the first run has no change to tell).
  private let hasRun = Atomic<Bool>(false)
  private let isCancelled = Atomic<Bool>(false)
  /// Whether the observer waits in its thread's list for the end of a store mutation.
  fileprivate let isPending = Atomic<Bool>(false)
  /// Whether a run waits on the main queue.
  fileprivate let isQueuedOnMain = Atomic<Bool>(false)

  /// The observers whose reads wrote what set this one off last (see `ObservationLoopDiagnosis`).
  private let loopChain = Mutex(ObservationLoopChain())

  init(
    site: String, takesChanges: Bool, _ apply: @escaping @Sendable (ObservationChange?) -> Void
  ) {
    self.apply = apply
    self.site = site
    self.takesChanges = takesChanges
    ObservationTrace.startIfRequested()
    if takesChanges { _countPartiesWantingChangeRecords(1) }
  }

  func cancel() {
    if !isCancelled.exchange(true, ordering: .relaxed) && takesChanges {
      _countPartiesWantingChangeRecords(-1)
    }
  }

  /// Runs the closure under observation tracking; a change to anything it read queues it again.
  func run() {
    isPending.store(false, ordering: .relaxed)
    guard !isCancelled.load(ordering: .relaxed) else { return }
    let change = pendingChange.withLock { change in
      defer { change = nil }
      return change
    }?.spelledFromRoot()
    let isRerun = hasRun.exchange(true, ordering: .relaxed)
    // Writes made while the closure reads are watched (see `WriteWatchers.swift`).
    let state = _watchingWrites {
      AfterChangeThreadState.with(
        \.runningObserver, set: self, counting: _observationReadsRunning
      ) { state in
        withObservationTracking {
          guard ObservationTrace.isOn else { return apply(isRerun ? change : nil) }
          let reads = ObservationTrace.notingReads { apply(isRerun ? change : nil) }
          let readsBefore = tracedReads.withLock { before in
            defer { before = reads }
            return before
          }
          if isRerun {
            ObservationTrace.report(change, site: site, wasRedundant: reads == readsBefore)
          }
        } onChange: { [weak self] in
          self?.changeWillHappen()
        }
        return state
      }
    }
    // The outermost observer on this thread has finished reading.
    if state.runningObserver == nil { state.changedDuringRead = nil }
  }

  /// Whether a run of the observer still waits on the main queue.
  fileprivate var isWaitingForMainQueue: Bool { isQueuedOnMain.load(ordering: .relaxed) }

  private func changeWillHappen() {
    guard !isCancelled.load(ordering: .relaxed) else { return }
    let state = AfterChangeThreadState.current
    traceLoop(cause: state.runningObserver, through: state.changedDuringRead)
    if takesChanges || ObservationTrace.isOn, let change = state.currentChange {
      pendingChange.withLock { pending in
        if pending == nil { pending = change }
      }
    }
    guard state.depth > 0 else {
      // The change was not made through a Store, so there is no end of mutation to wait for
      // here: the value may still be under exclusive access up the call stack. Run on the next
      // turn of the main queue, when the mutation has certainly landed, unless a store
      // mutation ran the observer before then.
      if !isQueuedOnMain.exchange(true, ordering: .relaxed) {
        state.waitingForMainQueue.append(self)
        DispatchQueue.main.async {
          // Unless the end of a store mutation ran it first.
          if self.isQueuedOnMain.exchange(false, ordering: .relaxed) { self.run() }
        }
      }
      return
    }
    // Inside a store mutation: run when it ends, even if a run already waits on the main
    // queue, so that the observer has run before the store's write returns.
    if !isPending.exchange(true, ordering: .relaxed) {
      state.pending.append(self)
    }
  }
}

extension AfterChangeObserver {
  /// Records what set this observer off: a write made while `cause` read, or anything else
  /// (`nil`); warns when the chain of reads that led here comes back to this observer.
  fileprivate func traceLoop(cause: AfterChangeObserver?, through keyPath: AnyKeyPath?) {
    guard let cause else {
      loopChain.withLock { $0 = ObservationLoopChain() }
      return
    }
    let chain = ObservationLoopChain(
      cause: cause, causeChain: cause.loopChain.withLock { $0 })
    if chain.contains(self) { reportObservationLoop(through: keyPath) }
    loopChain.withLock { $0 = chain }
  }
}

/// Cancels an observation made with `observe(_:)` or `store.observe(_:)`.
///
/// The observation also ends when the token is released, so keep it for as long as the
/// observation should run.
public final class ObservationToken: Sendable, Hashable {
  private let observer: AfterChangeObserver

  init(_ observer: AfterChangeObserver) {
    self.observer = observer
  }

  deinit {
    observer.cancel()
  }

  /// Stops the observation; its closure never runs again.
  public func cancel() {
    observer.cancel()
  }

  /// Tokens are equal only to themselves.
  public static func == (lhs: ObservationToken, rhs: ObservationToken) -> Bool { lhs === rhs }

  /// Hashes the token's identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}

/// Runs `apply` now and again after every mutation of anything it read, once per mutation,
/// after the new values have landed — unlike `withObservationTracking`'s `onChange`, which fires
/// before the change.
///
/// Each run tracks exactly what that run read. A mutation made through a ``Store`` re-runs `apply`
/// synchronously when the store's outermost mutation ends. A change made any other way (a
/// value held by an `@Observable` class, say) may happen while the value is still under
/// exclusive access further up the stack, so `apply` re-runs on the next turn of the main
/// queue instead — still after the change, never before it.
///
/// Like `store.observe(_:)`, and like the views it stands for, the closure runs on the main
/// actor, so it reads stores directly:
///
/// ```swift
/// let token = observe { print("count is", store.counter.count) }
/// store.update { $0.counter.count += 1 }  // prints "count is 1"
/// token.cancel()
/// ```
@MainActor
public func observe(
  fileID: StaticString = #fileID, line: UInt = #line, _ apply: @escaping @MainActor () -> Void
) -> ObservationToken {
  let observer = AfterChangeObserver(site: "\(fileID):\(line)", takesChanges: false) { _ in
    MainActor.assumeIsolated { apply() }
  }
  observer.run()
  return ObservationToken(observer)
}

/// Runs `apply` as the `observe` above does, telling it on every run after the first what
/// changed to make it run, `nil` on the first run and when the change was made where the
/// runtime does not see it (a class of yours):
///
/// ```swift
/// let token = observe { change in
///   if let change { print("re-rendering:", change) }
///   render(store.todos)
/// }
/// ```
///
/// While such an observation runs, every notification records what it tells: one more branch
/// and a small record per notification.
@MainActor
public func observe(
  fileID: StaticString = #fileID, line: UInt = #line,
  _ apply: @escaping @MainActor (ObservationChange?) -> Void
) -> ObservationToken {
  let observer = AfterChangeObserver(site: "\(fileID):\(line)", takesChanges: true) { change in
    MainActor.assumeIsolated { apply(change) }
  }
  observer.run()
  return ObservationToken(observer)
}
