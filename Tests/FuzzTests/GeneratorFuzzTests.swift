import Foundation
import GeneratorTestSupport
import ObservableStructsGenerator
import ObservableStructsTestSupport
import XCTest

/// Fuzzing the generator with broken versions of the golden inputs: every input truncated at
/// every byte, then token-level mutants, then mutated macro requests in every role.
///
/// Each run is seeded and bounded. The seed is printed; `FUZZ_SEED=…` reproduces a run, and
/// `FUZZ_MUTANTS=…` asks for more token mutants than the default, and `FUZZ_CRASH_FILE=PATH`
/// writes each input to PATH before expanding it, so that the input of a trap survives it. For every mutant the
/// generator must return (no trap) within two seconds with an output or an error, report
/// diagnostics whose line and column match their offset, leave a file without annotations
/// byte for byte alone, and leave no macro attribute in its output. A failure prints the input
/// shrunk to a minimal reproduction.
final class GeneratorFuzzTests: XCTestCase {
  /// The slowest one expansion may be.
  static let slowLimitSeconds = 2.0
  /// After this long the watchdog assumes an endless loop and stops the process.
  static let hangLimitSeconds = 30.0
  /// The number of mutants (a) and (b) must reach together.
  static let minimumMutants = 100_000
  /// Inputs longer than this are truncated at this many evenly spread offsets only.
  static let truncationCap = 4_096
  /// The file name diagnostics carry.
  static let fileName = "Fuzz.swift"

  private var watchdog: FuzzWatchdog!
  private var report = FuzzReport()

  override func setUp() {
    super.setUp()
    watchdog = FuzzWatchdog(limitSeconds: Self.hangLimitSeconds)
    report = FuzzReport()
  }

