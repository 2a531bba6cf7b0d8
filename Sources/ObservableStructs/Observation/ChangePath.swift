#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Android)
  import Android
#endif

// A change is recorded while the write runs, when the store's state is under exclusive access
// and cannot be read; so a change made through a store keeps what it needs to spell its key
// path from the store's state (`\Todos.todos[id: 2].title`) — the registrar of the value whose
// property changed and a way to read the root state — and spells it when the observer it set
// off runs, after the write has landed. Only when change records are wanted (an observer that
// takes them, or the trace): the search walks the state with `Mirror`, O(n) in its size.

/// What a change needs to spell its key path from the state of the store that made it.
final class ChangeSource: @unchecked Sendable {
  /// The registrar storage of the value whose property changed.
  private weak var registrar: AnyObject?
  /// The property, from the value's type on: `.title`.
  private let member: String
  /// The store's root state, read without being tracked; `nil` once the store is gone.
  private let readRoot: @Sendable () -> Any?
  /// The thread the write ran on, the only one where the root may be read.
  private let thread = pthread_self()

  init(registrar: AnyObject, member: String, readRoot: @escaping @Sendable () -> Any?) {
    self.registrar = registrar
    self.member = member
    self.readRoot = readRoot
  }

  /// `\Root.path.to.value.member`, or `nil` when the value is no longer in the store's state.
  func spelledFromRoot() -> String? {
    guard pthread_equal(thread, pthread_self()) != 0, let registrar, let root = readRoot()
    else { return nil }
    var search = ChangePathSearch(registrar: registrar)
    guard let path = withUntrackedReads({ search.path(in: root) }) else { return nil }
    return "\\" + _typeName(type(of: root), qualified: false) + path + member
  }
}

/// A walk through a value, with `Mirror`, to the observable value that holds a registrar.
struct ChangePathSearch {
  let registrar: AnyObject
  /// How many values the walk may visit before giving up.
  var budget = 100_000

  /// The path from `value` to the value holding the registrar (`.todos[id: 2]`), `""` for
  /// `value` itself, or `nil` if none holds it.
  mutating func path(in value: Any) -> String? {
    if let observable = value as? any ObservableState, observable._$lineage === registrar {
      return ""
    }
    budget -= 1
    guard budget > 0 else { return nil }
    let mirror = Mirror(reflecting: value)
    for (offset, child) in mirror.children.enumerated() {
      guard let rest = path(in: child.value) else { continue }
      return component(of: child, at: offset, style: mirror.displayStyle) + rest
    }
    return nil
  }

  /// How one step of the walk is written: `.name`, `?`, `[id: 2]`, `[3]`, `.0`.
  private func component(of child: Mirror.Child, at offset: Int, style: Mirror.DisplayStyle?)
    -> String
  {
    switch style {
    case .optional:
      return "?"
    case .collection, .set:
      if let identifiable = child.value as? any Identifiable {
        return "[id: " + Self.describeID(of: identifiable) + "]"
      }
      return "[\(offset)]"
    case .tuple:
      return "."
        + (child.label.map { $0.hasPrefix(".") ? String($0.dropFirst()) : $0 }
          ?? "\(offset)")
    default:
      return "." + (child.label ?? "\(offset)")
    }
  }

  private static func describeID<Element: Identifiable>(of element: Element) -> String {
    let id = element.id
    return id is String ? String(reflecting: id) : String(describing: id)
  }
}

/// The part of a property's key path after its root type: `.title` for `\Todo.title`.
func memberPart(of property: String, rootType: Any.Type) -> String? {
  for name in [_typeName(rootType, qualified: false), _typeName(rootType, qualified: true)] {
    let prefix = "\\" + name
    if property.hasPrefix(prefix + ".") { return String(property.dropFirst(prefix.count)) }
  }
  return nil
}

/// A value carried out of `MainActor.assumeIsolated` by the thread that read it, which is the
/// only one to use it.
struct ReadOnThisThread<Value>: @unchecked Sendable {
  let value: Value
}
