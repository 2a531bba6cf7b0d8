/// Decides which stored properties of an annotated struct are tracked, and reports the
/// properties and attributes that need the user's attention.
struct PropertyClassifier {
  /// The lexed file the declarations' offsets and token indices refer to.
  let lexed: LexedFile
  /// Whether types must be known without the compiler (plugin mode).
  let requiresTypes: Bool
  /// Whether the struct is declared `public`, `open` or `package`: only there can inlinable
  /// code name a property for its access alone (see ``TrackedProperty/isUsableFromInline``).
  var isInPublicType = true

  /// How one binding of a variable declaration is handled.
  enum Decision: Equatable {
    /// Tracked with registrar-instrumented accessors. The property is one reference (see
    /// ``TrackedProperty``): decisions are copied several times on their way to the rewrite.
    case tracked(TrackedProperty)
    /// Left as written (a `let`, `static`, computed, lazy, wrapped or ignored property).
    case untouched

    /// Whether the binding is tracked (told without comparing whole decisions).
    var isTracked: Bool {
      if case .tracked = self { return true }
      return false
    }

    /// The tracked property's name and whether it has observers, read in place: no copy of
    /// the whole property for the two things classification lists.
    var trackedName: (name: String, hasObservers: Bool)? {
      switch self {
      case .tracked(let property): (property.name, property.hasObservers)
      case .untouched: nil
      }
    }
  }

  /// Attribute names that mark a property as not tracked.
  static let ignoredAttribute = "ObservationStateIgnored"
  /// Attribute name that forces tracking.
  static let trackedAttribute = "ObservationStateTracked"

  /// Classifies `declaration`, appending diagnostics: how its lone binding is handled, or
  /// ``Decision/untouched`` for a declaration left as written. Only a lone binding is ever
  /// tracked, so one decision stands for the whole declaration, and none is made per binding.
  func classify(
    _ declaration: VariableDeclaration, diagnostics: inout [Diagnostic]
  ) -> Decision {
    reportForeignObservationAttributes(declaration.attributes, diagnostics: &diagnostics)
    if declaration.isLet || Self.isExcluded(declaration) {
      return .untouched
    }
    if declaration.modifiers.contains(.lazy) {
      warnNotObserved(declaration, reason: DiagnosticMessages.lazyReason, diagnostics: &diagnostics)
      return .untouched
    }
    // A computed property's custom attribute is a result builder (`@ViewBuilder var body`),
    // not a wrapper, and computed properties are never tracked anyway.
    let isComputed = declaration.bindings.allSatisfy { binding in
      guard let block = binding.accessorBlock else { return false }
      return block.isImplicitGetter || block.accessors.contains { $0.kind == .get }
    }
    if isComputed {
      return .untouched
    }
    if let wrapper = declaration.attributes.first(where: { $0.kind.isPropertyWrapper }) {
      warnNotObserved(
        declaration, reason: DiagnosticMessages.wrapperReason(wrapper.name),
        diagnostics: &diagnostics)
      return .untouched
    }
    if declaration.bindings.count > 1 {
      // An accessor macro applies to one variable only, so the macro cannot track these; the
      // build plugin follows suit so that both paths expand every declaration alike.
      warnNotObserved(
        declaration,
        reason: DiagnosticMessages.sharedDeclarationReason,
        diagnostics: &diagnostics)
      return .untouched
    }
    guard let binding = declaration.bindings.first else { return .untouched }
    return classify(binding, in: declaration, diagnostics: &diagnostics)
  }

  /// Whether a modifier or attribute of `declaration` keeps it from being tracked, without a
  /// word of warning: `static`, `class`, `nonisolated(unsafe)`, `@ObservationStateIgnored`
  /// or `@ObservationIgnored`. Each list is walked once, and most are empty.
  private static func isExcluded(_ declaration: VariableDeclaration) -> Bool {
    for modifier in declaration.modifiers {
      // `nonisolated(unsafe)` has no meaning on the computed property tracking would make of
      // it (the compiler warns), and a macro cannot take the modifier off: such a property is
      // left a plain stored property on both paths.
      switch modifier.kind {
      case .static, .class: return true
      case .nonisolated where modifier.argument == .unsafe: return true
      default: continue
      }
    }
    for attribute in declaration.attributes {
      if attribute.kind == .observationStateIgnored || attribute.kind == .observationIgnored {
        return true
      }
    }
    return false
  }

