import Foundation
import ObservableStructsGenerator

/// The files of one golden fixture.
package struct GoldenFixture {
  /// One file of a fixture, told apart by its suffix.
  package enum Part: CaseIterable {
    case input, expected, expectedWithSourceLocation, diagnostics, pending

    /// The suffix after the fixture's name.
    package var suffix: String {
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
  package let name: String
  /// The directory the fixture's files live in.
  package let directory: URL

  /// The fixture `name` in `directory`.
  package init(name: String, directory: URL) {
    self.name = name
    self.directory = directory
  }

  /// The file name the pipeline is told the input has, for diagnostics and directives.
  package var inputFileName: String { name + ".input.swift" }

  /// Whether the fixture documents a known bug (see ``GoldenTests``).
  package var isPending: Bool { exists(.pending) }

  package func fileName(_ part: Part) -> String { name + part.suffix }

  package func url(_ part: Part) -> URL { directory.appendingPathComponent(fileName(part)) }

  package func exists(_ part: Part) -> Bool {
    FileManager.default.fileExists(atPath: url(part).path)
  }

  package func read(_ part: Part) throws -> String {
    String(decoding: try Data(contentsOf: url(part)), as: UTF8.self)
  }

  /// Writes `actual` over the fixture's expected files. Parts without content are removed, so
  /// a fixture that stops producing output or diagnostics loses the stale file.
  package func update(with actual: [Part: String]) throws {
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
  package static func diagnosticLine(_ diagnostic: Diagnostic) -> String {
    "\(diagnostic.line):\(diagnostic.column): \(diagnostic.severity.rawValue): "
      + "\(diagnostic.message)\n"
  }
}

/// Where the golden fixtures live, and which there are; shared by the plugin-mode goldens
/// (`GoldenTests`), the macro-mode goldens (`MacroGoldenTests`) and the tests that read the
/// golden inputs (`SourceLocationMappingTests`, `MacroPluginAgreementTests`, the fuzzer).
extension GoldenFixture {
  /// The directory holding the fixtures, `Tests/ExpansionTests/Fixtures`, found from this
  /// file's path.
  package static let fixturesDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("ExpansionTests")
    .appendingPathComponent("Fixtures")

  /// Whether the run rewrites the expected files instead of comparing with them.
  package static let isUpdating = ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1"

  /// The names of all fixtures, sorted: every `NAME` with a `NAME.input.swift.txt` file (none
  /// if the folder cannot be read, which `GoldenTests.thereAreEnoughFixtures()` reports).
  package static let fixtureNames: [String] = {
    let suffix = GoldenFixture.Part.input.suffix
    let files = (try? FileManager.default.contentsOfDirectory(atPath: fixturesDirectory.path)) ?? []
    return files.filter { $0.hasSuffix(suffix) }.map { String($0.dropLast(suffix.count)) }.sorted()
  }()
}