  override func tearDown() {
    watchdog.stop()
    for failure in report.failures { XCTFail(failure) }
    for (property, count) in report.counts.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
      print("fuzz: \(count) inputs violated '\(property.rawValue)'")
    }
    super.tearDown()
  }

  // MARK: - (a) truncation

  func testEveryGoldenInputTruncatedAtEveryOffset() throws {
    let fixtures = try Self.fixtures()
    XCTAssertFalse(fixtures.isEmpty)
    watchdog.setLabel("truncation, no seed needed")
    let start = Date()
    var count = 0
    for fixture in fixtures {
      for offset in Self.truncationOffsets(fixture.bytes.count) {
        check(Array(fixture.bytes[..<offset]), origin: "\(fixture.name) cut at \(offset)")
        count += 1
      }
    }
    print(
      "fuzz: \(count) truncated inputs from \(fixtures.count) fixtures in "
        + String(format: "%.1f s", Date().timeIntervalSince(start)))
  }

  // MARK: - (b) token mutations

  func testTokenMutantsOfGoldenInputs() throws {
    let fixtures = try Self.fixtures()
    XCTAssertFalse(fixtures.isEmpty)
    let truncations = fixtures.reduce(0) { $0 + Self.truncationOffsets($1.bytes.count).count }
    let requested = ProcessInfo.processInfo.environment["FUZZ_MUTANTS"].flatMap { Int($0) }
    let total = requested ?? max(20_000, Self.minimumMutants + 5_000 - truncations)
    let seed = SeededRandom.seed
    print("fuzz: seed \(seed) (set FUZZ_SEED=\(seed) to reproduce)")
    watchdog.setLabel("token mutants, FUZZ_SEED=\(seed)")
    let start = Date()
    var count = 0
    for (index, fixture) in fixtures.enumerated() {
      var random = SeededRandom(seed: seed, stream: UInt64(index))
      let mutator = SourceMutator(fixture.bytes)
      let share = (total - count) / (fixtures.count - index)
      for round in 0..<share {
        check(
          mutator.mutant(using: &random), origin: "\(fixture.name) mutant \(round)",
          sourceLocations: round % 2 == 1)
        count += 1
      }
    }
    print(
      "fuzz: \(count) token mutants + \(truncations) truncations = \(count + truncations) "
        + "mutants in " + String(format: "%.1f s", Date().timeIntervalSince(start)))
    XCTAssertGreaterThanOrEqual(count + truncations, Self.minimumMutants)
  }

  // MARK: - MacroExpander

  func testMacroExpanderInEveryRoleWithMutatedDeclarations() throws {
    let fixtures = try Self.fixtures()
    let seed = SeededRandom.seed
    watchdog.setLabel("macro requests, FUZZ_SEED=\(seed)")
    var random = SeededRandom(seed: seed, stream: 0xAC)
    let mutators = fixtures.map { SourceMutator($0.bytes) }
    let start = Date()
    var count = 0
    for round in 0..<12_000 {
      let whole = random.pick(mutators).mutant(using: &random)
      let request = MacroRequestMaker.request(from: whole, using: &random)
      let input = Array(request.declarationSource.utf8)
      let (response, seconds) = watchdog.watch(input) { MacroExpander.expand(request) }
      for problem in MacroOracle.problems(response, request, seconds: seconds) {
        report.record(
          problem, origin: "macro request \(round) (FUZZ_SEED=\(seed))",
          reproduction: MacroRequestMaker.describe(request))
      }
      count += 1
    }
    print(
      "fuzz: \(count) macro requests in "
        + String(format: "%.1f s", Date().timeIntervalSince(start))
    )
  }

  // MARK: - Checking one input

  private func check(_ bytes: [UInt8], origin: String, sourceLocations: Bool = false) {
    let file = Self.fileName
    let (result, seconds) = watchdog.watch(bytes) {
      ObservableStructsGenerator.expand(
        SourceText(bytes: bytes), file: file, sourceLocationFile: sourceLocations ? file : nil)
    }
    for problem in GeneratorOracle.problems(result, input: bytes, seconds: seconds) {
      guard report.wantsExample(of: problem.property) else {
        report.count(problem.property)
        continue
      }
      // A slow input is reported whole: shrinking it would take as long again per try.
      let minimal =
        problem.property == .slow
        ? bytes
        : SourceMutator.minimize(bytes) { candidate in
          let again = ObservableStructsGenerator.expand(
            SourceText(bytes: candidate), file: file,
            sourceLocationFile: sourceLocations ? file : nil)
          return GeneratorOracle.problems(again, input: candidate, seconds: 0)
            .contains { $0.property == problem.property }
        }
      report.record(
        problem, origin: origin + (sourceLocations ? " (with #sourceLocation)" : ""),
        reproduction: String(reflecting: String(decoding: minimal, as: UTF8.self)))
    }
  }

  // MARK: - Inputs

  /// A golden input's name and bytes.
  struct Fixture {
    var name: String
    var bytes: [UInt8]
  }

  /// Every golden input present now (other fixtures may be added at any time).
  static func fixtures() throws -> [Fixture] {
    try GoldenFixture.fixtureNames.map { name in
      let fixture = GoldenFixture(name: name, directory: GoldenFixture.fixturesDirectory)
      return Fixture(name: name, bytes: [UInt8](try Data(contentsOf: fixture.url(.input))))
    }
  }

  /// The offsets to cut an input of `count` bytes at: all of them, or evenly spread ones for
  /// inputs longer than ``truncationCap``.
  static func truncationOffsets(_ count: Int) -> [Int] {
    guard count > truncationCap else { return Array(0...count) }
    return (0...truncationCap).map { $0 * count / truncationCap }
  }
}

/// The failures of a fuzz run, one minimized example per property.
struct FuzzReport {
  private(set) var failures: [String] = []
  private var reported: Set<FuzzProperty> = []
  /// How many inputs violated each property.
  private(set) var counts: [FuzzProperty: Int] = [:]

  /// Counts one more input violating `property`.
  mutating func count(_ property: FuzzProperty) {
    counts[property, default: 0] += 1
  }

  /// Whether no example of `property` has been recorded yet (later ones are only counted).
  func wantsExample(of property: FuzzProperty) -> Bool {
    !reported.contains(property)
  }

  /// Records a violated property with where it came from and a reproduction.
  mutating func record(_ problem: FuzzProblem, origin: String, reproduction: String) {
    count(problem.property)
    guard reported.insert(problem.property).inserted else { return }
    failures.append(
      "\(problem.property.rawValue): \(problem.detail)\n  from: \(origin)\n"
        + "  minimal input: \(reproduction)")
  }
}
