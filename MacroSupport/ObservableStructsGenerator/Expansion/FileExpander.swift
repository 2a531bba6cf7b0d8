/// Plugin mode: finds the `@ObservableState` types of a parsed file and turns them into
/// source edits — tracked properties rewritten, members inserted, conformance extensions
/// appended after each file-scope declaration, and no macro attribute left behind.
struct FileExpander {
  let parsed: ParsedFile
  /// The edits made so far, their replacements in one buffer.
  let edits: EditBuffer
  var diagnostics: [Diagnostic] = []
  var expandedAttributeOffsets: Set<Int> = []
  /// The added-members text per indentation and registrar kind: the same for every struct at
  /// one depth.
  var structMembersByIndent: [StructMembersKey: [UInt8]] = [:]
  /// The same members joined onto as few lines as Swift allows (see ``LineJoining``), with the
  /// joiner's state after them.
  var joinedStructMembersByIndent: [StructMembersKey: (bytes: [UInt8], joinerAfter: LineJoiner)] =
    [:]
  /// Pre-rendered accessor text per indentation, for properties without observers.
  var accessorTemplatesByIndent: [AccessorTemplateKey: CompiledAccessorTemplate] = [:]
  /// The template used last: consecutive properties almost always share an indentation.
  var lastAccessorTemplate:
    (indent: String, holdingPlainData: Bool, template: CompiledAccessorTemplate)?
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
  let sourceLocation: SourceLocationDirective?

  /// Whether anything in the file may make an annotated type coded (see ``TypeExpansion``).
  let fileMayMakeTypesCoded: Bool

  /// The file-scope extensions of the file by extended name as written, in source order:
  /// gathered once, so that finding a type's extensions does not walk the whole file again.
  let extensionsByName: [String: [TypeDeclaration]]

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
      scratch.append(byte: ASCII.newline)
      var joiner = LineJoiner()
      extensions.withBytes { joiner.join($0, into: scratch) }
      let generatedLine = GeneratedLineAnchor.line(
        preferring: source.location(of: type.range.lowerBound).line,
        lineCount: scratch.withBytes {
          GeneratedLineAnchor.lineCount(UnsafeBufferPointer(rebasing: $0.dropFirst()))
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
  mutating func visit(
    _ type: TypeDeclaration, path: [String], availability: [String], conditions: [String],
    isInGenericContext: Bool, isInsidePrivate: Bool = false, extensions: CodeWriter
  ) {
    // A `private` type nested in another type, and every type inside it, cannot be named from
    // file scope. An annotated one is made `fileprivate` (see ``widenedPrivateModifier(of:)``),
    // so that it gets its conformance extension as any other type does.
    let widened = isInsidePrivate ? nil : widenedPrivateModifier(of: type, path: path)
    let hidden =
      !path.isEmpty
      && (isInsidePrivate || (widened == nil && type.modifiers.contains(.private)))
    let isGeneric =
      isInGenericContext || type.genericParameterClause != nil || type.kind == .extension
    // Most types are at file scope, with no availability of their own and no nested types:
    // their names and lists are used as they are, without arrays built for nothing.
    let qualifiedName = path.isEmpty ? type.name : (path + [type.name]).joined(separator: ".")
    let ownAvailability = type.attributes.availability.map { source.text($0.range) }
    let availability = ownAvailability.isEmpty ? availability : availability + ownAvailability
    if let attribute = type.attributes.first(where: Self.isObservableStateAttribute) {
      expandedAttributeOffsets.insert(attribute.range.lowerBound)
      if let problem = TypeEligibility.problem(with: type, in: source) {
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

  /// Rewrites the tracked properties of `type` and inserts its added members.
  mutating func expand(
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
      generatedLine: GeneratedLineAnchor.line(
        preferring: attributeLine(of: type),
        lineCount: writer.withBytes(GeneratedLineAnchor.lineCount),
        lastLine: source.location(of: type.bodyCloseOffset).line))
    return expansion
  }
}
