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

  // MARK: - @ObservableState

  private static func members(_ request: MacroExpansionRequest) -> MacroExpansionResponse {
    let source = SourceText(request.declarationSource)
    let parsed = DeclarationParser.parse(source, file: "")
    let attributeOffset = firstTokenOffset(request.attributeSource)
    guard let type = parsed.types.first else {
      return failure(
        DiagnosticMessages.notAttachedToType, request, anchor: .attribute,
        offset: attributeOffset)
    }
    if let problem = TypeEligibility.problem(with: type) {
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
  private static func typeExpansion(
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

  private static func memberAttributes(_ request: MacroExpansionRequest)
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
  private static func trackedAttribute(
    for declaration: VariableDeclaration, _ lexed: LexedFile, carrier: String?
  ) -> String {
    let isMarked = declaration.attributes.contains {
      $0.baseName == PropertyClassifier.trackedAttribute
        || $0.baseName == PropertyClassifier.ignoredAttribute
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
  private static func summary(of parentSource: String) -> ParentSummary {
    let parsed = DeclarationParser.parse(SourceText(parentSource), file: "")
    guard let type = parsed.types.first, type.kind == .struct,
      TypeEligibility.problem(with: type) == nil
    else {
      return ParentSummary(
        isStruct: false, isPrivate: false, propertiesWithObservers: [],
        unconditionalTrackedProperties: [], registrarCarrier: nil)
    }
    let expansion = TypeExpansion(type, lexed: parsed.lexed, requiresTypes: false)
    return ParentSummary(
      isStruct: true, isPrivate: type.modifiers.contains { $0.name == "private" },
      propertiesWithObservers: expansion.propertiesWithObservers,
      unconditionalTrackedProperties: expansion.unconditionalTrackedProperties,
      adopts: expansion.writesAdoption, registrarCarrier: expansion.registrarCarrier)
  }

  /// The body of an initializer marked `@ObservationStateInitializer("a", reading: "b", "c")`,
  /// with references to `a` and reads of `b` and `c` sent to their storage, or of a mutating
  /// method marked
  /// `@ObservationStateSelfReplacement("a", "b")`, which tells the named properties' observers
  /// when it replaced `self`.
  private static func rewrittenBody(_ request: MacroExpansionRequest) -> MacroExpansionResponse {
    let attribute = Lexer.tokenize(SourceText(request.attributeSource), file: "")
    // The names before a `reading:` label, and those after it.
    var names: [String] = []
    var readNames: [String] = []
    var isReading = false
    for token in attribute.tokens {
      if token.kind == .identifier && attribute.text(of: token) == "reading" {
        isReading = true
      } else if token.kind == .stringLiteral {
        let name = String(attribute.text(of: token).dropFirst().dropLast())
        if isReading { readNames.append(name) } else { names.append(name) }
      }
    }
    let list = memberList(request.declarationSource)
    guard case .other(let other)? = list.members.first,
      let body = request.macroName == MacroNames.initializer
        ? InitializerStorageRewrite.rewrite(
          other, in: list.lexed, observedProperties: names, readProperties: readNames)
        : SelfReplacementRewrite.rewrite(
          other, in: list.lexed, trackedProperties: names, adopts: names.isEmpty)
    else {
      // Nothing to change: the body as written.
      return MacroExpansionResponse(expandedSource: originalBody(of: list) ?? "{\n}")
    }
    return MacroExpansionResponse(expandedSource: body.text)
  }

  /// The body of the first member of `list`, braces included, as written.
  private static func originalBody(of list: (lexed: LexedFile, members: [MemberDeclaration]))
    -> String?
  {
    guard case .other(let other)? = list.members.first,
      let open = list.lexed.tokens.firstIndex(where: {
        $0.kind == .leftBrace && other.range.contains($0.range.lowerBound)
      })
    else { return nil }
    return list.lexed.source.text(list.lexed.tokens[open].range.lowerBound..<other.range.upperBound)
  }

  private static func extensions(_ request: MacroExpansionRequest) -> MacroExpansionResponse {
    guard let typeName = request.extendedTypeSource, !request.conformances.isEmpty else {
      return MacroExpansionResponse(expandedSource: "")
    }
    var qualified = request.conformances.compactMap { name -> String? in
      switch name.lastDottedComponent {
      case "ObservableState": return "ObservableStructs::ObservableState"
      case "Observable": return "Observation::Observable"
      case "CustomReflectable": return ReflectionTemplate.conformance
      case "Encodable", "Decodable": return nil
      default: return name
      }
    }
    let source = SourceText(request.declarationSource)
    let parsed = DeclarationParser.parse(source, file: "")
    guard let type = parsed.types.first, TypeEligibility.problem(with: type) == nil,
      TypeEligibility.macroProblem(with: type, context: request.lexicalContext) == nil,
      !LexicalContext.isLocal(request.lexicalContext)
    else {
      // The `member` expansion reports the misuse; a conformance would only add errors.
      return MacroExpansionResponse(expandedSource: "")
    }
    let availability = type.attributes.filter { $0.name == "available" }.map {
      source.text($0.range)
    }
    // The compiler does not tell the macro where `Codable` is adopted: listing `Encodable` and
    // `Decodable` in the extension role would tell it, but then the compiler no longer derives
    // them through a protocol that refines `Codable`. So unless the type's file shows its
    // coding conformances, a type with `CodingKeys` of its own is taken to be coded both ways,
    // wherever that is declared. A conformance of a generic type may be
    // conditional, and the compiler does not say under which `where` clause: only one declared
    // on the type itself is known to hold everywhere.
    let isGeneric =
      type.genericParameterClause != nil
      || LexicalContext.mayBeGeneric(request.lexicalContext)
    let (expansion, _) = typeExpansion(type, parsed.lexed, request) { inFile in
      // Seen with its extensions, a type that names a coding protocol and adopts no protocol
      // that might refine one is taken to conform as it says: `Encodable` alone is not decoded.
      if isGeneric || inFile?.namesItsCodingConformances == true { return [] }
      return ["Encodable", "Decodable"]
    }
    // The compiler asks for `CustomReflectable` only when the type does not already adopt it,
    // wherever that is declared.
    let addsMirror =
      expansion.writesCustomMirror && qualified.contains(ReflectionTemplate.conformance)
    qualified.removeAll { $0 == ReflectionTemplate.conformance }
    if addsMirror { qualified.append(ReflectionTemplate.conformance(for: type)) }
    var members = ""
    if expansion.hasExtensionMembers {
      let writer = CodeWriter(indent: "  ")
      expansion.writeExtensionMembers(into: writer, includingMirror: addsMirror)
      members = writer.text
    }
    guard !qualified.isEmpty || !members.isEmpty else {
      return MacroExpansionResponse(expandedSource: "")
    }
    return MacroExpansionResponse(
      expandedSource: MemberTemplate.conformanceExtension(
        typeName: typeName, availability: availability, conformances: qualified,
        members: members))
  }

  // MARK: - @ObservationStateTracked

  private static func accessors(_ request: MacroExpansionRequest) -> MacroExpansionResponse {
    switch trackedProperty(request) {
    case .failure(let failure): return failure.response
    case .success(let (tracked, hasAccessorBlock)):
      let isCarrier = request.attributeSource.contains("(")
      let property = isCarrier ? tracked.carryingRegistrar() : tracked
      let text =
        hasAccessorBlock
        ? AccessorTemplate.accessors(for: property, indent: "")
        : "{\n" + AccessorTemplate.accessors(for: property, indent: "  ") + "\n}"
      return MacroExpansionResponse(expandedSource: text)
    }
  }

  private static func storage(_ request: MacroExpansionRequest) -> MacroExpansionResponse {
    switch trackedProperty(request) {
    case .failure(let failure): return failure.response
    case .success(let (property, _)):
      return MacroExpansionResponse(expandedSource: AccessorTemplate.storage(for: property))
    }
  }

  /// The one tracked property of an `@ObservationStateTracked` declaration, and whether it
  /// already has an accessor block (its observers).
  private static func trackedProperty(_ request: MacroExpansionRequest)
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

  // MARK: - Helpers

  /// An error response wrapped for `Result`.
  struct MacroFailure: Error {
    let response: MacroExpansionResponse
    init(_ response: MacroExpansionResponse) { self.response = response }
  }

  /// The summaries of the last parent declaration asked about.
  private static let parentSummaries = LastResultCache<String, ParentSummary>()
  /// The last member declaration parsed: a property's `memberAttribute` and `peer` requests
  /// come one after the other with the same text.
  private static let memberLists = LastResultCache<String, MemberList>()

  /// A member declaration's tokens and parsed members.
  private typealias MemberList = (lexed: LexedFile, members: [MemberDeclaration])

  private static func memberList(_ source: String) -> MemberList {
    memberLists.value(for: source) { source in
      let list = DeclarationParser.parseMemberList(SourceText(source), file: "")
      return (list.lexed, list.members)
    }
  }

  private static func converted(
    _ diagnostics: [Diagnostic], anchor: MacroExpansionDiagnostic.Anchor
  ) -> [MacroExpansionDiagnostic] {
    diagnostics.map {
      MacroExpansionDiagnostic(
        anchor: anchor, offset: $0.offset, severity: $0.severity, message: $0.message,
        id: $0.id, fixIt: $0.fixIt)
    }
  }

  private static func failure(
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
  private static func firstTokenOffset(_ text: String) -> Int {
    let lexed = Lexer.tokenize(SourceText(text))
    return lexed.tokens.first?.range.lowerBound ?? 0
  }
}
