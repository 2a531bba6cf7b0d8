import Foundation

/// Runs `swift build` in a generated package and measures its wall time.
struct BuildRunner {
  /// Extra arguments for every `swift build`, such as `-Xswiftc` flags.
  var extraArguments: [String] = []

  /// A failed build: its arguments and the tail of its output.
  struct Failure: Error, CustomStringConvertible {
    /// What was run and what it printed last.
    var description: String
  }

  /// Builds `target` (or the whole package) of the package at `package` and returns the wall
  /// time in seconds. The build's output is kept only when it fails.
  @discardableResult
  func build(_ package: URL, target: String? = nil) throws -> Double {
    var arguments = ["build", "--package-path", package.path]
    if let target { arguments += ["--target", target] }
    return try run(arguments + extraArguments)
  }

  /// Runs `swift` with `arguments` and returns its wall time in seconds.
  func run(_ arguments: [String]) throws -> Double {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift"] + arguments
    let log = FileManager.default.temporaryDirectory.appendingPathComponent(
      "compile-benchmark-\(ProcessInfo.processInfo.processIdentifier).log")
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    let handle = try FileHandle(forWritingTo: log)
    defer {
      try? handle.close()
      try? FileManager.default.removeItem(at: log)
    }
    process.standardOutput = handle
    process.standardError = handle
    let clock = ContinuousClock()
    let start = clock.now
    try process.run()
    process.waitUntilExit()
    let elapsed = start.duration(to: clock.now)
    guard process.terminationStatus == 0 else {
      let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
      throw Failure(
        description: "swift \(arguments.joined(separator: " ")) failed:\n"
          + output.split(separator: "\n").suffix(30).joined(separator: "\n"))
    }
    let parts = elapsed.components
    return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
  }

  /// Sets the modification time of every file of `target` to now, so that the next build
  /// recompiles (and for the plugin, regenerates) all of them.
  static func touchSources(of target: String, in package: URL) throws {
    let folder = package.appendingPathComponent("Sources/\(target)")
    let now = Date()
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
      try FileManager.default.setAttributes(
        [.modificationDate: now], ofItemAtPath: folder.appendingPathComponent(name).path)
    }
  }
}
