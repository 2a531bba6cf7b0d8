/// One case of an enum, named by the case itself as a function (`Destination.detail`): finds
/// the case's payload in a value by reflection, and makes the case from a payload.
///
/// An enum value's `Mirror` has one child, labelled with the case's name, whose value is the
/// payload: the value of a case with one, a tuple for a case with several. A payload of the
/// right type may belong to another case with the same payload type, so the case is told by its
/// name too: the name of the case that `make` builds, learned from the first payload found.
///
/// The enum must not declare its own `customMirror`, which would hide its case.
@MainActor
final class EnumCase<Enum, Payload> {
  /// Makes the case from its payload.
  private let embed: (Payload) -> Enum
  /// The case's name, once a payload has been seen.
  private var name: String?

  init(_ embed: @escaping (Payload) -> Enum) {
    precondition(
      !(Enum.self is any CustomReflectable.Type),
      "Scoping into a case of \(Enum.self) by its case function reads the case with a Mirror, "
        + "and \(Enum.self) declares its own customMirror: use scope(_:extract:embed:) instead.")
    self.embed = embed
  }

  /// The case made from `payload`.
  func make(_ payload: Payload) -> Enum {
    embed(payload)
  }

  /// The payload of `value` if it is in this case, else `nil`.
  ///
  /// - Complexity: O(1) apart from copying the payload once, to reflect it.
  func payload(in value: Enum) -> Payload? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .enum else {
      preconditionFailure(
        "Scoping into a case needs an enum; \(Enum.self) is not one (or reflects as another kind).")
    }
    guard let child = mirror.children.first, let label = child.label,
      let payload = Self.payload(reflected: child.value)
    else { return nil }
    if let name { return label == name ? payload : nil }
    let madeName = Mirror(reflecting: embed(payload)).children.first?.label
    name = madeName
    return label == madeName ? payload : nil
  }

  /// The payload a mirror shows, as `Payload`. A case with one labelled value
  /// (`case edit(draft: Draft)`) shows a one-element tuple, whose element is the payload.
  private static func payload(reflected value: Any) -> Payload? {
    if let payload = value as? Payload { return payload }
    // A decision, not a read: the mirror of an observable payload (another case's, looked
    // into for a one-value tuple) would subscribe the current tracking to all of it.
    let tuple = withUntrackedReads { Mirror(reflecting: value) }
    guard tuple.displayStyle == .tuple, tuple.children.count == 1 else { return nil }
    return tuple.children.first?.value as? Payload
  }
}
