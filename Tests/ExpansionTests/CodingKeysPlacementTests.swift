import GeneratorTestSupport
import ObservableStructsGenerator
import XCTest

/// The build plugin writes the `CodingKeys` that map storage to property names only where the
/// file shows the type may be coded; the macro, which cannot see the rest of the file, always
/// writes them.
final class CodingKeysPlacementTests: XCTestCase {
  private func pluginWritesCodingKeys(_ text: String) throws -> Bool {
    let output = try XCTUnwrap(
      ObservableStructsGenerator.expand(SourceText(text), file: "F.swift").output)
    return output.contains("enum CodingKeys")
  }

  func testATypeThatAdoptsOnlyStandardProtocolsGetsNoCodingKeys() throws {
    XCTAssertFalse(
      try pluginWritesCodingKeys(
        "@ObservableState\nstruct S: Equatable, Swift.Sendable, @unchecked Sendable {\n  var a = 0\n}\n"
      ))
    XCTAssertFalse(try pluginWritesCodingKeys("@ObservableState\nstruct S {\n  var a = 0\n}\n"))
  }

  func testACodableTypeGetsCodingKeys() throws {
    XCTAssertTrue(
      try pluginWritesCodingKeys("@ObservableState\nstruct S: Codable {\n  var a = 0\n}\n"))
    XCTAssertTrue(
      try pluginWritesCodingKeys(
        "@ObservableState\nstruct S: Hashable & Decodable {\n  var a = 0\n}\n"))
  }

  func testCodingDeclaredInAnExtensionOfTheFileGetsCodingKeys() throws {
    XCTAssertTrue(
      try pluginWritesCodingKeys(
        "@ObservableState\nstruct S {\n  var a = 0\n}\nextension S: Encodable {}\n"))
    // Spelled in a way the plugin does not match to the type: still kept, by the name alone.
    XCTAssertTrue(
      try pluginWritesCodingKeys(
        "@ObservableState\nstruct S {\n  var a = 0\n}\ntypealias T = S\nextension T: Codable {}\n"))
  }

  func testAProtocolThatMightRefineCodingKeepsCodingKeys() throws {
    XCTAssertTrue(
      try pluginWritesCodingKeys("@ObservableState\nstruct S: Persisted {\n  var a = 0\n}\n"))
    XCTAssertTrue(
      try pluginWritesCodingKeys(
        "@ObservableState\nstruct S {\n  var a = 0\n}\nextension Other: Persisted {}\n"))
  }

  func testTheMacroAlwaysWritesCodingKeys() {
    let members = ObservableStateExpansion.expand(
      .member, of: "@ObservableState\nstruct S: Equatable {\n  var a = 0\n}")
    XCTAssertTrue(members.expandedSource?.contains("enum CodingKeys") ?? false)
  }
}
