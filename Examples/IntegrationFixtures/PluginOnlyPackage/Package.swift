// swift-tools-version: 6.0
import PackageDescription

/// Two ways into ObservableStructs, one target each, dependencies written exactly as the
/// README tells a user to write them. `Examples/Tests/IntegrationTests/PluginOnlyBuildTests`
/// builds each target from clean: the plugin-only target must neither build nor load the
/// macro's compiler plugin; the macro target must compile with the macro module alone.
let package = Package(
  name: "PluginOnlyPackage",
  platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .macCatalyst(.v17)],
  dependencies: [.package(name: "ObservableStructs", path: "../../..")],
  targets: [
    // Build plugin path: the macro-free runtime and the build-tool plugin.
    .target(
      name: "PluginOnly",
      dependencies: [.product(name: "ObservableStructs", package: "ObservableStructs")],
      plugins: [.plugin(name: "ObservableStructsPlugin", package: "ObservableStructs")]
    ),
    // Macro path: the macro product, which brings the runtime with it.
    .target(
      name: "MacroOnly",
      dependencies: [.product(name: "ObservableStateMacro", package: "ObservableStructs")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
