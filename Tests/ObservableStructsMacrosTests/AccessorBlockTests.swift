import XCTest

@testable import ObservableStructsMacros

/// Whether a property already has an accessor block, which decides if accessor expansions are
/// wrapped in braces.
final class AccessorBlockTests: XCTestCase {
  private func assertBlock(
    _ declaration: String, _ expected: Bool, file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertEqual(
      AccessorBlock.isPresent(in: declaration), expected, declaration, file: file, line: line)
  }

  func testStoredProperties_HaveNoBlock() {
    assertBlock("\n  @ObservationStateTracked var count: Int = 0", false)
    assertBlock("var count = 0 // { didSet }", false)
    assertBlock("var name: String = \"{ get }\"", false)
    assertBlock("var count: Int", false)
  }

  func testClosureInitializers_AreNotBlocks() {
    assertBlock("var make = { 1 }()", false)
    assertBlock("var values = [1, 2].map { $0 * 2 }", false)
    assertBlock("var text = \"\\(items.map { \"{\\($0)}\" })\" ", false)
  }

  func testObservers_AreBlocks() {
    assertBlock("var count = 0 {\n  didSet { print(oldValue) }\n}", true)
    assertBlock("var count: Int = 0 { willSet { } }\n", true)
    assertBlock("@ObservationStateTracked var count: Int { didSet {} } /* note */", true)
  }

  func testComputedProperties_AreBlocks() {
    assertBlock("var double: Int { count * 2 }", true)
    assertBlock("var value: Int {\n  get { 1 }\n  set {}\n}", true)
  }

  func testWrapped_IndentsAndBraces() {
    XCTAssertEqual(
      AccessorBlock.wrapped("get { 1 }\n\nset {}"), "{\n    get { 1 }\n\n    set {}\n}")
    XCTAssertEqual(AccessorBlock.wrapped(""), "")
  }
}
