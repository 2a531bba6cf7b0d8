import Observation
import Synchronization

// The calls generated accessors make. They never take the member `inout` together with the
// subject, so `self` is passed borrowed instead of copied — the struct is copied only when
// observers are actually told.

extension ObservationStateRegistrar {
  /// Tells the observers of `keyPath` that it is about to change; pair with ``didSet(_:keyPath:)``.
  @inlinable
  public func willSet<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>
  ) {
    if _writeWatchersRunning.load(ordering: .relaxed) > 0 {
      _noteWatchedWrite(keyPath, registrar: box)
    }
    box.willChangeProperty()
    registrar.willSet(subject, keyPath: keyPath)
  }

  /// Tells the observers of `keyPath` that it changed.
  @inlinable
  public func didSet<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>
  ) {
    registrar.didSet(subject, keyPath: keyPath)
    box.didChangeProperty()
  }
}
