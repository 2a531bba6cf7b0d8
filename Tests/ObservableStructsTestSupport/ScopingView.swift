import Observation

/// A view that scopes a store, as a sheet's view does: it scopes again when what its last
/// scoping read changed (the child appeared, went away or was replaced by another value), and
/// keeps the store it made until then.
///
/// Random sessions give each such store views of its own and check that it reads what the
/// state holds where it was scoped: a store that reads something else once its view has scoped
/// again is stale, whatever its own views show.
@MainActor
public final class ScopingView<Scoped> {
  /// The store the last scoping made, `nil` before the first or when the scoping found nothing.
  public private(set) var scoped: Scoped?
  private var readChanged = true

  /// A view that has not scoped yet: its first ``rescope(_:)`` scopes.
  public init() {}

  /// Scopes again with `scope`, tracking what it reads, when what the last scoping read has
  /// changed since (and the first time), and returns the store made then; returns `nil` when
  /// the view keeps its store or the scoping found nothing.
  public func rescope(_ scope: () -> Scoped?) -> Scoped? {
    guard readChanged else { return nil }
    readChanged = false
    scoped = withObservationTracking(scope) { [weak self] in
      MainActor.assumeIsolated { self?.readChanged = true }
    }
    return scoped
  }

  /// Whether the next ``rescope(_:)`` scopes again.
  public var mustRescope: Bool { readChanged }
}
