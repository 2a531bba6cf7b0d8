/// Which child a value is, across the copies and in-place edits that give it new identities.
///
/// An in-place edit through its parent gives a child a fresh identity (so that a stale copy
/// assigned back is seen as a change), so the identity cannot tell a scoped store whether the
/// child its parent holds now is still its own. The registrar can: copies of an annotated value
/// share one, edits keep it, and only another value (`Child()`, a decoded one) brings another.
/// A value without a registrar of its own — an enum case whose payload has none — is told
/// apart by its identity instead. An `ObservableStateArray` is not told apart at all: its
/// structural edits give it a new identity and nothing else marks it, so a store of a list
/// follows whatever list its parent holds there.
struct ChildLineage {
  /// The registrar that the child's copies share.
  private let registrar: AnyObject?
  /// The child's identity, for a child without a registrar.
  private let identity: ObservableStateID
  /// The child's `id`, for an `Identifiable` child: a value of the same id in its place is the
  /// same child, whatever its registrar. A value rebuilt by a `self = …` no expansion saw (in
  /// place, or on a copy taken out, edited and put back, the only way to call such a method on
  /// an enum case's payload) has a registrar of its own, and so has one decoded or loaded
  /// again: a view showing the child by its id goes on showing it.
  private let id: AnyHashable?

  /// The lineage of `child`. It looks for the registrar with reflection, which costs about as
  /// much as copying the child's stored properties: made only when a store binds to a child or
  /// checks it after its parent announced a change.
  init<Child: ObservableState>(of child: Child) {
    if child is any ChildFollowedWhilePresent {
      registrar = nil
      identity = ._$payloadless
      id = nil
      return
    }
    registrar = Self.registrar(in: child, depth: 2)
    identity = child._$id
    id = (child as? any Identifiable).map { Self.id(of: $0) }
  }

  /// Whether `other` is the same child.
  func isSameChild(as other: ChildLineage) -> Bool {
    if let registrar, let otherRegistrar = other.registrar {
      if registrar === otherRegistrar { return true }
      return id != nil && id == other.id
    }
    return registrar == nil && other.registrar == nil && identity == other.identity
  }

  /// The `id` of an `Identifiable` value, erased.
  private static func id<Value: Identifiable>(of value: Value) -> AnyHashable {
    AnyHashable(value.id)
  }

  /// The registrar a value's copies share: a stored property of an annotated struct, or found
  /// in the payload of an enum case (looking `depth` levels down).
  private static func registrar(in value: Any, depth: Int) -> AnyObject? {
    // An annotated struct names it (its mirror shows the user's properties only).
    if let observable = value as? any ObservableState, let lineage = observable._$lineage {
      return lineage
    }
    let mirror = Mirror(reflecting: value)
    for property in mirror.children {
      if let registrar = property.value as? ObservationStateRegistrar { return registrar.box }
    }
    guard depth > 0, mirror.displayStyle == .enum || mirror.displayStyle == .tuple else {
      return nil
    }
    for payload in mirror.children {
      if let registrar = registrar(in: payload.value, depth: depth - 1) { return registrar }
    }
    return nil
  }
}

/// A child that a store bound to it follows for as long as its parent holds one, whatever its
/// identity: a list, which an append or a move gives a new identity (its readers hear of it)
/// and which holds no registrar that would tell it from another list. Its rows are found by id.
protocol ChildFollowedWhilePresent {}

extension ObservableStateArray: ChildFollowedWhilePresent {}
