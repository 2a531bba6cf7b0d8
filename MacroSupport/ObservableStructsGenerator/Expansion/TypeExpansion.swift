/// What `@ObservableState` does to one type, decided once for both front ends.
///
/// The build plugin and the macro differ only in how they deliver the result: the plugin
/// rewrites the file, the macro answers the compiler's requests one role at a time. Everything
/// they must agree on — which properties are tracked, what is reported, which members and
/// coding code the type gets — comes from here.
///
/// A class, so that passing an expansion around copies no dictionaries and strings.
final class TypeExpansion {
  /// The type being expanded.
  let type: TypeDeclaration
  /// The extensions of the type the front end can see (the plugin's: those in the same file).
  let extensions: [TypeDeclaration]
  /// The lexed file the type's offsets refer to.
  let lexed: LexedFile
  /// The struct's variable declarations, `#if` clauses included, in source order, each with
  /// how its bindings are handled and the stored instance properties it contributes.
  private(set) var variables: [ClassifiedVariable] = []
  /// Problems found in the type's members.
  private(set) var diagnostics: [Diagnostic] = []
  /// The tracked properties declared outside `#if`, in source order: those a mutating method
  /// that replaces `self` reports (see ``SelfReplacementRewrite``).
  private(set) var unconditionalTrackedProperties: [String] = []
  /// Whether a tracked property is declared inside `#if`: the type then does not adopt (see
  /// ``writesAdoption``).
  private(set) var hasConditionalTrackedProperties = false
  /// The tracked properties that have `willSet` or `didSet`, sorted by name.
  private(set) var propertiesWithObservers: [String] = []
  /// The tracked property whose init accessor initializes the registrar, if any (see
  /// ``RegistrarShape``).
  private(set) var registrarCarrier: String?
  /// The stored properties of all the type's variable declarations in source order, when no
  /// member stands in an `#if` block (`nil` otherwise): what `CodingKeys` and the mirror are
  /// written from without walking the members again.
  private(set) var storedPropertiesInOrder: [CodingTemplate.StoredProperty]?
  /// The type's own `CodingKeys` enum, if it declares one.
  var ownCodingKeys: TypeDeclaration?
  /// Whether the type, or an extension the generator can see, names `CodingKeys` at all.
  var declaresCodingKeys = false
  /// Whether the type conforms to `Encodable` unconditionally, as far as the generator can
  /// see or the compiler told it.
  let conformsToEncodable: Bool
  /// Whether the type conforms to `Decodable` unconditionally (see ``conformsToEncodable``).
  let conformsToDecodable: Bool
  /// Whether synthesized coding may apply to the type (see ``writesCodingKeysInBody``).
  let mayBeCoded: Bool
  /// Whether the type or a visible extension already implements `init(from:)`.
  var implementsDecoding = false
  /// Whether the type or a visible extension already implements `encode(to:)`.
  var implementsEncoding = false
  /// Whether the type or a visible extension adopts `CustomReflectable` or declares
  /// `customMirror` (see ``ReflectionTemplate``).
  let reflectsItself: Bool

