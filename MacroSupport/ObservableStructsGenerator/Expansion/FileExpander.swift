/// Plugin mode: finds the `@ObservableState` types of a parsed file and turns them into
/// source edits — tracked properties rewritten, members inserted, conformance extensions
/// appended after each file-scope declaration, and no macro attribute left behind.
struct FileExpander {
  let parsed: ParsedFile
  /// The edits made so far, their replacements in one buffer.
  let edits: EditBuffer
  var diagnostics: [Diagnostic] = []
  private var expandedAttributeOffsets: Set<Int> = []
  /// The added-members text per indentation and registrar kind: the same for every struct at
  /// one depth.
  private var structMembersByIndent: [StructMembersKey: [UInt8]] = [:]
  /// The same members joined onto as few lines as Swift allows (see ``LineJoining``), with the
  /// joiner's state after them.
  var joinedStructMembersByIndent: [StructMembersKey: (bytes: [UInt8], joinerAfter: LineJoiner)] =
    [:]
  /// Pre-rendered accessor text per indentation, for properties without observers.
  private var accessorTemplatesByIndent: [String: CompiledAccessorTemplate] = [:]
  /// The template used last: consecutive properties almost always share an indentation.
  private var lastAccessorTemplate: (indent: String, template: CompiledAccessorTemplate)?
  /// The buffer each rewritten declaration is written into before it becomes an edit.
  let writer = CodeWriter(indent: "", capacity: 1 << 14)
  /// A second buffer, for text that is joined into ``writer``.
  let scratch = CodeWriter(indent: "", capacity: 1 << 14)

  /// The file name `#sourceLocation` directives use, or `nil` for none.
  let sourceLocationFile: String?

  /// Whether each type's ``TypeExpansion`` is kept in ``keptExpansions`` once the type is
  /// expanded, instead of being freed there: for a caller that leaves what the expansion built
  /// to the end of the process (freeing each type's tables takes a sizeable share of the run).
  let keepsExpansions: Bool
  /// The expansions of the types expanded so far, when ``keepsExpansions``.
  private(set) var keptExpansions: [TypeExpansion] = []

  /// The directive naming ``sourceLocationFile``, if there is one.
  private let sourceLocation: SourceLocationDirective?

  /// Whether anything in the file may make an annotated type coded (see ``TypeExpansion``).
  private let fileMayMakeTypesCoded: Bool

  /// The file-scope extensions of the file by extended name as written, in source order:
  /// gathered once, so that finding a type's extensions does not walk the whole file again.
  private let extensionsByName: [String: [TypeDeclaration]]

  init(parsed: ParsedFile, sourceLocationFile: String? = nil, keepingExpansions: Bool = false) {
    self.parsed = parsed
    // Generated text runs to several times the size of a file of annotated structs.
    edits = EditBuffer(
      expectedTextSize: parsed.lexed.source.count * Self.expectedExpansionFactor,
      expectedEditCount: parsed.lexed.source.count / Self.expectedBytesPerEdit)
    self.keepsExpansions = keepingExpansions
    self.fileMayMakeTypesCoded = TypeExpansion.fileMayMakeTypesCoded(parsed.lexed, parsed.types)
    var extensionsByName: [String: [TypeDeclaration]] = [:]
    for type in parsed.types where type.kind == .extension {
      extensionsByName[type.name, default: []].append(type)
    }
    self.extensionsByName = extensionsByName
    self.sourceLocationFile = sourceLocationFile
    self.sourceLocation = sourceLocationFile.map(SourceLocationDirective.init(file:))
  }

  /// How many bytes of replacement text to expect for each byte of the source, when
  /// reserving room for them: about what a file of annotated structs takes.
  static let expectedExpansionFactor = 8

  /// How many bytes of source to expect for each edit, when reserving room for the edits:
  /// fewer than in a file of annotated structs, which makes one every 64 bytes or so.
  static let expectedBytesPerEdit = 32

  var source: SourceText { parsed.lexed.source }
  var file: String { parsed.lexed.file }

