import Observation
import Synchronization

/// Counts how often an observation fired.
final class ObservationProbe: Sendable {
  private let fires = Mutex(0)

  /// How many times `onChange` ran.
  var count: Int { fires.withLock { $0 } }
  /// Whether `onChange` ran at least once.
  var fired: Bool { count > 0 }

  func record() {
    fires.withLock { $0 += 1 }
  }
}

/// Runs `read` under `withObservationTracking` and returns a probe that records `onChange`.
func track(_ read: () -> Void) -> ObservationProbe {
  let probe = ObservationProbe()
  withObservationTracking(read) { probe.record() }
  return probe
}
