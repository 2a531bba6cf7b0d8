import ObservableStructsGenerator

/// Asks the macro expander for one role of `@ObservableState`, as the compiler would, so that
/// a test names only what it varies: the role, the declaration and the context it is seen in.
package enum ObservableStateExpansion {
  /// The response to expanding `@ObservableState`, attached to `declaration`, in `role`.
  package static func expand(
    _ role: MacroRole, of declaration: String, parent: String? = nil,
    extendedType: String? = nil, conformances: [String] = [], lexicalContext: [String] = [],
    enclosingFile: EnclosingSourceFile? = nil
  ) -> MacroExpansionResponse {
    MacroExpander.expand(
      MacroExpansionRequest(
        macroName: "ObservableState", role: role, attributeSource: "@ObservableState",
        declarationSource: declaration, parentDeclarationSource: parent,
        extendedTypeSource: extendedType, conformances: conformances,
        lexicalContext: lexicalContext, enclosingFile: enclosingFile))
  }
}
