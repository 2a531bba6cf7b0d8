/// Expands one attached-macro request from the compiler into source text.
///
/// The macro plugin's only entry point into the generator: it hands over the text the compiler
/// sent and gets back text and positioned diagnostics, so both front ends share one semantics.
public enum MacroExpander {
  /// Expands `request` and returns the expansion text or diagnostics.
  public static func expand(_ request: MacroExpansionRequest) -> MacroExpansionResponse {
    MacroExpansionResponse(
      expandedSource: nil,
      diagnostics: [
        MacroExpansionDiagnostic(
          anchor: .attribute, offset: 0, severity: .error,
          message: "macro expansion is not available yet")
      ])
  }
}
