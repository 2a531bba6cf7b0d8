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

/// What made an observer run again: which property of which type changed, how, and where the
/// write came from.
///
/// An `observe` closure that takes a parameter receives it on every run after the first:
///
/// ```swift
/// let token = store.observe { change in
///   if let change { print(change) }  // \Todo.title changed (property) by Store<Todos>.update at …
///   render(store.todos)
/// }
/// ```
///
/// Set the environment variable `OBSERVABLE_STRUCTS_TRACE` to have every re-run of every
/// `observe` closure print one line saying why.
public struct ObservationChange: Sendable, Hashable, CustomStringConvertible {
  /// How the property came to change.
  public enum Kind: String, Sendable, Hashable {
    /// A tracked property was set or edited.
    case property
    /// An observable child (or an optional one) was replaced by another value, or set to or
    /// from `nil`.
    case replaced
    /// Elements of a collection were inserted, removed, moved or replaced by other values.
    case structure
    /// A copy of a value, edited away from its place, was written back over it, and the
    /// property's data differs: the readers of that property only were told.
    case writeBack = "write-back"
    /// A value replaced another (a reset, an undo, `self = …`) and the property's data
    /// differs: the readers of that property only were told.
    case adopted
    /// A store's whole state was replaced by one that could not adopt the old one.
    case reset
    /// A row store's row was replaced or changed without its setters (an undo).
    case rowChanged = "row changed"
  }

  /// The property, as a key path written out: from the state of the store the write went
  /// through when there was one (`\Todos.todos[id: 2].title`), from the value's own type
  /// otherwise (`\Todo.title`).
  public let property: String
  /// How it changed.
  public let kind: Kind
  /// Where the write came from, when the write went through a store:
  /// `Store<Todos>.update at TodosFeature.swift:42`.
  public let origin: String?

  /// What spells the key path from the store's state once the write has landed.
  let source: ChangeSource?

  /// A change of `property` made as `kind` says, from `origin`.
  public init(property: String, kind: Kind, origin: String?) {
    self.init(property: property, kind: kind, origin: origin, source: nil)
  }

  init(property: String, kind: Kind, origin: String?, source: ChangeSource?) {
    self.property = property
    self.kind = kind
    self.origin = origin
    self.source = source
  }

  /// The change with its key path spelled from the store's state, where it can be.
  func spelledFromRoot() -> ObservationChange {
    guard let spelled = source?.spelledFromRoot() else { return self }
    return ObservationChange(property: spelled, kind: kind, origin: origin)
  }

  /// Whether two changes name the same property, kind and origin.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.property == rhs.property && lhs.kind == rhs.kind && lhs.origin == rhs.origin
  }

  /// Hashes the property, kind and origin.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(property)
    hasher.combine(kind)
    hasher.combine(origin)
  }

  /// `\Todo.title changed (property) by Store<Todos>.update at TodosFeature.swift:42`.
  public var description: String {
    property + " changed (" + kind.rawValue + ")" + (origin.map { " by " + $0 } ?? "")
  }
}

/// How many parties want change records: observers whose closure takes one, and the trace. While
/// none does, recording costs the notify path one relaxed load. Initialized to a constant, so
/// that reading it costs no check of a lazy initializer: the trace counts itself in when the
/// first observer starts (``ObservationTrace/startIfRequested()``).
@usableFromInline
let _changeRecordsWanted = Atomic<Int>(0)

/// Counts `delta` more parties that want change records, which watch writes (see
/// `WriteWatchers.swift`).
func _countPartiesWantingChangeRecords(_ delta: Int) {
  _changeRecordsWanted.add(delta, ordering: .relaxed)
  _writeWatchersRunning.add(delta, ordering: .relaxed)
}

/// Records that the readers of `keyPath`, a property of the value holding `registrar`, are
/// about to be told, for the observers that the notification sets off on this thread.
@usableFromInline
func _recordChange(_ keyPath: AnyKeyPath, kind: ObservationChange.Kind, registrar: AnyObject) {
  let property = propertyName(of: keyPath)
  recordChange(
    property: property, kind: kind, registrar: registrar,
    member: memberPart(of: property, rootType: type(of: keyPath).rootType))
}

