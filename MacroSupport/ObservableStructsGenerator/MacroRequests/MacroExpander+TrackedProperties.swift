// `@ObservationStateTracked` in macro mode: a tracked property's accessors and storage.

extension MacroExpander {
  // MARK: - @ObservationStateTracked

  static func accessors(_ request: MacroExpansionRequest) -> MacroExpansionResponse {
    switch trackedProperty(request) {
    case .failure(let failure): return failure.response
    case .success(let (tracked, hasAccessorBlock)):
      let property = carrying(tracked, request)
      let text =
        hasAccessorBlock
        ? AccessorTemplate.accessors(for: property, indent: "")
        : "{\n" + AccessorTemplate.accessors(for: property, indent: "  ") + "\n}"
      return MacroExpansionResponse(expandedSource: text)
    }
  }

  static func storage(_ request: MacroExpansionRequest) -> MacroExpansionResponse {
    switch trackedProperty(request) {
    case .failure(let failure): return failure.response
    case .success(let (tracked, _)):
      // The carrier declares the registrar beside its storage (see `RegistrarShape`).
      let property = carrying(tracked, request)
      return MacroExpansionResponse(expandedSource: AccessorTemplate.storage(for: property))
    }
  }

  /// `tracked` as the carrier of the registrar when the request's attribute marks it so
  /// (`@ObservationStateTracked()`, as `@ObservableState` adds it to the carrier).
  private static func carrying(_ tracked: TrackedProperty, _ request: MacroExpansionRequest)
    -> TrackedProperty
  {
    request.attributeSource.contains("(") ? tracked.carryingRegistrar() : tracked
  }

  /// The one tracked property of an `@ObservationStateTracked` declaration, and whether it
  /// already has an accessor block (its observers).
  static func trackedProperty(_ request: MacroExpansionRequest)
    -> Result<(TrackedProperty, Bool), MacroFailure>
  {
    let list = memberList(request.declarationSource)
    // Where errors point: the declaration's first token, past the trivia the compiler sends.
    let offset = list.lexed.tokens.first?.range.lowerBound ?? 0
    guard case .variable(let declaration)? = list.members.first else {
      return .failure(
        MacroFailure(
          failure(
            DiagnosticMessages.trackedNotStoredVar, request,
            anchor: .declaration, offset: offset)))
    }
    guard declaration.bindings.count == 1 else {
      return .failure(
        MacroFailure(
          failure(
            DiagnosticMessages.trackedSeveralBindings(list.lexed.source.text(declaration.range)),
            request, anchor: .declaration, offset: offset)))
    }
    var diagnostics: [Diagnostic] = []
    let classifier = PropertyClassifier(
      lexed: list.lexed, requiresTypes: false,
      isInPublicType: LexicalContext.isInPublicType(request.lexicalContext))
    guard
      case .tracked(let property) = classifier.classify(declaration, diagnostics: &diagnostics)
    else {
      return .failure(
        MacroFailure(
          failure(
            DiagnosticMessages.trackedUntrackable, request,
            anchor: .declaration, offset: offset)))
    }
    return .success((property, declaration.bindings[0].accessorBlock != nil))
  }
}
