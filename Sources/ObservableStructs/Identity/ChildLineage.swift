/// Which child a value is, across the copies and in-place edits that give it new identities.
///
/// An in-place edit through its parent gives a child a fresh identity (so that a stale copy
/// assigned back is seen as a change), so the identity cannot tell a scoped store whether the
/// child its parent holds now is still its own. The registrar can: copies of an annotated value
/// share one, edits keep it, and only another value (`Child()`, a decoded one) brings another.
/// A value without a registrar of its own — an enum case whose payload has none, an
/// `ObservableStateArray` — is told apart by its identity instead.
struct ChildLineage {
  /// The registrar that the child's copies share.
  private let registrar: AnyObject?
  /// The child's identity, for a child without a registrar.
  private let identity: ObservableStateID

  /// The lineage of `child`. It looks for the registrar with reflection, which costs about as
  /// much as copying the child's stored properties: made only when a store binds to a child or
  /// checks it after its parent announced a change.
  init<Child: ObservableState>(of child: Child) {
    registrar = Self.registrar(in: child, depth: 2)
    identity = child._$id
  }

  /// Whether `other` is the same child.
  func isSameChild(as other: ChildLineage) -> Bool {
    if let registrar, let otherRegistrar = other.registrar { return registrar === otherRegistrar }
    return registrar == nil && other.registrar == nil && identity == other.identity
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
