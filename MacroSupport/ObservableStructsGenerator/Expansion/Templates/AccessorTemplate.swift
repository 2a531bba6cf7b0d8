/// The text of a tracked property's accessors and backing storage (the README's "See what the
/// generator does" shows one). Shared by the plugin rewrite and the macro, so both produce the
/// same code.
///
/// Text is appended piece by piece into one reserved string: expansion output dominates the
/// generator's running time, so no intermediate line arrays or interpolations are built.
enum AccessorTemplate {
  /// The accessor list, one accessor after another, each line prefixed by `indent`:
  /// `init(initialValue)`, `get`, `set`, and `_modify` unless the property has observers.
  static func accessors(for property: TrackedProperty, indent: String) -> String {
    let writer = CodeWriter(indent: indent, capacity: 900 + 20 * indent.utf8.count)
    write(property, into: writer)
    return writer.text
  }

  /// Writes the accessor list into `writer`, each accessor line at the writer's indentation,
  /// piece by piece: no longer line is put together as a string first.
  ///
  /// The property's `willSet`/`didSet` are not here: they run on the backing storage (see
  /// ``writeStorage(for:into:sourceLocation:resumeLine:)``), inside the notification.
  static func write(_ property: TrackedProperty, into writer: CodeWriter) {
    let storage = property.storageName
    // Observers subscribe to the backing storage's key path: a key path to a stored property
    // needs no accessor thunks, so each tracked property costs the compiler less code.
    let keyPath = "\\." + storage
    // An init accessor is internal unless marked: without the mark, an `@inlinable`
    // initializer of a public type could not assign the property.
    writer.line(literal: "@usableFromInline @storageRestrictions(initializes: ", storage)
    // The carrier initializes the registrar too (see `RegistrarShape`).
    if property.carriesRegistrar { writer.append(literal: ", _$observationRegistrar") }
    writer.append(literal: ")")
    writer.line(literal: "init(initialValue) {")
    if property.carriesRegistrar {
      writer.line(
        literal: "  _$observationRegistrar = ObservableStructs::ObservationStateRegistrar()")
    }
    // An initializer builds a value and moves nothing: the value keeps its registrars.
    writer.line(literal: "  ", storage, " = initialValue")
    writer.line(literal: "}")
    writer.line(literal: "get {")
    writer.line(literal: "  _$observationRegistrar.access(self, keyPath: ", keyPath, ")")
    writer.line(literal: "  return ", storage)
    writer.line(literal: "}")
    writer.line(literal: "set {")
    // Deciding first (the registrar by identity, then, only for values without one, the
    // runtime's `_$shouldNotifyObservers` behind a transparent `??`), then writing through the
    // type's `_$set` (a mutating method, so `self` is neither copied nor retained around the
    // registrar calls) keeps a tracked set as cheap as an `@Observable` class's, and makes no
    // closure for the compiler to emit.
    let holdsPlainData = property.holdsPlainData
    if holdsPlainData {
      // Plain data of the standard library carries no identity and is never placed: the
      // decision is a comparison, which the compiler resolves without weighing overloads.
      writer.line(
        literal: "  if ObservableStructs::_$plainValueChanged(", storage, ", newValue) {")
      writer.line(literal: "    _$set(", keyPath, ", to: newValue)")
    } else {
      writer.line(
        literal: "  if _$observationRegistrar.decideNotification(", storage, ", newValue)")
      writer.append(literal: " ?? ObservableStructs::_$shouldNotifyObservers(")
      writer.append(storage)
      writer.append(literal: ", newValue) {")
      writer.line(
        literal: "    _$set(", keyPath, ", to: ObservableStructs::_$placed(newValue, replacing: ")
      writer.append(storage)
      writer.append(literal: "))")
    }
    writer.line(literal: "  } else {")
    writer.line(literal: "    ", storage, " = newValue")
    if property.observersMayChangeValue {
      // An observer that assigns the property can turn an unchanged set into a change.
      writer.line(
        literal: "    if ObservableStructs::_$shouldNotifyObservers(newValue, ", storage, ") {")
      writer.line(literal: "      _$notify(", keyPath, ")")
      writer.line(literal: "    }")
    }
    writer.line(literal: "  }")
    writer.line(literal: "}")
    // With observers, the compiler's modify (get, then set) runs them once per mutation, as
    // on a stored property; a `_modify` would pass the observed storage `inout` and run them
    // for every access.
    guard !property.hasObservers else { return }
    if holdsPlainData {
      // What the registrar's modification snapshot answers for plain data: always changed.
      writer.line(literal: "_modify {")
      writer.line(literal: "  defer { _$notify(", keyPath, ") }")
      writer.line(literal: "  yield &", storage)
      writer.line(literal: "}")
      return
    }
    writer.line(literal: "_modify {")
    writer.line(literal: "  let _$snapshot = _$observationRegistrar.willModify(&", storage, ")")
    // Told when the child was replaced; stamped as edited in place either way.
    writer.line(literal: "  defer {")
    writer.line(literal: "    if _$observationRegistrar.didModify(&", storage, ", _$snapshot) {")
    writer.line(literal: "      _$notify(", keyPath, ")")
    writer.line(literal: "    } else {")
    writer.line(literal: "      _$stampEdit()")
    writer.line(literal: "    }")
    writer.line(literal: "  }")
    writer.line(literal: "  yield &", storage)
    writer.line(literal: "}")
  }

