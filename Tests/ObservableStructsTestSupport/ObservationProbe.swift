import Observation
import Synchronization

/// Counts how often an observation fired.
public final class ObservationProbe: Sendable {
  private let fires = Atomic<Int>(0)

  /// A probe that has recorded nothing.
  public init() {}

  /// How many times `onChange` ran.
  public var count: Int { fires.load(ordering: .sequentiallyConsistent) }
  /// Whether `onChange` ran at least once.
  public var fired: Bool { count > 0 }

  /// Records one run of `onChange`.
  public func record() {
    fires.add(1, ordering: .sequentiallyConsistent)
  }
}

/// Runs `read` under `withObservationTracking` and returns a probe that records `onChange`.
public func track(_ read: () -> Void) -> ObservationProbe {
  let probe = ObservationProbe()
  withObservationTracking(read) { probe.record() }
  return probe
}
