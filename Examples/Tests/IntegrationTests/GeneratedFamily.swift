/// A seeded family of valid annotated structs (random member kinds, modifiers, types, nested
/// observable children, `#if`) and a `main.swift` that checks R1–R4 on every one of them.
struct GeneratedFamily {
  /// The annotated source, compiled through the build plugin.
  private(set) var annotated = "import ObservableStructs\n"
  /// The program that checks the rules and exits non-zero on any failure.
  private(set) var harness = """
    import ObservableStructs
    import Foundation

    final class Flag: @unchecked Sendable { var fired = false }
    var checks = 0
    var failures = 0
    @MainActor
    func expect(_ fires: Bool, _ label: String, read: () -> Void, write: () -> Void) {
      checks += 1
      let flag = Flag()
      withObservationTracking(read) { flag.fired = true }
      write()
      if flag.fired != fires {
        failures += 1
        print("FAIL \\(label): expected \\(fires ? "a" : "no") notification")
      }
    }

    """
  private var state: UInt64

  /// Generates `typeCount` types from `seed`.
  init(seed: UInt64, typeCount: Int) {
    state = seed
    for index in 0..<typeCount { addType(index) }
    harness += "print(\"\\(checks) checks, \\(failures) failures\")\nexit(failures == 0 ? 0 : 1)\n"
  }

  private mutating func next(_ bound: Int) -> Int {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Int((state >> 33) % UInt64(bound))
  }

  /// A tracked scalar property: declaration, a different value, and its name.
  private mutating func scalar(_ name: String) -> (declaration: String, other: String) {
    let access = ["", "public ", "internal "][next(3)]
    switch next(5) {
    case 0: return ("\(access)var \(name): Int = 1", "2")
    case 1: return ("\(access)var \(name) = 1", "2")
    case 2: return ("\(access)var \(name) = \"a\"", "\"b\"")
    case 3: return ("\(access)var \(name): Bool = false", "true")
    default: return ("\(access)var \(name) = [1, 2]", "[3]")
    }
  }

  private mutating func addType(_ index: Int) {
    let type = "Family\(index)"
    var members: [String] = []
    var scalars: [(name: String, other: String)] = []
    for slot in 0..<(2 + next(4)) {
      let name = "p\(slot)"
      let property = scalar(name)
      if next(4) == 0 {
        // The same property declared in both branches of a `#if`.
        members.append(
          "#if DEBUG\n  \(property.declaration)\n  #else\n  \(property.declaration)\n  #endif")
      } else {
        members.append(property.declaration)
      }
      scalars.append((name, property.other))
    }
    let untracked = [
      "let constant = 3", "static let shared = 0", "var doubled: Int { 2 }",
      "@ObservationStateIgnored var ignored = 0", "private(set) var hidden: Int = 0",
    ]
    for member in untracked where next(2) == 0 { members.append(member) }
    let hasChild = next(3) != 0
    if hasChild {
      members.append("@ObservableState\n  struct Child: Equatable {\n    var value: Int = 0\n  }")
      members.append("var child = Child()")
      if next(2) == 0 { members.append("var optionalChild: Child? = nil") }
      members.append(
        "@ObservableState\n  enum Route: Equatable {\n    case child(Child)\n    case none\n"
          + "    #if DEBUG\n    case debug(Int)\n    #endif\n  }")
      members.append("var route: Route = .none")
    }
    let access = next(2) == 0 ? "public " : ""
    let conformance = next(2) == 0 ? ": Equatable" : ""
    annotated +=
      "\n@ObservableState\n\(access)struct \(type)\(conformance) {\n  "
      + members.joined(separator: "\n  ") + "\n}\n"
    addChecks(type, scalars: scalars, hasChild: hasChild)
  }

  private mutating func addChecks(
    _ type: String, scalars: [(name: String, other: String)], hasChild: Bool
  ) {
    // Every check starts from a fresh value, so one check's writes cannot mask another's.
    func check(_ fires: Bool, _ label: String, _ read: String, _ write: String) -> String {
      "do { var value = \(type)(); expect(\(fires), \"\(type) \(label)\", "
        + "read: { _ = \(read) }, write: { \(write) }) }\n"
    }
    for (position, scalar) in scalars.enumerated() {
      let name = scalar.name
      harness += check(
        true, "\(name) R2 new value", "value.\(name)", "value.\(name) = \(scalar.other)")
      harness += check(
        false, "\(name) R2 equal value", "value.\(name)", "value.\(name) = value.\(name)")
      let sibling = scalars[(position + 1) % scalars.count]
      if sibling.name != name {
        harness += check(
          false, "\(name) R1 sibling", "value.\(name)", "value.\(sibling.name) = \(sibling.other)")
      }
    }
    if hasChild {
      harness += check(false, "R3 parent", "value.child", "value.child.value += 1")
      harness += check(true, "R3 child", "value.child.value", "value.child.value += 1")
      harness += check(true, "R4 replace", "value.child", "value.child = \(type).Child()")
      harness += check(true, "R4 enum case", "value.route", "value.route = .child(\(type).Child())")
      harness += check(false, "R1 enum sibling", "value.route", "value.child.value += 1")
    }
  }
}
