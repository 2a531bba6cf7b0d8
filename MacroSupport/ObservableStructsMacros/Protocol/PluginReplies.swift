import Foundation

/// A message the plugin sends back to the compiler, one per message received.
///
/// Encoded like the compiler's messages: one key, the reply kind, holding the fields:
/// `{"expandMacroResult": {"diagnostics": [], "expandedSource": "…"}}`.
enum PluginReply: Equatable {
  /// Answers `getCapability` with the protocol version the plugin speaks; it declares no
  /// optional features.
  case getCapabilityResult(protocolVersion: Int)
  /// Answers an expansion request; `expandedSource` is `nil` when expansion failed, and then
  /// `diagnostics` holds an error. Also the answer to messages the plugin cannot read.
  case expandMacroResult(expandedSource: String?, diagnostics: [WireDiagnostic])
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
    case .expandMacroResult(let expandedSource, let diagnostics):
      var fields = container.nestedContainer(
        keyedBy: FieldKey.self, forKey: MessageKindKey("expandMacroResult"))
      try fields.encodeIfPresent(expandedSource, forKey: .expandedSource)
      try fields.encode(diagnostics, forKey: .diagnostics)
    case .loadPluginLibraryResult(let loaded, let diagnostics):
      var fields = container.nestedContainer(
        keyedBy: FieldKey.self, forKey: MessageKindKey("loadPluginLibraryResult"))
      try fields.encode(loaded, forKey: .loaded)
      try fields.encode(diagnostics, forKey: .diagnostics)
    }
  }

  private enum FieldKey: String, CodingKey {
    case capability, protocolVersion, expandedSource, diagnostics, loaded
  }
}

/// A diagnostic in the compiler's terms: positions are UTF-8 offsets in a named file.
struct WireDiagnostic: Encodable, Equatable {
  /// How serious the diagnostic is, spelled as the compiler expects.
  enum Severity: String, Encodable {
    case error, warning, note, remark
  }

  /// A position: the file exactly as the compiler named it, and a UTF-8 offset in it.
  struct Position: Encodable, Equatable {
    var fileName: String
    var offset: Int

    /// The position used when a diagnostic is about the conversation, not about source.
    static let nowhere = Position(fileName: "", offset: 0)
  }

  /// A UTF-8 range in a named file.
  struct PositionRange: Encodable, Equatable {
    var fileName: String
    var startOffset: Int
    var endOffset: Int
  }

  /// A note attached to the diagnostic; the plugin sends none but the field is required.
  struct Note: Encodable, Equatable {
    var position: Position
    var message: String
  }

  /// A suggested edit, made of text replacements.
  struct FixIt: Encodable, Equatable {
    /// One replacement: `range` becomes `newText`.
    struct Change: Encodable, Equatable {
      var range: PositionRange
      var newText: String
    }
    var message: String
    var changes: [Change]
  }

  var message: String
  var severity: Severity
  var position: Position
  var highlights: [PositionRange] = []
  var notes: [Note] = []
  var fixIts: [FixIt] = []

  /// An error about the conversation itself rather than about a place in the source.
  static func protocolError(_ message: String) -> WireDiagnostic {
    WireDiagnostic(message: message, severity: .error, position: .nowhere)
  }
}
