/// The role an attached macro is expanded in, as the compiler names it.
public enum MacroRole: String, Sendable, Equatable {
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
public struct MacroExpansionRequest: Sendable, Equatable {
  /// The macro's name without `@`: `ObservableState`, `ObservationStateTracked` or
  /// `ObservationStateIgnored`.
  public var macroName: String
  /// The role to expand.
  public var role: MacroRole
  /// The source of the attribute (`@ObservableState`).
  public var attributeSource: String
  /// The source of the declaration the attribute is attached to. For `memberAttribute`, the
  /// member being visited.
  public var declarationSource: String
  /// For `memberAttribute`, the source of the type declaration that carries the attribute.
  public var parentDeclarationSource: String?
  /// For `extension`, the source of the extended type (`Counter`, `Feature.State`).
  public var extendedTypeSource: String?
  /// For `extension`, the protocols the compiler asks conformances for, as source text.
  public var conformances: [String]
  /// The declarations around the attached-to declaration, innermost first, without their
  /// bodies, as the compiler sends them; empty if it sends none.
  public var lexicalContext: [String]

  /// Creates a request.
  public init(
    macroName: String, role: MacroRole, attributeSource: String, declarationSource: String,
    parentDeclarationSource: String? = nil, extendedTypeSource: String? = nil,
    conformances: [String] = [], lexicalContext: [String] = []
  ) {
    self.macroName = macroName
    self.role = role
    self.attributeSource = attributeSource
    self.declarationSource = declarationSource
    self.parentDeclarationSource = parentDeclarationSource
    self.extendedTypeSource = extendedTypeSource
    self.conformances = conformances
    self.lexicalContext = lexicalContext
  }
}

/// A diagnostic produced while expanding a macro, positioned inside the request's sources.
public struct MacroExpansionDiagnostic: Sendable, Equatable {
  /// Which of the request's sources the offsets refer to.
  public enum Anchor: Sendable, Equatable {
    /// Offsets are into ``MacroExpansionRequest/declarationSource``.
    case declaration
    /// Offsets are into ``MacroExpansionRequest/parentDeclarationSource``.
    case parentDeclaration
    /// Offsets are into ``MacroExpansionRequest/attributeSource``.
    case attribute
  }
  /// Which source ``offset`` counts into.
  public var anchor: Anchor
  /// UTF-8 offset of the position, relative to the start of the anchored source.
  public var offset: Int
  /// Error, warning or note.
  public var severity: DiagnosticSeverity
  /// What is wrong and what to do.
  public var message: String
  /// A mechanical fix: replace `fixItRange` (relative to the anchored source) by
  /// `fixItReplacement`.
  public var fixIt: FixIt?

  /// Creates a diagnostic.
  public init(
    anchor: Anchor, offset: Int, severity: DiagnosticSeverity, message: String,
    fixIt: FixIt? = nil
  ) {
    self.anchor = anchor
    self.offset = offset
    self.severity = severity
    self.message = message
    self.fixIt = fixIt
  }
}

/// What an attached-macro expansion produced.
public struct MacroExpansionResponse: Sendable, Equatable {
  /// The expanded source, or `nil` if expansion failed (then ``diagnostics`` has an error).
  /// For the `accessor` role this is the accessor list without surrounding braces; for
  /// `memberAttribute` it is the attribute text (empty when the member gets none).
  public var expandedSource: String?
  /// Diagnostics, errors and warnings both.
  public var diagnostics: [MacroExpansionDiagnostic]

  /// Creates a response.
  public init(expandedSource: String?, diagnostics: [MacroExpansionDiagnostic] = []) {
    self.expandedSource = expandedSource
    self.diagnostics = diagnostics
  }
}
