import Foundation

/// Folders of this checkout, found from this file's own path.
enum Checkout {
  /// The repository root (`Examples/Tests/IntegrationTests/<file>` is four levels down).
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  /// The Examples package.
  static let examples = root.appendingPathComponent("Examples")
  /// The package of deliberately broken targets whose diagnostics the tests pin.
  static let diagnosticsFixture = root.appendingPathComponent(
    "Examples/IntegrationFixtures/DiagnosticsPackage")
  /// The package with one target per way in: the build plugin alone, and the macro.
  static let pluginOnlyFixture = root.appendingPathComponent(
    "Examples/IntegrationFixtures/PluginOnlyPackage")
}

/// Runs `swift build` on a package in a child process and captures what it printed.
struct SwiftBuild {
  /// What one build printed, and how it ended.
  struct Outcome {
    /// The exit status: 0 when the build succeeded.
    var status: Int32
    /// Standard output and standard error, interleaved as printed.
    var output: String
    /// The output's lines.
    var lines: [String] { output.split(separator: "\n").map(String.init) }
    /// How many times the build ran the generator (one "Expanding …" line per annotated file).
    var expansions: Int { lines.count { $0.contains("Expanding @ObservableState in ") } }
  }

  /// The package to build.
  var package: URL
  /// The build folder; a separate one lets a test build while `swift test` holds the default.
  var scratch: URL

  /// Builds with extra `arguments` (`["--target", "X"]`) and waits for the build to end.
  ///
  /// A build whose `swift-build` is killed by a signal (seen on a loaded machine, inside the
  /// toolchain's own event loop, in code these tests do not exercise) is run once more, as
  /// `SwiftCommand` runs its commands, and the crash is printed so the log keeps it. A failure
  /// of the code under test ends with an exit status, never a signal of the tool, so a second
  /// crash is returned as it is and fails the test.
  func run(_ arguments: [String] = []) throws -> Outcome {
    let first = try runOnce(arguments)
    guard first.diedOfASignal else { return first.outcome }
    print(
      "note: 'swift build \(arguments.joined(separator: " "))' was killed by signal "
        + "\(first.outcome.status); running it once more. What it printed:\n"
        + first.outcome.output)
    return try runOnce(arguments).outcome
  }

  /// Builds once; also tells whether `swift-build` died of a signal.
  private func runOnce(_ arguments: [String]) throws -> (outcome: Outcome, diedOfASignal: Bool) {
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    let log = scratch.appendingPathComponent("integration-test-build.log")
    try Data().write(to: log)
    let handle = try FileHandle(forWritingTo: log)
    defer { try? handle.close() }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
      ["swift", "build", "--package-path", package.path, "--scratch-path", scratch.path]
      + arguments
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
    process.waitUntilExit()
    let output = try String(contentsOf: log, encoding: .utf8)
    return (
      Outcome(status: process.terminationStatus, output: output),
      process.terminationReason == .uncaughtSignal
    )
  }
}
