import Foundation
import GeneratorTestSupport
import ObservableStructsGenerator
import XCTest

/// Type-checks the build plugin's output for a source text with nothing but the toolchain.
enum PluginOutputTypecheck {
  /// The error lines the compiler prints for the plugin-mode expansion of `text`, compiled
  /// with the runtime's sources as one module (so the test needs nothing but the toolchain).
  static func typecheckErrors(of text: String, file: String) throws -> [String] {
    try typecheck(text, file: file).printed.split(separator: "\n").map(String.init)
      .filter { $0.contains(": error:") }
  }

  /// The compiler's exit status and everything it printed for the plugin-mode expansion of
  /// `text`, named `file` in its `#sourceLocation` directives.
  static func typecheck(_ text: String, file: String) throws -> (status: Int32, printed: String) {
    let output = try XCTUnwrap(
      ObservableStructsGenerator.expand(SourceText(text), file: file, sourceLocationFile: file)
        .output)
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("source-location-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let generated = folder.appendingPathComponent("Generated.swift")
    try output.write(to: generated, atomically: true, encoding: .utf8)
    let runtime = Repository.root
      .appendingPathComponent("Sources/ObservableStructs")
    // The runtime's sources, in its concept folders (the DocC catalog holds none).
    let runtimeFiles = try FileManager.default.subpathsOfDirectory(atPath: runtime.path)
      .filter { $0.hasSuffix(".swift") }.sorted().map { runtime.appendingPathComponent($0).path }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
      ["swiftc", "-typecheck", "-module-name", "ObservableStructs"] + runtimeFiles
      + [generated.path]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = Pipe()
    try process.run()
    let printed = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, printed)
  }
}
