/// Which declarations `@ObservableState` may annotate: structs and enums only.
enum TypeEligibility {
  /// The error message for annotating `type` (whose offsets index `source`), or `nil` if it is
  /// a copyable struct or enum.
  static func problem(with type: TypeDeclaration, in source: SourceText) -> DiagnosticMessage? {
    let noun: String
    switch type.kind {
    case .struct, .enum:
      guard
        type.inheritance.contains(where: {
          $0.syntax?.isSuppressedCopyable(in: source) ?? false
        })
      else { return nil }
      return DiagnosticMessages.noncopyable(type.name)
    case .class: noun = "class type"
    case .actor: noun = "actor type"
    case .protocol: noun = "protocol"
    case .extension: noun = "extension of"
    }
    return DiagnosticMessages.notStructOrEnum(noun, type.name, isClass: type.kind == .class)
  }

  /// The warning for annotating `type` through the macro where the compiler cannot attach the
  /// conformance extension: a `private` type nested in another type, or a type nested in such a
  /// type (`context` holds the enclosing declarations, innermost first). The type is left as
  /// written, so it compiles and behaves as the plain type; it is not observed.
  static func macroProblem(with type: TypeDeclaration, context: [String])
    -> DiagnosticMessage?
  {
    let isPrivate = type.modifiers.contains(.private)
    guard LexicalContext.hidesFromFileScope(isPrivate: isPrivate, context) else { return nil }
    return DiagnosticMessages.privateNestedThroughMacro(type.name)
  }
}
