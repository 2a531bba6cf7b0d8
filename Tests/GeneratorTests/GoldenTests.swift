import Foundation
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
  /// The directory holding the fixtures, found from this file's path.
  static let fixturesDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  /// Whether the run rewrites the expected files instead of comparing with them.
  static let isUpdating = ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1"

  @Test("fixture matches its golden files", arguments: GoldenTests.fixtureNames)
  func fixtureMatchesItsGoldenFiles(_ name: String) throws {
    try check(GoldenFixture(name: name, directory: Self.fixturesDirectory))
  }

  @Test func thereAreEnoughFixtures() {
    let fixtures = Self.fixtureNames.map {
      GoldenFixture(name: $0, directory: Self.fixturesDirectory)
    }
    #expect(fixtures.filter { $0.exists(.expected) }.count >= 40, "input/expected pairs")
    #expect(fixtures.filter { $0.exists(.diagnostics) }.count >= 14, "diagnostics fixtures")
    #expect(
      fixtures.filter { $0.exists(.expectedWithSourceLocation) }.count >= 2,
      "#sourceLocation fixtures")
  }

  /// The names of all fixtures, sorted: every `NAME` with a `NAME.input.swift.txt` file (none
  /// if the folder cannot be read, which ``thereAreEnoughFixtures()`` reports).
  static let fixtureNames: [String] = {
    let suffix = GoldenFixture.Part.input.suffix
    let files = (try? FileManager.default.contentsOfDirectory(atPath: fixturesDirectory.path)) ?? []
    return files.filter { $0.hasSuffix(suffix) }.map { String($0.dropLast(suffix.count)) }.sorted()
  }()

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
    if Self.isUpdating && !fixture.isPending {
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

/// The files of one golden fixture.
struct GoldenFixture {
  /// One file of a fixture, told apart by its suffix.
  enum Part: CaseIterable {
    case input, expected, expectedWithSourceLocation, diagnostics, pending

    /// The suffix after the fixture's name.
    var suffix: String {
      switch self {
      case .input: ".input.swift.txt"
      case .expected: ".expected.swift.txt"
      case .expectedWithSourceLocation: ".expected-sourcelocation.swift.txt"
      case .diagnostics: ".diagnostics.txt"
      case .pending: ".pending.txt"
      }
    }
  }

  /// The fixture's name, e.g. `AccessControl`.
  let name: String
  /// The directory the fixture's files live in.
  let directory: URL

  /// The file name the pipeline is told the input has, for diagnostics and directives.
  var inputFileName: String { name + ".input.swift" }

  /// Whether the fixture documents a known bug (see ``GoldenTests``).
  var isPending: Bool { exists(.pending) }

  func fileName(_ part: Part) -> String { name + part.suffix }

  func url(_ part: Part) -> URL { directory.appendingPathComponent(fileName(part)) }

  func exists(_ part: Part) -> Bool { FileManager.default.fileExists(atPath: url(part).path) }

  func read(_ part: Part) throws -> String {
    String(decoding: try Data(contentsOf: url(part)), as: UTF8.self)
  }

  /// Writes `actual` over the fixture's expected files. Parts without content are removed, so
  /// a fixture that stops producing output or diagnostics loses the stale file.
  func update(with actual: [Part: String]) throws {
    for part in [Part.expected, .expectedWithSourceLocation, .diagnostics] {
      let content = actual[part] ?? ""
      if content.isEmpty {
        if exists(part) { try FileManager.default.removeItem(at: url(part)) }
      } else {
        try Data(content.utf8).write(to: url(part))
      }
    }
  }

  /// One diagnostic as a line of a `.diagnostics.txt` file.
  static func diagnosticLine(_ diagnostic: Diagnostic) -> String {
    "\(diagnostic.line):\(diagnostic.column): \(diagnostic.severity.rawValue): "
      + "\(diagnostic.message)\n"
  }
}

/// A readable description of how two texts differ, for failure messages.
enum TextDifference {
  /// `nil` if the texts are equal, else the lines that differ as one hunk: lines starting with
  /// `-` are expected, lines starting with `+` were produced, with a little context around.
  static func describe(expected: String, actual: String) -> String? {
    guard expected != actual else { return nil }
    let old = lines(expected)
    let new = lines(actual)
    var prefix = 0
    while prefix < min(old.count, new.count) && old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < min(old.count, new.count) - prefix
      && old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    let context = 2
    let first = max(0, prefix - context)
    var hunk = ["@@ line \(prefix + 1) @@"]
    hunk += old[first..<prefix].map { "  " + $0 }
    hunk += old[prefix..<(old.count - suffix)].map { "- " + $0 }
    hunk += new[prefix..<(new.count - suffix)].map { "+ " + $0 }
    hunk += old[(old.count - suffix)..<min(old.count, old.count - suffix + context)].map {
      "  " + $0
    }
    return hunk.joined(separator: "\n")
  }

  /// The lines of `text`, each with a visible marker if it ends without a line break, so that a
  /// missing final newline shows in the diff.
  private static func lines(_ text: String) -> [String] {
    var result = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if result.last == "" {
      result.removeLast()
    } else if let last = result.popLast() {
      result.append(last + " [no newline at end of text]")
    }
    return result
  }
}
