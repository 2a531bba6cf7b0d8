import Foundation
import XCTest

@testable import ObservableStructsMacros

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The built plugin executable fed broken and hostile input over its pipes: it must answer with
/// an error reply or exit cleanly (status 0 or 1), and never crash, hang, or allocate what a
/// header merely announces.
final class PluginRobustnessTests: XCTestCase {
  // MARK: - Framing

  func testHeaderCutShort_ExitsWithFailure() throws {
    let run = try PluginRun(input: [7, 0, 0])
    run.assertExitedCleanly(status: 1)
    XCTAssertTrue(run.replies.isEmpty)
  }

  func testLengthLargerThanTheData_ExitsWithFailure() throws {
    let run = try PluginRun(input: PluginRun.header(100) + Array("{\"getCapa".utf8))
    run.assertExitedCleanly(status: 1)
    XCTAssertTrue(run.replies.isEmpty)
  }

  func testAbsurdLengths_AreRefusedWithoutAllocating() throws {
    for length: UInt64 in [1 << 63, .max, 1 << 40] {
      let run = try PluginRun(input: PluginRun.header(length) + [0x7B])
      run.assertExitedCleanly(status: 1)
      XCTAssertLessThan(run.seconds, 10, "length \(length)")
    }
  }

  func testLengthUnderTheLimitWithoutData_DoesNotAllocateIt() throws {
    // 1 GiB - 1 is accepted by the header check; only 1 byte follows. Reading must grow with
    // the data instead of allocating the announced gigabyte.
    let run = try PluginRun(input: PluginRun.header((1 << 30) - 1) + [0x7B], holdOpenSeconds: 1)
    run.assertExitedCleanly(status: 1)
    XCTAssertLessThan(run.peakMemoryKilobytes, 256 * 1024, "the plugin allocated the header")
  }

  func testGoodFramesThenGarbage_AnswersTheFramesFirst() throws {
    let capability = PluginRun.frame(WireFixtures.getCapability)
    let run = try PluginRun(input: capability + capability + [1, 2, 3])
    run.assertExitedCleanly(status: 1)
    XCTAssertEqual(run.replies.count, 2)
  }

  func testZeroLengthFrame_EndsTheConversationNormally() throws {
    let run = try PluginRun(
      input: PluginRun.frame(WireFixtures.getCapability) + PluginRun.header(0) + [0xFF, 0xFF])
    run.assertExitedCleanly(status: 0)
    XCTAssertEqual(run.replies.count, 1)
  }

  // MARK: - Payloads

  func testInvalidPayloads_AreAnsweredWithErrors() throws {
    let payloads: [[UInt8]] =
      [
        "{not json", "", "null", "[]", "42", "\"text\"", "{}", #"{"a":{},"b":{}}"#,
        #"{"getCapability":5}"#, #"{"getCapability":{"capability":{"protocolVersion":1e999}}}"#,
        #"{"expandAttachedMacro":{}}"#, #"{"expandAttachedMacro":null}"#,
        #"{"expandFreestandingMacro":{"macro":7}}"#, #"{"loadPluginLibrary":{}}"#,
        String(repeating: "[", count: 100_000), String(repeating: "{\"a\":", count: 50_000),
      ].map { Array($0.utf8) } + [
        [0xFF, 0xFE, 0x00], [0x7B, 0x22, 0xC3, 0x22, 0x3A, 0x7B, 0x7D, 0x7D],
      ]
    var input: [UInt8] = []
    for payload in payloads where !payload.isEmpty {
      input += FrameWriter.frame(payload)
    }
    input += PluginRun.frame(WireFixtures.getCapability)
    let run = try PluginRun(input: input)
    run.assertExitedCleanly(status: 0)
    let expected = payloads.filter { !$0.isEmpty }.count + 1
    XCTAssertEqual(run.replies.count, expected, "one reply per frame")
    for reply in run.replies.dropLast() {
      XCTAssertTrue(PluginRun.isErrorReply(reply), String(decoding: reply, as: UTF8.self))
    }
    let last = try WireFixtures.object(XCTUnwrap(run.replies.last))
    XCTAssertNotNil(last["getCapabilityResult"], "the plugin still answers after bad frames")
  }

