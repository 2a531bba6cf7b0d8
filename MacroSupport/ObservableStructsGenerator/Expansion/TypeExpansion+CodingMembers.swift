// What a type says about its own coding: the coding protocols it names, and the `CodingKeys`,
// `init(from:)` and `encode(to:)` it declares.

extension TypeExpansion {
  /// The coding protocols `type` and its `extensions` (whose offsets index `source`) name,
  /// with those the compiler reports it conforms to `elsewhere`: all of them (`visible`), and
  /// those that are unconditional.
  static func codingProtocols(
    of type: TypeDeclaration, extensions: [TypeDeclaration], in source: SourceText,
    elsewhere: Set<String>
  ) -> (
    visible: (encodable: Bool, decodable: Bool), unconditional: (encodable: Bool, decodable: Bool)
  ) {
    var visible = (encodable: false, decodable: false)
    var unconditional = (
      encodable: elsewhere.contains("Encodable"), decodable: elsewhere.contains("Decodable")
    )
    // The type's declaration, then its extensions, each read in place rather than copied into
    // an array of them all.
    noteCodingProtocols(of: type, in: source, visible: &visible, unconditional: &unconditional)
    for declaration in extensions {
      noteCodingProtocols(
        of: declaration, in: source, visible: &visible, unconditional: &unconditional)
    }
    return (visible, unconditional)
  }

  /// Adds the coding protocols `declaration` names to those `visible` in the front end, and
  /// to the `unconditional` ones unless an extension's `where` clause makes them conditional
  /// (coding functions written without it would not compile for the types it leaves out).
  static func noteCodingProtocols(
    of declaration: TypeDeclaration, in source: SourceText,
    visible: inout (encodable: Bool, decodable: Bool),
    unconditional: inout (encodable: Bool, decodable: Bool)
  ) {
    let named = codingProtocols(in: declaration.inheritance, source)
    visible = (visible.encodable || named.encodable, visible.decodable || named.decodable)
    if declaration.kind != .extension || declaration.whereClause == nil {
      unconditional = (
        unconditional.encodable || named.encodable, unconditional.decodable || named.decodable
      )
    }
  }

  /// Which coding protocols an inheritance clause (whose offsets index `source`) names,
  /// `Codable` as both of its halves.
  static func codingProtocols(in inherited: [InheritedType], _ source: SourceText) -> (
    encodable: Bool, decodable: Bool
  ) {
    var protocols = (encodable: false, decodable: false)
    for entry in inherited {
      guard let name = entry.syntax?.conformanceName(in: source) else { continue }
      if name == "Codable" {
        protocols = (true, true)
      } else if name == "Encodable" {
        protocols.encodable = true
      } else if name == "Decodable" {
        protocols.decodable = true
      }
    }
    return protocols
  }

  var decodesWithOwnKeys: Bool {
    codesWithOwnKeys && conformsToDecodable && !implementsDecoding
  }

  var encodesWithOwnKeys: Bool {
    codesWithOwnKeys && conformsToEncodable && !implementsEncoding
  }

  /// Notes `CodingKeys`, `init(from:)` and `encode(to:)` among `members`.
  func inspectCodingMembers(_ members: [MemberDeclaration]) {
    // Gathered in locals and stored once (see ``MemberClassification``).
    var declares = declaresCodingKeys
    var own = ownCodingKeys
    var decoding = implementsDecoding
    var encoding = implementsEncoding
    members.forEachMember { member in
      switch member {
      case .type(let nested) where nested.name == "CodingKeys":
        declares = true
        if nested.kind == .enum && own == nil { own = nested }
      case .other(let other):
        if other.name == "CodingKeys" { declares = true }
        if CodingSignature.isDecodingInitializer(other, in: lexed) { decoding = true }
        if CodingSignature.isEncodingFunction(other, in: lexed) { encoding = true }
      default:
        break
      }
    }
    declaresCodingKeys = declares
    ownCodingKeys = own
    implementsDecoding = decoding
    implementsEncoding = encoding
  }
}
