// JSON coding only: FoundationEssentials is far lighter to build and link than Foundation.
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A message the compiler sends to the plugin.
///
/// On the wire a message is a JSON object with one key, the message kind, whose value holds the
/// message's fields: `{"getCapability": {"capability": {"protocolVersion": 7}}}`. Fields the
/// plugin does not need (`discriminator`, `staticBuildConfiguration`…) are
/// skipped, so a newer compiler may add fields without breaking the plugin.
enum HostMessage: Equatable {
  /// The compiler says which protocol version it speaks and asks for the plugin's.
  case getCapability(hostProtocolVersion: Int?)
  /// Expand an `@attached` macro in one role.
  case expandAttachedMacro(AttachedExpansionMessage)
  /// Expand a `#freestanding` macro; this plugin implements none.
  case expandFreestandingMacro(FreestandingExpansionMessage)
  /// Load a dynamic library of macros; only plugin servers do this.
  case loadPluginLibrary(libraryPath: String, moduleName: String)
  /// A kind of message this plugin does not know; it is answered with an error.
  case unknown(kind: String)

  /// Decodes one message from the JSON payload of a frame.
  static func decode(fromJSON payload: [UInt8]) throws -> HostMessage {
    try JSONDecoder().decode(HostMessage.self, from: Data(payload))
  }
}

extension HostMessage: Decodable {
  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: MessageKindKey.self)
    let keys = container.allKeys
    guard keys.count == 1, let kind = keys.first else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath,
          debugDescription:
            "expected an object with exactly one key naming the message kind, found \(keys.count)"
        ))
    }
    switch kind.stringValue {
    case "getCapability":
      let fields = try container.decode(CapabilityFields.self, forKey: kind)
      self = .getCapability(hostProtocolVersion: fields.capability?.protocolVersion)
    case "expandAttachedMacro":
      self = .expandAttachedMacro(try container.decode(AttachedExpansionMessage.self, forKey: kind))
    case "expandFreestandingMacro":
      self = .expandFreestandingMacro(
        try container.decode(FreestandingExpansionMessage.self, forKey: kind))
    case "loadPluginLibrary":
      let fields = try container.decode(LibraryFields.self, forKey: kind)
      self = .loadPluginLibrary(libraryPath: fields.libraryPath, moduleName: fields.moduleName)
    default:
      self = .unknown(kind: kind.stringValue)
    }
  }

  /// The fields of `getCapability`; older compilers send no capability at all.
  private struct CapabilityFields: Decodable {
    /// The host's capability: the protocol version it speaks.
    struct Capability: Decodable {
      var protocolVersion: Int
    }
    var capability: Capability?
  }

  /// The fields of `loadPluginLibrary`.
  private struct LibraryFields: Decodable {
    var libraryPath: String
    var moduleName: String
  }
}

/// The fields of an `expandAttachedMacro` message that the plugin reads.
struct AttachedExpansionMessage: Decodable, Equatable {
  /// Which macro implementation to run.
  var macro: WireMacroReference
  /// The role as the compiler spells it: `member`, `memberAttribute`, `accessor`, `peer`,
  /// `extension`, or `conformance` from older compilers.
  var macroRole: String
  /// The attribute that names the macro, with its trivia (`"\n  @ObservableState "`).
  var attributeSyntax: WireSyntax
  /// The declaration the attribute is attached to; for `memberAttribute`, the member visited.
  var declSyntax: WireSyntax
  /// For `memberAttribute`, the type declaration that carries the attribute.
  var parentDeclSyntax: WireSyntax?
  /// For `extension`, the type to extend as written in an extension (`Outer.Counter`).
  var extendedTypeSyntax: WireSyntax?
  /// For `extension`, `struct Placeholder: P, Q {}` listing the conformances the type still
  /// lacks; absent when it lacks none.
  var conformanceListSyntax: WireSyntax?
  /// The enclosing declarations, innermost first, without their bodies; older compilers
  /// send none.
  var lexicalContext: [WireSyntax]?
}

/// The fields of an `expandFreestandingMacro` message that the plugin reads.
struct FreestandingExpansionMessage: Decodable, Equatable {
  /// Which macro implementation the compiler asked for.
  var macro: WireMacroReference
  /// The macro expansion expression or declaration.
  var syntax: WireSyntax
}
