/// What keeps an annotated struct printing and reflecting as the plain struct does.
///
/// `print`, `String(describing:)`, `String(reflecting:)`, `dump` and `Mirror(reflecting:)`
/// show a struct's stored properties. An annotated struct stores `_$_name` and the registrar,
/// so it gets a `customMirror` showing the stored properties the user declared, in their
/// order, under their own names: a tracked property shows its storage as `name`, a property
/// wrapper its wrapper as `_name` (as the compiler's default mirror does), and the registrar
/// nothing. The runtime reads them from the type's layout (`Mirror._$reflecting`); a struct
/// with a `weak` or `unowned` property gets them listed here instead. A struct that declares
/// its own `customMirror` or `CustomReflectable` keeps it.
enum ReflectionTemplate {
  /// The protocol the mirror is a witness of, as the expansion names it.
  static let conformance = "Swift::CustomReflectable"

  /// The global actor attribute of `type` (`@MainActor`), if it has one: its mirror reads its
  /// properties on that actor, through a conformance isolated to it.
  static func globalActor(of type: TypeDeclaration) -> String? {
    type.attributes.first { $0.kind.isGlobalActor }.map { "@" + $0.name }
  }

  /// The conformance as `type`'s extension adopts it: isolated to the type's global actor, if
  /// it has one, so that the mirror may read main-actor state.
  static func conformance(for type: TypeDeclaration) -> String {
    globalActor(of: type).map { $0 + " " + conformance } ?? conformance
  }

  /// Whether `type` or any of its `extensions` the front end sees adopts `CustomReflectable`
  /// or declares `customMirror`.
  static func reflectsItself(
    _ type: TypeDeclaration, extensions: [TypeDeclaration], _ lexed: LexedFile
  ) -> Bool {
    reflects(type, lexed.source) || extensions.contains { reflects($0, lexed.source) }
  }

  /// Whether `declaration` (whose offsets index `source`) adopts `CustomReflectable` or
  /// declares `customMirror`.
  private static func reflects(_ declaration: TypeDeclaration, _ source: SourceText) -> Bool {
    if declaration.inheritance.contains(where: {
      $0.syntax?.conformanceName(in: source) == "CustomReflectable"
    }) {
      return true
    }
    var declaresMirror = false
    declaration.members.forEachMember { member in
      if case .variable(let variable) = member,
        variable.bindings.contains(where: { $0.name == "customMirror" })
      {
        declaresMirror = true
      }
    }
    return declaresMirror
  }

  /// Writes `customMirror` for the struct `type`, showing the stored properties of its
  /// classified `variables` (see ``TypeExpansion``; `inOrder`, if given, lists them all in
  /// source order, with no `#if` among the members); `access` is the modifier the witness
  /// needs (`public`, `package` or empty).
  static func writeCustomMirror(
    for type: TypeDeclaration, variables: [ClassifiedVariable],
    inOrder: [CodingTemplate.StoredProperty]? = nil, access: String, into writer: CodeWriter
  ) {
    let members = type.members
    let prefix = access.isEmpty ? "" : access + " "
    let indent = writer.indent
    // Without a global actor the mirror is `nonisolated`, like the other added members, so the
    // conformance never crosses into an actor's code (a module whose default isolation is the
    // main actor included).
    let isolation = globalActor(of: type) == nil ? "nonisolated " : ""
    writer.line(prefix, isolation, "var customMirror: Swift::Mirror {")
    let start = writer.count
    let storesAny =
      inOrder.map { $0.contains { !$0.hasReadAccessor } }
      ?? variables.contains { $0.stored.contains { !$0.hasReadAccessor } }
    if storesAny && !variables.contains(where: \.holdsReferenceWithOwnership) {
      // The runtime reads the stored properties from the type's layout: one call, whatever
      // the struct holds, rather than code that copies each of them here.
      writer.line(literal: "  _$observationRegistrar._$accessWholeValue()")
      writer.line(literal: "  return Swift::Mirror._$reflecting(self)")
      writer.line(literal: "}")
      return
    }
    // A `weak` or `unowned` property cannot be read from the layout as a strong reference:
    // the mirror lists the properties, each read as the plain struct's mirror reads it.
    // The mirror reads the stored properties, not their getters: the registrar subscribes
    // whoever is tracking to every change instead, so a view that prints the value hears of
    // its edits.
    writer.line(literal: "  _$observationRegistrar._$accessWholeValue()")
    writer.line(literal: "  var children: [Swift::Mirror.Child] = []")
    writer.indent = indent + "  "
    // Static, class and lazy properties have no stored properties here, and computed ones
    // are left out: the mirror shows what the plain struct stores.
    let hasChildren =
      inOrder.map { writeChildren($0[...], into: writer) }
      ?? members.writeMirroringIfConfig(into: writer) { member, writer in
        guard let offset = member.variableOffset, let classified = variables.classified(at: offset)
        else { return false }
        return writeChildren(classified.stored, into: writer)
      }
    writer.indent = indent
    if hasChildren {
      writer.line(
        literal: "  return Swift::Mirror(self, children: children, displayStyle: .struct)")
    } else {
      // No stored property to show: no list to build.
      writer.truncate(to: start)
      writer.line(literal: "  Swift::Mirror(self, children: [:], displayStyle: .struct)")
    }
    writer.line(literal: "}")
  }

  /// Writes a child for each of `properties` that reflection shows; returns whether it wrote
  /// any.
  private static func writeChildren(
    _ properties: ArraySlice<CodingTemplate.StoredProperty>, into writer: CodeWriter
  ) -> Bool {
    var wrote = false
    for property in properties where !property.hasReadAccessor {
      // A tracked property shows its storage under its name, a wrapped one its wrapper
      // (`_name`) under the wrapper's name, as the compiler's default mirror does.
      // As `line(_:…)` writes it, with the fixed pieces written as literals.
      // Through the runtime's generic `_$child`: `value as Any` written here would make the
      // compiler copy and destroy the value field by field in every annotated type that holds
      // it, a cost that grows with how deep the state nests.
      writer.line(literal: "children.append(Swift::Mirror._$child(\"")
      property.writeMirrorLabel(into: writer)
      writer.append(literal: "\", self.")
      property.writeCodedName(into: writer)
      writer.append(literal: "))")
      wrote = true
    }
    return wrote
  }
}
