import Synchronization

// Two aids watch the writes of tracked properties: the loop diagnosis (a write made while an
// `observe` closure reads, see `ObservationLoopDiagnosis.swift`) and the change records that
// say why an observer ran again (see `ObservationChange.swift`). Each keeps its own count of
// who wants it; a write looks at one count of both, so that while neither is on it costs one
// relaxed load.

/// How many parties that watch writes are on, on any thread: `observe` closures running,
/// observers taking change records, the trace. A thread always sees its own increments.
@usableFromInline
let _writeWatchersRunning = Atomic<Int>(0)

/// Lets the aids that watch writes see that the readers of `keyPath`, a property of the value
/// holding `registrar`, are about to be told. Call only while ``_writeWatchersRunning`` is not
/// zero.
@usableFromInline
func _noteWatchedWrite(_ keyPath: AnyKeyPath, registrar: AnyObject) {
  if _observationReadsRunning.load(ordering: .relaxed) > 0 {
    _noteChangeDuringObservationRead(keyPath)
  }
  _recordChangeIfWanted(keyPath, kind: .property, registrar: registrar)
}

/// Counts one more party that watches writes while `body` runs.
func _watchingWrites<Result>(_ body: () throws -> Result) rethrows -> Result {
  _writeWatchersRunning.add(1, ordering: .relaxed)
  defer { _writeWatchersRunning.subtract(1, ordering: .relaxed) }
  return try body()
}