  /// Classifies the members of `type`.
  ///
  /// - Parameters:
  ///   - requiresTypes: Whether property types must be known without the compiler (plugin).
  ///   - extensions: Extensions of the type the front end can see (the plugin sees those in
  ///     the same file); their conformances and members count as the type's.
  ///   - fileMayMakeItCoded: Whether anything in the type's file besides its own declaration
  ///     may make it `Encodable` or `Decodable` (see ``writesCodingKeysInBody``). The plugin
  ///     works it out; the macro sees the declaration alone and cannot rule it out.
  ///   - codingConformancesElsewhere: The coding protocols the compiler reports the type
  ///     conforms to unconditionally, wherever declared (the macro's extension role learns
  ///     them).
  init(
    _ type: TypeDeclaration, lexed: LexedFile, requiresTypes: Bool,
    extensions: [TypeDeclaration] = [], fileMayMakeItCoded: Bool = true,
    codingConformancesElsewhere: Set<String> = []
  ) {
    self.type = type
    self.lexed = lexed
    self.extensions = extensions
    let (visible, unconditional) = Self.codingProtocols(
      of: type, extensions: extensions, in: lexed.source, elsewhere: codingConformancesElsewhere)
    conformsToEncodable = unconditional.encodable
    conformsToDecodable = unconditional.decodable
    reflectsItself = ReflectionTemplate.reflectsItself(type, extensions: extensions, lexed)
    mayBeCoded =
      fileMayMakeItCoded || !Self.onlyNeverCodingProtocols(type.inheritance, in: lexed.source)
    inspectCodingMembers(type.members)
    for declaration in extensions { inspectCodingMembers(declaration.members) }
    guard type.kind == .struct else { return }
    // Where plain Swift would synthesize the keys and decoding of a coded type, it warns about
    // constants decoding skips; with the generated keys it no longer does (see the warning).
    let warnsAboutConstants =
      visible.encodable && visible.decodable && !declaresCodingKeys
      && !implementsDecoding
    var classification = MemberClassification(
      classifier: PropertyClassifier(
        lexed: lexed, requiresTypes: requiresTypes,
        isInPublicType: type.modifiers.contains { $0.kind.isPublicOrPackage }),
      warnsAboutConstants: warnsAboutConstants, memberCount: type.members.count,
      hasConditionalMembers: type.members.contains {
        if case .ifConfig = $0 { true } else { false }
      })
    classification.classify(type.members, isConditional: false)
    classification.attachStoredProperties()
    variables = classification.variables
    storedPropertiesInOrder = classification.storedInOrder
    unconditionalTrackedProperties = classification.unconditionalTracked
    hasConditionalTrackedProperties = classification.hasConditionalTracked
    propertiesWithObservers = classification.observed.sorted()
    registrarCarrier = classification.registrarCarrier
    diagnostics = classification.diagnostics
  }

  /// Writes the members the type gets, at the writer's indentation: for a struct
  /// `structMembers` (the registrar and friends, pre-rendered) and, if it may be coded and has
  /// none of its own, `CodingKeys` (see ``writesCodingKeysInBody``); for an enum its identity
  /// members.
  func writeMembers(structMembers: [UInt8], into writer: CodeWriter) {
    if type.kind == .enum {
      EnumTemplate.write(type.members, into: writer)
      return
    }
    writer.append(bytes: structMembers)
    guard writesCodingKeysInBody else { return }
    writer.blankLine()
    CodingTemplate.writeCodingKeys(
      for: type.members, variables: variables, inOrder: storedPropertiesInOrder, into: writer)
  }

  /// Adds an edit to `edits` for each of the type's mutating methods that assign `self`,
  /// declared in the type or in an extension the front end sees: the body that also tells the
  /// replaced value's observers (see ``SelfReplacementRewrite``), written straight into the
  /// edits' buffer rather than made a string first.
  func appendRewrittenMethodBodies(to edits: EditBuffer) {
    let tracked = unconditionalTrackedProperties
    guard type.kind == .struct, !tracked.isEmpty else { return }
    forEachDeclaration { declaration in
      declaration.members.forEachMember { member in
        guard case .other(let other) = member, other.introducer != .`init` else { return }
        edits.beginReplacement()
        if let range = SelfReplacementRewrite.write(
          other, in: lexed, trackedProperties: tracked, adopts: writesAdoption, into: edits.text)
        {
          edits.endReplacement(replacing: range, shiftsLines: false)
        }
      }
    }
  }

  /// Calls `body` with the type's declaration, then with each extension the front end sees,
  /// without gathering them in an array.
  private func forEachDeclaration(_ body: (TypeDeclaration) -> Void) {
    body(type)
    for declaration in extensions { body(declaration) }
  }

  /// The type's initializers, declared in the type or in an extension the front end sees,
  /// whose bodies assign or read tracked properties with observers, or read other tracked
  /// properties, each with the body that uses their storage instead (see
  /// ``InitializerStorageRewrite``).
  func rewrittenInitializerBodies() -> [(range: Range<Int>, text: String)] {
    let observed = propertiesWithObservers
    let read = type.kind == .struct ? unconditionalTrackedProperties : []
    guard !observed.isEmpty || !read.isEmpty else { return [] }
    var bodies: [(range: Range<Int>, text: String)] = []
    forEachDeclaration { declaration in
      declaration.members.forEachMember { member in
        guard case .other(let other) = member, other.introducer == .`init`,
          let body = InitializerStorageRewrite.rewrite(
            other, in: lexed, observedProperties: observed, readProperties: read)
        else { return }
        bodies.append(body)
      }
    }
    return bodies
  }

