// swift-tools-version: 6.1
import CompilerPluginSupport
import PackageDescription

let package = Package(
  name: "ObservableStructs",
  platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .macCatalyst(.v17)],
  products: [
    // The runtime alone: what build-plugin and command-plugin users depend on. It declares no
    // macro, so depending on it never builds or loads the compiler plugin.
    .library(name: "ObservableStructs", targets: ["ObservableStructs"]),
    // The `@ObservableState` macro on top of the runtime (which it re-exports).
    .library(name: "ObservableStateMacro", targets: ["ObservableStateMacro"]),
    .executable(name: "observable-structs", targets: ["observable-structs"]),
    .plugin(name: "ObservableStructsPlugin", targets: ["ObservableStructsPlugin"]),
    .plugin(name: "ExpandObservablePlugin", targets: ["ExpandObservablePlugin"]),
  ],
  targets: [
    // Runtime: protocol, identity, registrar, Store. No macro declarations, no macro dependency.
    .target(name: "ObservableStructs"),
    // Macro declarations (`@ObservableState`, …), re-exporting the runtime.
    .target(
      name: "ObservableStateMacro",
      dependencies: ["ObservableStructs", "ObservableStructsMacros"]
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
    // Benchmarks: `swift run -c release observable-structs-benchmarks`. Compiles
    // Tests/Shared/PrecisionScenario.swift (a symbolic link) against its own macro types.
    .executableTarget(
      name: "observable-structs-benchmarks",
      dependencies: [
        "ObservableStructs", "ObservableStateMacro", "ObservableStructsGenerator",
        "ObservableStructsTestSupport",
      ],
      plugins: ["ObservableStructsPlugin"]
    ),
    // What tests and benchmarks share that does not depend on the types under test: the
    // observation probe and the seeded random generator. Not a product.
    .target(
      name: "ObservableStructsTestSupport",
      path: "Tests/ObservableStructsTestSupport"
    ),
    // Compile-time benchmark: `swift run -c release observable-structs-compile-benchmark`
    // writes a package with the same model in five styles and times their builds.
    .executableTarget(name: "observable-structs-compile-benchmark"),
    // Build-tool plugin: annotated `*.swift.observable` sources in, generated Swift out.
    .plugin(
      name: "ObservableStructsPlugin",
      capability: .buildTool(),
      dependencies: ["observable-structs"],
      path: "MacroSupport/ObservableStructsPlugin"
    ),
    // Command plugin: `swift package expand-observable` writes the generated files into the
    // package, beside their annotated sources, for teams that commit them; `--check` for CI.
    .plugin(
      name: "ExpandObservablePlugin",
      capability: .command(
        intent: .custom(
          verb: "expand-observable",
          description: "Write a Name.swift beside every Name.swift.observable file"),
        permissions: [
          .writeToPackageDirectory(
            reason: "writes the generated Name.swift beside each Name.swift.observable")
        ]
      ),
      dependencies: ["observable-structs"],
      path: "MacroSupport/ExpandObservablePlugin"
    ),
    // The behaviour suites run three times, against three sources of the same types. The
    // test files in Tests/Shared are symbolic links in each of these folders (see
    // Tests/Shared/README.md): BehaviourTypes.swift.observable and ObserverTypes.swift.observable
    // go through the build plugin here, and through the macro (as .swift links) below; the
    // hand-written target has the same types written out by hand.
    .testTarget(
      name: "BehaviourOnPluginTypesTests",
      dependencies: ["ObservableStructs", "ObservableStructsTestSupport"],
      plugins: ["ObservableStructsPlugin"]
    ),
    .testTarget(
      name: "BehaviourOnMacroTypesTests",
      dependencies: ["ObservableStructs", "ObservableStateMacro", "ObservableStructsTestSupport"]
    ),
    .testTarget(
      name: "BehaviourOnHandWrittenTypesTests",
      dependencies: ["ObservableStructs", "ObservableStructsTestSupport"]
    ),
    // The compile-time benchmark's package writer.
    .testTarget(
      name: "CompileBenchmarkTests",
      dependencies: ["observable-structs-compile-benchmark"]
    ),
    // The generator's tests, one target per stage of its sources (lexer, parser, expansion,
    // diagnostics), then the command-line tool, the macro plugin and the fuzzer.
    .testTarget(
      name: "LexerTests",
      dependencies: [
        "ObservableStructsGenerator", "GeneratorTestSupport", "ObservableStructsTestSupport",
      ]
    ),
    .testTarget(
      name: "ParserTests",
      dependencies: ["ObservableStructsGenerator", "GeneratorTestSupport"]
    ),
    // Expansion behaviour, and the golden fixtures (Tests/ExpansionTests/Fixtures) that the
    // macro goldens and the fuzzer read too.
    .testTarget(
      name: "ExpansionTests",
      dependencies: ["ObservableStructsGenerator", "GeneratorTestSupport"],
      exclude: ["Fixtures"]
    ),
    .testTarget(
      name: "DiagnosticsTests",
      dependencies: ["ObservableStructsGenerator", "GeneratorTestSupport"]
    ),
    // The command-line tool, run as built. The executable is a dependency so that the tests
    // always find it built.
    .testTarget(
      name: "CLITests",
      dependencies: ["observable-structs", "GeneratorTestSupport"]
    ),
    // The macro: its goldens and its agreement with the build plugin, and the compiler
    // plugin's conversation with the compiler (framing, messages, replies), in process and
    // as the built executable.
    .testTarget(
      name: "MacroPluginTests",
      dependencies: [
        "ObservableStructsMacros", "ObservableStructsGenerator", "GeneratorTestSupport",
      ]
    ),
    // Fuzzing the generator with mutated golden inputs and macro requests.
    .testTarget(
      name: "FuzzTests",
      dependencies: [
        "ObservableStructsGenerator", "GeneratorTestSupport", "ObservableStructsTestSupport",
      ]
    ),
    // What the generator's test targets share: golden fixtures, text differences, the lexer
    // test helpers, macro requests, sources with position markers and the diagnostics
    // assertion that reads them on either expansion path, the built executables, the
    // repository root. Not a product.
    .target(
      name: "GeneratorTestSupport",
      dependencies: ["ObservableStructsGenerator"],
      path: "Tests/GeneratorTestSupport"
    ),
  ],
  swiftLanguageModes: [.v6]
)
