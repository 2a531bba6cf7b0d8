/// Facts about where a macro is used, read from the lexical context the compiler sends with
/// an expansion request: the enclosing declarations, innermost first, without their bodies
/// (`@ObservableState struct Counter {}`, `func body() `).
enum LexicalContext {
  /// Whether the declarations in `context` put the macro's declaration inside a function,
  /// closure or accessor (a local type), rather than at file scope or inside types.
  static func isLocal(_ context: [String]) -> Bool {
    localVerdicts.value(for: context) { $0.contains { enclosingType($0) == nil } }
  }

  /// Whether the innermost enclosing declaration of `context` is not an `@ObservableState`
  /// struct. An empty context (a compiler that sends none) is given the benefit of the doubt.
  static func isOutsideObservableState(_ context: [String]) -> Bool {
    outsideVerdicts.value(for: context) { context in
      guard let innermost = context.first else { return false }
      guard let type = enclosingType(innermost), type.kind == .struct else { return true }
      return !type.attributes.contains { $0.kind == .observableState }
    }
  }

  /// Whether a declaration in `context` is generic or an extension (whose type may be), so a
  /// type declared inside cannot have static stored properties.
  static func isGenericOrExtension(_ context: [String]) -> Bool {
    genericVerdicts.value(for: context) { context in
      context.contains { source in
        guard let type = enclosingType(source) else { return true }
        return type.kind == .extension || type.genericParameterClause != nil
      }
    }
  }

  /// Whether a declaration in `context` may make the types inside it generic: a generic type,
  /// or an extension (whose extended type's parameters it does not show).
  static func mayBeGeneric(_ context: [String]) -> Bool {
    context.contains { source in
      guard let type = enclosingType(source) else { return false }
      return type.kind == .extension || type.genericParameterClause != nil
    }
  }

  /// Whether the innermost enclosing declaration of `context` is a type declared `public`,
  /// `open` or `package`; an empty context (a compiler that sends none) is taken for one.
  static func isInPublicType(_ context: [String]) -> Bool {
    guard let innermost = context.first else { return true }
    return enclosingType(innermost)?.modifiers.contains {
      $0.kind.isPublicOrPackage
    } ?? false
  }

  /// The members of one type share its context: each verdict is worked out once per run of
  /// requests with the same context.
  private static let localVerdicts = LastResultCache<[String], Bool>()
  private static let outsideVerdicts = LastResultCache<[String], Bool>()
  private static let genericVerdicts = LastResultCache<[String], Bool>()

  /// The type declaration `source` holds, if it is one.
  /// Whether a type nested in the declarations of `context` cannot be named from file scope:
  /// it or an enclosing type below file scope is `private` (`isPrivate` says whether the type
  /// itself is).
  static func hidesFromFileScope(isPrivate: Bool, _ context: [String]) -> Bool {
    guard !context.isEmpty else { return false }
    if isPrivate { return true }
    // The outermost declaration is at file scope, where `private` means `fileprivate`.
    return context.dropLast().contains { source in
      enclosingType(source)?.modifiers.contains(.private) ?? false
    }
  }

  private static func enclosingType(_ source: String) -> TypeDeclaration? {
    let parsed = DeclarationParser.parse(SourceText(source), file: "")
    guard parsed.types.count == 1, let type = parsed.types.first else { return nil }
    return type
  }
}
