/// Macro mode: expands one attached-macro request from the compiler into source text.
///
/// The macro plugin's only entry point into the generator. It parses the declaration text the
/// compiler sent with the same parser as plugin mode and builds the same accessors and
/// members from the same templates, so the two front ends share one semantics. The compiler
/// infers property types, so no annotation is required here.
package enum MacroExpander {
  /// Expands `request` and returns the expansion text or diagnostics.
  package static func expand(_ request: MacroExpansionRequest) -> MacroExpansionResponse {
    switch (request.macroName, request.role) {
    case (MacroNames.observableState, .member): return members(request)
    case (MacroNames.observableState, .memberAttribute): return memberAttributes(request)
    case (MacroNames.observableState, .extension): return extensions(request)
    case (_, .accessor)
    where request.macroName != MacroNames.observableState
      && LexicalContext.isOutsideObservableState(request.lexicalContext):
      return failure(
        DiagnosticMessages.strayPropertyAttribute(request.macroName), request,
        anchor: .attribute, offset: firstTokenOffset(request.attributeSource))
    case (MacroNames.tracked, .peer)
    where LexicalContext.isOutsideObservableState(request.lexicalContext):
      return MacroExpansionResponse(expandedSource: "")
    case (MacroNames.tracked, _)
    where LexicalContext.isLocal(Array(request.lexicalContext.dropFirst())):
      // A local type: its `member` expansion reports the problem; the property stays stored.
      return MacroExpansionResponse(expandedSource: "")
    case (MacroNames.tracked, .accessor): return accessors(request)
    case (MacroNames.tracked, .peer): return storage(request)
    case (MacroNames.ignored, .accessor): return MacroExpansionResponse(expandedSource: "")
    case (MacroNames.initializer, .body), (MacroNames.selfReplacement, .body):
      return rewrittenBody(request)
    default:
      return failure(
        DiagnosticMessages.noSuchRole(request.macroName, request.role.rawValue), request,
        anchor: .attribute, offset: firstTokenOffset(request.attributeSource))
    }
  }

  // MARK: - Helpers

  /// An error response wrapped for `Result`.
  struct MacroFailure: Error {
    let response: MacroExpansionResponse
    init(_ response: MacroExpansionResponse) { self.response = response }
  }

  /// The summaries of the last parent declaration asked about.
  static let parentSummaries = LastResultCache<String, ParentSummary>()
  /// The last member declaration parsed: a property's `memberAttribute` and `peer` requests
  /// come one after the other with the same text.
  static let memberLists = LastResultCache<String, MemberList>()

  /// A member declaration's tokens and parsed members.
  typealias MemberList = (lexed: LexedFile, members: [MemberDeclaration])

  static func memberList(_ source: String) -> MemberList {
    memberLists.value(for: source) { source in
      let list = DeclarationParser.parseMemberList(SourceText(source), file: "")
      return (list.lexed, list.members)
    }
  }

  static func converted(
    _ diagnostics: [Diagnostic], anchor: MacroExpansionDiagnostic.Anchor
  ) -> [MacroExpansionDiagnostic] {
    diagnostics.map {
      MacroExpansionDiagnostic(
        anchor: anchor, offset: $0.offset, severity: $0.severity, message: $0.message,
        id: $0.id, fixIt: $0.fixIt)
    }
  }

  static func failure(
    _ message: DiagnosticMessage, _ request: MacroExpansionRequest,
    anchor: MacroExpansionDiagnostic.Anchor, offset: Int
  ) -> MacroExpansionResponse {
    MacroExpansionResponse(
      expandedSource: nil,
      diagnostics: [
        MacroExpansionDiagnostic(
          anchor: anchor, offset: offset, severity: .error, message: message.text, id: message.id)
      ])
  }

  /// The offset of the first token, past the leading trivia the compiler includes.
  static func firstTokenOffset(_ text: String) -> Int {
    let lexed = Lexer.tokenize(SourceText(text))
    return lexed.tokens.first?.range.lowerBound ?? 0
  }
}
