import ObservableStructsGenerator

/// Why an `expandAttachedMacro` message cannot become a generator request.
struct UnsupportedRoleError: Error, Equatable {
  /// The role as the compiler spelled it.
  var role: String
}

extension AttachedExpansionMessage {
  /// The generator's request for this message.
  ///
  /// The sources are passed whole, trivia included, so that offsets the generator reports
  /// relative to them become file offsets by adding the matching `location.offset`. The older
  /// `conformance` role is expanded as `extension`.
  func expansionRequest() throws(UnsupportedRoleError) -> MacroExpansionRequest {
    let role: MacroRole
    if macroRole == "conformance" {
      role = .extension
    } else if let known = MacroRole(rawValue: macroRole) {
      role = known
    } else {
      throw UnsupportedRoleError(role: macroRole)
    }
    return MacroExpansionRequest(
      macroName: macroName,
      role: role,
      attributeSource: attributeSyntax.source,
      declarationSource: declSyntax.source,
      parentDeclarationSource: parentDeclSyntax?.source,
      extendedTypeSource: extendedTypeSyntax?.source.trimmingBlanks(),
      conformances: conformanceListSyntax.map { Self.conformances(in: $0.source) } ?? [],
      lexicalContext: lexicalContext?.map(\.source) ?? [])
  }

  /// The macro to expand, by the implementation type `#externalMacro` names
  /// (`ObservableStateMacro` → `ObservableState`); for a type this plugin does not know, the
  /// macro's name without blanks or module qualification, or, when the compiler sent no name,
  /// the attribute's.
  var macroName: String {
    if let known = MacroNames.macro(implementedBy: macro.typeName) { return known }
    var name = macro.name.trimmingBlanks()
    if name.isEmpty {
      name = attributeSyntax.source.trimmingBlanks()
      if name.hasPrefix("@") { name.removeFirst() }
      name = String(name.prefix { $0 != "(" && !$0.isWhitespace })
    }
    return String(name.split(separator: ".").last ?? Substring(name))
  }

  /// The protocols listed by the compiler's placeholder `struct Placeholder: P, Q {}`, as
  /// written there (`["P", "Q"]`), read by the generator's declaration parser.
  static func conformances(in placeholder: String) -> [String] {
    DeclarationParser.parse(SourceText(placeholder), file: "").types.first?.inheritedTypes ?? []
  }
}

extension String {
  /// The text without leading and trailing whitespace and newlines.
  func trimmingBlanks() -> String {
    let start = firstIndex { !$0.isWhitespace } ?? endIndex
    let end = lastIndex { !$0.isWhitespace }.map { index(after: $0) } ?? start
    return String(self[start..<max(start, end)])
  }
}
