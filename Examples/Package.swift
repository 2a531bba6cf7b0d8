// swift-tools-version: 6.0
import PackageDescription

/// The features' state lives in annotated `State.swift.observable` files that the
/// `ObservableStructsPlugin` build plugin expands; no macro is involved.
let observablePlugin: Target.PluginUsage = .plugin(
  name: "ObservableStructsPlugin", package: "ObservableStructs")
let runtime: Target.Dependency = .product(name: "ObservableStructs", package: "ObservableStructs")

/// A feature library: its annotated state, its views and its scripted session.
@MainActor func feature(_ name: String) -> Target {
  .target(name: name, dependencies: [runtime, "ExampleSupport"], plugins: [observablePlugin])
}

let package = Package(
  name: "Examples",
  platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .macCatalyst(.v17)],
  dependencies: [
    // Depends on the checkout it lives in, as a user's project depends on a release. The name
    // keeps `package: "ObservableStructs"` valid whatever the checkout's folder is called.
    .package(name: "ObservableStructs", path: "..")
  ],
  targets: [
    // A "view" harness: named render closures re-run after the changes they read.
    .target(name: "ExampleSupport", dependencies: [runtime]),

    // One library per feature (state + scripted scenario), one thin executable each.
    feature("CounterFeature"),
    feature("TwoCountersFeature"),
    feature("TodosFeature"),
    feature("ContactsFeature"),
    .executableTarget(name: "Counter", dependencies: ["CounterFeature"]),
    .executableTarget(name: "TwoCounters", dependencies: ["TwoCountersFeature"]),
    .executableTarget(name: "Todos", dependencies: ["TodosFeature"]),
    .executableTarget(name: "Contacts", dependencies: ["ContactsFeature"]),

    // Exact render counts per view for every scripted scenario.
    .testTarget(
      name: "ExamplesTests",
      dependencies: [
        "ExampleSupport", "CounterFeature", "TwoCountersFeature", "TodosFeature",
        "ContactsFeature",
      ]
    ),
    // Builds fixture packages and checks diagnostics and incremental-build behaviour.
    .testTarget(name: "IntegrationTests"),
  ],
  swiftLanguageModes: [.v6]
)