/// Records that the readers of `property` are about to be told; with the `registrar` of the
/// value it belongs to and its `member` part (`.title`), so that it can be spelled from the
/// state of the store the write goes through.
func recordChange(
  property: @autoclosure () -> String, kind: ObservationChange.Kind,
  registrar: AnyObject? = nil, member: @autoclosure () -> String? = nil
) {
  guard _changeRecordsWanted.load(ordering: .relaxed) > 0 else { return }
  let state = AfterChangeThreadState.current
  var kind = kind
  if let noted = state.nextChangeKind {
    state.nextChangeKind = nil
    if kind == .property { kind = noted }
  }
  if kind == .adopted, let adoption = state.adoptionKind { kind = adoption }
  var source: ChangeSource?
  if let registrar, let readRoot = state.currentOriginRoot, let member = member() {
    source = ChangeSource(registrar: registrar, member: member, readRoot: readRoot)
  }
  state.currentChange = ObservationChange(
    property: property(), kind: kind, origin: state.currentOrigin, source: source)
}

/// Notes how the property about to be told of changed, when anyone wants records: the next
/// record made on this thread takes `kind` instead of `property`.
@inlinable
func _noteNextChangeKind(_ kind: ObservationChange.Kind) {
  if _changeRecordsWanted.load(ordering: .relaxed) > 0 { _setNextChangeKind(kind) }
}

@usableFromInline
func _setNextChangeKind(_ kind: ObservationChange.Kind) {
  AfterChangeThreadState.current.nextChangeKind = kind
}

/// Runs `body`, in which adoptions record their changes as `kind` (a write-back).
func withAdoptionKind<Result>(_ kind: ObservationChange.Kind, _ body: () -> Result) -> Result {
  guard _changeRecordsWanted.load(ordering: .relaxed) > 0 else { return body() }
  let state = AfterChangeThreadState.current
  let outer = state.adoptionKind
  state.adoptionKind = kind
  defer { state.adoptionKind = outer }
  return body()
}

/// Records a change when anyone wants records (see ``_changeRecordsWanted``).
@inlinable
func _recordChangeIfWanted(
  _ keyPath: AnyKeyPath, kind: ObservationChange.Kind, registrar: AnyObject
) {
  if _changeRecordsWanted.load(ordering: .relaxed) > 0 {
    _recordChange(keyPath, kind: kind, registrar: registrar)
  }
}

/// `\Type.property` for the key path of a tracked property (its storage has the property's name
/// after `_$_`), or `a property of Type` for a key path the runtime cannot spell.
func propertyName(of keyPath: AnyKeyPath) -> String {
  let described = String(describing: keyPath).replacing("._$_", with: ".")
  guard described.contains("<computed") else { return described }
  return "a property of \(type(of: keyPath).rootType)"
}

/// Runs `body` with `origin` as where the changes made meanwhile on this thread come from, and
/// `root` as what reads the state of the store they go through.
func withChangeOrigin<Result>(
  _ origin: @autoclosure () -> String, root: @autoclosure () -> @Sendable () -> Any?,
  _ body: () throws -> Result
) rethrows -> Result {
  let outer = enterChangeOrigin(origin(), root: root())
  defer { leaveChangeOrigin(outer) }
  return try body()
}

/// What `enterChangeOrigin` replaced, for `leaveChangeOrigin` to put back.
struct OuterChangeOrigin {
  fileprivate var isEntered = false
  fileprivate var origin: String?
  fileprivate var root: (@Sendable () -> Any?)?
}

/// Makes `origin` where the changes made on this thread come from, until `leaveChangeOrigin`;
/// an origin already set (an `update` around a dynamic member's write) stays.
func enterChangeOrigin(
  _ origin: @autoclosure () -> String, root: @autoclosure () -> @Sendable () -> Any?
) -> OuterChangeOrigin {
  guard _changeRecordsWanted.load(ordering: .relaxed) > 0 else { return OuterChangeOrigin() }
  let state = AfterChangeThreadState.current
  let outer = OuterChangeOrigin(
    isEntered: true, origin: state.currentOrigin, root: state.currentOriginRoot)
  if outer.origin == nil {
    state.currentOrigin = origin()
    state.currentOriginRoot = root()
  }
  return outer
}

