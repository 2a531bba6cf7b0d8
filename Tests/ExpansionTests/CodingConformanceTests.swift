import GeneratorTestSupport
import ObservableStructsGenerator
import XCTest

/// The macro cannot learn where `Codable` is adopted (listing `Encodable` and `Decodable` in its
/// extension role would tell it, but the compiler then stops deriving them through a protocol
/// that refines `Codable`): a struct with its own `CodingKeys` gets both coding functions in its
/// extension, wherever `Codable` is declared; a generic one only those its declaration names.
final class CodingConformanceTests: XCTestCase {
  private let declaration = """
    @ObservableState
    struct Ticket {
      var seat: String = "A1"

      enum CodingKeys: String, CodingKey {
        case seat = "s"
      }
    }
    """

  private func extensionText(
    _ declaration: String, asked: [String], context: [String] = []
  ) -> String {
    ObservableStateExpansion.expand(
      .extension, of: declaration, extendedType: "Ticket", conformances: asked,
      lexicalContext: context
    ).expandedSource ?? "<none>"
  }

  func testAConformanceDeclaredElsewhereGetsItsCodingFunctions() {
    let text = extensionText(declaration, asked: ["ObservableState", "Observable"])
    XCTAssertTrue(
      text.hasPrefix(
        "extension Ticket: ObservableStructs::ObservableState, Observation::Observable {"))
    XCTAssertTrue(text.contains("init(from decoder: any Swift::Decoder) throws {"))
    XCTAssertTrue(text.contains("func encode(to encoder: any Swift::Encoder) throws {"))
  }

  func testTheCodingProtocolsAreNeverAdopted() {
    let text = extensionText(
      declaration, asked: ["ObservableState", "Observable", "Encodable", "Decodable"])
    XCTAssertTrue(
      text.hasPrefix(
        "extension Ticket: ObservableStructs::ObservableState, Observation::Observable {"), text)
    XCTAssertTrue(text.contains("init(from decoder: any Swift::Decoder) throws {"))
  }

  func testCodingFunctionsAloneNeedNoConformanceList() {
    let text = extensionText(declaration, asked: ["CustomReflectable"])
    XCTAssertTrue(text.hasPrefix("extension Ticket: Swift::CustomReflectable {"), text)
    XCTAssertTrue(
      text.contains("self._$_seat = try container._$decode(\\Self._$_seat, forKey: .seat)"),
      text)
    XCTAssertTrue(text.contains("func encode(to encoder: any Swift::Encoder) throws {"))
  }

  func testAGenericTypeGetsOnlyTheHalvesItsDeclarationNames() {
    let generic = declaration.replacingOccurrences(
      of: "struct Ticket {", with: "struct Ticket<T>: Encodable {")
    let text = extensionText(generic, asked: ["ObservableState", "Observable"])
    XCTAssertFalse(text.contains("init(from"), text)
    XCTAssertTrue(text.contains("func encode(to"), text)
  }

  func testATypeInsideAnotherGetsThemUnlessThatOneMayBeGeneric() {
    let inside = { (outer: String) in
      self.extensionText(
        self.declaration, asked: ["ObservableState", "Observable"],
        context: ["@ObservableState\nstruct Ticket {}", outer])
    }
    XCTAssertTrue(inside("struct Outer {}").contains("init(from"))
    XCTAssertFalse(inside("struct Outer<T> {}").contains("init(from"))
    XCTAssertFalse(inside("extension Outer {}").contains("init(from"))
  }

  func testAGenericTypeMayConformConditionallySoGetsNone() {
    let generic = declaration.replacingOccurrences(of: "struct Ticket", with: "struct Ticket<T>")
    let text = extensionText(generic, asked: ["ObservableState", "Observable"])
    XCTAssertFalse(text.contains("init(from"), text)
    XCTAssertFalse(text.contains("encode(to"), text)
    let conformances = "ObservableStructs::ObservableState, Observation::Observable"
    XCTAssertTrue(text.hasPrefix("extension Ticket: " + conformances + " {"), text)
  }
}
