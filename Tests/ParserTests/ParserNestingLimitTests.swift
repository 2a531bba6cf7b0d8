import ObservableStructsGenerator
import XCTest

/// Nesting beyond the parser's limit is an error, never a stack overflow.
final class ParserNestingLimitTests: XCTestCase {
  func testDeeplyNestedTypesGiveAnErrorInsteadOfOverflowingTheStack() {
    let source =
      String(repeating: "struct S {\n", count: 5_000) + String(repeating: "}\n", count: 5_000)
    let result = ObservableStructsGenerator.expand(SourceText(source), file: "Deep.swift")
    XCTAssertNil(result.output)
    XCTAssertEqual(
      result.diagnostics.first?.message,
      "declarations nested more than 200 levels deep are not supported; flatten the nesting")
    XCTAssertEqual(result.diagnostics.first?.line, 201)
  }

  func testDeeplyNestedIfConfigGivesAnErrorInsteadOfOverflowingTheStack() {
    let source =
      "struct S {\n" + String(repeating: "#if X\n", count: 5_000)
      + String(repeating: "#endif\n", count: 5_000) + "}\n"
    let result = ObservableStructsGenerator.expand(SourceText(source), file: "Deep.swift")
    XCTAssertNil(result.output)
    XCTAssertEqual(
      result.diagnostics.map(\.message),
      ["'#if' blocks nested more than 200 levels deep are not supported; flatten the nesting"])
  }

  func testNestingUpToTheLimitIsExpanded() {
    let depth = 150
    let source =
      String(repeating: "struct S {\n", count: depth) + "@ObservableState struct State {\n"
      + "  var count: Int = 0\n}\n" + String(repeating: "}\n", count: depth)
    let result = ObservableStructsGenerator.expand(SourceText(source), file: "Deep.swift")
    XCTAssertEqual(result.diagnostics, [])
    XCTAssertTrue(result.output?.contains("private var _$_count: Int") ?? false)
  }
}