  /// Visits every type of the file and collects edits and diagnostics.
  mutating func run() {
    let extensions = CodeWriter(indent: "", capacity: 1 << 12)
    for type in parsed.types {
      extensions.reset(indent: "")
      visit(
        type, path: [], availability: [], conditions: [], isInGenericContext: false,
        extensions: extensions)
      guard extensions.count > 0 else { continue }
      // `extensions` holds each extension after a blank line.
      scratch.reset(indent: "")
      scratch.append(byte: Lexer.ASCII.newline)
      var joiner = LineJoiner()
      extensions.withBytes { joiner.join($0, into: scratch) }
      let generatedLine = anchorLine(
        preferring: source.location(of: type.range.lowerBound).line,
        lineCount: scratch.withBytes {
          lineCount(UnsafeBufferPointer(rebasing: $0.dropFirst()))
        },
        lastLine: source.location(of: type.range.upperBound).line)
      edits.beginReplacement()
      (sourceLocationFile == nil ? extensions : scratch).withBytes { edits.text.append($0) }
      edits.endReplacement(
        replacing: type.range.upperBound..<type.range.upperBound, generatedLine: generatedLine)
    }
    reportStrayAnnotations()
  }

  /// Expands `type` if it is annotated, then the types nested in it. `conditions` are the
  /// `#if` conditions the type stands under, which its conformance extension (written after
  /// the file-scope declaration) must stand under too.
  /// `isInGenericContext` is whether an enclosing declaration is generic or an extension
  /// (whose type may be), where the type cannot have static stored properties.
  private mutating func visit(
    _ type: TypeDeclaration, path: [String], availability: [String], conditions: [String],
    isInGenericContext: Bool, isInsidePrivate: Bool = false, extensions: CodeWriter
  ) {
    // A `private` type nested in another type, and every type inside it, cannot be named from
    // file scope. An annotated one is made `fileprivate` (see ``widenedPrivateModifier(of:)``),
    // so that it gets its conformance extension as any other type does.
    let widened = isInsidePrivate ? nil : widenedPrivateModifier(of: type, path: path)
    let hidden =
      !path.isEmpty
      && (isInsidePrivate || (widened == nil && type.modifiers.contains { $0.name == "private" }))
    let isGeneric =
      isInGenericContext || type.genericParameterClause != nil || type.kind == .extension
    // Most types are at file scope, with no availability of their own and no nested types:
    // their names and lists are used as they are, without arrays built for nothing.
    let qualifiedName = path.isEmpty ? type.name : (path + [type.name]).joined(separator: ".")
    let ownAvailability = type.attributes.filter { $0.name == "available" }.map {
      source.text($0.range)
    }
    let availability = ownAvailability.isEmpty ? availability : availability + ownAvailability
    if let attribute = type.attributes.first(where: Self.isObservableStateAttribute) {
      expandedAttributeOffsets.insert(attribute.range.lowerBound)
      if let problem = TypeEligibility.problem(with: type) {
        report(problem, at: attribute.range.lowerBound, severity: .error)
      } else {
        edits.append(removal(of: attribute))
        if let widened { edits.append(widened) }
        // A type that cannot be named from file scope, where the conformance extension goes,
        // adopts the protocols in its own declaration instead, and gets the extension's
        // members in its body.
        let adoptsInDeclaration = hidden
        let expansion = expand(
          type, qualifiedName: qualifiedName,
          isGeneric: isGeneric,
          extensionMembersInBody: adoptsInDeclaration)
        if keepsExpansions { keptExpansions.append(expansion) }
        let conformances =
          expansion.writesCustomMirror
          ? MemberTemplate.conformances + [ReflectionTemplate.conformance(for: type)]
          : MemberTemplate.conformances
        if adoptsInDeclaration {
          edits.append(adoption(of: conformances, by: type))
        } else {
          var members: CodeWriter?
          if expansion.hasExtensionMembers {
            let writer = CodeWriter(indent: "  ")
            expansion.writeExtensionMembers(into: writer)
            members = writer
          }
          extensions.append("\n\n")
          if !conditions.isEmpty {
            extensions.append("#if " + conditions.joined(separator: " && ") + "\n")
          }
          MemberTemplate.writeConformanceExtension(
            typeName: qualifiedName, availability: availability, conformances: conformances,
            members: members, into: extensions)
          if !conditions.isEmpty { extensions.append("\n#endif") }
        }
      }
    }
    guard type.members.contains(where: Self.mayDeclareTypes) else { return }
    visitNestedTypes(
      in: type.members, path: path + [type.name], availability: availability,
      conditions: conditions, isInGenericContext: isGeneric, isInsidePrivate: hidden,
      extensions: extensions)
  }

