// swift-tools-version: 6.0
import PackageDescription

/// Deliberately broken code: each target, built alone, must fail with known diagnostics.
/// `Examples/Tests/IntegrationTests` builds them and pins every `file:line:col: error: …`.
let package = Package(
  name: "DiagnosticsPackage",
  platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .macCatalyst(.v17)],
  dependencies: [.package(name: "ObservableStructs", path: "../../..")],
  targets: [
    // Macro path: misuse diagnostics reported by the @ObservableState macro.
    .target(
      name: "MacroMisuse",
      dependencies: [.product(name: "ObservableStateMacro", package: "ObservableStructs")]
    ),
    // Plugin path: a type error in user code, reported at the annotated file's own position.
    .target(
      name: "PluginErrors",
      dependencies: [.product(name: "ObservableStructs", package: "ObservableStructs")],
      plugins: [.plugin(name: "ObservableStructsPlugin", package: "ObservableStructs")]
    ),
    // Plugin path: a generator error (a property whose type cannot be inferred).
    .target(
      name: "PluginGeneratorError",
      dependencies: [.product(name: "ObservableStructs", package: "ObservableStructs")],
      plugins: [.plugin(name: "ObservableStructsPlugin", package: "ObservableStructs")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