  func testUnknownMessageKinds_AreAnsweredWithErrors() throws {
    let messages = [
      #"{"somethingNew":{}}"#, #"{"expandMacroResult":{"expandedSource":"x"}}"#,
      #"{"getCapabilityResult":{"capability":{"protocolVersion":7}}}"#,
      #"{"loadPluginLibrary":{"libraryPath":"/tmp/x.so","moduleName":"X"}}"#,
    ]
    let run = try PluginRun(input: messages.flatMap(PluginRun.frame))
    run.assertExitedCleanly(status: 0)
    XCTAssertEqual(run.replies.count, messages.count)
    for reply in run.replies {
      let object = try WireFixtures.object(reply)
      XCTAssertEqual(object.count, 1, "one reply kind: \(object)")
    }
  }

  func testOffsetsAtTheEndOfTheIntRange_DoNotOverflow() throws {
    // A failing expansion puts a diagnostic at location offset + a few bytes.
    let message = WireFixtures.expandAccessor
      .replacingOccurrences(of: #""offset":101"#, with: #""offset":9223372036854775807"#)
      .replacingOccurrences(of: #""macroRole":"accessor""#, with: #""macroRole":"declaration""#)
    let freestanding =
      #"{"expandFreestandingMacro":{"discriminator":"d","lexicalContext":[],"#
      + #""macro":{"moduleName":"M","name":"m","typeName":"T"},"macroRole":"expression","#
      + #""syntax":{"kind":"expression","source":"  #m","#
      + #""location":{"fileID":"a","fileName":"a","offset":9223372036854775807,"line":1,"#
      + #""column":1}}}}"#
    let run = try PluginRun(input: PluginRun.frame(message) + PluginRun.frame(freestanding))
    run.assertExitedCleanly(status: 0)
    XCTAssertEqual(run.replies.count, 2)
    for reply in run.replies {
      XCTAssertTrue(PluginRun.isErrorReply(reply), String(decoding: reply, as: UTF8.self))
    }
  }

  // MARK: - Huge declarations

  func testOneMegabyteDeclaration_IsExpanded() throws {
    var source = "\n@ObservableState\nstruct Huge {\n"
    var index = 0
    while source.utf8.count < 1 << 20 {
      source += "  var property\(index): Int = \(index)\n"
      index += 1
    }
    source += "}"
    let run = try PluginRun(
      input: PluginRun.frame(WireFixtures.getCapability)
        + PluginRun.frame(PluginRun.attachedMessage(role: "member", declaration: source)))
    run.assertExitedCleanly(status: 0)
    let object = try WireFixtures.object(XCTUnwrap(run.replies.last))
    let result = try XCTUnwrap(object["expandMacroResult"] as? [String: Any])
    XCTAssertNotNil(result["expandedSource"] as? String, "\(result["diagnostics"] ?? "")")
  }

  func testOneMegabyteOfBrokenSource_IsAnswered() throws {
    let unit = "var x = \"\"\" /* { ( [ #if X @ObservationStateTracked } ) ] \n"
    let source = "@ObservableState struct S {\n" + String(repeating: unit, count: (1 << 20) / 60)
    let run = try PluginRun(
      input: PluginRun.frame(PluginRun.attachedMessage(role: "member", declaration: source)))
    run.assertExitedCleanly(status: 0)
    XCTAssertEqual(run.replies.count, 1)
  }

  /// The parser limits nesting, so even absurdly deep input gets an answer, not a stack
  /// overflow.
  func testDeeplyNestedTypes_AreAnswered() throws {
    let source = "@ObservableState struct S {\n" + String(repeating: "struct S {\n", count: 90_000)
    let run = try PluginRun(
      input: PluginRun.frame(PluginRun.attachedMessage(role: "member", declaration: source)))
    run.assertExitedCleanly(status: 0)
    XCTAssertEqual(run.replies.count, 1)
  }
}
