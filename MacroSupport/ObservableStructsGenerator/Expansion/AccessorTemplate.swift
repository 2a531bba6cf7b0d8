/// The text of a tracked property's accessors and backing storage (SPEC §4). Shared by the
/// plugin rewrite and the macro, so both produce the same code.
///
/// Text is appended piece by piece into one reserved string: expansion output dominates the
/// generator's running time, so no intermediate line arrays or interpolations are built.
enum AccessorTemplate {
  /// The accessor list, one accessor after another, each line prefixed by `indent`:
  /// `init(initialValue)`, `get`, `set`, and `_modify` unless the property has observers
  /// (then the compiler's synthesized modify goes through `set`, so the observers run).
  static func accessors(for property: TrackedProperty, indent: String) -> String {
    let writer = CodeWriter(indent: indent, capacity: 900 + 20 * indent.utf8.count)
    write(property, into: writer)
    return writer.text
  }

  /// Writes the accessor list into `writer`, each accessor line at the writer's indentation.
  ///
  /// With `sourceLocationFile` (a file name as a Swift string literal, quotes included,
  /// see ``SourceRewriter/stringLiteral(_:)``), observer bodies (the user's own code) are preceded by a
  /// `#sourceLocation` directive and placed at their original column, so compiler errors in
  /// them point at the annotated file.
  static func write(
    _ property: TrackedProperty, into writer: CodeWriter, sourceLocationFileLiteral: String? = nil
  ) {
    let storage = property.storageName
    let keyPath = "\\." + property.spelledName
    writer.line("@storageRestrictions(initializes: ", storage, ")")
    writer.line("init(initialValue) {")
    writer.line("  ", storage, " = initialValue")
    writer.line("}")
    writer.line("get {")
    writer.line("  _$observationRegistrar.access(self, keyPath: ", keyPath, ")")
    writer.line("  return ", storage)
    writer.line("}")
    writer.line("set {")
    if let didSet = property.didSet, didSet.usesParameter {
      writer.line("  let ", didSet.parameterName, " = ", storage)
    }
    if let willSet = property.willSet {
      if willSet.parameterName != "newValue" {
        writer.line("  let ", willSet.parameterName, " = newValue")
      }
      writeObserverBody(willSet, into: writer, sourceLocationFileLiteral: sourceLocationFileLiteral)
    }
    // Deciding first, then notifying through the type's `_$withMutation` (a mutating method,
    // so `self` is neither copied nor retained around the registrar calls, and the key path
    // is made once) keeps a tracked set as cheap as an `@Observable` class's.
    writer.line(
      "  if _$observationRegistrar.shouldNotify(", storage, ", newValue, isIdentityEqual: ")
    writer.append("_$isIdentityEqual(" + storage + ", newValue), isChanged: ")
    writer.append("shouldNotifyObservers(" + storage + ", newValue)) {")
    writer.line("    _$withMutation(of: ", keyPath, ") { $0.", storage, " = newValue }")
    writer.line("  } else {")
    writer.line("    ", storage, " = newValue")
    writer.line("  }")
    if let didSet = property.didSet {
      writeObserverBody(didSet, into: writer, sourceLocationFileLiteral: sourceLocationFileLiteral)
    }
    writer.line("}")
    if !property.hasObservers {
      writer.line("_modify {")
      writer.line("  let _$snapshot = _$observationRegistrar.willModify(&", storage, ")")
      writer.line("  defer {")
      writer.line("    if _$observationRegistrar.didModify(&", storage, ", _$snapshot) {")
      writer.line("      _$withMutation(of: ", keyPath, ") { _ in }")
      writer.line("    }")
      writer.line("  }")
      writer.line("  yield &", storage)
      writer.line("}")
    }
  }

  /// `do { body }`, or with a file name, `do` and then the body at its own line and column.
  private static func writeObserverBody(
    _ observer: PropertyObserver, into writer: CodeWriter, sourceLocationFileLiteral: String?
  ) {
    guard let fileLiteral = sourceLocationFileLiteral else {
      writer.line("  do ", observer.body)
      return
    }
    // The directive needs a line of its own, and nothing may stand between `do` and its
    // brace, so `do ` goes into the body's indentation to keep the brace at its column.
    writer.append("\n#sourceLocation(file: ")
    writer.append(fileLiteral)
    writer.append(", line: ")
    writer.append(decimal: observer.bodyLocation.line)
    writer.append(")\n")
    writer.append(spaces: observer.bodyLocation.column - 4)
    writer.append("do ")
    writer.append(observer.body)
  }

  /// Appends ``storage(for:)`` to `writer` without building an intermediate string.
  static func writeStorage(for property: TrackedProperty, into writer: CodeWriter) {
    writer.append("private ")
    if let ownership = property.ownership {
      writer.append(ownership)
      writer.append(" ")
    }
    writer.append("var _")
    writer.append(property.name)
    if let type = property.type {
      writer.append(": ")
      writer.append(type)
    } else if let initialValue = property.initialValue {
      writer.append(" = ")
      writer.append(initialValue)
    }
  }

  /// The backing storage declaration: `private var _count: Int`, or, without a known type,
  /// `private var _count = 0` (macro mode, where the compiler infers it).
  static func storage(for property: TrackedProperty) -> String {
    let writer = CodeWriter(indent: "", capacity: 64)
    writeStorage(for: property, into: writer)
    return writer.text
  }

}
