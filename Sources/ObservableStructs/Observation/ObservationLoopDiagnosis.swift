import Synchronization

// An observation loops when reading state changes state that observers read: a getter that
// writes into a copy of a value (the copy shares the original's observers), or an `observe`
// closure that writes what another one reads and the other way round. Each run tells the other
// observers, whose runs tell it again, for ever. The runtime cannot stop the loop without
// dropping a change, but it can say so: an observer set off by a write made while observers
// read (in an `observe` closure) carries the chain of observers whose reads led to it, and when
// the chain comes back to an observer already in it, a warning names the property written.

/// How many `observe` closures are running, on any thread: a filter that keeps the cost of a
/// change to one relaxed load while none is. A thread always sees its own increments.
@usableFromInline
let _observationReadsRunning = Atomic<Int>(0)

/// Notes that the property at `keyPath` is about to change, if the change is made while an
/// `observe` closure reads on the calling thread, so a loop it starts can name it.
@usableFromInline
func _noteChangeDuringObservationRead(_ keyPath: AnyKeyPath) {
  let state = AfterChangeThreadState.current
  if state.runningObserver != nil { state.changedDuringRead = keyPath }
}

/// The observers whose reads wrote what set off an observer, oldest first.
struct ObservationLoopChain {
  /// At most this many links are kept: a loop shows up within its first turns.
  private static let capacity = 32

  private var observers: [ObjectIdentifier] = []

  /// The chain of an observer set off by a write made while `cause` read, whose chain is
  /// `causeChain`.
  init(cause: AnyObject, causeChain: ObservationLoopChain) {
    observers = Array(causeChain.observers.suffix(Self.capacity - 1)) + [ObjectIdentifier(cause)]
  }

  /// The chain of an observer set off by anything else.
  init() {}

  /// Whether `observer` is in the chain: its own reads led back to it.
  func contains(_ observer: AnyObject) -> Bool {
    observers.contains(ObjectIdentifier(observer))
  }
}

/// Warns that observers re-run themselves through `keyPath` (rate-limited per property).
func reportObservationLoop(through keyPath: AnyKeyPath?) {
  let name = keyPath.map(propertyName(of:)) ?? "a property"
  runtimeWarning(
    "Observation loop: reading state changed \(name), which re-ran the observers that read it, "
      + "whose reads changed it again. A getter or an observe closure that writes state "
      + "(often into a copy of a value, which shares the original's observers) does this; "
      + "make the read leave state alone, or store the derived value in its own property.",
    site: name)
}
