// `@ObservableState` in macro mode: the members a type gets, and the attributes its properties get.

extension MacroExpander {
  // MARK: - @ObservableState

  static func members(_ request: MacroExpansionRequest) -> MacroExpansionResponse {
    let source = SourceText(request.declarationSource)
    let parsed = DeclarationParser.parse(source, file: "")
    let attributeOffset = firstTokenOffset(request.attributeSource)
    guard let type = parsed.types.first else {
      return failure(
        DiagnosticMessages.notAttachedToType, request, anchor: .attribute,
        offset: attributeOffset)
    }
    if let problem = TypeEligibility.problem(with: type, in: parsed.lexed.source) {
      return failure(problem, request, anchor: .attribute, offset: attributeOffset)
    }
    if let limitation = TypeEligibility.macroProblem(with: type, context: request.lexicalContext) {
      // The type compiles and behaves as the plain type: nothing is expanded, and the warning
      // says why it is not observed.
      return MacroExpansionResponse(
        expandedSource: "",
        diagnostics: [
          MacroExpansionDiagnostic(
            anchor: .attribute, offset: attributeOffset, severity: .warning,
            message: limitation.text, id: limitation.id)
        ])
    }
    if LexicalContext.isLocal(request.lexicalContext) {
      return failure(
        DiagnosticMessages.localType, request, anchor: .attribute, offset: attributeOffset)
    }
    let (expansion, expansionDiagnostics) = typeExpansion(type, parsed.lexed, request)
    let writer = CodeWriter(indent: "")
    let shape = RegistrarShape.shape(
      for: type,
      isGeneric: type.genericParameterClause != nil
        || LexicalContext.isGenericOrExtension(request.lexicalContext),
      hasCarrier: expansion.registrarCarrier != nil)
    expansion.writeMembers(
      structMembers: Array(MemberTemplate.structMembers(indent: "", shape: shape).utf8),
      into: writer)
    // The members are returned even with errors (which the compiler reports), so that an
    // error about one property does not cascade into errors about every missing member.
    return MacroExpansionResponse(
      expandedSource: writer.text,
      diagnostics: converted(parsed.diagnostics + expansionDiagnostics, anchor: .declaration))
  }

  /// The expansion of `type`, parsed from the request's declaration, and its diagnostics
  /// positioned in that declaration. When the request brings the file the type was read from,
  /// the type is expanded as declared there, with the extensions of it beside it (see
  /// ``EnclosingSourceFile``).
  static func typeExpansion(
    _ type: TypeDeclaration, _ lexed: LexedFile, _ request: MacroExpansionRequest,
    codingConformancesElsewhere: (TypeInFile?) -> Set<String> = { _ in [] }
  ) -> (TypeExpansion, [Diagnostic]) {
    guard let file = request.enclosingFile,
      let inFile = TypeInFile(declaration: request.declarationSource, named: type.name, in: file)
    else {
      let expansion = TypeExpansion(
        type, lexed: lexed, requiresTypes: false,
        codingConformancesElsewhere: codingConformancesElsewhere(nil))
      return (expansion, expansion.diagnostics)
    }
    let expansion = TypeExpansion(
      inFile.type, lexed: inFile.lexed, requiresTypes: false, extensions: inFile.extensions,
      codingConformancesElsewhere: codingConformancesElsewhere(inFile))
    let diagnostics = expansion.diagnostics.map { diagnostic in
      var moved = diagnostic
      moved.offset -= inFile.declarationOffset
      if let range = diagnostic.fixIt?.range {
        let shift = inFile.declarationOffset
        moved.fixIt?.range = (range.lowerBound - shift)..<(range.upperBound - shift)
      }
      return moved
    }
    return (expansion, diagnostics)
  }

