import Foundation
import GeneratorTestSupport
import ObservableStructsGenerator

/// Compiles the build plugin's output for a few files as a module of its own, against the
/// runtime built once as a separate module, the way a package that uses the plugin compiles:
/// each file as its own primary, so that what a file can see of the others is what an
/// incremental debug build gives it.
enum PluginModuleBuild {
  /// A compilation's outcome: whether it succeeded and what the compiler printed.
  struct Outcome {
    /// The compiler's exit status for each file compiled as the primary, in order.
    var statuses: [Int32] = []
    /// The error lines, and the compiler's crash report if it crashed.
    var problems: [String] = []
    /// The warnings, one line each: the generator's, then the compiler's for each primary.
    var warnings: [String] = []
  }

  /// The folder holding `ObservableStructs.swiftmodule`, the runtime's sources compiled once
  /// per test run; it takes a few seconds.
  static let runtimeModule: Result<URL, any Error> = Result {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("runtime-module-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let runtime = Repository.root
      .appendingPathComponent("Sources/ObservableStructs")
    let sources = try FileManager.default.subpathsOfDirectory(atPath: runtime.path)
      .filter { $0.hasSuffix(".swift") }.sorted().map { runtime.appendingPathComponent($0).path }
    let (status, printed) = try run(
      [
        "swiftc", "-emit-module", "-parse-as-library", "-module-name", "ObservableStructs",
        "-package-name", "ObservableStructsTests",
        "-emit-module-path", folder.appendingPathComponent("ObservableStructs.swiftmodule").path,
      ] + sources)
    guard status == 0 else { throw RuntimeBuildFailed(description: printed) }
    return folder
  }

  /// Expands each of `files` (name → annotated text) as the build plugin does and compiles
  /// the outputs as module `Model` to SIL (so that the definite-initialization checks run),
  /// once with each file as the primary, in `swiftVersion`'s language mode with `arguments`.
  static func compile(
    _ files: [(name: String, text: String)], swiftVersion: String, arguments: [String] = []
  ) throws -> Outcome {
    let runtime = try runtimeModule.get()
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("plugin-module-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var paths: [String] = []
    var outcome = Outcome()
    for file in files {
      let expansion = ObservableStructsGenerator.expand(
        SourceText(file.text), file: file.name, sourceLocationFile: file.name)
      guard let output = expansion.output else {
        return Outcome(statuses: [1], problems: expansion.diagnostics.map { "\($0)" })
      }
      outcome.warnings += expansion.diagnostics.filter { $0.severity == .warning }.map {
        "\(file.name):\($0.line):\($0.column): warning: \($0.message)"
      }
      let path = folder.appendingPathComponent(file.name).path
      try output.write(toFile: path, atomically: true, encoding: .utf8)
      paths.append(path)
    }
    for primary in paths {
      let others = paths.filter { $0 != primary }
      let (status, printed) = try run(
        [
          "swiftc", "-frontend", "-emit-sil", "-o", "/dev/null", "-module-name", "Model",
          "-package-name", "ObservableStructsTests", "-swift-version", swiftVersion,
          "-I", runtime.path, "-primary-file", primary,
        ] + others + arguments)
      outcome.statuses.append(status)
      let lines = printed.split(separator: "\n").map(String.init)
      outcome.problems += lines.filter { $0.contains(": error:") }
      // The first line of each warning; the lines that draw the source after it start with
      // a space or a bar.
      outcome.warnings += lines.filter {
        $0.contains(": warning:") && !$0.hasPrefix(" ") && !$0.hasPrefix("|")
      }
      if status != 0 && !lines.contains(where: { $0.contains(": error:") }) {
        outcome.problems.append(printed)
      }
    }
    return outcome
  }

  /// Runs `arguments` through `env` and returns the exit status and everything printed.
  private static func run(_ arguments: [String]) throws -> (Int32, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    let output = Pipe()
    process.standardError = output
    process.standardOutput = output
    try process.run()
    let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, printed)
  }
}

/// The error thrown when the runtime does not compile as a module of its own.
struct RuntimeBuildFailed: Error, CustomStringConvertible {
  /// What the compiler printed.
  var description: String
}