  private func classify(
    _ binding: PatternBinding, in declaration: VariableDeclaration,
    diagnostics: inout [Diagnostic]
  ) -> Decision {
    var willSet: PropertyObserver?
    var didSet: PropertyObserver?
    guard let name = binding.name else {
      report(
        DiagnosticMessages.tuplePattern,
        at: binding.patternRange.lowerBound, severity: .warning, diagnostics: &diagnostics)
      return .untouched
    }
    if let block = binding.accessorBlock {
      if block.isImplicitGetter { return .untouched }
      for accessor in block.accessors {
        guard let body = accessor.bodyRange, let bodyTokens = accessor.bodyTokens else {
          return .untouched
        }
        let rewritten = ObserverBodyRewriter.rewrite(
          bodyTokens: bodyTokens, in: lexed, propertyName: name,
          storageName: TrackedProperty.storageName(for: name))
        let observer = PropertyObserver(
          explicitParameterName: accessor.parameterName, body: rewritten.text,
          bodyOffset: body.lowerBound, bodyLocation: source.location(of: body.lowerBound),
          referencesProperty: rewritten.referencesProperty)
        switch accessor.kind {
        case .willSet: willSet = observer
        case .didSet: didSet = observer
        default: return .untouched
        }
      }
    }
    let spelled = binding.spelledName(name, in: source)
    var type = binding.typeRange.map { source.text($0) }
    let initialValue = binding.initializerRange.map { source.text($0) }
    // The macro leaves an unwritten type to the compiler; what is inferred here only chooses
    // the accessors, so that both paths write the same ones.
    let inferredType =
      type == nil
      ? binding.initializerTokens.flatMap {
        TypeInference.inferType(of: lexed.tokens[$0], in: source)
      } : nil
    let holdsPlainData =
      binding.typeSyntax?.isPlainStandardData(in: source)
      ?? inferredType.map(TrackedProperty.isPlainData(type:)) ?? false
    if type == nil && requiresTypes {
      type = inferredType
      if type == nil {
        report(
          DiagnosticMessages.typeNotInferable(name, initialValue: initialValue),
          at: binding.patternRange.lowerBound, severity: .error, diagnostics: &diagnostics,
          fixIt: FixIt(
            message: "add a type annotation",
            range: binding.patternRange.upperBound..<binding.patternRange.upperBound,
            replacement: ": <#Type#>"))
      }
    }
    // The parser's tree of an annotation tells whether it is written `T?`; an inferred type
    // is told from its text.
    var optionalSpelling = OptionalSpelling.unknown
    if initialValue == nil {
      optionalSpelling = .notOptional
    } else if binding.typeRange != nil {
      optionalSpelling =
        binding.typeSyntax?.optionalWrappedRange.map { .optional(wrapped: source.text($0)) }
        ?? .notOptional
    }
    let ownership = declaration.modifiers.first { $0.kind == .weak || $0.kind == .unowned }
    // The type of a `public` property of an internal type may be internal, which storage
    // marked `@usableFromInline` in a `@usableFromInline` type could not name.
    let isUsableFromInline =
      isInPublicType
      && declaration.modifiers.contains {
        $0.argument == nil && $0.kind.isPublicOrPackage
      } || declaration.attributes.contains { $0.kind == .usableFromInline }
    return .tracked(
      TrackedProperty(
        spelledName: spelled, name: name, type: type, initialValue: initialValue,
        willSet: willSet, didSet: didSet, ownership: ownership.map { source.text($0.range) },
        isUsableFromInline: isUsableFromInline, optionalSpelling: optionalSpelling,
        holdsPlainData: holdsPlainData))
  }

  private func reportForeignObservationAttributes(
    _ attributes: [Attribute], diagnostics: inout [Diagnostic]
  ) {
    for attribute in attributes {
      let replacement: String
      switch attribute.kind {
      case .observationIgnored: replacement = "@ObservationStateIgnored"
      case .observationTracked: replacement = "@ObservationStateTracked"
      default: continue
      }
      report(
        DiagnosticMessages.foreignAttribute(attribute.baseName, replacement: replacement),
        at: attribute.range.lowerBound, severity: .error, diagnostics: &diagnostics,
        fixIt: FixIt(
          message: "use '\(replacement)'", range: attribute.range, replacement: replacement))
    }
  }

  private func warnNotObserved(
    _ declaration: VariableDeclaration, reason: String, diagnostics: inout [Diagnostic]
  ) {
    let bound = declaration.bindings.compactMap(\.name)
    let names = bound.joined(separator: "', '")
    report(
      DiagnosticMessages.notObserved(names, plural: bound.count > 1, because: reason),
      at: declaration.bindings.first?.patternRange.lowerBound ?? declaration.range.lowerBound,
      severity: .warning, diagnostics: &diagnostics,
      fixIt: FixIt(
        message: "add '@ObservationStateIgnored'",
        range: declaration.range.lowerBound..<declaration.range.lowerBound,
        replacement: "@ObservationStateIgnored "))
  }

  /// The source the declarations' offsets refer to.
  private var source: SourceText { lexed.source }

  /// The file name for diagnostics.
  private var file: String { lexed.file }

  private func report(
    _ message: DiagnosticMessage, at offset: Int, severity: DiagnosticSeverity,
    diagnostics: inout [Diagnostic], fixIt: FixIt? = nil
  ) {
    let location = source.location(of: offset)
    diagnostics.append(
      Diagnostic(
        file: file, offset: offset, line: location.line, column: location.column,
        severity: severity, message: message, fixIt: fixIt))
  }
}