  /// Writes the property's observers as an accessor block of the backing storage: ` {`, then
  /// `willSet` and `didSet` with their bodies on lines of their own, then `}`.
  ///
  /// With `sourceLocation` (the directive for the annotated file), each body (the user's own code) is
  /// preceded by a `#sourceLocation` directive and placed at its original column, so compiler
  /// errors in it point at the annotated file; with `resumeLine` too, a directive after each
  /// body sends the generated text that follows back to that line.
  private static func writeObservers(
    of property: TrackedProperty, into writer: CodeWriter, sourceLocation: SourceLocationDirective?,
    resumeLine: Int?
  ) {
    writer.append(literal: " {")
    if let willSet = property.willSet {
      writeObserver(
        willSet, kind: "willSet", into: writer, sourceLocation: sourceLocation,
        resumeLine: resumeLine)
    }
    if let didSet = property.didSet {
      writeObserver(
        didSet, kind: "didSet", into: writer, sourceLocation: sourceLocation,
        resumeLine: resumeLine)
    }
    writer.line(literal: "}")
  }

  /// Writes one observer, `kind` (`willSet` or `didSet`) with its parameter and body, on a
  /// line of its own (see ``writeObservers(of:into:sourceLocation:resumeLine:)``).
  private static func writeObserver(
    _ observer: PropertyObserver, kind: StaticString, into writer: CodeWriter,
    sourceLocation: SourceLocationDirective?, resumeLine: Int?
  ) {
    writer.line(literal: "  ")
    writer.append(literal: kind)
    if let parameter = observer.explicitParameterName {
      writer.append(literal: "(")
      writer.append(parameter)
      writer.append(literal: ")")
    }
    guard let sourceLocation else {
      writer.append(literal: " ")
      writer.append(observer.body)
      return
    }
    // The directive needs a line of its own, which an accessor list does not allow, so the
    // body goes inside a `do` statement placed to keep its brace at its own column.
    writer.append(literal: " {\n")
    sourceLocation.write(line: observer.bodyLocation.line, into: writer)
    writer.append(byte: ASCII.newline)
    writer.append(spaces: observer.bodyLocation.column - 4)
    writer.append(literal: "do ")
    writer.append(observer.body)
    if let resumeLine {
      // Back to the declaration's line for the generated text after the body; still inside
      // the accessor, since an accessor list takes no directive.
      writer.append(byte: ASCII.newline)
      sourceLocation.write(line: resumeLine, into: writer)
      writer.append(literal: "\n}")
    } else {
      writer.append(literal: " }")
    }
  }

  /// Appends ``storage(for:)`` to `writer` without building an intermediate string; with
  /// `sourceLocation`, observer bodies carry `#sourceLocation` directives.
  static func writeStorage(
    for property: TrackedProperty, into writer: CodeWriter,
    sourceLocation: SourceLocationDirective? = nil, resumeLine: Int? = nil
  ) {
    if property.carriesRegistrar {
      // Before the storage, so that the synthesized `==` reaches it (see `RegistrarShape`).
      // On the storage's line: generated lines may be joined into the user's.
      writer.append(literal: registrarDeclaration)
      writer.append(literal: "; ")
    }
    // Inlinable code that names the property names its storage after the rewrites.
    writer.append(literal: property.isUsableFromInline ? "@usableFromInline " : "private ")
    if let ownership = property.ownership {
      writer.append(ownership)
      writer.append(literal: " ")
    }
    writer.append(literal: "var ")
    // ``TrackedProperty/storageName``, without building it.
    writer.append(literal: TrackedProperty.storagePrefixLiteral)
    writer.append(property.name)
    if property.type != nil {
      writer.append(literal: ": ")
      property.writeStorageType(into: writer)
    } else if let initialValue = property.initialValue {
      writer.append(literal: " = ")
      writer.append(initialValue)
    }
    if property.hasObservers {
      writeObservers(
        of: property, into: writer, sourceLocation: sourceLocation,
        resumeLine: resumeLine)
    }
  }

  /// The registrar as its carrier declares it (see `RegistrarShape`).
  static let registrarDeclaration: StaticString =
    "@usableFromInline var _$observationRegistrar = ObservableStructs::ObservationStateRegistrar()"

  /// The backing storage declaration: `private var _$_count: Int`, or, without a known type,
  /// `private var _$_count = 0` (macro mode, where the compiler infers it), followed by the
  /// property's observers, if any; `@usableFromInline` in place of `private` when the
  /// property is usable from inlinable code.
  static func storage(for property: TrackedProperty) -> String {
    let writer = CodeWriter(indent: "", capacity: 64)
    writeStorage(for: property, into: writer)
    return writer.text
  }

}
