import Observation

/// An observer that stays subscribed: every time it is told of a change it subscribes again,
/// as a view that re-renders would.
final class Retracker: @unchecked Sendable {
  private let read: @Sendable () -> Void
  private(set) var changes = 0

  /// Subscribes with `read` and keeps re-subscribing.
  init(_ read: @escaping @Sendable () -> Void) {
    self.read = read
    arm()
  }

  private func arm() {
    withObservationTracking(read) { [self] in
      changes += 1
      arm()
    }
  }
}
