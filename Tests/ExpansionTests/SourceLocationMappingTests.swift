import Foundation
import GeneratorTestSupport
import ObservableStructsGenerator
import XCTest

/// With `#sourceLocation` directives (the build plugin's output), every line of the generated
/// file maps to a line of the annotated file: a tracked declaration keeps its line as written,
/// its generated accessors follow on a line of their own, and other generated code sits on the
/// annotation's line, so a compiler error never names a line past the end of the file, and the
/// excerpt under an error in the user's code shows the user's line.
final class SourceLocationMappingTests: XCTestCase {
  /// The line of the annotated file each line of `output` is attributed to, following the
  /// compiler's rule: a directive sets the next line's number, every other line adds one.
  private func mappedLines(_ output: String) -> [(text: String, line: Int)] {
    var next = 1
    var mapped: [(String, Int)] = []
    for text in output.split(separator: "\n", omittingEmptySubsequences: false) {
      if text.hasPrefix("#sourceLocation("), let range = text.range(of: "line: ") {
        next = Int(text[range.upperBound...].prefix { $0.isNumber }) ?? next
        continue
      }
      mapped.append((String(text), next))
      next += 1
    }
    return mapped
  }

  /// Every golden input fixture that has annotations, with its text and its expansion with
  /// `#sourceLocation` directives, in the order of the fixtures' names.
  private func annotatedFixtures() throws -> [(name: String, text: String, output: String)] {
    let directory = GoldenFixture.fixturesDirectory
    let inputs = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { $0.hasSuffix(".input.swift.txt") }.sorted()
    return try inputs.compactMap { name in
      let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
      let expansion = ObservableStructsGenerator.expand(
        SourceText(text), file: name, sourceLocationFile: name)
      guard let output = expansion.output, expansion.hasAnnotations else { return nil }
      return (name, text, output)
    }
  }

  func testEveryGeneratedLineMapsToALineOfTheAnnotatedFile() throws {
    var checked = 0
    for (name, text, output) in try annotatedFixtures() {
      let lineCount = text.split(separator: "\n", omittingEmptySubsequences: false).count
      for (generated, line) in mappedLines(output) where !generated.isEmpty {
        XCTAssertLessThanOrEqual(
          line, lineCount, "\(name): '\(generated.prefix(60))' maps past the last line")
      }
      checked += 1
    }
    XCTAssertGreaterThan(checked, 30, "too few annotated fixtures were checked")
  }

  /// The user's own initial values are never rewritten: every line of a stored property's
  /// initial value after its first (a multi-line array, dictionary, call, closure or string
  /// literal) appears in the plugin's output as written, on the line it came from, up to the
  /// value's end (on its last line, the user's own accessor block may follow, which the
  /// expansion replaces).
  func testMultiLineInitialValuesKeepTheirTextAndTheirLines() throws {
    var checkedLines = 0
    for (name, text, output) in try annotatedFixtures() {
      let source = SourceText(text)
      var outputByLine: [Int: [String]] = [:]
      for (generated, line) in mappedLines(output) {
        outputByLine[line, default: []].append(generated)
      }
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      // Each line of an initial value after its first, with the column where the value ends
      // on it (`nil`: the whole line is the value's).
      var initialValueLines: [Int: Int?] = [:]
      func collect(_ members: [MemberDeclaration]) {
        for member in members {
          switch member {
          case .variable(let variable):
            for binding in variable.bindings {
              guard let range = binding.initializerRange else { continue }
              let first = source.location(of: range.lowerBound).line
              let end = source.location(of: range.upperBound)
              guard end.line > first else { continue }
              for line in first + 1..<end.line { initialValueLines[line] = .some(nil) }
              initialValueLines[end.line] = end.column
            }
          case .type(let type): collect(type.members)
          case .ifConfig(let block): block.clauses.forEach { collect($0.members) }
          default: continue
          }
        }
      }
      collect(DeclarationParser.parse(source, file: name).types.flatMap(\.members))
      for (line, endColumn) in initialValueLines.sorted(by: { $0.key < $1.key }) {
        let lineText = lines[line - 1].utf8
        let written = String(
          decoding: lineText.prefix(endColumn.map { $0 - 1 } ?? lineText.count), as: UTF8.self)
        let candidates = outputByLine[line] ?? []
        XCTAssertTrue(
          candidates.contains { $0.hasPrefix(written) },
          "\(name):\(line): '\(written)' is not in the output on its line: \(candidates)")
        checkedLines += 1
      }
    }
    XCTAssertGreaterThan(checkedLines, 10, "too few lines were checked")
  }

