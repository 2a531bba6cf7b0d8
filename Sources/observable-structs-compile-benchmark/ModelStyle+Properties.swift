/// The ten stored properties every model type has, in every style.
extension ModelStyle {
  /// One stored property of a model type.
  struct Property {
    /// The property's name.
    var name: String
    /// Its declared type.
    var type: String
    /// The expression it starts with.
    var initialValue: String
  }

  /// The properties of a model type whose child is of type `childType`.
  static func properties(childType: String) -> [Property] {
    [
      Property(name: "count", type: "Int", initialValue: "0"),
      Property(name: "name", type: "String", initialValue: "\"\""),
      Property(name: "isOn", type: "Bool", initialValue: "false"),
      Property(name: "ratio", type: "Double", initialValue: "0"),
      Property(name: "values", type: "[Int]", initialValue: "[]"),
      Property(name: "note", type: "String?", initialValue: "nil"),
      Property(name: "child", type: childType, initialValue: "\(childType)()"),
      Property(name: "point", type: "Point", initialValue: "Point()"),
      Property(name: "mode", type: "Mode", initialValue: ".idle"),
      Property(name: "tags", type: "[String]", initialValue: "[]"),
    ]
  }

  /// `declaration` with the least accessors that observe it, and its storage: the lines of
  /// one property of the `minimalAccessors` style.
  static func minimalAccessors(for property: Property, declaration: String) -> [String] {
    let storage = "_\(property.name)"
    let keyPath = "\\.\(storage)"
    return [
      "\(declaration) {",
      "    @storageRestrictions(initializes: \(storage))",
      "    init(initialValue) { \(storage) = initialValue }",
      "    get {",
      "      _$registrar.access(self, keyPath: \(keyPath))",
      "      return \(storage)",
      "    }",
      "    set {",
      "      _$registrar.willSet(self, keyPath: \(keyPath))",
      "      \(storage) = newValue",
      "      _$registrar.didSet(self, keyPath: \(keyPath))",
      "    }",
      "    _modify {",
      "      _$registrar.willSet(self, keyPath: \(keyPath))",
      "      defer { _$registrar.didSet(self, keyPath: \(keyPath)) }",
      "      yield &\(storage)",
      "    }",
      "  }",
      "  private var \(storage): \(property.type)",
    ]
  }
}
