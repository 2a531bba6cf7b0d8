/// One way of writing the benchmark's model types: each style becomes one target of the
/// generated package, holding the same types.
enum ModelStyle: String, CaseIterable {
  /// Structs annotated with the `@ObservableState` macro.
  case macro
  /// Structs in `*.swift.observable` files, expanded by the build plugin.
  case plugin
  /// Apple's `@Observable` on final classes.
  case observation
  /// Plain structs, for scale: what the model costs with no observation at all.
  case plain

  /// The target of the generated package that holds this style's types.
  var targetName: String {
    switch self {
    case .macro: "MacroModels"
    case .plugin: "PluginModels"
    case .observation: "ObservationModels"
    case .plain: "PlainModels"
    }
  }

  /// The row label in the report.
  var label: String {
    switch self {
    case .macro: "@ObservableState macro"
    case .plugin: "build plugin"
    case .observation: "Apple @Observable class"
    case .plain: "plain struct"
    }
  }

  /// The file name of model type `index`.
  func fileName(_ index: Int) -> String {
    self == .plugin ? "Model\(index).swift.observable" : "Model\(index).swift"
  }

  /// The source of model type `index`: ten stored properties (one of them the previous
  /// model type, so the types form a chain) and one mutating method. `step` is what the
  /// method adds, which is how the incremental benchmark edits a file. `isPublic` false
  /// declares the type itself `internal`; its members keep their `public`.
  func source(ofModel index: Int, step: Int = 1, isPublic: Bool = true) -> String {
    let childType = index == 0 ? "Point" : "Model\(index - 1)"
    let isClass = self == .observation
    var lines: [String] = []
    switch self {
    case .macro: lines += ["import ObservableStateMacro", ""]
    case .plugin: lines += ["import ObservableStructs", "import Observation", ""]
    case .observation: lines += ["import Observation", ""]
    case .plain: break
    }
    switch self {
    case .macro, .plugin: lines.append("@ObservableState")
    case .observation: lines.append("@Observable")
    case .plain: break
    }
    let access = isPublic ? "public " : ""
    lines.append(
      isClass ? "\(access)final class Model\(index) {" : "\(access)struct Model\(index) {")
    lines += [
      "  public var count: Int = 0",
      "  public var name: String = \"\"",
      "  public var isOn: Bool = false",
      "  public var ratio: Double = 0",
      "  public var values: [Int] = []",
      "  public var note: String? = nil",
      "  public var child: \(childType) = \(childType)()",
      "  public var point: Point = Point()",
      "  public var mode: Mode = .idle",
      "  public var tags: [String] = []",
      "",
      "  public init() {}",
      "",
      "  public \(isClass ? "" : "mutating ")func bump() {",
      "    count += \(step)",
      "    values.append(count)",
      "    isOn.toggle()",
      "  }",
      "}",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  /// The types every model uses: a small struct and an enum, declared plainly in each target.
  static let sharedSource = """
    public struct Point: Equatable, Sendable {
      public var x = 0
      public var y = 0
      public init() {}
    }

    public enum Mode: Equatable, Sendable {
      case idle
      case busy(Int)
    }

    """
}