  /// Whether the conformance extension gets members: the coding functions of a struct that
  /// codes through `CodingKeys` of its own written for the property names (an enum never gets
  /// any: its cases are not renamed, so synthesis codes it as it codes the plain enum), and the
  /// mirror.
  var hasExtensionMembers: Bool {
    decodesWithOwnKeys || encodesWithOwnKeys || writesCustomMirror || writesAdoption
  }

  /// Whether the type lists its tracked properties' storage, which lets a value that replaces
  /// another keep the registrars of what did not change (see ``AdoptionTemplate``): every
  /// struct with tracked properties, none of them inside `#if`.
  var writesAdoption: Bool {
    type.kind == .struct && !unconditionalTrackedProperties.isEmpty
      && !hasConditionalTrackedProperties
  }

  /// Whether the type gets a `customMirror` (and the `CustomReflectable` conformance it
  /// witnesses), so it prints and reflects as the plain struct: every struct that does not
  /// reflect itself.
  var writesCustomMirror: Bool { type.kind == .struct && !reflectsItself }

  /// Writes the members of the conformance extension (see ``hasExtensionMembers``). They go in
  /// an extension so that the struct keeps its memberwise initializer. `includingMirror` is
  /// whether the extension adopts `CustomReflectable` (the macro leaves it out when the
  /// compiler reports the type already conforms).
  func writeExtensionMembers(into writer: CodeWriter, includingMirror: Bool = true) {
    let isPublic = type.modifiers.contains { $0.kind == .public || $0.kind == .open }
    let isPackage = type.modifiers.contains(.package)
    // An internal type's witnesses need the mark for the conformance to be usable inline.
    let isUsableFromInline = type.attributes.contains { $0.kind == .usableFromInline }
    let access =
      isPublic ? "public" : isPackage ? "package" : isUsableFromInline ? "@usableFromInline" : ""
    if let ownCodingKeys, decodesWithOwnKeys || encodesWithOwnKeys {
      CodingTemplate.writeCodingFunctions(
        codingKeys: ownCodingKeys, properties: storedPropertiesByName, access: access,
        decodes: decodesWithOwnKeys, encodes: encodesWithOwnKeys, into: writer)
    }
    if includingMirror && writesCustomMirror {
      if writer.count > 0 { writer.blankLine() }
      ReflectionTemplate.writeCustomMirror(
        for: type, variables: variables, inOrder: storedPropertiesInOrder, access: access,
        into: writer)
    }
    if writesAdoption {
      if writer.count > 0 { writer.blankLine() }
      AdoptionTemplate.writeStorageLists(
        trackedProperties: unconditionalTrackedProperties,
        observed: Set(propertiesWithObservers), access: access, into: writer)
    }
  }

  /// Whether the struct's own `CodingKeys` name only its stored properties, as the user sees
  /// them, so that coding through them can be written as synthesis would. Worked out once,
  /// when first asked (after the members are classified): several questions turn on it.
  lazy var codesWithOwnKeys: Bool = {
    guard type.kind == .struct, let ownCodingKeys else { return false }
    return CodingTemplate.namesOnlyProperties(ownCodingKeys, storedPropertiesByName)
  }()

  /// The stored instance properties by name (of two with one name, the later in source),
  /// gathered once, when first asked (after the members are classified), into a dictionary
  /// sized for them up front rather than rehashed as it grows.
  private lazy var storedPropertiesByName: [String: CodingTemplate.StoredProperty] = {
    var count = 0
    for variable in variables { count += variable.stored.count }
    var properties: [String: CodingTemplate.StoredProperty] = [:]
    properties.reserveCapacity(count)
    for variable in variables {
      for stored in variable.stored { properties[stored.name] = stored }
    }
    return properties
  }()

}
