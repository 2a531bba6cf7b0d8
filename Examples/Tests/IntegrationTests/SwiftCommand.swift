import Foundation

/// Runs a command (`swift package …`, `bash -c …`) in a child process, in a given folder, and
/// captures what it printed.
struct SwiftCommand {
  /// What one run printed, and how it ended.
  struct Outcome {
    /// The exit status: 0 on success.
    var status: Int32
    /// Standard output and standard error, interleaved as printed.
    var output: String
  }

  /// Runs `arguments` (the first one is looked up in `PATH`) in `directory` and waits for the
  /// command to end. The output goes through a file, so a chatty command never blocks on a
  /// full pipe.
  ///
  /// A command that is killed by a signal (the toolchain's own tools, `swift-package` or
  /// `swift-build`, have been seen to crash now and then on a loaded machine, in code of
  /// theirs that these tests do not exercise) is run once more, and the crash is printed so
  /// the log keeps it. A failure of the code under test ends with an exit status, never a
  /// signal of the tool, so a second crash is returned as it is and fails the test.
  static func run(_ arguments: [String], in directory: URL) throws -> Outcome {
    let first = try runOnce(arguments, in: directory)
    guard first.diedOfASignal else { return first.outcome }
    print(
      "note: '\(arguments.joined(separator: " "))' was killed by signal "
        + "\(first.outcome.status); running it once more. What it printed:\n"
        + first.outcome.output)
    return try runOnce(arguments, in: directory).outcome
  }

  /// Runs `arguments` once; also tells whether the command died of a signal.
  private static func runOnce(
    _ arguments: [String], in directory: URL
  ) throws -> (outcome: Outcome, diedOfASignal: Bool) {
    let log = FileManager.default.temporaryDirectory
      .appendingPathComponent("swift-command-\(UUID().uuidString).log")
    try Data().write(to: log)
    defer { try? FileManager.default.removeItem(at: log) }
    let handle = try FileHandle(forWritingTo: log)
    defer { try? handle.close() }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.standardOutput = handle
    process.standardError = handle
    process.standardInput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    let output = try String(contentsOf: log, encoding: .utf8)
    return (
      Outcome(status: process.terminationStatus, output: output),
      process.terminationReason == .uncaughtSignal
    )
  }

  /// Removes `folder` and the lock files SwiftPM leaves in the temporary folder for packages
  /// and build folders inside it (named after their path, `/` replaced by `_`).
  static func removeTemporaryPackage(_ folder: URL) {
    try? FileManager.default.removeItem(at: folder)
    let temporary = FileManager.default.temporaryDirectory
    let prefix = folder.path.replacingOccurrences(of: "/", with: "_")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
    for name in names where name.hasPrefix(prefix) {
      try? FileManager.default.removeItem(at: temporary.appendingPathComponent(name))
    }
  }
}
