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
    /// A value replaced another (a reset, an undo, a copy written back, `self = …`) and the
    /// property's data differs: the readers of that property only were told.
    case adopted
    /// A store's whole state was replaced by one that could not adopt the old one.
    case reset
    /// A row store's row was replaced or changed without its setters (an undo).
    case rowChanged = "row changed"
  }

  /// The property, as a key path written out: `\Todo.title`.
  public let property: String
  /// How it changed.
  public let kind: Kind
  /// Where the write came from, when the write went through a store:
  /// `Store<Todos>.update at TodosFeature.swift:42`.
  public let origin: String?

  /// A change of `property` made as `kind` says, from `origin`.
  public init(property: String, kind: Kind, origin: String?) {
    self.property = property
    self.kind = kind
    self.origin = origin
  }

  /// `\Todo.title changed (property) by Store<Todos>.update at TodosFeature.swift:42`.
  public var description: String {
    property + " changed (" + kind.rawValue + ")" + (origin.map { " by " + $0 } ?? "")
  }
}

/// How many parties want change records: observers whose closure takes one, and the trace. While
/// none does, recording costs the notify path one relaxed load.
@usableFromInline
let _changeRecordsWanted = Atomic<Int>(ObservationTrace.isOn ? 1 : 0)

/// Records that the readers of `keyPath` are about to be told, for the
/// observers that the notification sets off on this thread.
@usableFromInline
func _recordChange(_ keyPath: AnyKeyPath, kind: ObservationChange.Kind) {
  recordChange(property: propertyName(of: keyPath), kind: kind)
}

/// Records that the readers of `property` are about to be told.
func recordChange(property: @autoclosure () -> String, kind: ObservationChange.Kind) {
  guard _changeRecordsWanted.load(ordering: .relaxed) > 0 else { return }
  let state = AfterChangeThreadState.current
  state.currentChange = ObservationChange(
    property: property(), kind: kind, origin: state.currentOrigin)
}

/// Records a change when anyone wants records (see ``_changeRecordsWanted``).
@inlinable
func _recordChangeIfWanted(_ keyPath: AnyKeyPath, kind: ObservationChange.Kind) {
  if _changeRecordsWanted.load(ordering: .relaxed) > 0 {
    _recordChange(keyPath, kind: kind)
  }
}

/// `\Type.property` for the key path of a tracked property (its storage has the property's name
/// after `_$_`), or `a property of Type` for a key path the runtime cannot spell.
func propertyName(of keyPath: AnyKeyPath) -> String {
  let described = String(describing: keyPath).replacing("._$_", with: ".")
  guard described.contains("<computed") else { return described }
  return "a property of \(type(of: keyPath).rootType)"
}

/// Runs `body` with `origin` as where the changes made meanwhile on this thread come from.
func withChangeOrigin<Result>(_ origin: @autoclosure () -> String, _ body: () throws -> Result)
  rethrows -> Result
{
  guard _changeRecordsWanted.load(ordering: .relaxed) > 0 else { return try body() }
  let state = AfterChangeThreadState.current
  let outer = state.currentOrigin
  if outer == nil { state.currentOrigin = origin() }
  defer { state.currentOrigin = outer }
  return try body()
}

/// The trace switch: `OBSERVABLE_STRUCTS_TRACE` set in the environment, read once.
enum ObservationTrace {
  static let isOn = getenv("OBSERVABLE_STRUCTS_TRACE") != nil

  /// Prints why the observer declared at `site` ran again.
  static func report(_ change: ObservationChange?, site: String) {
    let reason = change.map { ": " + $0.description } ?? ""
    print("observe at " + site + " re-ran" + reason)
  }
}
