import Foundation
import GeneratorTestSupport
import ObservableStructsGenerator
import Testing

/// Golden tests: every fixture under `Fixtures/` is run through the plugin-mode pipeline and
/// its output and diagnostics are compared with the files checked in beside it.
///
/// A fixture `NAME` is a set of files, all optional except the input:
///
/// - `NAME.input.swift.txt`: the annotated source.
/// - `NAME.expected.swift.txt`: the output without `#sourceLocation` directives.
/// - `NAME.expected-sourcelocation.swift.txt`: the output with directives naming
///   `NAME.input.swift`.
/// - `NAME.diagnostics.txt`: one `LINE:COLUMN: SEVERITY: MESSAGE` line per diagnostic. Without
///   it the fixture must produce no diagnostic at all.
/// - `NAME.pending.txt`: a known generator bug, described inside. The expected files then hold
///   the correct output the generator does not produce yet; a mismatch is only logged, and a
///   match fails so that the marker gets deleted.
///
/// The fixtures carry a `.txt` suffix so that `swift format lint` leaves them alone: generated
/// code and deliberately malformed input are not meant to follow the house style.
///
/// Each fixture is its own test case (`swift test --filter GoldenTests` runs them all; the
/// fixture's name in the test's arguments picks one). To regenerate the expected files after
/// an intended change, run `UPDATE_GOLDENS=1 swift test --filter GoldenTests`, then read every
/// changed file: each must be what a Swift developer expects, and it must compile. Pending
/// fixtures are never rewritten.
@Suite struct GoldenTests {
  @Test("fixture matches its golden files", arguments: GoldenFixture.fixtureNames)
  func fixtureMatchesItsGoldenFiles(_ name: String) throws {
    try check(GoldenFixture(name: name, directory: GoldenFixture.fixturesDirectory))
  }

  @Test func thereAreEnoughFixtures() {
    let fixtures = GoldenFixture.fixtureNames.map {
      GoldenFixture(name: $0, directory: GoldenFixture.fixturesDirectory)
    }
    #expect(fixtures.filter { $0.exists(.expected) }.count >= 40, "input/expected pairs")
    #expect(fixtures.filter { $0.exists(.diagnostics) }.count >= 14, "diagnostics fixtures")
    #expect(
      fixtures.filter { $0.exists(.expectedWithSourceLocation) }.count >= 2,
      "#sourceLocation fixtures")
  }

  private func check(_ fixture: GoldenFixture) throws {
    let input = try fixture.read(.input)
    let plain = ObservableStructsGenerator.expand(
      SourceText(input), file: fixture.inputFileName)
    let diagnostics = plain.diagnostics.map(GoldenFixture.diagnosticLine).joined()
    var actual: [GoldenFixture.Part: String] = [.diagnostics: diagnostics]
    if let output = plain.output {
      actual[.expected] = output
    }
    if fixture.exists(.expectedWithSourceLocation) {
      let located = ObservableStructsGenerator.expand(
        SourceText(input), file: fixture.inputFileName,
        sourceLocationFile: fixture.inputFileName)
      actual[.expectedWithSourceLocation] = located.output
    }
    if GoldenFixture.isUpdating && !fixture.isPending {
      try fixture.update(with: actual)
      return
    }
    try compare(fixture, actual)
  }

  private func compare(_ fixture: GoldenFixture, _ actual: [GoldenFixture.Part: String]) throws {
    var mismatches: [String] = []
    let expectedDiagnostics = fixture.exists(.diagnostics) ? try fixture.read(.diagnostics) : ""
    if let difference = TextDifference.describe(
      expected: expectedDiagnostics, actual: actual[.diagnostics] ?? "")
    {
      mismatches.append("diagnostics differ:\n\(difference)")
    }
    for part in [GoldenFixture.Part.expected, .expectedWithSourceLocation] {
      let expected = fixture.exists(part) ? try fixture.read(part) : nil
      switch (expected, actual[part]) {
      case (nil, nil):
        continue
      case (let expected?, nil):
        mismatches.append(
          "\(part.suffix): no output was produced, expected \(expected.utf8.count) bytes")
      case (nil, _?):
        if part == .expected {
          mismatches.append("output was produced but \(fixture.fileName(part)) is missing")
        }
      case (let expected?, let output?):
        if let difference = TextDifference.describe(expected: expected, actual: output) {
          mismatches.append("\(part.suffix) differs:\n\(difference)")
        }
      }
    }
    report(fixture, mismatches)
  }

  private func report(_ fixture: GoldenFixture, _ mismatches: [String]) {
    let details = mismatches.joined(separator: "\n")
    switch (fixture.isPending, mismatches.isEmpty) {
    case (false, true):
      break
    case (false, false):
      Issue.record(Comment(rawValue: "fixture '\(fixture.name)':\n\(details)"))
    case (true, false):
      print("fixture '\(fixture.name)' is pending a generator fix; still differs:\n\(details)")
    case (true, true):
      let advice =
        "fixture '\(fixture.name)' now matches; delete \(fixture.fileName(.pending)) "
        + "and keep the fixture"
      Issue.record(Comment(rawValue: advice))
    }
  }
}
