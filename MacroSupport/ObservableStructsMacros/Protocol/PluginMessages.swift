import Foundation

/// A message the compiler sends to the plugin.
///
/// On the wire each message is a JSON object with exactly one key, the message kind, whose value
/// holds the message's fields: `{"getCapability": {"capability": {"protocolVersion": 7}}}`.
/// Fields the plugin does not use (`discriminator`, `lexicalContext`,
/// `staticBuildConfiguration`…) are ignored, so newer compilers can add fields freely.
enum HostMessage: Equatable {
  /// The compiler introduces itself and asks which protocol version the plugin speaks.
  case getCapability(hostProtocolVersion: Int?)
  /// Expand an `@attached` macro.
  case expandAttachedMacro(AttachedExpansionMessage)
  /// Expand a `#freestanding` macro; this plugin has none.
  case expandFreestandingMacro(FreestandingExpansionMessage)
  /// Load a dynamic library of macros; this plugin cannot.
  case loadPluginLibrary(libraryPath: String, moduleName: String)
  /// A message kind this plugin does not know, kept so it can answer with an error.
  case unknown(kind: String)
}

/// The fields of an `expandAttachedMacro` message that the plugin reads.
struct AttachedExpansionMessage: Decodable, Equatable {
  /// Which macro implementation to run.
  var macro: WireMacroReference
  /// The role as the compiler spells it: `member`, `memberAttribute`, `accessor`, `peer`,
  /// `extension` (or the older `conformance`).
  var macroRole: String
  /// The attribute that names the macro (`@ObservableState`).
  var attributeSyntax: WireSyntax
  /// The declaration the attribute is attached to; for `memberAttribute`, the member.
  var declSyntax: WireSyntax
  /// For `memberAttribute`, the type declaration that carries the attribute.
  var parentDeclSyntax: WireSyntax?
  /// For `extension`, the type being extended.
  var extendedTypeSyntax: WireSyntax?
  /// For `extension`, a placeholder `struct Placeholder: P, Q {}` listing the protocols the
  /// compiler asks conformances for.
  var conformanceListSyntax: WireSyntax?
}

/// The fields of an `expandFreestandingMacro` message that the plugin reads.
struct FreestandingExpansionMessage: Decodable, Equatable {
  /// Which macro implementation the compiler asked for.
  var macro: WireMacroReference
  /// The macro expansion expression or declaration.
  var syntax: WireSyntax
}

/// Names a macro implementation: the module and the type that implements it.
struct WireMacroReference: Decodable, Equatable {
  /// The module of the implementation (`ObservableStructsMacros`).
  var moduleName: String
  /// The implementation type (`ObservableStateMacro`).
  var typeName: String
  /// The macro's name as written at the use site (`ObservableState`).
  var name: String

  init(moduleName: String, typeName: String, name: String) {
    self.moduleName = moduleName
    self.typeName = typeName
    self.name = name
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    moduleName = try container.decodeIfPresent(String.self, forKey: .moduleName) ?? ""
    typeName = try container.decodeIfPresent(String.self, forKey: .typeName) ?? ""
    name = try container.decodeIfPresent(String.self, forKey: .name) ?? ""
  }

  private enum CodingKeys: String, CodingKey {
    case moduleName, typeName, name
  }
}

/// A piece of the user's source: its text and where the text starts in the original file.
struct WireSyntax: Decodable, Equatable {
  /// `declaration`, `attribute`, `type`, `expression`… as the compiler labels it.
  var kind: String
  /// The text, leading trivia included.
  var source: String
  /// Where `source` starts in its file.
  var location: WireSourceLocation

  init(kind: String, source: String, location: WireSourceLocation) {
    self.kind = kind
    self.source = source
    self.location = location
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    kind = try container.decodeIfPresent(String.self, forKey: .kind) ?? ""
    source = try container.decode(String.self, forKey: .source)
    location =
      try container.decodeIfPresent(WireSourceLocation.self, forKey: .location)
      ?? WireSourceLocation(fileName: "", offset: 0)
  }

  private enum CodingKeys: String, CodingKey {
    case kind, source, location
  }
}

/// A position in a source file as the compiler reports it.
struct WireSourceLocation: Decodable, Equatable {
  /// Module and file name, as `#fileID` would give.
  var fileID: String
  /// The full path of the file; diagnostics must name the file exactly like this.
  var fileName: String
  /// UTF-8 byte offset from the start of the file.
  var offset: Int
  /// 1-based line.
  var line: Int
  /// 1-based column.
  var column: Int

  init(fileID: String = "", fileName: String, offset: Int, line: Int = 0, column: Int = 0) {
    self.fileID = fileID
    self.fileName = fileName
    self.offset = offset
    self.line = line
    self.column = column
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    fileID = try container.decodeIfPresent(String.self, forKey: .fileID) ?? ""
    fileName = try container.decodeIfPresent(String.self, forKey: .fileName) ?? ""
    offset = try container.decodeIfPresent(Int.self, forKey: .offset) ?? 0
    line = try container.decodeIfPresent(Int.self, forKey: .line) ?? 0
    column = try container.decodeIfPresent(Int.self, forKey: .column) ?? 0
  }

  private enum CodingKeys: String, CodingKey {
    case fileID, fileName, offset, line, column
  }
}

extension HostMessage: Decodable {
  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: MessageKindKey.self)
    guard container.allKeys.count == 1, let key = container.allKeys.first else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath,
          debugDescription: "a message is an object with exactly one key, the message kind, "
            + "but this one has \(container.allKeys.count)"))
    }
    switch key.stringValue {
    case "getCapability":
      let fields = try container.decode(CapabilityFields.self, forKey: key)
      self = .getCapability(hostProtocolVersion: fields.capability?.protocolVersion)
    case "expandAttachedMacro":
      self = .expandAttachedMacro(try container.decode(AttachedExpansionMessage.self, forKey: key))
    case "expandFreestandingMacro":
      self = .expandFreestandingMacro(
        try container.decode(FreestandingExpansionMessage.self, forKey: key))
    case "loadPluginLibrary":
      let fields = try container.decode(LibraryFields.self, forKey: key)
      self = .loadPluginLibrary(
        libraryPath: fields.libraryPath ?? "", moduleName: fields.moduleName ?? "")
    default:
      self = .unknown(kind: key.stringValue)
    }
  }

  /// Decodes one message from the JSON payload of a frame.
  static func decode(fromJSON payload: [UInt8]) throws -> HostMessage {
    try JSONDecoder().decode(HostMessage.self, from: Data(payload))
  }

  private struct CapabilityFields: Decodable {
    struct Capability: Decodable {
      var protocolVersion: Int?
    }
    var capability: Capability?
  }

  private struct LibraryFields: Decodable {
    var libraryPath: String?
    var moduleName: String?
  }
}

/// A coding key made from whatever string the JSON holds: the message kind.
struct MessageKindKey: CodingKey {
  var stringValue: String
  var intValue: Int? { nil }

  init(_ string: String) {
    stringValue = string
  }

  init?(stringValue: String) {
    self.stringValue = stringValue
  }

  init?(intValue: Int) {
    nil
  }
}
