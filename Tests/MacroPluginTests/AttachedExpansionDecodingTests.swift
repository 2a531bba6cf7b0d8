import ObservableStructsGenerator
import XCTest

@testable import ObservableStructsMacros

/// Decoding `expandAttachedMacro` and mapping it to the generator's request.
final class AttachedExpansionDecodingTests: XCTestCase {
  func testDecode_AccessorMessageFields() throws {
    let message = try WireFixtures.attachedMessage(WireFixtures.expandAccessor)
    XCTAssertEqual(
      message.macro,
      WireMacroReference(
        moduleName: "ObservableStructsMacros", typeName: "ObservationStateTrackedMacro",
        name: "ObservationStateTracked "))
    XCTAssertEqual(message.macroRole, "accessor")
    XCTAssertEqual(message.attributeSyntax.kind, "attribute")
    XCTAssertEqual(message.attributeSyntax.source, "\n  @ObservationStateTracked ")
    XCTAssertEqual(
      message.declSyntax.location,
      WireSourceLocation(
        fileID: "App/Counter.swift", fileName: "/src/App/Counter.swift", offset: 101, line: 4,
        column: 21))
    XCTAssertEqual(message.declSyntax.source, WireFixtures.accessorDeclaration)
    XCTAssertNil(message.parentDeclSyntax)
    XCTAssertNil(message.extendedTypeSyntax)
    XCTAssertNil(message.conformanceListSyntax)
  }

  func testRequest_Accessor() throws {
    let request = try WireFixtures.attachedMessage(WireFixtures.expandAccessor)
      .expansionRequest()
    XCTAssertEqual(
      request,
      MacroExpansionRequest(
        macroName: "ObservationStateTracked", role: .accessor,
        attributeSource: "\n  @ObservationStateTracked ",
        declarationSource: WireFixtures.accessorDeclaration,
        lexicalContext: ["\n\n@ObservableState\nstruct Counter {}"]))
  }

  func testRequest_ExtensionCarriesTypeAndMissingConformances() throws {
    let request = try WireFixtures.attachedMessage(WireFixtures.expandExtension)
      .expansionRequest()
    XCTAssertEqual(request.macroName, "ObservableState")
    XCTAssertEqual(request.role, .extension)
    XCTAssertEqual(request.extendedTypeSource, "Feature.Counter")
    XCTAssertEqual(request.conformances, ["Observable"])
    XCTAssertNil(request.parentDeclarationSource)
  }

  func testRequest_MemberAttributeCarriesParent() throws {
    let request = try WireFixtures.attachedMessage(WireFixtures.expandMemberAttribute)
      .expansionRequest()
    XCTAssertEqual(request.role, .memberAttribute)
    XCTAssertEqual(request.declarationSource, "\n  var count = 0")
    XCTAssertEqual(
      request.parentDeclarationSource, "\n\n@ObservableState\nstruct Counter {\n  var count = 0\n}")
  }

  func testRequest_OlderConformanceRoleIsExtension() throws {
    var message = try WireFixtures.attachedMessage(WireFixtures.expandExtension)
    message.macroRole = "conformance"
    XCTAssertEqual(try message.expansionRequest().role, .extension)
  }

  func testRequest_BodyRoleIsDecoded() throws {
    var message = try WireFixtures.attachedMessage(WireFixtures.expandAccessor)
    message.macroRole = "body"
    XCTAssertEqual(try message.expansionRequest().role, .body)
  }

  func testRequest_UnsupportedRoleThrows() throws {
    var message = try WireFixtures.attachedMessage(WireFixtures.expandAccessor)
    message.macroRole = "preamble"
    XCTAssertThrowsError(try message.expansionRequest()) { error in
      XCTAssertEqual(error as? UnsupportedRoleError, UnsupportedRoleError(role: "preamble"))
    }
  }

  func testMacroName_FromTheImplementationTypeWhateverTheUseSiteSpelling() throws {
    XCTAssertEqual(
      try macroName(implementedBy: "ObservationStateIgnoredMacro", spelled: "SomethingElse"),
      "ObservationStateIgnored")
    XCTAssertEqual(
      try macroName(
        implementedBy: "ObservationStateSelfReplacementMacro", spelled: "SomethingElse"),
      "ObservationStateSelfReplacement")
  }

  func testMacroName_QualifiedOrMissingForAnUnknownImplementationType() throws {
    XCTAssertEqual(
      try macroName(implementedBy: "Unknown", spelled: "ObservableStructs.ObservationStateIgnored"),
      "ObservationStateIgnored")
    XCTAssertEqual(try macroName(implementedBy: "Unknown", spelled: ""), "ObservationStateTracked")
  }

  /// The macro name the plugin reads from an accessor request whose implementation type is
  /// `typeName` and whose use site spells the macro `name`.
  private func macroName(implementedBy typeName: String, spelled name: String) throws -> String {
    var message = try WireFixtures.attachedMessage(WireFixtures.expandAccessor)
    message.macro.typeName = typeName
    message.macro.name = name
    return message.macroName
  }

  func testConformances_FromPlaceholder() {
    typealias Message = AttachedExpansionMessage
    XCTAssertEqual(
      Message.conformances(in: "struct Placeholder: ObservableState, Observable {}"),
      ["ObservableState", "Observable"])
    XCTAssertEqual(
      Message.conformances(in: "struct Placeholder: P<Int, String>, Q {}"),
      ["P<Int, String>", "Q"])
    XCTAssertEqual(Message.conformances(in: "struct Placeholder {}"), [])
  }
}
