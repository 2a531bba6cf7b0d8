/// Twin entries generated from a seed: structs with random property kinds, access levels,
/// observers, conformances, `#if` branches and an observable child, with a scenario that sets,
/// mutates in place, codes, compares and hashes them.
struct TwinSeededEntries {
  /// One generated stored property and how the scenario changes it.
  private struct Property {
    var name: String
    var declaration: String
    /// Another value of the same type.
    var other: String
    /// A statement suffix that mutates in place, applied as `value.name<suffix>`.
    var inPlace: String
    /// Whether only the type itself may set it (`private(set)`).
    var readOnly: Bool
    /// What to print of a value: `.value` for the child, so that no reflection of an
    /// annotated value (which shows its backing storage) reaches the report.
    var shown: String
  }

  private var state: UInt64

  /// A generator whose entries depend only on `seed`.
  init(seed: UInt64) {
    state = seed
  }

  private mutating func next(_ bound: Int) -> Int {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Int((state >> 33) % UInt64(bound))
  }

  /// The entry for type `Seeded<index>`.
  mutating func entry(index: Int) -> TwinEntry {
    let type = "Seeded\(index)"
    let child = "\(type)Child"
    let codable = next(3) != 0
    let codableInExtension = codable && next(3) == 0
    let hashable = next(2) == 0
    let equatable = hashable || next(2) == 0
    var conformances: [String] = []
    if codable && !codableInExtension { conformances.append("Codable") }
    if equatable { conformances.append(hashable ? "Hashable" : "Equatable") }
    let properties = (0..<(2 + next(4))).map { property("p\($0)", child: child) }
    var members = properties.map { property in
      next(5) == 0
        ? "#if DEBUG\n  \(property.declaration)\n#else\n  \(property.declaration)\n#endif"
        : property.declaration
    }
    let extras = ["static let limit = 3", "var computed: Int { 2 }", "let constant: Int = 3"]
    for extra in extras where next(3) == 0 && !(codable && extra.hasPrefix("let")) {
      members.append(extra)
    }
    let touch = properties.map { "  \($0.name)\($0.inPlace)" }.joined(separator: "\n")
    members.append("mutating func touch() {\n\(touch)\n}")
    let body = members.joined(separator: "\n").split(separator: "\n").map { "  " + $0 }
    var declarations = """
      @TWIN
      struct \(child): Codable, Hashable {
        var value = 0
      }

      @TWIN
      struct \(type)\(conformances.isEmpty ? "" : ": " + conformances.joined(separator: ", ")) {
      \(body.joined(separator: "\n"))
      }
      """
    if codableInExtension { declarations += "\n\nextension \(type): Codable {}" }
    return TwinEntry(
      name: type, declarations: declarations,
      scenario: scenario(
        type, properties, codable: codable, equatable: equatable, hashable: hashable))
  }

  private mutating func property(_ name: String, child: String) -> Property {
    let access = ["", "", "public ", "internal ", "fileprivate ", "private(set) "][next(6)]
    let kind = next(7)
    let (typed, other, inPlace): (String, String, String) =
      switch kind {
      case 0: (["var \(name): Int = 1", "var \(name) = 1"][next(2)], "5", " += 2")
      case 1: ("var \(name) = \"a\"", "\"b\"", " += \"c\"")
      case 2: ("var \(name): Double = 1.5", "2.5", " *= 2")
      case 3: ("var \(name) = true", "false", ".toggle()")
      case 4: ("var \(name) = [1, 2]", "[3]", ".append(4)")
      case 5: ("var \(name): Int?", "7", "? += 1")
      default: ("var \(name) = \(child)()", "\(child)(value: 3)", ".value += 1")
      }
    let shown = kind == 6 ? ".value" : ""
    let declaration = access + typed + observers(name, shown: shown)
    return Property(
      name: name, declaration: declaration, other: other, inPlace: inPlace,
      readOnly: access == "private(set) ", shown: shown)
  }

  private mutating func observers(_ name: String, shown: String) -> String {
    func text(_ value: String) -> String { "\\(String(describing: \(value)\(shown)))" }
    let now = text(name)
    let will = "willSet { record(\"\(name).willSet \(now)->\(text("newValue"))\") }"
    let did = "didSet { record(\"\(name).didSet \(text("oldValue"))->\(now)\") }"
    switch next(6) {
    case 0: return " {\n  \(will)\n}"
    case 1: return " {\n  \(did)\n}"
    case 2: return " {\n  \(will)\n  \(did)\n}"
    case 3: return " {\n  didSet { record(\"\(name).didSet \(now)\") }\n}"
    default: return ""
    }
  }

  private func scenario(
    _ type: String, _ properties: [Property], codable: Bool, equatable: Bool, hashable: Bool
  ) -> String {
    var lines = ["var value = \(type)()"]
    let settable = properties.filter { !$0.readOnly }
    lines += settable.map { "value.\($0.name) = \($0.other)" }
    lines.append("r.events(\"set\")")
    lines += settable.map { "value.\($0.name)\($0.inPlace)" }
    lines.append("r.events(\"in place\")")
    lines.append("value.touch()")
    lines.append("r.events(\"touch\")")
    let finals = properties.map { "String(describing: value.\($0.name)\($0.shown))" }
    lines.append("r.check(\"final\", [\(finals.joined(separator: ", "))])")
    if codable {
      lines.append("r.roundTrip(\"changed\", value)")
      lines.append("r.roundTrip(\"default\", \(type)())")
      lines.append("r.decode(\"empty object\", \(type).self, \"{}\")")
    }
    if equatable { lines.append("r.check(\"equal default\", value == \(type)())") }
    if hashable { lines.append("r.check(\"hash\", value.hashValue)") }
    for property in settable {
      let read = "{ _ = value.\(property.name) }"
      lines.append(
        "r.observe(\"\(property.name)\", read: \(read), write: { value.\(property.name) = "
          + "\(property.other) })")
      lines.append(
        "r.observe(\"\(property.name) same\", read: \(read), write: { let same = "
          + "value.\(property.name); value.\(property.name) = same })")
    }
    lines.append("r.events(\"observed writes\")")
    return lines.joined(separator: "\n")
  }
}
