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
    try HostMessage(json: JSONReader.read(payload))
  }

  /// The message `json` holds.
  init(json: JSONValue) throws(MessageFormatError) {
    guard let members = json.members, members.count == 1, let kind = members.first else {
      throw MessageFormatError(
        "expected an object with exactly one key naming the message kind, found "
          + (json.members.map { "\($0.count)" } ?? "no object"))
    }
    let fields = kind.value
    switch kind.key {
    case "getCapability":
      // Older compilers send no capability; a capability without a version is an error.
      guard fields.members != nil else {
        throw MessageFormatError("'getCapability' is not an object")
      }
      self = .getCapability(
        hostProtocolVersion: try fields["capability"].map { capability throws(MessageFormatError) in
          try capability.requiredInt("protocolVersion")
        })
    case "expandAttachedMacro":
      self = .expandAttachedMacro(try AttachedExpansionMessage(json: fields))
    case "expandFreestandingMacro":
      self = .expandFreestandingMacro(try FreestandingExpansionMessage(json: fields))
    case "loadPluginLibrary":
      self = .loadPluginLibrary(
        libraryPath: try fields.requiredString("libraryPath"),
        moduleName: try fields.requiredString("moduleName"))
    default:
      self = .unknown(kind: kind.key)
    }
  }
}

/// Why a JSON document is not the message the plugin expected.
struct MessageFormatError: Error, CustomStringConvertible {
  /// What is wrong, and where in the payload when it is the JSON text.
  var description: String

  /// An error about the message's fields.
  init(_ description: String) {
    self.description = description
  }

  /// An error about the JSON text, found at byte `offset` of the payload.
  init(_ problem: String, at offset: Int) {
    self.description = "\(problem) at byte \(offset)"
  }
}

extension JSONValue {
  /// The member `key`, which must be present.
  func required(_ key: String) throws(MessageFormatError) -> JSONValue {
    guard let value = self[key] else { throw MessageFormatError("missing field '\(key)'") }
    return value
  }

  /// The string member `key`, which must be present.
  func requiredString(_ key: String) throws(MessageFormatError) -> String {
    guard let value = try required(key).string() else {
      throw MessageFormatError("field '\(key)' is not a string")
    }
    return value
  }

  /// The integer member `key`, which must be present.
  func requiredInt(_ key: String) throws(MessageFormatError) -> Int {
    guard let value = try required(key).int else {
      throw MessageFormatError("field '\(key)' is not an integer")
    }
    return value
  }
}

/// The fields of an `expandAttachedMacro` message that the plugin reads.
struct AttachedExpansionMessage: Equatable {
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
struct FreestandingExpansionMessage: Equatable {
  /// Which macro implementation the compiler asked for.
  var macro: WireMacroReference
  /// The macro expansion expression or declaration.
  var syntax: WireSyntax
}

extension AttachedExpansionMessage {
  /// The message's fields as `json` holds them.
  init(json: JSONValue) throws(MessageFormatError) {
    macro = try WireMacroReference(json: json.required("macro"))
    macroRole = try json.requiredString("macroRole")
    attributeSyntax = try WireSyntax(json: json.required("attributeSyntax"))
    declSyntax = try WireSyntax(json: json.required("declSyntax"))
    parentDeclSyntax = try json["parentDeclSyntax"].map { v throws(MessageFormatError) in
      try WireSyntax(json: v)
    }
    extendedTypeSyntax = try json["extendedTypeSyntax"].map { v throws(MessageFormatError) in
      try WireSyntax(json: v)
    }
    conformanceListSyntax = try json["conformanceListSyntax"].map {
      v throws(MessageFormatError) in try WireSyntax(json: v)
    }
    if let context = json["lexicalContext"] {
      guard let elements = context.array else {
        throw MessageFormatError("field 'lexicalContext' is not an array")
      }
      var syntaxes: [WireSyntax] = []
      for element in elements { syntaxes.append(try WireSyntax(json: element)) }
      lexicalContext = syntaxes
    }
  }
}

extension FreestandingExpansionMessage {
  /// The message's fields as `json` holds them.
  init(json: JSONValue) throws(MessageFormatError) {
    macro = try WireMacroReference(json: json.required("macro"))
    syntax = try WireSyntax(json: json.required("syntax"))
  }
}
