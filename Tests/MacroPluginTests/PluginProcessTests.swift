import Foundation
import XCTest

@testable import ObservableStructsMacros

/// The built plugin executable, launched as the compiler launches it and spoken to over pipes.
final class PluginProcessTests: XCTestCase {
  func testConversation_OverPipes() throws {
    let launched = try PluginRun.Launched()
    defer { launched.watchdog.cancel() }
    let process = launched.process

    let writer = FrameWriter(fileDescriptor: launched.input.fileHandleForWriting.fileDescriptor)
    let reader = FrameReader(fileDescriptor: launched.output.fileHandleForReading.fileDescriptor)
    func exchange(_ payload: [UInt8]) throws -> [String: Any] {
      try writer.writeFrame(payload)
      return try WireFixtures.object(XCTUnwrap(reader.readFrame(), "plugin closed its output"))
    }

    let capability = try exchange(WireFixtures.bytes(WireFixtures.getCapability))
    let fields = try XCTUnwrap(capability["getCapabilityResult"] as? [String: Any])
    XCTAssertEqual((fields["capability"] as? [String: Any])?["protocolVersion"] as? Int, 7)

    for fixture in [
      WireFixtures.expandAccessor, WireFixtures.expandExtension,
      WireFixtures.expandMemberAttribute,
    ] {
      let expansion = try exchange(WireFixtures.bytes(fixture))
      let result = try XCTUnwrap(expansion["expandMacroResult"] as? [String: Any])
      let diagnostics = try XCTUnwrap(result["diagnostics"] as? [[String: Any]])
      XCTAssertTrue(
        result["expandedSource"] is String || !diagnostics.isEmpty,
        "a failed expansion must say why: \(result)")
      for diagnostic in diagnostics {
        let position = try XCTUnwrap(diagnostic["position"] as? [String: Any])
        XCTAssertEqual(position["fileName"] as? String, "/src/App/Counter.swift")
      }
    }

    let unknown = try exchange(WireFixtures.bytes(#"{"somethingNew":{}}"#))
    XCTAssertNotNil(unknown["expandMacroResult"])
    let malformed = try exchange(WireFixtures.bytes("{not json"))
    XCTAssertNotNil(malformed["expandMacroResult"])

    try launched.input.fileHandleForWriting.close()
    process.waitUntilExit()
    XCTAssertEqual(process.terminationReason, .exit)
    XCTAssertEqual(process.terminationStatus, 0)
    XCTAssertNil(try reader.readFrame(), "nothing but frames on standard output")
  }

  func testTruncatedFrame_ExitsWithFailure() throws {
    let launched = try PluginRun.Launched()
    defer { launched.watchdog.cancel() }
    launched.input.fileHandleForWriting.write(Data([9, 0, 0, 0, 0, 0, 0, 0, 0x7B]))
    try launched.input.fileHandleForWriting.close()
    launched.process.waitUntilExit()
    XCTAssertEqual(launched.process.terminationStatus, 1)
  }
}
