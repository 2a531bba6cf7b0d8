import Synchronization

// A read that observation tracking does not see. A row's store finds its row in the list around
// it; a view that reads the row through that store must hear of the row's edits and its
// replacement, but not of every insertion, move or removal of other rows. So the store reads
// the list untracked, and tells its readers itself when its row changes (see
// `ScopedStoreStorage`).

/// How many reasons a read of a tracked property has to look at its thread's state: the
/// untracked reads running, on any thread, and the trace, which notes every read. A filter that
/// keeps the cost of a tracked read to one relaxed load while there is none. A thread always
/// sees its own increments. Initialized to a constant (see `_changeRecordsWanted`).
@usableFromInline
let _readHooksRunning = Atomic<Int>(0)

/// Whether reads on the calling thread are untracked now.
@usableFromInline
func _isReadingUntracked() -> Bool {
  AfterChangeThreadState.current.untrackedReads > 0
}

/// Whether a read of a tracked property made now must be left out of observation tracking.
@inlinable
var _readIsUntracked: Bool {
  _readHooksRunning.load(ordering: .relaxed) > 0 && _isReadingUntracked()
}

/// Runs `body` with the reads it makes of observable values on the calling thread left out of
/// any observation tracking running around it.
func withUntrackedReads<Result>(_ body: () throws -> Result) rethrows -> Result {
  let state = AfterChangeThreadState.current
  state.untrackedReads += 1
  _readHooksRunning.add(1, ordering: .relaxed)
  defer {
    _readHooksRunning.subtract(1, ordering: .relaxed)
    state.untrackedReads -= 1
  }
  return try body()
}
