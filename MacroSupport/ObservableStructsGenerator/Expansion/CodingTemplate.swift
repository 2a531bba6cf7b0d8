/// What keeps an annotated struct coding exactly as the plain struct does.
///
/// Synthesized `Codable` codes stored properties, and an annotated struct's stored properties
/// are the backing storage (`_count`) and the registrar. So every annotated struct without
/// `CodingKeys` of its own gets `CodingKeys` mapping each backing property to the name the user
/// wrote and leaving the registrar out — always, wherever `Codable` is declared. Each renamed
/// case has an alias under the property's name (`CodingKeys.count`), so code written against
/// the keys synthesis would make (`forKey: .count`, `CodingKeys.count.stringValue`, a `switch`
/// with a `default`) still compiles. A struct with its own `CodingKeys` (written for the names
/// the user sees) gets the `init(from:)` and `encode(to:)` that synthesis would have produced
/// from them.
///
/// Every standard name is written with its module (`Swift.CodingKey`), so that a type of the
/// user's with the same name cannot stand in.
enum CodingTemplate {
  /// One stored property as coding sees it.
  struct StoredProperty {
    /// The name without backticks.
    var name: String
    /// The name as written.
    var spelledName: String
    /// Whether it is tracked (coded through its backing storage).
    var isTracked: Bool
    /// Whether it is a `let` with an initial value, which decoding leaves alone.
    var isConstantWithValue: Bool
  }

  /// Writes `CodingKeys` for the stored properties among `members`, under the same `#if`
  /// conditions as the properties. `storedProperties` maps a declaration's offset to its
  /// stored properties.
  static func writeCodingKeys(
    for members: [MemberDeclaration], storedProperties: [Int: [StoredProperty]],
    into writer: CodeWriter
  ) {
    let hasNames = storedProperties.values.contains { !$0.isEmpty }
    // An enum with a raw type needs a case; without names there is nothing to map anyway.
    writer.line(
      hasNames
        ? "private enum CodingKeys: Swift.String, Swift.CodingKey {"
        : "private enum CodingKeys: Swift.CodingKey {")
    let indent = writer.indent
    writer.indent = indent + "  "
    let stored = { (member: MemberDeclaration) -> [StoredProperty] in
      guard case .variable(let variable) = member else { return [] }
      return storedProperties[variable.range.lowerBound] ?? []
    }
    _ = members.writeMirroringIfConfig(into: writer) { member, writer in
      for property in stored(member) {
        if property.isTracked {
          writer.line("case _", property.name, " = \"", property.name, "\"")
        } else {
          writer.line("case ", property.spelledName)
        }
      }
      return !stored(member).isEmpty
    }
    // The names synthesis would have given the renamed cases, for code that names them.
    let aliasesStart = writer.count
    writer.blankLine()
    let wroteAliases = members.writeMirroringIfConfig(into: writer) { member, writer in
      let tracked = stored(member).filter(\.isTracked)
      for property in tracked {
        writer.line("static var ", property.spelledName, ": Self { ._", property.name, " }")
      }
      return !tracked.isEmpty
    }
    if !wroteAliases { writer.truncate(to: aliasesStart) }
    writer.indent = indent
    writer.line("}")
  }

  /// Writes `init(from:)` (if `decodes`) and `encode(to:)` (if `encodes`) that code the
  /// properties named by the cases of the user's `codingKeys`, as synthesis would.
  static func writeCodingFunctions(
    codingKeys: TypeDeclaration, properties: [String: StoredProperty], access: String,
    decodes: Bool, encodes: Bool, into writer: CodeWriter
  ) {
    let prefix = access.isEmpty ? "" : access + " "
    let indent = writer.indent
    if decodes {
      writer.line(prefix, "init(from decoder: any Swift.Decoder) throws {")
      writer.line("  let container = try decoder.container(keyedBy: CodingKeys.self)")
      writer.indent = indent + "  "
      _ = codingKeys.members.writeMirroringIfConfig(into: writer) { member, writer in
        writeCases(of: member, properties, into: writer) { property, key, writer in
          guard !property.isConstantWithValue else { return }
          writer.line("self.", property.spelledName, " = try container._$decode(\\Self.")
          writer.append(property.spelledName + ", forKey: ." + key + ")")
        }
      }
      writer.indent = indent
      writer.line("}")
    }
    if encodes {
      if decodes { writer.blankLine() }
      writer.line(prefix, "func encode(to encoder: any Swift.Encoder) throws {")
      writer.line("  var container = encoder.container(keyedBy: CodingKeys.self)")
      writer.indent = indent + "  "
      _ = codingKeys.members.writeMirroringIfConfig(into: writer) { member, writer in
        writeCases(of: member, properties, into: writer) { property, key, writer in
          let stored = property.isTracked ? "_" + property.name : property.spelledName
          writer.line("try container._$encode(self.", stored, ", forKey: .", key, ")")
        }
      }
      writer.indent = indent
      writer.line("}")
    }
  }

  /// Calls `write` for each case of a `CodingKeys` case declaration that names a property.
  private static func writeCases(
    of member: MemberDeclaration, _ properties: [String: StoredProperty],
    into writer: CodeWriter, _ write: (StoredProperty, String, CodeWriter) -> Void
  ) -> Bool {
    guard case .enumCase(let declaration) = member else { return false }
    var wrote = false
    for element in declaration.elements {
      guard let property = properties[element.name] else { continue }
      let before = writer.count
      write(property, element.spelledName, writer)
      wrote = wrote || writer.count != before
    }
    return wrote
  }
}
