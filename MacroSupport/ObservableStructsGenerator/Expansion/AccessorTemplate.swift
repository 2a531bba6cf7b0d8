/// The text of a tracked property's accessors and backing storage (SPEC §4). Shared by the
/// plugin rewrite and the macro, so both produce the same code.
enum AccessorTemplate {
  /// The accessor list, one accessor after another, each line prefixed by `indent`:
  /// `init(initialValue)`, `get`, `set`, and `_modify` unless the property has observers
  /// (then the compiler's synthesized modify goes through `set`, so the observers run).
  static func accessors(for property: TrackedProperty, indent: String) -> String {
    let storage = property.storageName
    let keyPath = "\\.\(property.spelledName)"
    var lines = [
      "@storageRestrictions(initializes: \(storage))",
      "init(initialValue) {",
      "  \(storage) = initialValue",
      "}",
      "get {",
      "  _$observationRegistrar.access(self, keyPath: \(keyPath))",
      "  return \(storage)",
      "}",
      "set {",
    ]
    if let didSet = property.didSet {
      lines.append("  let \(didSet.parameterName) = \(storage)")
    }
    if let willSet = property.willSet {
      if willSet.parameterName != "newValue" {
        lines.append("  let \(willSet.parameterName) = newValue")
      }
      lines.append("  do \(willSet.body)")
    }
    lines.append(
      "  _$observationRegistrar.mutate(self, keyPath: \(keyPath), &\(storage), newValue, "
        + "_$isIdentityEqual, shouldNotifyObservers)")
    if let didSet = property.didSet {
      lines.append("  do \(didSet.body)")
    }
    lines.append("}")
    if !property.hasObservers {
      lines += [
        "_modify {",
        "  let oldValue = _$observationRegistrar.willModify(self, keyPath: \(keyPath), "
          + "&\(storage))",
        "  defer {",
        "    _$observationRegistrar.didModify(self, keyPath: \(keyPath), &\(storage), oldValue)",
        "  }",
        "  yield &\(storage)",
        "}",
      ]
    }
    return lines.map { indent + $0 }.joined(separator: "\n")
  }

  /// The backing storage declaration: `private var _count: Int`, or, without a known type,
  /// `private var _count = 0` (macro mode, where the compiler infers it).
  static func storage(for property: TrackedProperty) -> String {
    if let type = property.type {
      return "private var \(property.storageName): \(type)"
    }
    if let initialValue = property.initialValue {
      return "private var \(property.storageName) = \(initialValue)"
    }
    return "private var \(property.storageName)"
  }
}
