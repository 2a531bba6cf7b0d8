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
  /// Structs with the least observing accessors written out by hand: `access` in `get`,
  /// `willSet`/`didSet` around `set` and `_modify`, and nothing else (no identity, no equality
  /// check). What any observation of struct properties costs the compiler, whoever writes it.
  case minimalAccessors
  /// Structs annotated with the Composable Architecture's `@ObservableState` macro, from the
  /// package that `--peer` names: the swift-syntax macro ours is compared with. Timed only
  /// when that option is given, in a package of its own (see ``ownStyles``).
  case peerMacro

  /// The module the peer's package provides, as a library product of the same name: the
  /// peer's expansion names its runtime as `ComposableArchitecture.ObservableState`, … .
  static let peerModule = "ComposableArchitecture"

  /// Every style but the peer's: the targets of the model package, which depends on this
  /// checkout only.
  static let ownStyles = allCases.filter { $0 != .peerMacro }

  /// The target of the generated package that holds this style's types.
  var targetName: String {
    switch self {
    case .macro: "MacroModels"
    case .plugin: "PluginModels"
    case .observation: "ObservationModels"
    case .plain: "PlainModels"
    case .minimalAccessors: "MinimalAccessorModels"
    case .peerMacro: "PeerMacroModels"
    }
  }

  /// The row label in the report.
  var label: String {
    switch self {
    case .macro: "@ObservableState macro"
    case .plugin: "build plugin"
    case .observation: "Apple @Observable class"
    case .plain: "plain struct"
    case .minimalAccessors: "struct, least observing accessors by hand"
    case .peerMacro: "peer: TCA's @ObservableState macro"
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
    case .peerMacro: lines += ["import \(Self.peerModule)", ""]
    case .plugin, .minimalAccessors:
      lines += ["import ObservableStructs", "import Observation", ""]
    case .observation: lines += ["import Observation", ""]
    case .plain: break
    }
    switch self {
    case .macro, .plugin, .peerMacro: lines.append("@ObservableState")
    case .observation: lines.append("@Observable")
    case .plain, .minimalAccessors: break
    }
    let access = isPublic ? "public " : ""
    lines.append(
      isClass ? "\(access)final class Model\(index) {" : "\(access)struct Model\(index) {")
    for property in Self.properties(childType: childType) {
      let declaration = "  public var \(property.name): \(property.type) = \(property.initialValue)"
      if self == .minimalAccessors {
        lines += Self.minimalAccessors(for: property, declaration: declaration)
      } else {
        lines.append(declaration)
      }
    }
    lines += [
      "",
      "  public init() {}",
      "",
      "  public \(isClass ? "" : "mutating ")func bump() {",
      "    count += \(step)",
      "    values.append(count)",
      "    isOn.toggle()",
      "  }",
    ]
    if self == .minimalAccessors {
      lines += ["", "  var _$registrar = ObservableStructs.ObservationStateRegistrar()"]
    }
    lines.append("}")
    if self == .minimalAccessors {
      lines += ["", "extension Model\(index): Observation.Observable {}"]
    }
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
