import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs `swift build` in a generated package and measures the processor time it takes.
struct BuildRunner {
  /// Extra arguments for every `swift build`, such as `-Xswiftc` flags.
  var extraArguments: [String] = []

  /// A failed build: its arguments and the tail of its output.
  struct Failure: Error, CustomStringConvertible {
    /// What was run and what it printed last.
    var description: String
  }

  /// Builds `target` (or the whole package) of the package at `package` and returns its
  /// processor time in seconds (see ``run(_:)``). The build's output is kept only when it fails.
  @discardableResult
  func build(_ package: URL, target: String? = nil) throws -> Double {
    var arguments = ["build", "--package-path", package.path]
    if let target { arguments += ["--target", target] }
    return try run(arguments + extraArguments)
  }

  /// Runs `swift` with `arguments` and returns the processor time, user and system, that it and
  /// every process it started (the compiler jobs, the build plugin's tool, the macro's compiler
  /// plugin) took, in seconds. Unlike wall time, this hardly moves when other work shares the
  /// machine, and it counts what a build costs on any number of cores.
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
    let start = childProcessorSeconds()
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
      throw Failure(
        description: "swift \(arguments.joined(separator: " ")) failed:\n"
          + output.split(separator: "\n").suffix(30).joined(separator: "\n"))
    }
    return childProcessorSeconds() - start
  }

  /// The user and system time of every child process this one has waited for, in seconds;
  /// a child's own waited-for children are included in its figure.
  private func childProcessorSeconds() -> Double {
    var usage = rusage()
    #if canImport(Glibc)
      getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage)
    #else
      getrusage(RUSAGE_CHILDREN, &usage)
    #endif
    let seconds = { (time: timeval) in Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
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
