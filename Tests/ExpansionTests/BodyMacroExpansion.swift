import ObservableStructsGenerator

/// Asks the macro expander for the body of a declaration marked by one of the body macros that
/// `@ObservableState` attaches (`@ObservationStateInitializer`, `@ObservationStateSelfReplacement`).
enum BodyMacroExpansion {
  /// The response to expanding `attribute`, written as at its use site (`@Name(arguments)`), on
  /// `declaration`.
  static func expand(_ attribute: String, on declaration: String) -> MacroExpansionResponse {
    let macroName = attribute.dropFirst().prefix { $0 != "(" }
    return MacroExpander.expand(
      MacroExpansionRequest(
        macroName: String(macroName), role: .body, attributeSource: attribute,
        declarationSource: declaration))
  }
}
