import Foundation

/// The command line of `observable-structs-compile-benchmark`.
struct BenchmarkOptions {
  /// Model types per style target.
  var types = 200
  /// Timed rounds; each style's best is reported.
  var rounds = 3
  /// Where the packages are written; a fresh folder under the temporary directory by default.
  var directory: URL?
  /// The checkout the packages depend on; this file's checkout by default.
  var checkout: String
  /// Another checkout whose macro and plugin targets are timed beside this one's,
  /// interleaved, to compare changes.
  var baseline: String?
  /// A local package whose copy of the Composable Architecture's `@ObservableState` macro is
  /// timed beside ours (`--peer PATH`), in a package of its own, interleaved. The package
  /// must provide a library product and module named `ComposableArchitecture` (the module the
  /// peer's expansion names) that declares the macro (with `ObservationStateTracked` and
  /// `ObservationStateIgnored`, behind a macro target), holds the runtime the expansion
  /// calls (`ObservableState`, `ObservableStateID`, `ObservationStateRegistrar`,
  /// `_$isIdentityEqual`) and re-exports `Observation`. The path's last component is the
  /// package's identity. Nothing of the peer is part of this repository.
  var peer: String?
  /// Skips the clean builds of the small packages.
  var skipClean = false
  /// Declares the model types `internal` instead of `public` (`--internal-types`). A struct
  /// that is not public is implicitly `Sendable` when its properties are, which spares the
  /// compiler's region-isolation checks of every function that handles it.
  var internalTypes = false
  /// Extra arguments for every `swift build` (`--build-arg ARG`, repeatable).
  var buildArguments: [String] = []

  static let usage = """
    usage: observable-structs-compile-benchmark [--types N] [--rounds R] [--directory DIR]
             [--checkout PATH] [--baseline PATH] [--skip-clean] [--internal-types]
             [--build-arg ARG]... [--peer PATH]
      --peer PATH  also times the Composable Architecture's @ObservableState macro: PATH is a
                   local package with a library product and module ComposableArchitecture
                   that declares the macro, holds the runtime its expansion calls and
                   re-exports Observation
    """

  /// Parses `arguments` (without the program name); nil after printing usage on bad input.
  static func parse(_ arguments: [String]) -> BenchmarkOptions? {
    // Sources/observable-structs-compile-benchmark/BenchmarkOptions.swift → the checkout.
    let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().path
    var options = BenchmarkOptions(checkout: checkout)
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      if argument == "--skip-clean" {
        options.skipClean = true
        continue
      }
      if argument == "--internal-types" {
        options.internalTypes = true
        continue
      }
      guard let value = remaining.popFirst() else { return nil }
      switch argument {
      case "--types": guard let n = Int(value), n > 0 else { return nil }; options.types = n
      case "--rounds": guard let n = Int(value), n > 0 else { return nil }; options.rounds = n
      case "--directory": options.directory = URL(fileURLWithPath: value)
      case "--checkout": options.checkout = value
      case "--baseline": options.baseline = value
      case "--peer": options.peer = value
      case "--build-arg": options.buildArguments.append(value)
      default: return nil
      }
    }
    return options
  }
}