/// Puts back the origin that `enterChangeOrigin` replaced.
func leaveChangeOrigin(_ outer: OuterChangeOrigin) {
  guard outer.isEntered else { return }
  let state = AfterChangeThreadState.current
  state.currentOrigin = outer.origin
  state.currentOriginRoot = outer.root
}

/// The trace switch: `OBSERVABLE_STRUCTS_TRACE` set in the environment, read once.
///
/// With the trace on, every re-run of an `observe` closure prints one line: where the closure
/// was declared, the change that set it off, and — when every read the run made gave what the
/// same read gave on the run before — that the run was redundant.
@usableFromInline
enum ObservationTrace {
  private static let switchedOn = Atomic<Bool>(getenv("OBSERVABLE_STRUCTS_TRACE") != nil)
  /// Where the lines go instead of standard output, while a test collects them.
  private static let collected = Mutex<[String]?>(nil)

  static var isOn: Bool { switchedOn.load(ordering: .relaxed) }

  /// Switches on the read and change hooks the trace needs, once per process, when the
  /// environment asks for the trace. Called as an observer starts: before the first one, no
  /// run is traced, so no read or change needs noting.
  static func startIfRequested() {
    _ = hooksStarted
  }

  private static let hooksStarted: Void = {
    // The environment, not ``isOn``: a test collecting the trace switches it on for a while.
    guard getenv("OBSERVABLE_STRUCTS_TRACE") != nil else { return }
    _readHooksRunning.add(1, ordering: .relaxed)
    _countPartiesWantingChangeRecords(1)
  }()

  /// Prints why the observer declared at `site` ran again.
  static func report(_ change: ObservationChange?, site: String, wasRedundant: Bool) {
    let reason = change.map { ": " + $0.description } ?? ""
    let redundancy = wasRedundant ? " [redundant: every read gave what it gave before]" : ""
    let line = "observe at " + site + " re-ran" + reason + redundancy
    let wasCollected = collected.withLock { lines in
      lines?.append(line)
      return lines != nil
    }
    if !wasCollected { print(line) }
  }

  /// Runs `body` with the trace on, and returns the lines it printed instead of printing them.
  static func collecting(_ body: () throws -> Void) rethrows -> [String] {
    let wasOn = switchedOn.exchange(true, ordering: .relaxed)
    if !wasOn {
      _readHooksRunning.add(1, ordering: .relaxed)
      _countPartiesWantingChangeRecords(1)
    }
    collected.withLock { $0 = [] }
    defer {
      if !wasOn {
        switchedOn.store(false, ordering: .relaxed)
        _readHooksRunning.subtract(1, ordering: .relaxed)
        _countPartiesWantingChangeRecords(-1)
      }
    }
    try body()
    return collected.withLock { lines in
      defer { lines = nil }
      return lines ?? []
    }
  }

  /// Runs `body`, an `observe` closure, noting what it reads; returns those reads.
  static func notingReads(_ body: () -> Void) -> [String] {
    let state = AfterChangeThreadState.current
    let outer = state.tracedReads
    state.tracedReads = []
    defer { state.tracedReads = outer }
    body()
    return state.tracedReads ?? []
  }
}

/// Runs `body` with the trace on (as `OBSERVABLE_STRUCTS_TRACE` turns it on), and returns the
/// lines it would have printed. For tests of the trace; not thread-safe against another trace.
@_spi(Testing)
public func _collectingObservationTrace(_ body: () throws -> Void) rethrows -> [String] {
  try ObservationTrace.collecting(body)
}

/// With the trace on, notes a read of `keyPath` in `subject` made by the `observe` closure
/// running on this thread, with the value it gave.
@usableFromInline
func _noteTracedRead<Subject, Member>(of keyPath: KeyPath<Subject, Member>, in subject: Subject) {
  guard ObservationTrace.isOn else { return }
  let state = AfterChangeThreadState.current
  guard state.tracedReads != nil, state.untrackedReads == 0 else { return }
  // Describing the value reads it again, untracked, and notes nothing.
  let read = withUntrackedReads {
    String(describing: keyPath) + "=" + String(reflecting: subject[keyPath: keyPath])
  }
  state.tracedReads?.append(read)
}
