import XCTest

@testable import ObservableStructsMacros

/// `getCapability`: the plugin answers protocol version 7 and remembers the host's version.
final class CapabilityTests: XCTestCase {
  func testGetCapability_AnswersProtocolVersionWithoutFeatures() throws {
    var handler = MessageHandler()
    let reply = handler.reply(toPayload: WireFixtures.bytes(WireFixtures.getCapability))
    XCTAssertEqual(reply, .getCapabilityResult(protocolVersion: 7))

    let json = try WireFixtures.json(reply)
    let capability = try XCTUnwrap(
      (json["getCapabilityResult"] as? [String: Any])?["capability"] as? [String: Any])
    XCTAssertEqual(capability["protocolVersion"] as? Int, 7)
    XCTAssertEqual((capability["features"] as? [String])?.count, 0)
  }

  func testGetCapability_RemembersHostVersion() {
    var handler = MessageHandler()
    XCTAssertEqual(handler.hostProtocolVersion, 0)
    _ = handler.reply(toPayload: WireFixtures.bytes(WireFixtures.getCapability))
    XCTAssertEqual(handler.hostProtocolVersion, 7)
  }

  func testGetCapability_WithoutCapabilityKeepsOldestHost() {
    var handler = MessageHandler()
    let reply = handler.reply(toPayload: WireFixtures.bytes(#"{"getCapability":{}}"#))
    XCTAssertEqual(reply, .getCapabilityResult(protocolVersion: 7))
    XCTAssertEqual(handler.hostProtocolVersion, 0)
  }

  func testGetCapabilityResult_EncodesAsSingleKeyedObject() throws {
    let json = String(
      decoding: PluginReply.getCapabilityResult(protocolVersion: 7)
        .encodedJSON(), as: UTF8.self)
    XCTAssertEqual(
      json, #"{"getCapabilityResult":{"capability":{"features":[],"protocolVersion":7}}}"#)
  }
}
