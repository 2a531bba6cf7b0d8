import Foundation
import GeneratorTestSupport
import ObservableStructsGenerator
import XCTest

/// Runs the generator over this repository's own sources: every file without an
/// `@ObservableState` type (most mention it only in comments and strings) must come out
/// byte-identical and without a diagnostic. A broad check that the lexer and parser read
/// real-world Swift.
final class IdentityTransformTests: XCTestCase {
  func testRepositorySourcesComeOutByteIdentical() throws {
    let files = try Self.swiftFiles(under: ["Sources", "MacroSupport"])
    XCTAssertGreaterThan(files.count, 30, "too few sources found; is the root right?")
    for file in files {
      let data = try Data(contentsOf: file)
      let text = String(decoding: data, as: UTF8.self)
      let relativePath = String(file.path.dropFirst(Repository.root.path.count + 1))
      let result = ObservableStructsGenerator.expand(
        SourceText(bytes: Array(data)), file: relativePath,
        sourceLocationFile: relativePath)
      XCTAssertEqual(
        result.diagnostics.map(\.description), [], "diagnostics for \(relativePath)")
      if result.hasAnnotations {
        // A source that uses the macro itself (a benchmark, an example) is expanded, not
        // copied; it only has to expand cleanly, and its annotation must be a real one.
        XCTAssertTrue(
          Self.hasAnnotationLine(text), "\(relativePath): annotation found in no attribute line")
        XCTAssertNotNil(result.output, "no output for \(relativePath)")
        continue
      }
      guard let output = result.output else {
        XCTFail("no output for \(relativePath)")
        continue
      }
      if let difference = TextDifference.describe(expected: text, actual: output) {
        XCTFail("\(relativePath) changed:\n\(difference)")
      }
    }
  }

  /// Whether some line of `text` is an `@ObservableState` attribute, alone or before a type.
  static func hasAnnotationLine(_ text: String) -> Bool {
    text.split(separator: "\n").contains { line in
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      return trimmed == "@ObservableState" || trimmed.hasPrefix("@ObservableState ")
    }
  }

  /// Every `.swift` file below the given top-level folders, sorted by path.
  static func swiftFiles(under folders: [String]) throws -> [URL] {
    var files: [URL] = []
    for folder in folders {
      let directory = Repository.root.appendingPathComponent(folder)
      guard let enumerator = FileManager.default.enumerator(atPath: directory.path) else {
        XCTFail("cannot list \(directory.path)")
        continue
      }
      for case let path as String in enumerator where path.hasSuffix(".swift") {
        files.append(directory.appendingPathComponent(path))
      }
    }
    return files.sorted { $0.path < $1.path }
  }
}
