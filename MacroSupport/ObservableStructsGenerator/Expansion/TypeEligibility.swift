/// Which declarations `@ObservableState` may annotate: structs and enums only.
enum TypeEligibility {
  /// The error message for annotating `type`, or `nil` if it is a struct or enum.
  static func problem(with type: TypeDeclaration) -> String? {
    let noun: String
    switch type.kind {
    case .struct, .enum: return nil
    case .class: noun = "class type"
    case .actor: noun = "actor type"
    case .protocol: noun = "protocol"
    case .extension: noun = "extension of"
    }
    let advice = type.kind == .class ? " (for a class, use '@Observable')" : ""
    return "'@ObservableState' cannot be applied to \(noun) '\(type.name)'; "
      + "use it on a struct or enum" + advice
  }
}
