// JSON coding only: FoundationEssentials is far lighter to build and link than Foundation.
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

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

  /// The reply as the JSON payload of a frame.
  func encodedJSON() throws -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return Array(try encoder.encode(self))
  }
}

extension PluginReply: Encodable {
  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: MessageKindKey.self)
    switch self {
    case .getCapabilityResult(let protocolVersion):
      var fields = container.nestedContainer(
        keyedBy: FieldKey.self, forKey: MessageKindKey("getCapabilityResult"))
      var capability = fields.nestedContainer(keyedBy: FieldKey.self, forKey: .capability)
      try capability.encode(protocolVersion, forKey: .protocolVersion)
      try capability.encode([String](), forKey: .features)
    case .expandMacroResult(let expandedSource, let diagnostics):
      var fields = container.nestedContainer(
        keyedBy: FieldKey.self, forKey: MessageKindKey("expandMacroResult"))
      try fields.encodeIfPresent(expandedSource, forKey: .expandedSource)
      try fields.encode(diagnostics, forKey: .diagnostics)
    case .expandAttachedMacroResult(let expandedSources, let diagnostics):
      var fields = container.nestedContainer(
        keyedBy: FieldKey.self, forKey: MessageKindKey("expandAttachedMacroResult"))
      try fields.encodeIfPresent(expandedSources, forKey: .expandedSources)
      try fields.encode(diagnostics, forKey: .diagnostics)
    case .expandFreestandingMacroResult(let expandedSource, let diagnostics):
      var fields = container.nestedContainer(
        keyedBy: FieldKey.self, forKey: MessageKindKey("expandFreestandingMacroResult"))
      try fields.encodeIfPresent(expandedSource, forKey: .expandedSource)
      try fields.encode(diagnostics, forKey: .diagnostics)
    case .loadPluginLibraryResult(let loaded, let diagnostics):
      var fields = container.nestedContainer(
        keyedBy: FieldKey.self, forKey: MessageKindKey("loadPluginLibraryResult"))
      try fields.encode(loaded, forKey: .loaded)
      try fields.encode(diagnostics, forKey: .diagnostics)
    }
  }

  /// Field names used inside the replies.
  private enum FieldKey: String, CodingKey {
    case capability, protocolVersion, features
    case expandedSource, expandedSources, diagnostics, loaded
  }
}
