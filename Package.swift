// swift-tools-version: 6.0
import CompilerPluginSupport
import PackageDescription

let package = Package(
  name: "ObservableStructs",
  platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .macCatalyst(.v17)],
  products: [
    .library(name: "ObservableStructs", targets: ["ObservableStructs"]),
    .executable(name: "observable-structs", targets: ["observable-structs"]),
    .plugin(name: "ObservableStructsPlugin", targets: ["ObservableStructsPlugin"]),
  ],
  targets: [
    // Runtime: protocol, identity, registrar, Store, macro declarations.
    .target(
      name: "ObservableStructs",
      dependencies: ["ObservableStructsMacros"]
    ),
    // Generator: lexer → declaration parser → expander → source rewriter.
    .target(
      name: "ObservableStructsGenerator",
      path: "MacroSupport/ObservableStructsGenerator"
    ),
    // The @ObservableState macro: the generator behind a hand-written compiler plugin.
    .macro(
      name: "ObservableStructsMacros",
      dependencies: ["ObservableStructsGenerator"],
      path: "MacroSupport/ObservableStructsMacros"
    ),
    // CLI: `observable-structs expand FILE`.
    .executableTarget(
      name: "observable-structs",
      dependencies: ["ObservableStructsGenerator"]
    ),
    // Benchmarks: `swift run -c release observable-structs-benchmarks`.
    .executableTarget(
      name: "observable-structs-benchmarks",
      dependencies: ["ObservableStructs", "ObservableStructsGenerator"],
      plugins: ["ObservableStructsPlugin"]
    ),
    // Build-tool plugin: annotated `*.swift.observable` sources in, generated Swift out.
    .plugin(
      name: "ObservableStructsPlugin",
      capability: .buildTool(),
      dependencies: ["observable-structs"],
      path: "MacroSupport/ObservableStructsPlugin"
    ),
    .testTarget(
      name: "ObservableStructsGeneratedTests",
      dependencies: ["ObservableStructs"],
      plugins: ["ObservableStructsPlugin"]
    ),
    .testTarget(
      name: "ObservableStructsMacroExpandedTests",
      dependencies: ["ObservableStructs"]
    ),
    .testTarget(
      name: "ObservableStructsTests",
      dependencies: ["ObservableStructs"]
    ),
    .testTarget(
      name: "ObservableStructsMacrosTests",
      dependencies: ["ObservableStructsMacros", "ObservableStructsGenerator"]
    ),
    .testTarget(
      name: "ObservableStructsGeneratorTests",
      dependencies: ["ObservableStructsGenerator"],
      exclude: ["Fixtures"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