  /// A declaration whose initial value spans lines (an array, a dictionary, a call, a closure,
  /// a multi-line string literal) expands to code that compiles, with the literal's text
  /// unchanged.
  func testMultiLineInitialValuesCompileAfterExpansion() throws {
    let name = "MultiLineInitialValues.input.swift.txt"
    let text = try String(
      contentsOf: GoldenFixture.fixturesDirectory.appendingPathComponent(name), encoding: .utf8)
    let errors = try PluginOutputTypecheck.typecheckErrors(
      of: text, file: "Board.swift.observable")
    XCTAssertEqual(errors, [], "the expansion does not compile")
  }

  /// A tracked declaration keeps its line as written (but for an inferred type, which the
  /// expansion spells out), so that the excerpt a compiler shows under an error in it is the
  /// user's line; the generated accessors and storage follow on a line of their own, and the
  /// next line of the file maps to its own line again.
  func testEachTrackedPropertyKeepsItsLineAndItsStorageFollowsOnTheNext() {
    let text = """
      import ObservableStructs

      @ObservableState
      struct Settings {
        var volume = 5 {
          didSet {
            if volume > 10 { volume = 10 }
          }
        }
        var name = ""
        #if DEBUG
        var trace = false
        #endif
      }

      """
    let output =
      ObservableStructsGenerator.expand(
        SourceText(text), file: "Settings.swift.observable",
        sourceLocationFile: "Settings.swift.observable"
      ).output ?? ""
    let mapped = mappedLines(output)
    func line(containing fragment: String) -> Int? {
      mapped.first { $0.text.contains(fragment) }?.line
    }
    XCTAssertEqual(line(containing: "var volume: Swift::Int = 5"), 5)
    XCTAssertEqual(line(containing: "private var _$_volume: Swift::Int"), 6)
    XCTAssertEqual(line(containing: "if _$_volume > 10 { _$_volume = 10 }"), 7)
    XCTAssertEqual(line(containing: "var name: Swift::String = \"\""), 10)
    XCTAssertEqual(line(containing: "private var _$_name: Swift::String"), 11)
    XCTAssertEqual(line(containing: "private var _$_trace: Swift::Bool"), 13)
    // Every other line maps to its own line again.
    XCTAssertEqual(line(containing: "#if DEBUG"), 11)
    XCTAssertEqual(line(containing: "#endif"), 13)
    // The registrar is declared on the line of the storage of the property that initializes it.
    XCTAssertEqual(line(containing: "var _$observationRegistrar ="), 6)
    XCTAssertEqual(line(containing: "extension Settings:"), 3)
  }

  func testCompilerErrorExcerptShowsTheUsersLineAsWritten() throws {
    let text = """
      import ObservableStructs

      @ObservableState
      struct Counter {
        var count: Int = "zero"
        var title = ""
      }

      """
    let (status, printed) = try PluginOutputTypecheck.typecheck(
      text, file: "Counter.swift.observable")
    XCTAssertNotEqual(status, 0, "a string for an Int must not compile")
    XCTAssertTrue(
      printed.contains("Counter.swift.observable:5:20: error: cannot convert value of type"),
      "the error is not at the string literal:\n\(printed)")
    // The compiler's excerpt: `12 |   var count: Int = "zero"`, the generated text elsewhere.
    let excerpt = printed.split(separator: "\n").filter { $0.contains("| ") && $0.contains("zero") }
    XCTAssertFalse(excerpt.isEmpty, "no excerpt of the line:\n\(printed)")
    for line in excerpt {
      XCTAssertTrue(
        line.hasSuffix("|   var count: Int = \"zero\""), "the excerpt shows generated code: \(line)"
      )
    }
  }

  func testCompilerErrorsInAGeneratedFilePointAtTheAnnotatedLine() throws {
    let text = """
      import ObservableStructs

      @ObservableState
      public struct Thing {
        public var count = 0
        public var thing: Undefinedd = .init()
      }

      """
    let file = "Thing.swift.observable"
    let (status, printed) = try PluginOutputTypecheck.typecheck(text, file: file)
    XCTAssertNotEqual(status, 0, "the undefined type must not compile")
    let reported = printed.split(separator: "\n").compactMap { line -> Int? in
      guard let range = line.range(of: file + ":"), line.contains(": error:") else { return nil }
      return Int(line[range.upperBound...].prefix { $0.isNumber })
    }
    XCTAssertFalse(reported.isEmpty, "no error named the annotated file:\n\(printed)")
    XCTAssertTrue(reported.allSatisfy { $0 <= 8 }, "an error past the file's 8 lines:\n\(printed)")
    XCTAssertTrue(reported.contains(6), "no error on the declaration's line 6:\n\(printed)")
  }
}
