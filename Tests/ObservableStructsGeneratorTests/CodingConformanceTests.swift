import ObservableStructsGenerator
import XCTest

/// The macro's extension role lists `Encodable` and `Decodable` only to learn whether the type
/// already conforms (the compiler asks for the listed protocols it does not): a struct with its
/// own `CodingKeys` whose `Codable` is declared in an extension then gets its coding functions.
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
    MacroExpander.expand(
      MacroExpansionRequest(
        macroName: "ObservableState", role: .extension, attributeSource: "@ObservableState",
        declarationSource: declaration, extendedTypeSource: "Ticket", conformances: asked,
        lexicalContext: context)
    ).expandedSource ?? "<none>"
  }

  func testAConformanceDeclaredElsewhereGetsItsCodingFunctions() {
    let text = extensionText(declaration, asked: ["ObservableState", "Observable"])
    XCTAssertTrue(
      text.hasPrefix(
        "extension Ticket: ObservableStructs.ObservableState, Observation.Observable {"))
    XCTAssertTrue(text.contains("init(from decoder: any Swift.Decoder) throws {"))
    XCTAssertTrue(text.contains("func encode(to encoder: any Swift.Encoder) throws {"))
  }

  func testTheCodingProtocolsAreNeverAdopted() {
    let text = extensionText(
      declaration, asked: ["ObservableState", "Observable", "Encodable", "Decodable"])
    XCTAssertEqual(
      text, "extension Ticket: ObservableStructs.ObservableState, Observation.Observable {}")
  }

  func testOnlyTheHalfTheTypeConformsToIsWritten() {
    let text = extensionText(declaration, asked: ["ObservableState", "Observable", "Decodable"])
    XCTAssertFalse(text.contains("init(from"))
    XCTAssertTrue(text.contains("func encode(to"))
  }

  func testCodingFunctionsAloneNeedNoConformanceList() {
    XCTAssertEqual(
      extensionText(declaration, asked: ["Encodable"]),
      """
      extension Ticket {
        init(from decoder: any Swift.Decoder) throws {
          let container = try decoder.container(keyedBy: CodingKeys.self)
          self._$_seat = try container._$decode(\\Self._$_seat, forKey: .seat)
        }
      }
      """)
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
    XCTAssertEqual(
      extensionText(generic, asked: ["ObservableState", "Observable"]),
      "extension Ticket: ObservableStructs.ObservableState, Observation.Observable {}")
  }
}
