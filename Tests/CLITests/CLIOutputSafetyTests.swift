import Foundation
import GeneratorTestSupport
import XCTest

/// The built `observable-structs` executable writing with `--output DIR`: whatever the input
/// file names, nothing is written outside DIR, a failure leaves no half-written file, and the
/// exit status says what happened (0 written, 1 an input failed, 2 a usage error). Writing
/// all-or-nothing and `--check` are covered by `CLIWriteAndCheckTests`.
final class CLIOutputSafetyTests: XCTestCase {
  /// A scratch directory holding `in/` (inputs) and `out/` (the output directory).
  private var sandbox: URL!
  private var inputs: URL { sandbox.appendingPathComponent("in") }
  private var outputs: URL { sandbox.appendingPathComponent("out") }

  private static let annotated = "@ObservableState\nstruct State {\n  var count = 0\n}\n"

  override func setUpWithError() throws {
    sandbox = FileManager.default.temporaryDirectory
      .appendingPathComponent("cli-output-safety-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: inputs, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: sandbox)
  }

  // MARK: - Names

  func testNamesThatAreDotsOrEmptyAreRefused() throws {
    for name in [".observable", "..observable", "...observable"] {
      let run = try expandAnnotatedInput(named: name)
      XCTAssertEqual(run.status, 1, name)
      XCTAssertTrue(run.errors.contains("cannot name an output file"), run.errors)
      try assertOutputs([], name)
    }
    try assertNothingOutsideOutputs()
  }

  func testDotDotSegmentsInTheInputPathAreHarmless() throws {
    try write(Self.annotated, to: "State.swift.observable")
    try FileManager.default.createDirectory(
      at: inputs.appendingPathComponent("sub"), withIntermediateDirectories: true)
    let run = try expand(["in/sub/../State.swift.observable"], in: sandbox)
    XCTAssertEqual(run.status, 0, run.errors)
    try assertOutputs(["State.swift"])
    try assertNothingOutsideOutputs()
  }

  func testAbsoluteInputAndOutputPaths() throws {
    let run = try expandAnnotatedInput(named: "State.swift.observable")
    XCTAssertEqual(run.status, 0, run.errors)
    try assertOutputs(["State.swift"])
  }

  func testSpacesAndUnicodeInNames() throws {
    let name = "My State é 🙂.swift.observable"
    let run = try expandAnnotatedInput(named: name)
    XCTAssertEqual(run.status, 0, run.errors)
    try assertOutputs(["My State é 🙂.swift"])
  }

  func testLineBreaksInTheNameCannotEscapeTheHeaderComment() throws {
    let name = "a\nlet injected = 1\n.swift.observable"
    let run = try expandAnnotatedInput(named: name)
    XCTAssertEqual(run.status, 0, run.errors)
    let written = try String(
      contentsOf: outputs.appendingPathComponent("a\nlet injected = 1\n.swift"), encoding: .utf8)
    XCTAssertFalse(
      written.split(separator: "\n").contains("let injected = 1"),
      "the input name became code:\n\(written)")
  }

  func testTwoInputsWithTheSameNameDoNotOverwriteEachOther() throws {
    for directory in ["a", "b"] {
      try FileManager.default.createDirectory(
        at: inputs.appendingPathComponent(directory), withIntermediateDirectories: true)
      try write(Self.annotated, to: "\(directory)/State.swift.observable")
    }
    let run = try expand(
      ["in/a/State.swift.observable", "in/b/State.swift.observable"], in: sandbox)
    XCTAssertEqual(run.status, 1)
    XCTAssertTrue(run.errors.contains("would both be written"), run.errors)
    try assertOutputs([], "a clash writes neither file")
  }

  // MARK: - Failures leave nothing behind

  func testDirectoryAsInputIsAnError() throws {
    let run = try expand([inputs.path])
    XCTAssertEqual(run.status, 1)
    XCTAssertTrue(run.errors.contains("not a readable file"), run.errors)
    try assertOutputs([])
  }

  func testMissingInputIsAnError() throws {
    let run = try expand([inputs.appendingPathComponent("Missing.swift.observable").path])
    XCTAssertEqual(run.status, 1)
    XCTAssertTrue(run.errors.contains("cannot read"), run.errors)
  }

  func testInputWithErrorsWritesNothing() throws {
    try write(
      "@ObservableState\nstruct State {\n  var text = \"open\n}\n", to: "Bad.swift.observable")
    let run = try expand([inputs.appendingPathComponent("Bad.swift.observable").path])
    XCTAssertEqual(run.status, 1)
    XCTAssertTrue(run.errors.contains("error:"), run.errors)
    try assertOutputs([])
  }

  func testUnwritableDestinationLeavesNoHalfFile() throws {
    try write(Self.annotated, to: "State.swift.observable")
    // A directory where the output file should go: the final rename must fail.
    try FileManager.default.createDirectory(
      at: outputs.appendingPathComponent("State.swift/inner"), withIntermediateDirectories: true)
    let run = try expand([inputs.appendingPathComponent("State.swift.observable").path])
    XCTAssertEqual(run.status, 1)
    XCTAssertTrue(run.errors.contains("cannot write"), run.errors)
    try assertOutputs(["State.swift"], "no temporary file may be left behind")
    try assertNothingOutsideOutputs()
  }

  func testSymlinkInTheOutputDirectoryIsReplacedNotFollowed() throws {
    try write(Self.annotated, to: "State.swift.observable")
    let outside = sandbox.appendingPathComponent("outside.swift")
    try Data("untouched".utf8).write(to: outside)
    try FileManager.default.createDirectory(at: outputs, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: outputs.appendingPathComponent("State.swift"), withDestinationURL: outside)
    let run = try expand([inputs.appendingPathComponent("State.swift.observable").path])
    XCTAssertEqual(run.status, 0, run.errors)
    XCTAssertEqual(try String(contentsOf: outside, encoding: .utf8), "untouched")
  }

  // MARK: - Usage errors

  func testUsageErrorsExitWithTwo() throws {
    try write(Self.annotated, to: "State.swift.observable")
    let input = inputs.appendingPathComponent("State.swift.observable").path
    for arguments in [
      ["expand", input, "--output"], ["expand", "--output", "", input],
      ["expand", "--bogus", input],
      ["expand", "--output", outputs.path], ["frobnicate"], [],
    ] {
      let run = try CLIRun(arguments: arguments, in: sandbox)
      XCTAssertEqual(run.status, 2, "\(arguments): \(run.errors)")
      XCTAssertTrue(run.errors.hasPrefix("error: "), run.errors)
    }
    try assertOutputs([])
  }

  // MARK: - Helpers

  private func write(_ text: String, to name: String) throws {
    try Data(text.utf8).write(to: inputs.appendingPathComponent(name))
  }

  private func expand(_ files: [String], in directory: URL? = nil) throws -> CLIRun {
    try CLIRun(arguments: ["expand", "--output", outputs.path] + files, in: directory ?? sandbox)
  }

  /// Writes the annotated source to the input file `name` and runs the executable on that
  /// file, named by its absolute path.
  private func expandAnnotatedInput(named name: String) throws -> CLIRun {
    try write(Self.annotated, to: name)
    return try expand([inputs.appendingPathComponent(name).path])
  }

  /// Asserts that the output directory holds exactly `names` (or does not exist, for none).
  private func assertOutputs(
    _ names: Set<String>, _ message: String = "", file: StaticString = #filePath, line: UInt = #line
  ) throws {
    let present = (try? FileManager.default.contentsOfDirectory(atPath: outputs.path)) ?? []
    XCTAssertEqual(Set(present), names, message, file: file, line: line)
  }

  /// Asserts that the sandbox holds nothing but `in/`, `out/` and the test's own files.
  private func assertNothingOutsideOutputs(file: StaticString = #filePath, line: UInt = #line)
    throws
  {
    let present = try FileManager.default.contentsOfDirectory(atPath: sandbox.path)
    XCTAssertEqual(
      Set(present).subtracting(["in", "out", "outside.swift"]), [], file: file, line: line)
  }
}

/// One run of the built `observable-structs` executable.
struct CLIRun {
  var status: Int32
  var output: String
  var errors: String

  /// Runs the executable with `arguments` in `directory` and waits (at most a minute).
  init(arguments: [String], in directory: URL) throws {
    let process = Process()
    process.executableURL = try Self.executable()
    process.arguments = arguments
    process.currentDirectoryURL = directory
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardOutput = stdout
    process.standardError = stderr
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let watchdog = DispatchWorkItem { [process] in process.terminate() }
    DispatchQueue.global().asyncAfter(deadline: .now() + 60, execute: watchdog)
    defer { watchdog.cancel() }
    let errorData = stderr.fileHandleForReading.readDataToEndOfFile()
    let outputData = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    XCTAssertEqual(process.terminationReason, .exit, "observable-structs crashed")
    status = process.terminationStatus
    output = String(decoding: outputData, as: UTF8.self)
    errors = String(decoding: errorData, as: UTF8.self)
  }

  /// The `observable-structs` executable SwiftPM builds beside the test bundle.
  static func executable() throws -> URL {
    try BuiltProduct.executable(named: ["observable-structs"])
  }
}