  /// Whether `member` is a type or a `#if` block, which may hold types.
  private static func mayDeclareTypes(_ member: MemberDeclaration) -> Bool {
    switch member {
    case .type, .ifConfig: true
    default: false
    }
  }

  /// Visits the types among `members`, including those inside `#if` clauses.
  private mutating func visitNestedTypes(
    in members: [MemberDeclaration], path: [String], availability: [String],
    conditions: [String], isInGenericContext: Bool, isInsidePrivate: Bool,
    extensions: CodeWriter
  ) {
    for member in members {
      switch member {
      case .type(let inner):
        visit(
          inner, path: path, availability: availability, conditions: conditions,
          isInGenericContext: isInGenericContext, isInsidePrivate: isInsidePrivate,
          extensions: extensions)
      case .ifConfig(let block):
        var earlier: [String] = []
        for clause in block.clauses {
          // A clause is taken when its own condition holds and no earlier clause's did.
          var clauseConditions = conditions + earlier.map { "!(" + $0 + ")" }
          if !clause.condition.isEmpty {
            clauseConditions.append("(" + clause.condition + ")")
            earlier.append(clause.condition)
          }
          visitNestedTypes(
            in: clause.members, path: path, availability: availability,
            conditions: clauseConditions, isInGenericContext: isInGenericContext,
            isInsidePrivate: isInsidePrivate, extensions: extensions)
        }
      default:
        continue
      }
    }
  }

  /// Rewrites the tracked properties of `type` and inserts its added members.
  private mutating func expand(
    _ type: TypeDeclaration, qualifiedName: String, isGeneric: Bool,
    extensionMembersInBody: Bool
  ) -> TypeExpansion {
    let indent = memberIndent(of: type)
    let expansion = TypeExpansion(
      type, lexed: parsed.lexed, requiresTypes: true,
      extensions: extensionsByName[qualifiedName] ?? [],
      fileMayMakeItCoded: fileMayMakeTypesCoded)
    diagnostics += expansion.diagnostics
    let shape = RegistrarShape.shape(
      for: type, isGeneric: isGeneric, hasCarrier: expansion.registrarCarrier != nil)
    for variable in expansion.variables {
      rewrite(variable.declaration, variable.decision)
    }
    for body in expansion.rewrittenInitializerBodies() {
      edits.append(SourceEdit(range: body.range, replacement: body.text, shiftsLines: false))
    }
    expansion.appendRewrittenMethodBodies(to: edits)
    writer.reset(indent: indent)
    let joinsLines = sourceLocationFile != nil
    // Joined, the members every struct gets are the same text each time: they are joined
    // once, and only what follows them is joined here.
    let prejoined = joinsLines && type.kind == .struct
    expansion.writeMembers(
      structMembers: prejoined
        ? [] : structMembers(indent: indent, shape: shape),
      into: writer)
    if extensionMembersInBody && expansion.hasExtensionMembers {
      writer.blankLine()
      let extensionMembers = CodeWriter(indent: indent)
      expansion.writeExtensionMembers(into: extensionMembers)
      writer.append(bytes: extensionMembers.bytes)
    }
    if prejoined {
      joinAfterStructMembers(indent: indent, shape: shape)
    } else if joinsLines {
      LineJoining.join(writer, using: scratch)
    }
    appendInsertionOfWrittenMembers(
      beforeClosingBraceOf: type,
      generatedLine: anchorLine(
        preferring: attributeLine(of: type), lineCount: writer.withBytes(lineCount),
        lastLine: source.location(of: type.bodyCloseOffset).line))
    return expansion
  }

