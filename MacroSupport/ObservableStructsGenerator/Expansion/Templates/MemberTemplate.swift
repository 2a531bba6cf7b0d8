/// The members and extension `@ObservableState` adds to a type.
enum MemberTemplate {
  /// The registrar, `_$id`, `_$willModify()`, the `_$set(_:to:)`, `_$notify(_:)` and `_$stampEdit()` the
  /// accessors notify through, of an annotated struct, each line prefixed by `indent`; the
  /// registrar declared and renewed as `shape` says (see ``RegistrarShape``). It is
  /// `@usableFromInline`: inlinable mutating methods that assign `self` name it.
  static func structMembers(indent: String, shape: RegistrarShape = .constant) -> String {
    // Only the registrar's declaration and how `_$willModify()` renews its identity differ.
    let declaration =
      (shape == .constant ? "let" : "var")
      + " _$observationRegistrar = ObservableStructs::ObservationStateRegistrar()"
    let offset =
      shape.usesOffset
      ? [
        "",
        // Computed, not stored: an optimized build folds the offset to a constant, where a
        // stored one would be a lazily initialized global checked on every write.
        "private nonisolated static var _$registrarOffset: Swift::Int {",
        "  ObservableStructs::_$registrarOffset(\\Self._$observationRegistrar)",
        "}",
      ] : []
    let renewal =
      shape.usesOffset
      ? "  ObservableStructs::_$renewRegistrarIdentity(of: &self, at: Self._$registrarOffset)"
      : "  _$observationRegistrar._$willModify()"
    // Every edit in place stamps the value, so that a copy read before it and put back into a
    // list is seen (see the runtime's `EditStamp.swift`).
    let stamp =
      shape.usesOffset
      ? "  ObservableStructs::_$stampEdit(of: &self, at: Self._$registrarOffset)"
      : "  _$observationRegistrar._$stampEdit()"
    // A carried registrar is declared beside the carrier's storage (see `RegistrarShape`).
    let declarationLines: [String] =
      if case .carried = shape { [] } else { ["@usableFromInline", declaration] }
    let registrar =
      declarationLines + (declarationLines.isEmpty ? offset.dropFirst() : offset[...]) + [
        "",
        "public nonisolated var _$id: ObservableStructs::ObservableStateID {",
        "  _$observationRegistrar.id",
        "}",
        "",
        "public nonisolated var _$lineage: Swift::AnyObject? {",
        "  _$observationRegistrar._$lineage",
        "}",
        "",
        "public nonisolated var _$editStamp: Swift::UInt64 {",
        "  _$observationRegistrar._$editStamp",
        "}",
        "",
        "public nonisolated mutating func _$willModify() {",
        renewal,
        "}",
      ]
    // A copy of store state written while no store mutation runs takes a registrar of its
    // own before its readers are told (see the runtime's `CopySeparation.swift`).
    let separation =
      "  if _$observationRegistrar._$isCopyWrite { ObservableStructs::_$separate(&self) }"
    let lines =
      registrar + [
        "",
        // Inlined, the key path is a literal again and the write a plain store, not a
        // key-path application at run time.
        "@inline(__always) private nonisolated mutating func _$set<Member>("
          + "_ keyPath: Swift::WritableKeyPath<Self, Member>, to newValue: Member) {",
        separation,
        "  _$observationRegistrar.willSet(self, keyPath: keyPath)",
        "  self[keyPath: keyPath] = newValue",
        "  _$observationRegistrar.didSet(self, keyPath: keyPath)",
        stamp,
        "}",
        "",
        "private nonisolated mutating func _$notify<Member>("
          + "_ keyPath: Swift::KeyPath<Self, Member>) {",
        separation,
        "  _$observationRegistrar.willSet(self, keyPath: keyPath)",
        "  _$observationRegistrar.didSet(self, keyPath: keyPath)",
        stamp,
        "}",
        "",
        "private nonisolated mutating func _$stampEdit() {",
        stamp,
        "}",
      ]
    return indented(lines, indent)
  }

  /// The conformances every annotated type's extension adds.
  static let conformances = ["ObservableStructs::ObservableState", "Observation::Observable"]

  /// `extension Name: ObservableState, Observable {}` with the type's availability, and
  /// `members` (already indented, one level) in its body if there are any.
  static func conformanceExtension(
    typeName: String, availability: [String], conformances: [String] = conformances,
    members: String = ""
  ) -> String {
    let writer = CodeWriter(indent: "")
    let membersWriter = CodeWriter(indent: "")
    membersWriter.append(members)
    writeConformanceExtension(
      typeName: typeName, availability: availability, conformances: conformances,
      members: membersWriter, into: writer)
    return writer.text
  }

  /// Appends ``conformanceExtension(typeName:availability:conformances:members:)`` to
  /// `writer`, with the members written in `members`.
  static func writeConformanceExtension(
    typeName: String, availability: [String], conformances: [String], members: CodeWriter?,
    into writer: CodeWriter
  ) {
    for attribute in availability {
      writer.append(attribute)
      writer.append(literal: " ")
    }
    writer.append(literal: "extension ")
    writer.append(typeName)
    for (index, conformance) in conformances.enumerated() {
      writer.append(index == 0 ? ": " : ", ")
      writer.append(conformance)
    }
    if let members, members.count > 0 {
      writer.append(literal: " {\n")
      members.withBytes { writer.append($0) }
      writer.append(literal: "\n}")
    } else {
      writer.append(literal: " {}")
    }
  }

  /// Joins `lines`, prefixing each non-empty one with `indent`.
  static func indented(_ lines: [String], _ indent: String) -> String {
    var text = ""
    text.reserveCapacity(lines.reduce(0) { $0 + $1.utf8.count + indent.utf8.count + 1 })
    for (index, line) in lines.enumerated() {
      if index > 0 { text += "\n" }
      if !line.isEmpty {
        text += indent
        text += line
      }
    }
    return text
  }
}
