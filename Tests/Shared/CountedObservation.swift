import ObservableStructs

/// An after-change observation of a store that counts its runs, the first one included: what
/// the store tests check when they ask how often an observer ran.
@MainActor
final class CountedObservation {
  /// How many times the observation ran.
  private(set) var runs = 0
  private var token: ObservationToken?

  /// Observes `store`: runs `read` now and again after every change to what it read.
  init<State>(of store: Store<State>, reading read: @escaping @MainActor () -> Void) {
    token = store.observe { [weak self] in
      self?.runs += 1
      read()
    }
  }

  /// Stops the observation.
  func cancel() {
    token?.cancel()
  }
}
