import ObservableStructsGenerator

/// Answers the compiler's messages: one reply per message, with no I/O of its own.
///
/// The handler remembers the protocol version the compiler announced, because compilers before
/// version 5 expect the older reply kinds and join accessor expansions themselves.
struct MessageHandler {
  /// The protocol version this plugin speaks: 7 passes the conformances an extension must add.
  static let protocolVersion = 7
  /// The first host version that accepts `expandMacroResult` with one joined text.
  static let unifiedResultVersion = 5

  /// The compiler's protocol version; 0 until it says otherwise.
  var hostProtocolVersion = 0
  /// The generator entry point; tests replace it.
  var expand: (MacroExpansionRequest) -> MacroExpansionResponse = MacroExpander.expand
  /// Reads the source file the compiler names for an annotated type (see
  /// ``EnclosingSourceFile``); `nil` when it cannot. The plugin reads from disk; tests give
  /// files of their own or none.
  var readSourceFile: (String) -> [UInt8]? = { _ in nil }

  /// The reply to a frame's payload; a payload that is not a message gets an error reply.
  mutating func reply(toPayload payload: [UInt8]) -> PluginReply {
    do {
      return reply(to: try HostMessage.decode(fromJSON: payload))
    } catch {
      return Self.errorReply(
        "ObservableStructsMacros could not read the compiler's message: \(error)")
    }
  }

  /// The reply to `message`.
  mutating func reply(to message: HostMessage) -> PluginReply {
    switch message {
    case .getCapability(let hostProtocolVersion):
      if let hostProtocolVersion { self.hostProtocolVersion = hostProtocolVersion }
      return .getCapabilityResult(protocolVersion: Self.protocolVersion)
    case .expandAttachedMacro(let expansion):
      return reply(toAttached: expansion)
    case .expandFreestandingMacro(let expansion):
      let diagnostic = WireDiagnostic(
        message: "ObservableStructsMacros has no freestanding macro '\(expansion.macro.name)'",
        severity: .error,
        position: WireDiagnostic.Position(
          fileName: expansion.syntax.location.fileName,
          offset: expansion.syntax.location.offset.clampedAdding(
            expansion.syntax.leadingBlankCount)))
      return hostProtocolVersion >= Self.unifiedResultVersion
        ? .expandMacroResult(expandedSource: nil, diagnostics: [diagnostic])
        : .expandFreestandingMacroResult(expandedSource: nil, diagnostics: [diagnostic])
    case .loadPluginLibrary(let libraryPath, _):
      return .loadPluginLibraryResult(
        loaded: false,
        diagnostics: [.protocolError("ObservableStructsMacros cannot load '\(libraryPath)'")])
    case .unknown(let kind):
      return Self.errorReply("ObservableStructsMacros does not understand message '\(kind)'")
    }
  }

  /// Expands one attached macro and positions its diagnostics in the compiler's file.
  private func reply(toAttached message: AttachedExpansionMessage) -> PluginReply {
    let conversion = DiagnosticConversion(for: message)
    var request: MacroExpansionRequest
    do {
      request = try message.expansionRequest()
    } catch {
      let diagnostic = conversion.convert(
        MacroExpansionDiagnostic(
          anchor: .attribute, offset: message.attributeSyntax.leadingBlankCount, severity: .error,
          message: "'\(message.macroName)' cannot be expanded in the '\(error.role)' role"))
      return attachedReply(text: nil, diagnostics: [diagnostic])
    }
    if request.macroName == MacroNames.observableState
      && (request.role == .member || request.role == .extension),
      let bytes = readSourceFile(message.declSyntax.location.fileName)
    {
      request.enclosingFile = EnclosingSourceFile(
        bytes: bytes, declarationOffset: message.declSyntax.location.offset)
    }
    let response = expand(request)
    // The generator already braces an accessor list when the property has no accessor
    // block, as hosts speaking `expandMacroResult` expect.
    return attachedReply(
      text: response.expandedSource, diagnostics: response.diagnostics.map(conversion.convert))
  }

  /// An attached-macro reply in the form the host understands.
  private func attachedReply(text: String?, diagnostics: [WireDiagnostic]) -> PluginReply {
    if hostProtocolVersion >= Self.unifiedResultVersion {
      return .expandMacroResult(expandedSource: text, diagnostics: diagnostics)
    }
    return .expandAttachedMacroResult(expandedSources: text.map { [$0] }, diagnostics: diagnostics)
  }

  /// A failed expansion whose error is about the conversation, not the source.
  static func errorReply(_ message: String) -> PluginReply {
    .expandMacroResult(expandedSource: nil, diagnostics: [.protocolError(message)])
  }
}
