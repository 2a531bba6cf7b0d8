import ObservableStructsGenerator
import XCTest

@testable import ObservableStructsMacros

/// Expansion replies, with the generator replaced by a stub: the text the compiler gets per role
/// and diagnostics moved to absolute file offsets.
final class ExpansionReplyTests: XCTestCase {
  /// A handler for a current compiler whose generator answers `response` and records requests.
  private func handler(
    answering response: MacroExpansionResponse, hostVersion: Int = 7
  ) -> MessageHandler {
    MessageHandler(hostProtocolVersion: hostVersion, expand: { _ in response })
  }

  private func reply(
    _ fixture: String, answering response: MacroExpansionResponse, hostVersion: Int = 7,
    edit: (inout AttachedExpansionMessage) -> Void = { _ in }
  ) throws -> PluginReply {
    var message = try WireFixtures.attachedMessage(fixture)
    edit(&message)
    var handler = handler(answering: response, hostVersion: hostVersion)
    return handler.reply(to: .expandAttachedMacro(message))
  }

  /// Asserts that a current compiler asking for `fixture`, edited by `edit`, gets `text`, the
  /// generator's expansion, exactly as the generator wrote it.
  private func assertTextIsPassedThrough(
    _ text: String, for fixture: String, file: StaticString = #filePath, line: UInt = #line,
    edit: (inout AttachedExpansionMessage) -> Void = { _ in }
  ) throws {
    let result = try reply(
      fixture, answering: MacroExpansionResponse(expandedSource: text), edit: edit)
    XCTAssertEqual(
      result, .expandMacroResult(expandedSource: text, diagnostics: []), file: file, line: line)
  }

  func testAccessor_TextIsSentAsTheGeneratorBuiltIt() throws {
    try assertTextIsPassedThrough(
      "get { _count }\n\nset { _count = newValue }", for: WireFixtures.expandAccessor
    ) { message in
      message.declSyntax.source = "\n  var count = 0 {\n    didSet { print(oldValue) }\n  }"
    }
  }

  func testAccessor_AlreadyBracedIsNotWrappedAgain() throws {
    try assertTextIsPassedThrough("{\n  get { 1 }\n}", for: WireFixtures.expandAccessor)
  }

  func testAccessor_OldHostGetsBareListInLegacyReply() throws {
    let accessors = "get { _count }\nset { _count = newValue }"
    let result = try reply(
      WireFixtures.expandAccessor, answering: MacroExpansionResponse(expandedSource: accessors),
      hostVersion: 4)
    XCTAssertEqual(
      result, .expandAttachedMacroResult(expandedSources: [accessors], diagnostics: []))
  }

  func testMemberAttribute_TextIsPassedThrough() throws {
    try assertTextIsPassedThrough(
      "@ObservationStateTracked", for: WireFixtures.expandMemberAttribute)
  }

  func testExtension_TextIsPassedThrough() throws {
    try assertTextIsPassedThrough(
      "extension Feature.Counter: Observation.Observable {}", for: WireFixtures.expandExtension)
  }

  func testDiagnostics_AreMovedToFileOffsets() throws {
    let diagnostics = [
      MacroExpansionDiagnostic(
        anchor: .declaration, offset: 3, severity: .error, message: "on declaration",
        fixIt: FixIt(message: "Ignore it", range: 3..<27, replacement: "@ObservationStateIgnored")),
      MacroExpansionDiagnostic(anchor: .attribute, offset: 2, severity: .warning, message: "attr"),
      MacroExpansionDiagnostic(
        anchor: .parentDeclaration, offset: 10_000, severity: .note, message: "clamped"),
    ]
    let result = try reply(
      WireFixtures.expandAccessor,
      answering: MacroExpansionResponse(expandedSource: nil, diagnostics: diagnostics))
    guard case .expandMacroResult(nil, let converted) = result else {
      return XCTFail("expected a failed expansion, got \(result)")
    }
    let file = "/src/App/Counter.swift"
    XCTAssertEqual(converted.map(\.severity), [.error, .warning, .note])
    XCTAssertEqual(
      converted.map(\.position.offset),
      [104, 103, 101 + WireFixtures.accessorDeclaration.utf8.count])
    XCTAssertEqual(converted.map(\.position.fileName), [file, file, file])
    XCTAssertEqual(
      converted[0].fixIts,
      [
        WireDiagnostic.FixIt(
          message: "Ignore it",
          changes: [
            .init(
              range: .init(fileName: file, startOffset: 104, endOffset: 128),
              newText: "@ObservationStateIgnored")
          ])
      ])
  }

  func testDiagnostics_EncodeInCompilerShape() throws {
    let reply = PluginReply.expandMacroResult(
      expandedSource: nil,
      diagnostics: [
        WireDiagnostic(
          message: "m", severity: .warning, position: .init(fileName: "f.swift", offset: 7),
          fixIts: [
            .init(
              message: "fix",
              changes: [
                .init(range: .init(fileName: "f.swift", startOffset: 7, endOffset: 9), newText: "x")
              ])
          ])
      ])
    XCTAssertEqual(
      String(decoding: reply.encodedJSON(), as: UTF8.self),
      #"{"expandMacroResult":{"diagnostics":[{"fixIts":[{"changes":[{"newText":"x","range":"#
        + #"{"endOffset":9,"fileName":"f.swift","startOffset":7}}],"message":"fix"}],"#
        + #""highlights":[],"message":"m","notes":[],"position":{"fileName":"f.swift","offset":7},"#
        + #""severity":"warning"}]}}"#)
  }

  func testRequest_ReachesTheGenerator() throws {
    let message = try WireFixtures.attachedMessage(WireFixtures.expandExtension)
    let recorder = RequestRecorder()
    var handler = recorder.handler()
    _ = handler.reply(to: .expandAttachedMacro(message))
    XCTAssertEqual(recorder.requests, [try message.expansionRequest()])
  }

  func testRequest_CarriesTheFileTheCompilerNamesForTheTypesRoles() throws {
    let recorder = RequestRecorder()
    var handler = recorder.handler(readingFiles: { path in Array("file of \(path)".utf8) })
    _ = handler.reply(
      to: .expandAttachedMacro(try WireFixtures.attachedMessage(WireFixtures.expandExtension)))
    _ = handler.reply(
      to: .expandAttachedMacro(try WireFixtures.attachedMessage(WireFixtures.expandAccessor)))
    // The extension role gets the file; a property's accessor role has no use for it.
    XCTAssertEqual(recorder.paths, ["/src/App/Counter.swift"])
    XCTAssertEqual(
      recorder.requests.map(\.enclosingFile),
      [
        EnclosingSourceFile(
          bytes: Array("file of /src/App/Counter.swift".utf8), declarationOffset: 40),
        nil,
      ])
  }
}

/// Collects the requests a stub generator receives.
private final class RequestRecorder {
  var requests: [MacroExpansionRequest] = []
  var paths: [String] = []

  /// A handler for a current compiler whose generator records each request and answers an
  /// empty expansion. With `readFile`, the handler can read source files: each path it reads is
  /// recorded and reads as `readFile` says; without, it reads none.
  func handler(readingFiles readFile: ((String) -> [UInt8])? = nil) -> MessageHandler {
    var handler = MessageHandler(
      hostProtocolVersion: 7,
      expand: { request in
        self.requests.append(request)
        return MacroExpansionResponse(expandedSource: "")
      })
    if let readFile {
      handler.readSourceFile = { path in
        self.paths.append(path)
        return readFile(path)
      }
    }
    return handler
  }
}