  /// The members every annotated struct gets, rendered once per indentation.
  mutating func structMembers(indent: String, shape: RegistrarShape) -> [UInt8] {
    let key = StructMembersKey(indent: indent, shape: shape)
    if let cached = structMembersByIndent[key] { return cached }
    let members = Array(MemberTemplate.structMembers(indent: indent, shape: shape).utf8)
    structMembersByIndent[key] = members
    return members
  }

  /// Replaces a variable declaration with tracked bindings, or strips observation attributes
  /// from one that stays as written.
  private mutating func rewrite(
    _ declaration: VariableDeclaration, _ decision: PropertyClassifier.Decision
  ) {
    let observationAttributes = declaration.attributes.filter(PropertyClassifier.isObservation)
    for attribute in observationAttributes {
      expandedAttributeOffsets.insert(attribute.range.lowerBound)
    }
    guard decision.isTracked else {
      // A loop rather than `map(removal)`, whose closure would capture a copy of the expander.
      for attribute in observationAttributes { edits.append(removal(of: attribute)) }
      return
    }
    let indent = lineIndent(at: declaration.range.lowerBound)
    let mapsLines = sourceLocationFile != nil
    // Each binding is written into ``writer``, then copied (joined, where lines are mapped)
    // into the edit's replacement.
    edits.beginReplacement()
    let output = edits.text
    // Whether the replacement is known to hold no line break, so that completing it takes no
    // search through all of it for one: what is written is either searched as it is written
    // (the user's short text) or known to be one line (the joined accessors).
    var isKnownOneLine = true
    // Only a lone binding is ever tracked: the decision is the binding's.
    for (index, binding) in declaration.bindings.enumerated() {
      // The user's own text (attributes, modifiers, name, type, initial value) keeps its line
      // breaks; only the generated text after it is joined onto the line where it ends, so a
      // multi-line initial value or string literal is never rewritten.
      writer.reset(indent: indent)
      if index > 0 {
        if mapsLines { writer.append(literal: "; ") } else { writer.line(literal: "") }
      } else {
        writePrefix(of: declaration, keepingLineBreaks: mapsLines)
      }
      writer.append(literal: "var ")
      let generatedLine: Int
      switch decision {
      case .untouched:
        writer.append(source, binding.range)
        writer.withBytes { output.append($0) }
        isKnownOneLine = false
        continue
      case .tracked(let property):
        writer.append(property.spelledName)
        writer.append(literal: ": ")
        writer.append(property.type ?? "_")
        if let initialValue = property.initialValue {
          writer.append(literal: " = ")
          writer.append(initialValue)
        }
        if mapsLines && !property.hasObservers && !property.carriesRegistrar
          && CompiledAccessorTemplate.canJoin(property)
        {
          let userTextIsOneLine = !writer.hasLineBreak()
          let accessorsAreOneLine = writeJoinedAccessors(of: property)
          isKnownOneLine = isKnownOneLine && userTextIsOneLine && accessorsAreOneLine
          writer.withBytes { output.append($0) }
          continue
        }
        isKnownOneLine = false
        generatedLine =
          source.location(
            of: binding.initializerRange?.upperBound ?? binding.patternRange.upperBound
          ).line
        if mapsLines {
          writer.withBytes { output.append($0) }
          writer.reset(indent: indent)
        }
        writer.append(literal: " {")
        let bodyIndent = indent + "  "
        writer.indent = bodyIndent
        if property.hasObservers || property.carriesRegistrar {
          AccessorTemplate.write(property, into: writer)
        } else {
          compiledAccessors(indent: bodyIndent).write(property, into: writer)
        }
        writer.indent = indent
        writer.line(literal: "}")
        writer.line(literal: "")
        AccessorTemplate.writeStorage(
          for: property, into: writer, sourceLocation: sourceLocation,
          resumeLine: generatedLine)
      }
      if mapsLines {
        var joiner = LineJoiner()
        writer.withBytes { joiner.join($0, into: output) }
      } else {
        writer.withBytes { output.append($0) }
      }
    }
    edits.endReplacement(
      replacing: declaration.range, shiftsLines: isKnownOneLine ? false : nil)
  }