  static func memberAttributes(_ request: MacroExpansionRequest)
    -> MacroExpansionResponse
  {
    guard !LexicalContext.isLocal(Array(request.lexicalContext.dropFirst())),
      let parentSource = request.parentDeclarationSource
    else { return MacroExpansionResponse(expandedSource: "") }
    // Asked once per member with the same parent: parsed once, not once per member.
    let parent = parentSummaries.value(for: parentSource, compute: summary(of:))
    guard parent.isStruct else { return MacroExpansionResponse(expandedSource: "") }
    // A parent the member role rejects gets no tracked members: its one error stands alone.
    if parent.isPrivate && request.lexicalContext.count > 1 {
      return MacroExpansionResponse(expandedSource: "")
    }
    let list = memberList(request.declarationSource)
    switch list.members.first {
    case .variable(let declaration)?:
      return MacroExpansionResponse(
        expandedSource: trackedAttribute(
          for: declaration, list.lexed, carrier: parent.registrarCarrier))
    case .other(let other)?:
      let macro: String
      let names: [String]
      if InitializerStorageRewrite.rewrite(
        other, in: list.lexed, observedProperties: parent.propertiesWithObservers,
        readProperties: parent.unconditionalTrackedProperties) != nil
      {
        // `@ObservationStateInitializer("observed", reading: "tracked", "other")`.
        var arguments = parent.propertiesWithObservers.map { "\"" + $0 + "\"" }
        let observed = Set(parent.propertiesWithObservers)
        let read = parent.unconditionalTrackedProperties.filter { !observed.contains($0) }
        for (position, name) in read.enumerated() {
          arguments.append((position == 0 ? "reading: \"" : "\"") + name + "\"")
        }
        return MacroExpansionResponse(
          expandedSource: "@" + MacroNames.initializer + "("
            + arguments.joined(separator: ", ") + ")")
      } else if SelfReplacementRewrite.rewrite(
        other, in: list.lexed, trackedProperties: parent.unconditionalTrackedProperties) != nil
      {
        // A parent that adopts needs no names: `@ObservationStateSelfReplacement()`.
        (macro, names) = (
          MacroNames.selfReplacement, parent.adopts ? [] : parent.unconditionalTrackedProperties
        )
      } else {
        return MacroExpansionResponse(expandedSource: "")
      }
      let arguments = names.map { "\"" + $0 + "\"" }.joined(separator: ", ")
      return MacroExpansionResponse(expandedSource: "@" + macro + "(" + arguments + ")")
    default:
      return MacroExpansionResponse(expandedSource: "")
    }
  }

  /// `@ObservationStateTracked` for a variable declaration the type tracks, otherwise nothing;
  /// ``MacroNames/registrarCarrierAttribute`` for the property named `carrier`.
  static func trackedAttribute(
    for declaration: VariableDeclaration, _ lexed: LexedFile, carrier: String?
  ) -> String {
    let isMarked = declaration.attributes.contains {
      $0.kind == .observationStateTracked || $0.kind == .observationStateIgnored
    }
    guard !isMarked else { return "" }
    // Diagnostics about the member are reported once, by the `member` expansion.
    var ignored: [Diagnostic] = []
    let classifier = PropertyClassifier(lexed: lexed, requiresTypes: false)
    guard case .tracked(let property) = classifier.classify(declaration, diagnostics: &ignored)
    else { return "" }
    return property.name == carrier
      ? MacroNames.registrarCarrierAttribute : "@" + PropertyClassifier.trackedAttribute
  }

  /// Whether a parent declaration is a struct, and its tracked properties with observers.
  static func summary(of parentSource: String) -> ParentSummary {
    let parsed = DeclarationParser.parse(SourceText(parentSource), file: "")
    guard let type = parsed.types.first, type.kind == .struct,
      TypeEligibility.problem(with: type, in: parsed.lexed.source) == nil
    else {
      return ParentSummary(
        isStruct: false, isPrivate: false, propertiesWithObservers: [],
        unconditionalTrackedProperties: [], registrarCarrier: nil)
    }
    let expansion = TypeExpansion(type, lexed: parsed.lexed, requiresTypes: false)
    return ParentSummary(
      isStruct: true, isPrivate: type.modifiers.contains(.private),
      propertiesWithObservers: expansion.propertiesWithObservers,
      unconditionalTrackedProperties: expansion.unconditionalTrackedProperties,
      adopts: expansion.writesAdoption, registrarCarrier: expansion.registrarCarrier)
  }
}
