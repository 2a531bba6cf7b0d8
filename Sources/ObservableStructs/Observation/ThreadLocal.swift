import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Android)
  import Android
#endif

/// Per-thread state of after-change observation: how deep the current thread is inside
/// mutations, and the observers waiting for the outermost mutation to finish; and whether it is
/// putting back a copy lent for an in-place edit.
final class AfterChangeThreadState {
  var depth = 0
  var pending: [AfterChangeObserver] = []
  /// What must be checked when the outermost mutation ends, before the observers run: the row
  /// stores whose list changed (see `ScopedStoreStorage`).
  var checks: [@Sendable () -> Void] = []
  /// How deep the calling thread is inside untracked reads (see `withUntrackedReads`).
  var untrackedReads = 0
  /// The change whose readers are being told on this thread (see `ObservationChange`).
  var currentChange: ObservationChange?
  /// How the next change recorded on this thread changed, when the code that decided to tell
  /// its readers knows better than "property" (see `_noteNextChangeKind`).
  var nextChangeKind: ObservationChange.Kind?
  /// How the adoptions running on this thread record their changes (see `withAdoptionKind`).
  var adoptionKind: ObservationChange.Kind?
  /// Where the changes made on this thread now come from: a store's `update` and its line.
  var currentOrigin: String?
  /// Reads the root state of the store the changes come from, for spelling key paths from it.
  var currentOriginRoot: (@Sendable () -> Any?)?
  /// The observers told of a change made on this thread outside a store, which wait for the
  /// main queue; the end of the next store mutation on this thread runs them first.
  var waitingForMainQueue: [AfterChangeObserver] = []
  /// Set while a store or an identified array puts back a copy it lent for an in-place edit:
  /// the write-back is that edit, not a changed copy assigned back (see `LentCopyMark`).
  var writeBack: InPlaceWriteBack?
  /// The placement of a value into a new place running on this thread, if any.
  var placement: Placement?
  /// The `observe` closure running on this thread, if any (see `ObservationLoopDiagnosis`).
  var runningObserver: AfterChangeObserver?
  /// With the trace on: what the `observe` closure running on this thread has read so far, each
  /// read as the key path and the value it gave (see `ObservationTrace`).
  var tracedReads: [String]?
  /// The property last changed while that closure read.
  var changedDuringRead: AnyKeyPath?

  /// Runs `body` with `value` in the slot at `slot` of the calling thread's state, counted in
  /// `running` (the filter that lets other threads skip reading the slot), then puts back what
  /// the slot held before.
  static func with<Value, Result>(
    _ slot: ReferenceWritableKeyPath<AfterChangeThreadState, Value>, set value: Value,
    counting running: borrowing Atomic<Int>, _ body: (AfterChangeThreadState) -> Result
  ) -> Result {
    let state = current
    let outer = state[keyPath: slot]
    state[keyPath: slot] = value
    running.add(1, ordering: .relaxed)
    defer {
      running.subtract(1, ordering: .relaxed)
      state[keyPath: slot] = outer
    }
    return body(state)
  }

  /// The calling thread's state, created on first use and released when the thread exits.
  static var current: AfterChangeThreadState {
    if let pointer = pthread_getspecific(threadStateKey) {
      return Unmanaged<AfterChangeThreadState>.fromOpaque(pointer).takeUnretainedValue()
    }
    let state = AfterChangeThreadState()
    pthread_setspecific(threadStateKey, Unmanaged.passRetained(state).toOpaque())
    return state
  }
}

private let threadStateKey: pthread_key_t = {
  var key = pthread_key_t()
  let status = pthread_key_create(&key) { pointer in
    #if canImport(Darwin)
      Unmanaged<AfterChangeThreadState>.fromOpaque(pointer).release()
    #else
      if let pointer {
        Unmanaged<AfterChangeThreadState>.fromOpaque(pointer).release()
      }
    #endif
  }
  precondition(status == 0, "pthread_key_create failed: \(status)")
  return key
}()