  /// Writes the declaration's attributes and modifiers as written, each followed by a space,
  /// except the observation attributes (consumed here) and `weak`/`unowned` (which belong on
  /// the stored backing property, not on the computed one). With `keepingLineBreaks`, a piece
  /// that starts on a later line than the one before it keeps its line and column, so the rest
  /// of the declaration stays on the user's lines.
  private func writePrefix(of declaration: VariableDeclaration, keepingLineBreaks: Bool) {
    // An observation attribute on a line of its own is left out with its line.
    var previousEnd = declaration.range.lowerBound
    func separate(before offset: Int) {
      guard keepingLineBreaks, source.hasLineBreak(in: previousEnd..<offset) else { return }
      let previousLine = source.location(of: previousEnd).line
      let next = source.location(of: offset)
      guard next.line > previousLine else { return }
      // The space written after the previous piece.
      if writer.last == Lexer.ASCII.space { writer.truncate(to: writer.count - 1) }
      for _ in previousLine..<next.line { writer.append(byte: Lexer.ASCII.newline) }
      for _ in 1..<max(1, next.column) { writer.append(byte: Lexer.ASCII.space) }
    }
    for attribute in declaration.attributes where !PropertyClassifier.isObservation(attribute) {
      separate(before: attribute.range.lowerBound)
      writer.append(source, attribute.range)
      writer.append(byte: Lexer.ASCII.space)
      previousEnd = attribute.range.upperBound
    }
    for modifier in declaration.modifiers
    where modifier.name != "weak" && modifier.name != "unowned" {
      separate(before: modifier.range.lowerBound)
      writer.append(source, modifier.range)
      writer.append(byte: Lexer.ASCII.space)
      previousEnd = modifier.range.upperBound
    }
    separate(before: declaration.introducerOffset)
  }

  /// An insertion of `conformances` into the inheritance clause of `type`: after its last
  /// inherited type, or after its name and generic parameters when it has none, before any
  /// `where` clause.
  /// For an annotated struct or enum declared `private` inside another type, the edit that
  /// declares it `fileprivate` instead; otherwise `nil`.
  ///
  /// Its conformances and the members that keep its coding and printing (`init(from:)`,
  /// `customMirror`) must go in an extension, since an initializer in the type's body would
  /// take away its memberwise initializer; and an extension at file scope can only name the
  /// type if it is `fileprivate`. The type is then visible in the rest of its file, which
  /// changes nothing that compiles.
  private func widenedPrivateModifier(of type: TypeDeclaration, path: [String]) -> SourceEdit? {
    guard !path.isEmpty, type.kind == .struct || type.kind == .enum,
      type.attributes.contains(where: Self.isObservableStateAttribute),
      TypeEligibility.problem(with: type) == nil,
      let modifier = type.modifiers.first(where: { $0.name == "private" && $0.detail == nil })
    else { return nil }
    return SourceEdit(range: modifier.range, replacement: "fileprivate", shiftsLines: false)
  }

  private func adoption(of conformances: [String], by type: TypeDeclaration) -> SourceEdit {
    let tokens = parsed.lexed.tokens
    var end = type.nameRange.upperBound
    // Tokens are in source order: start at the first one after the name.
    var index = firstTokenIndex(startingAtOrAfter: type.nameRange.upperBound)
    while index < tokens.count, tokens[index].range.upperBound <= type.bodyOpenOffset {
      if source.text(tokens[index].range) == "where" { break }
      end = tokens[index].range.upperBound
      index += 1
    }
    let text = (type.inheritedTypes.isEmpty ? ": " : ", ") + conformances.joined(separator: ", ")
    return SourceEdit(range: end..<end, replacement: text)
  }

