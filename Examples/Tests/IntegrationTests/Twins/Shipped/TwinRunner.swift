// Copied verbatim into the generated twin package's `TwinRunner` executable. It is compiled
// here as well so that it is type-checked and linted with the rest of the tests.

import Foundation

/// Runs every twin variant's report in a child process and prints each difference from the
/// plain Swift 6 variant, then `N passed, M failed`.
///
/// Children run with deterministic hashing, so hash values agree across processes. A child
/// that crashes (an observer that recurses forever, say) is run again without the scenario it
/// crashed in, and the crash counts as a failed check.
struct TwinRunner {
  /// One compiled variant and the function that produces its report.
  struct Variant {
    /// The module name: `Plain6`, `Macro5`, …
    var name: String
    /// Whether the corpus carries `@ObservableState` in this variant.
    var annotated: Bool
    /// The module's `twinReport()`.
    var report: () -> [String]
    /// Entries left out of this variant because they do not compile, with the first error.
    var uncompiled: [String: String] = [:]
  }

  /// The variants linked into the runner; the first one is the reference.
  var variants: [Variant]
  /// Variants that did not compile, each with the reason to print.
  var missing: [(name: String, reason: String)]

  /// Runs as a child (`--variant NAME [SKIPPED,…]`) or as the comparing parent.
  func main() -> Never {
    let arguments = CommandLine.arguments
    if arguments.count >= 3, arguments[1] == "--variant",
      let variant = variants.first(where: { $0.name == arguments[2] })
    {
      TwinReport.streams = true
      if arguments.count >= 4 {
        TwinReport.skipped = Set(arguments[3].split(separator: ",").map(String.init))
      }
      _ = variant.report()
      exit(0)
    }
    var comparison = TwinComparison()
    for (name, reason) in missing { comparison.fail("FAIL \(name) | not built | \(reason)") }
    let runs = variants.map { run($0) }
    for run in runs {
      for (entry, reason) in run.crashes {
        comparison.fail("FAIL \(run.name) | \(entry) | \(reason)")
      }
    }
    let plain = runs.filter { !$0.annotated }
    let annotated = runs.filter(\.annotated)
    if let reference = plain.first {
      for other in runs.dropFirst() {
        comparison.compare(reference, other, observation: false)
      }
    }
    if let reference = annotated.first {
      for other in annotated.dropFirst() {
        comparison.compare(reference, other, observation: true)
      }
    }
    print(comparison.summary)
    exit(comparison.failed == 0 ? 0 : 1)
  }

  /// Runs one variant's report in child processes until it completes, skipping crashed entries.
  private func run(_ variant: Variant) -> TwinRun {
    var result = TwinRun(name: variant.name, annotated: variant.annotated)
    result.crashes = variant.uncompiled.sorted { $0.key < $1.key }.map {
      ($0.key, "does not compile: \($0.value)")
    }
    let uncompiled = result.crashes.count
    while true {
      let skipped = result.crashes.dropFirst(uncompiled).map(\.entry).joined(separator: ",")
      let (status, output) = child(variant.name, skipped: skipped)
      let lines = output.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
      if status == 0 {
        result.lines = lines.filter { !$0.hasPrefix("# ") }
        return result
      }
      let entry = lines.last(where: { $0.hasPrefix("# ") }).map { String($0.dropFirst(2)) }
      guard let entry, !result.crashes.contains(where: { $0.entry == entry }) else {
        result.crashes.append((entry ?? "(before any scenario)", "exited with status \(status)"))
        result.lines = lines.filter { !$0.hasPrefix("# ") }
        return result
      }
      result.crashes.append((entry, "crashed or hung: exit status \(status) (128 + signal)"))
    }
  }

  /// Launches this executable as a child for `name`; returns its status and standard output.
  private func child(_ name: String, skipped: String) -> (Int32, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = ["--variant", name] + (skipped.isEmpty ? [] : [skipped])
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_DETERMINISTIC_HASHING"] = "1"
    environment["SWIFT_BACKTRACE"] = "enable=no"
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return (-1, "") }
    // A scenario that never ends (an observer that keeps reassigning) is killed and reported.
    let child = TwinChild(process: process)
    DispatchQueue.global().asyncAfter(deadline: .now() + 60) {
      if child.process.isRunning { child.process.terminate() }
    }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let status =
      process.terminationReason == .uncaughtSignal
      ? 128 + process.terminationStatus : process.terminationStatus
    return (status, String(decoding: data, as: UTF8.self))
  }
}

/// One variant's report as the child printed it, and the scenarios it crashed in.
struct TwinRun {
  /// The variant's module name.
  var name: String
  /// Whether the variant is annotated.
  var annotated: Bool
  /// The report lines, `entry | label | value`.
  var lines: [String] = []
  /// Entries whose scenario crashed the child, with how it ended.
  var crashes: [(entry: String, reason: String)] = []
}

/// A child process handed to the timer that ends it if it runs too long.
final class TwinChild: @unchecked Sendable {
  /// The child; only `isRunning` and `terminate()` are used from the timer.
  let process: Process

  init(process: Process) {
    self.process = process
  }
}
