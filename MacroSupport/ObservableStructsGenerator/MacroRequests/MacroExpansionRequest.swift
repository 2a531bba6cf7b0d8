/// The role an attached macro is expanded in, as the compiler names it.
package enum MacroRole: String, Sendable, Equatable {
  /// Adds members to a type.
  case member
  /// Adds attributes to each member of a type.
  case memberAttribute
  /// Adds accessors to a property.
  case accessor
  /// Adds declarations beside the declaration.
  case peer
  /// Adds extensions of the type.
  case `extension`
  /// Replaces the body of a function or initializer.
  case body
}

/// One attached-macro expansion the compiler asks for, in the generator's terms.
package struct MacroExpansionRequest: Sendable, Equatable {
  /// The macro's name without `@`: `ObservableState`, `ObservationStateTracked` or
  /// `ObservationStateIgnored`.
  package var macroName: String
  /// The role to expand.
  package var role: MacroRole
  /// The source of the attribute (`@ObservableState`).
  package var attributeSource: String
  /// The source of the declaration the attribute is attached to. For `memberAttribute`, the
  /// member being visited.
  package var declarationSource: String
  /// For `memberAttribute`, the source of the type declaration that carries the attribute.
  package var parentDeclarationSource: String?
  /// For `extension`, the source of the extended type (`Counter`, `Feature.State`).
  package var extendedTypeSource: String?
  /// For `extension`, the protocols the compiler asks conformances for, as source text.
  package var conformances: [String]
  /// The declarations around the attached-to declaration, innermost first, without their
  /// bodies, as the compiler sends them; empty if it sends none.
  package var lexicalContext: [String]
  /// The file the declaration was read from, when the front end could read it: for the
  /// `member` and `extension` roles, where it shows the extensions beside the type.
  package var enclosingFile: EnclosingSourceFile?

  /// Creates a request.
  package init(
    macroName: String, role: MacroRole, attributeSource: String, declarationSource: String,
    parentDeclarationSource: String? = nil, extendedTypeSource: String? = nil,
    conformances: [String] = [], lexicalContext: [String] = [],
    enclosingFile: EnclosingSourceFile? = nil
  ) {
    self.macroName = macroName
    self.role = role
    self.attributeSource = attributeSource
    self.declarationSource = declarationSource
    self.parentDeclarationSource = parentDeclarationSource
    self.extendedTypeSource = extendedTypeSource
    self.conformances = conformances
    self.lexicalContext = lexicalContext
    self.enclosingFile = enclosingFile
  }
}

/// A diagnostic produced while expanding a macro, positioned inside the request's sources.
package struct MacroExpansionDiagnostic: Sendable, Equatable {
  /// Which of the request's sources the offsets refer to.
  package enum Anchor: Sendable, Equatable {
    /// Offsets are into ``MacroExpansionRequest/declarationSource``.
    case declaration
    /// Offsets are into ``MacroExpansionRequest/parentDeclarationSource``.
    case parentDeclaration
    /// Offsets are into ``MacroExpansionRequest/attributeSource``.
    case attribute
  }
  /// Which source ``offset`` counts into.
  package var anchor: Anchor
  /// UTF-8 offset of the position, relative to the start of the anchored source.
  package var offset: Int
  /// Error, warning or note.
  package var severity: DiagnosticSeverity
  /// What is wrong and what to do.
  package var message: String
  /// The message's stable identifier (`type.local`), which the compiler shows before it.
  package var id: String?
  /// A mechanical fix: replace `fixItRange` (relative to the anchored source) by
  /// `fixItReplacement`.
  package var fixIt: FixIt?

  /// Creates a diagnostic.
  package init(
    anchor: Anchor, offset: Int, severity: DiagnosticSeverity, message: String,
    id: String? = nil, fixIt: FixIt? = nil
  ) {
    self.anchor = anchor
    self.offset = offset
    self.severity = severity
    self.message = message
    self.id = id
    self.fixIt = fixIt
  }
}

/// What an attached-macro expansion produced.
package struct MacroExpansionResponse: Sendable, Equatable {
  /// The expanded source, or `nil` if expansion failed (then ``diagnostics`` has an error).
  /// For the `accessor` role this is the accessor list without surrounding braces; for
  /// `memberAttribute` it is the attribute text (empty when the member gets none).
  package var expandedSource: String?
  /// Diagnostics, errors and warnings both.
  package var diagnostics: [MacroExpansionDiagnostic]

  /// Creates a response.
  package init(expandedSource: String?, diagnostics: [MacroExpansionDiagnostic] = []) {
    self.expandedSource = expandedSource
    self.diagnostics = diagnostics
  }
}
