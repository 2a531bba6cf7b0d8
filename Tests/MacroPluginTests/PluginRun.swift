import Foundation
import GeneratorTestSupport
import XCTest

@testable import ObservableStructsMacros

/// One run of the built plugin executable: bytes in on standard input, frames out of standard
/// output, and how the process ended.
///
/// Input is written from another thread while output is read, so a large conversation cannot
/// deadlock on full pipes; a run that takes over a minute is killed and reported.
final class PluginRun {
  /// The replies' payloads, in order.
  private(set) var replies: [[UInt8]] = []
  /// How the process ended.
  private(set) var terminationReason: Process.TerminationReason = .exit
  /// The exit status, or the signal that ended the process.
  private(set) var terminationStatus: Int32 = 0
  /// What the plugin wrote to standard error.
  private(set) var errorText = ""
  /// Wall time from launch to exit.
  private(set) var seconds = 0.0
  /// The largest resident size seen while the input stayed open (Linux only; else 0).
  private(set) var peakMemoryKilobytes = 0

  /// Runs the plugin over `input`. With `holdOpenSeconds`, standard input stays open that long
  /// after the bytes are written, while the plugin's memory is sampled.
  init(input: [UInt8], holdOpenSeconds: Double = 0) throws {
    signal(SIGPIPE, SIG_IGN)
    let start = Date()
    let launched = try Launched()
    defer { launched.watchdog.cancel() }
    let process = launched.process

    let group = DispatchGroup()
    let collected = Collected()
    group.enter()
    DispatchQueue.global().async { [stdout = launched.output] in
      collected.output = stdout.fileHandleForReading.readDataToEndOfFile()
      group.leave()
    }
    group.enter()
    DispatchQueue.global().async { [stderr = launched.errors] in
      collected.errors = stderr.fileHandleForReading.readDataToEndOfFile()
      group.leave()
    }
    let written = DispatchSemaphore(value: 0)
    DispatchQueue.global().async { [stdin = launched.input] in
      // The plugin may exit before reading everything; a broken pipe is expected then.
      try? stdin.fileHandleForWriting.write(contentsOf: Data(input))
      written.signal()
    }
    written.wait()
    if holdOpenSeconds > 0 {
      let deadline = Date().addingTimeInterval(holdOpenSeconds)
      while Date() < deadline && process.isRunning {
        peakMemoryKilobytes = max(
          peakMemoryKilobytes, Self.peakResidentKilobytes(process.processIdentifier))
        Thread.sleep(forTimeInterval: 0.05)
      }
    }
    try? launched.input.fileHandleForWriting.close()
    group.wait()
    process.waitUntilExit()
    seconds = Date().timeIntervalSince(start)
    terminationReason = process.terminationReason
    terminationStatus = process.terminationStatus
    errorText = String(decoding: collected.errors, as: UTF8.self)
    replies = Self.frames(in: [UInt8](collected.output))
  }

  /// Asserts that the process exited by itself with `status` (a crash ends by signal).
  func assertExitedCleanly(status: Int32, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(
      terminationReason, .exit, "plugin crashed with signal \(terminationStatus): \(errorText)",
      file: file, line: line)
    XCTAssertEqual(terminationStatus, status, errorText, file: file, line: line)
  }

  /// The plugin executable started with a pipe on each standard stream, and a watchdog that
  /// ends it after a minute; whoever launches it cancels the watchdog when done with it.
  struct Launched {
    /// The running plugin.
    let process = Process()
    /// The plugin's standard input.
    let input = Pipe()
    /// The plugin's standard output.
    let output = Pipe()
    /// The plugin's standard error.
    let errors = Pipe()
    /// Ends the plugin a minute after launch unless cancelled.
    let watchdog: DispatchWorkItem

    /// Starts the plugin executable and its watchdog.
    init() throws {
      process.executableURL = try PluginRun.executable()
      process.standardInput = input
      process.standardOutput = output
      process.standardError = errors
      try process.run()
      watchdog = DispatchWorkItem { [process] in process.terminate() }
      DispatchQueue.global().asyncAfter(deadline: .now() + 60, execute: watchdog)
    }
  }

  /// Output and error bytes gathered by the reading threads.
  private final class Collected: @unchecked Sendable {
    var output = Data()
    var errors = Data()
  }

  // MARK: - Building input

  /// An 8-byte little-endian frame header announcing `length` bytes.
  static func header(_ length: UInt64) -> [UInt8] {
    (0..<8).map { UInt8(truncatingIfNeeded: length >> (8 * $0)) }
  }

  /// A whole frame carrying `json`.
  static func frame(_ json: String) -> [UInt8] {
    FrameWriter.frame(Array(json.utf8))
  }

  /// An `expandAttachedMacro` message for `@ObservableState` in `role` on `declaration`.
  static func attachedMessage(role: String, declaration: String) throws -> String {
    let location: [String: Any] = [
      "fileID": "App/Huge.swift", "fileName": "/src/App/Huge.swift", "offset": 0, "line": 1,
      "column": 1,
    ]
    let message: [String: Any] = [
      "expandAttachedMacro": [
        "macro": [
          "moduleName": "ObservableStructsMacros", "typeName": "ObservableStateMacro",
          "name": "ObservableState",
        ],
        "macroRole": role, "discriminator": "d", "lexicalContext": [] as [Any],
        "attributeSyntax": [
          "kind": "attribute", "source": "\n@ObservableState", "location": location,
        ],
        "declSyntax": ["kind": "declaration", "source": declaration, "location": location],
      ]
    ]
    let data = try JSONSerialization.data(withJSONObject: message)
    return String(decoding: data, as: UTF8.self)
  }

  // MARK: - Reading output

  /// The payloads of the frames in `bytes`; a trailing partial frame is dropped.
  static func frames(in bytes: [UInt8]) -> [[UInt8]] {
    var frames: [[UInt8]] = []
    var offset = 0
    while offset + 8 <= bytes.count {
      let length = bytes[offset..<offset + 8].reversed().reduce(0) { $0 << 8 | Int($1) }
      guard length >= 0, offset + 8 + length <= bytes.count else { break }
      frames.append(Array(bytes[offset + 8..<offset + 8 + length]))
      offset += 8 + length
    }
    return frames
  }

  /// Whether `reply` is an expansion result, in the current or a legacy shape, that carries an
  /// error diagnostic and no source.
  static func isErrorReply(_ reply: [UInt8]) -> Bool {
    guard let object = try? WireFixtures.object(reply), object.count == 1,
      let result = object.values.first as? [String: Any],
      let diagnostics = result["diagnostics"] as? [[String: Any]]
    else { return false }
    return result["expandedSource"] as? String == nil
      && result["expandedSources"] as? [String] == nil
      && diagnostics.contains { $0["severity"] as? String == "error" }
  }

  // MARK: - Process helpers

  /// The peak resident set size of process `pid` in kilobytes, from `/proc` (0 elsewhere).
  static func peakResidentKilobytes(_ pid: Int32) -> Int {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
    else { return 0 }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
      return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }
    return 0
  }

  /// The plugin executable SwiftPM builds beside the test bundle.
  static func executable() throws -> URL {
    try BuiltProduct.executable(named: ["ObservableStructsMacros-tool", "ObservableStructsMacros"])
  }
}
