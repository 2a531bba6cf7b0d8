import ObservableStructsGenerator
import XCTest

/// Constructs from real-world packages (swift-nio, GRDB, vapor, swift-syntax, swift-case-paths)
/// that once made the generator report errors on valid, unannotated files. Each must come back
/// byte-identical with no diagnostics.
final class RealWorldConstructsTests: XCTestCase {
  private func assertUnchanged(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
    let result = ObservableStructsGenerator.expand(SourceText(text), file: "RealWorld.swift")
    XCTAssertEqual(result.diagnostics.map(\.description), [], file: file, line: line)
    XCTAssertEqual(result.output, text, file: file, line: line)
  }

  func testClassMembersAreNotClassDeclarations() {
    assertUnchanged(
      """
      class Record {
        class var databaseTableName: String { "records" }
        override class func setUp() {}
        class final func make() -> Record { Record() }
      }
      """)
  }

  func testAttributesInsideIfConfigBeforeADeclaration() {
    assertUnchanged(
      """
      #if !canImport(Darwin)
      @preconcurrency
      #endif
      import Dispatch

      enum Devices {
        @available(*, deprecated)
        #if compiler(>=6.3)
        @available(Android 24, *)
        #endif
        public static func enumerate() -> [Int] { [] }
      }
      """)
  }

  func testRawStringHoldingOneQuoteIsSingleLine() {
    assertUnchanged(
      ##"""
      let quote = #"""#
      let pattern = #".library(name: ""#
      struct After { var x = 1 }
      """##)
  }

  func testSlashesThatAreOperatorsNotRegexLiterals() {
    assertUnchanged(
      """
      let path = (/Foo.foo .. /Foo.bar).extract(from: value)
      let values = results.prefix(while: { /Result.success ~= $0 }).compactMap(/Result.success)
      struct After { var x = 1 }
      """)
  }

  func testResultBuilderOnAComputedPropertyIsNotMistakenForAWrapper() {
    let text = """
      @ObservableState
      struct Page {
        var title: String = ""
        @ViewBuilder var body: some View { Text(title) }
      }
      """
    let result = ObservableStructsGenerator.expand(SourceText(text), file: "Page.swift")
    XCTAssertEqual(result.diagnostics.map(\.description), [])
    XCTAssertTrue(
      result.output?.contains("  @ViewBuilder var body: some View { Text(title) }") ?? false)
  }
}
