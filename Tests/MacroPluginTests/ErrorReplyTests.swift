import XCTest

@testable import ObservableStructsMacros

/// Messages the plugin cannot act on still get exactly one reply: a failed expansion with an
/// error diagnostic.
final class ErrorReplyTests: XCTestCase {
  private func assertErrorReply(
    _ payload: String, mentioning text: String, file: StaticString = #filePath, line: UInt = #line
  ) throws {
    var handler = MessageHandler()
    let reply = handler.reply(toPayload: WireFixtures.bytes(payload))
    guard case .expandMacroResult(let source, let diagnostics) = reply else {
      return XCTFail("expected expandMacroResult, got \(reply)", file: file, line: line)
    }
    XCTAssertNil(source, file: file, line: line)
    XCTAssertEqual(diagnostics.count, 1, file: file, line: line)
    XCTAssertEqual(diagnostics.first?.severity, .error, file: file, line: line)
    XCTAssertEqual(diagnostics.first?.position, .nowhere, file: file, line: line)
    XCTAssertTrue(
      diagnostics.first?.message.contains(text) == true,
      "\(diagnostics.first?.message ?? "") should mention \(text)", file: file, line: line)
    let json = try WireFixtures.json(reply)
    let result = try XCTUnwrap(json["expandMacroResult"] as? [String: Any], file: file, line: line)
    XCTAssertNil(result["expandedSource"], file: file, line: line)
  }

  func testUnknownMessageKind() throws {
    try assertErrorReply(#"{"expandPreambleMacro":{"x":1}}"#, mentioning: "expandPreambleMacro")
  }

  func testMalformedJSON() throws {
    try assertErrorReply(#"{"getCapability": {"#, mentioning: "could not read")
  }

  func testNotJSONAtAll() throws {
    try assertErrorReply("\u{FF}\u{FE} hello", mentioning: "could not read")
  }

  func testObjectWithTwoKinds() throws {
    try assertErrorReply(
      #"{"getCapability":{},"loadPluginLibrary":{}}"#, mentioning: "could not read")
  }

  func testAttachedMessageMissingDeclaration() throws {
    try assertErrorReply(
      #"{"expandAttachedMacro":{"macroRole":"member"}}"#, mentioning: "could not read")
  }

  func testFreestandingMacroIsRefused() throws {
    var handler = MessageHandler(hostProtocolVersion: 7)
    let payload = #"""
      {"expandFreestandingMacro":{"discriminator":"$s1","macro":{"moduleName":"M","name":"stringify","typeName":"T"},"macroRole":"expression","syntax":{"kind":"expression","location":{"column":1,"fileID":"A/a.swift","fileName":"a.swift","line":1,"offset":12},"source":"#stringify(1)"}}}
      """#
    let reply = handler.reply(toPayload: WireFixtures.bytes(payload))
    guard case .expandMacroResult(nil, let diagnostics) = reply else {
      return XCTFail("expected a failed expansion, got \(reply)")
    }
    XCTAssertEqual(diagnostics.first?.position, .init(fileName: "a.swift", offset: 12))
  }

  func testLoadPluginLibraryIsRefused() {
    var handler = MessageHandler()
    let reply = handler.reply(
      to: .loadPluginLibrary(libraryPath: "/lib/libM.so", moduleName: "M"))
    guard case .loadPluginLibraryResult(false, let diagnostics) = reply else {
      return XCTFail("expected loaded: false, got \(reply)")
    }
    XCTAssertEqual(diagnostics.count, 1)
  }

  func testUnsupportedRoleIsAnErrorAtTheAttribute() throws {
    var handler = MessageHandler(hostProtocolVersion: 7)
    var message = try WireFixtures.attachedMessage(WireFixtures.expandAccessor)
    message.macroRole = "preamble"
    let reply = handler.reply(to: .expandAttachedMacro(message))
    guard case .expandMacroResult(nil, let diagnostics) = reply else {
      return XCTFail("expected a failed expansion, got \(reply)")
    }
    XCTAssertEqual(diagnostics.first?.position.fileName, "/src/App/Counter.swift")
    XCTAssertEqual(diagnostics.first?.position.offset, 104)
  }
}
