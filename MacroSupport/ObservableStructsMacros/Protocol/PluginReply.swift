/// A message the plugin sends back to the compiler: exactly one per message received.
///
/// Encoded like the compiler's messages, one key naming the kind and holding the fields:
/// `{"expandMacroResult": {"diagnostics": [], "expandedSource": "…"}}`.
enum PluginReply: Equatable {
  /// Answers `getCapability`: the protocol version the plugin speaks and its optional
  /// features (none).
  case getCapabilityResult(protocolVersion: Int)
  /// Answers an expansion: the expanded text, or `nil` when expansion failed and `diagnostics`
  /// says why. Also the answer to messages the plugin cannot read.
  case expandMacroResult(expandedSource: String?, diagnostics: [WireDiagnostic])
  /// The answer to `expandAttachedMacro` for compilers older than protocol version 5: one text
  /// per expansion, which the compiler joins itself.
  case expandAttachedMacroResult(expandedSources: [String]?, diagnostics: [WireDiagnostic])
  /// The answer to `expandFreestandingMacro` for compilers older than protocol version 5.
  case expandFreestandingMacroResult(expandedSource: String?, diagnostics: [WireDiagnostic])
  /// Answers `loadPluginLibrary`.
  case loadPluginLibraryResult(loaded: Bool, diagnostics: [WireDiagnostic])

  /// The reply as the JSON payload of a frame, keys in sorted order.
  func encodedJSON() -> [UInt8] {
    var writer = JSONWriter()
    switch self {
    case .getCapabilityResult(let protocolVersion):
      writer.raw(#"{"getCapabilityResult":{"capability":{"features":[],"protocolVersion":"#)
      writer.int(protocolVersion)
      writer.raw("}}")
    case .expandMacroResult(let expandedSource, let diagnostics):
      writer.raw(#"{"expandMacroResult":"#)
      Self.writeResult(diagnostics, expandedSource: expandedSource, into: &writer)
    case .expandFreestandingMacroResult(let expandedSource, let diagnostics):
      writer.raw(#"{"expandFreestandingMacroResult":"#)
      Self.writeResult(diagnostics, expandedSource: expandedSource, into: &writer)
    case .expandAttachedMacroResult(let expandedSources, let diagnostics):
      writer.raw(#"{"expandAttachedMacroResult":"#)
      Self.writeResult(diagnostics, into: &writer) { writer in
        guard let expandedSources else { return }
        writer.raw(#","expandedSources":"#)
        writer.array(expandedSources) { $0.string($1) }
      }
    case .loadPluginLibraryResult(let loaded, let diagnostics):
      writer.raw(#"{"loadPluginLibraryResult":"#)
      Self.writeResult(diagnostics, into: &writer) { writer in
        writer.raw(#","loaded":"#)
        writer.bool(loaded)
      }
    }
    writer.raw("}")
    return writer.bytes
  }

  /// `{"diagnostics": […], "expandedSource": "…"}`, the source left out when there is none.
  private static func writeResult(
    _ diagnostics: [WireDiagnostic], expandedSource: String?, into writer: inout JSONWriter
  ) {
    writeResult(diagnostics, into: &writer) { writer in
      guard let expandedSource else { return }
      writer.raw(#","expandedSource":"#)
      writer.string(expandedSource)
    }
  }

  /// `{"diagnostics": […]…}`: the diagnostics, then the members `writeMembers` writes after
  /// them, each starting with its comma.
  private static func writeResult(
    _ diagnostics: [WireDiagnostic], into writer: inout JSONWriter,
    then writeMembers: (inout JSONWriter) -> Void
  ) {
    writer.raw(#"{"diagnostics":"#)
    writer.array(diagnostics) { $1.write(into: &$0) }
    writeMembers(&writer)
    writer.raw("}")
  }
}