  /// The index of the first token that starts at or after `offset`, found by binary search.
  ///
  /// - Complexity: O(log *n*), where *n* is the number of tokens in the file.
  private func firstTokenIndex(startingAtOrAfter offset: Int) -> Int {
    let tokens = parsed.lexed.tokens
    var low = 0
    var high = tokens.count
    while low < high {
      let middle = (low + high) / 2
      if tokens[middle].range.lowerBound < offset {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low
  }

  /// The pre-rendered accessor template for `indent`, rendered on first use.
  private mutating func compiledAccessors(indent: String) -> CompiledAccessorTemplate {
    if let last = lastAccessorTemplate, last.indent == indent { return last.template }
    let template =
      accessorTemplatesByIndent[indent] ?? CompiledAccessorTemplate(indent: indent)
    accessorTemplatesByIndent[indent] = template
    lastAccessorTemplate = (indent, template)
    return template
  }

  /// Whether `attribute` is `@ObservableState`. Static, so that passing it as a predicate
  /// copies no expander into a closure.
  static func isObservableStateAttribute(_ attribute: Attribute) -> Bool {
    attribute.name == "ObservableState" || attribute.name == "ObservableStructs.ObservableState"
  }

  /// Reports `@ObservableState` attributes the expander did not reach, e.g. on local types.
  private mutating func reportStrayAnnotations() {
    let tokens = parsed.lexed.tokens
    for index in atSignTokenIndices() {
      let offset = tokens[index].range.lowerBound
      guard !expandedAttributeOffsets.contains(offset) else { continue }
      var nameIndex = index + 1
      if source.text(tokens[nameIndex].range) == "ObservableStructs",
        nameIndex + 2 < tokens.count, tokens[nameIndex + 1].kind == .period
      {
        nameIndex += 2
      }
      let name = source.text(tokens[nameIndex].range)
      switch name {
      case "ObservableState":
        if let typeName = localTypeName(after: nameIndex) {
          // A type declared inside a function or closure cannot get a conformance extension:
          // it is left plain, without the annotation, with one warning saying so.
          let end = tokens[nameIndex].range.upperBound
          edits.append(
            removal(
              of: Attribute(name: name, range: offset..<end, tokenIndex: index)))
          report(
            DiagnosticMessages.localTypeUnobserved(typeName), at: offset,
            severity: .warning)
        } else {
          report(DiagnosticMessages.localType, at: offset, severity: .error)
        }
      case PropertyClassifier.trackedAttribute, PropertyClassifier.ignoredAttribute:
        report(DiagnosticMessages.strayPropertyAttribute(name), at: offset, severity: .error)
      default:
        continue
      }
    }
  }

  /// The indices of the `@` tokens of the file, in order: found from the `@` bytes of the
  /// source, which are few, each looked up among the tokens (it may stand in a comment or a
  /// string literal), rather than by looking at every token.
  private func atSignTokenIndices() -> [Int] {
    let tokens = parsed.lexed.tokens
    var indices: [Int] = []
    source.bytes.withUnsafeBufferPointer { bytes in
      var offset = ByteSearch.firstIndex(of: Lexer.ASCII.at, in: bytes, from: 0, to: bytes.count)
      while offset < bytes.count {
        let index = TokenSearch.firstToken(at: offset, tokens)
        if tokens[index].range.lowerBound == offset, case .atSign = tokens[index].kind {
          indices.append(index)
        }
        offset = ByteSearch.firstIndex(
          of: Lexer.ASCII.at, in: bytes, from: offset + 1, to: bytes.count)
      }
    }
    return indices
  }

  /// The name of the struct or enum declared after the attribute name at `nameIndex`, past
  /// other attributes and modifiers, or `nil` if no struct or enum follows.
  private func localTypeName(after nameIndex: Int) -> String? {
    let tokens = parsed.lexed.tokens
    var index = nameIndex + 1
    while index + 1 < tokens.count {
      switch tokens[index].kind {
      case .keyword(.struct), .keyword(.enum):
        guard tokens[index + 1].kind == .identifier else { return nil }
        return source.text(tokens[index + 1].range)
      case .atSign, .identifier, .keyword(.public), .keyword(.private), .keyword(.fileprivate),
        .keyword(.internal), .keyword(.package):
        index += 1
      default:
        return nil
      }
    }
    return nil
  }

  private mutating func report(
    _ message: DiagnosticMessage, at offset: Int, severity: DiagnosticSeverity
  ) {
    let location = source.location(of: offset)
    diagnostics.append(
      Diagnostic(
        file: file, offset: offset, line: location.line, column: location.column,
        severity: severity, message: message))
  }
}
