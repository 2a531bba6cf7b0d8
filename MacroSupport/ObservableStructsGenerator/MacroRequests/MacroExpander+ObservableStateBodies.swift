// `@ObservableState` in macro mode: rewritten method and initializer bodies, and the extension
// with the conformances.

extension MacroExpander {
  /// The body of an initializer marked `@ObservationStateInitializer("a", reading: "b", "c")`,
  /// with references to `a` and reads of `b` and `c` sent to their storage, or of a mutating
  /// method marked
  /// `@ObservationStateSelfReplacement("a", "b")`, which tells the named properties' observers
  /// when it replaced `self`.
  static func rewrittenBody(_ request: MacroExpansionRequest) -> MacroExpansionResponse {
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
  static func originalBody(of list: (lexed: LexedFile, members: [MemberDeclaration]))
    -> String?
  {
    guard case .other(let other)? = list.members.first,
      let open = list.lexed.tokens.firstIndex(where: {
        $0.kind == .leftBrace && other.range.contains($0.range.lowerBound)
      })
    else { return nil }
    return list.lexed.source.text(list.lexed.tokens[open].range.lowerBound..<other.range.upperBound)
  }

  static func extensions(_ request: MacroExpansionRequest) -> MacroExpansionResponse {
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
    guard let type = parsed.types.first,
      TypeEligibility.problem(with: type, in: parsed.lexed.source) == nil,
      TypeEligibility.macroProblem(with: type, context: request.lexicalContext) == nil,
      !LexicalContext.isLocal(request.lexicalContext)
    else {
      // The `member` expansion reports the misuse; a conformance would only add errors.
      return MacroExpansionResponse(expandedSource: "")
    }
    let availability = type.attributes.availability.map { source.text($0.range) }
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
}
