/// Whether a struct gets generated `CodingKeys`.
///
/// Synthesized coding of an annotated struct needs keys that map each tracked property's
/// storage (`_count`) to the property's name (`"count"`). A struct that is never coded does not
/// need them, and they cost the compiler an enum with a dozen synthesized members per type.
///
/// Synthesized coding is only possible where the conformance is declared in the type's own
/// file. So a front end that sees the whole file (the build plugin) leaves the keys out when
/// the file never names `Codable`, `Encodable` or `Decodable`, and neither the type nor any
/// extension in the file adopts a protocol other than the standard ones known never to refine
/// them (a protocol of the user's might). The macro sees the declaration alone, and a
/// conformance may follow in an extension, so it always writes them.
extension TypeExpansion {
  /// Protocols that cannot make a struct coded: the standard ones a state type usually adopts.
  static let protocolsThatNeverCode: Set<String> = [
    "Equatable", "Hashable", "Sendable", "Identifiable", "Comparable", "CaseIterable",
    "CustomStringConvertible", "CustomDebugStringConvertible", "CustomReflectable",
    "BitwiseCopyable", "Copyable", "Escapable", "ObservableState", "Observable",
  ]

  /// The names of the coding protocols (`Codable` is the two of them).
  static let codingProtocols: Set<String> = ["Codable", "Encodable", "Decodable"]

  /// Whether every entry of an inheritance clause (whose offsets index `source`) is a
  /// protocol in ``protocolsThatNeverCode`` (written plainly, module-qualified or
  /// `@unchecked`).
  static func onlyNeverCodingProtocols(_ inherited: [InheritedType], in source: SourceText)
    -> Bool
  {
    inherited.allSatisfy { entry in
      guard
        let name = entry.syntax?.conformanceName(in: source, lookingThroughUnchecked: true)
      else { return false }
      return protocolsThatNeverCode.contains(name)
    }
  }

  /// Whether something in the file besides the annotated types' own declarations may make one
  /// of them coded: a coding protocol named anywhere in its code, or an extension that adopts
  /// a protocol outside ``protocolsThatNeverCode``.
  static func fileMayMakeTypesCoded(_ lexed: LexedFile, _ types: [TypeDeclaration]) -> Bool {
    // "Codable", "Encodable", "Decodable" all end in "e": only identifiers of their lengths
    // that do are compared.
    let namesCoding = lexed.containsIdentifier(
      anyOf: ["Codable", "Encodable", "Decodable"], endingIn: ASCII.lowercaseE)
    return namesCoding
      || types.contains {
        $0.kind == .extension && !onlyNeverCodingProtocols($0.inheritance, in: lexed.source)
      }
  }

  /// Whether the type's body gets `CodingKeys`: a struct without its own that may be coded.
  var writesCodingKeysInBody: Bool {
    type.kind == .struct && !declaresCodingKeys && mayBeCoded
  }
}
