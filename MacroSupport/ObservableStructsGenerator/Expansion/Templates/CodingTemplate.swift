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
/// Every standard name is written with a module selector (`Swift::CodingKey`), so that no
/// type of the user's, not even one named `Swift`, can stand in.
enum CodingTemplate {
  /// One stored property as coding sees it.
  struct StoredProperty {
    /// The name without backticks.
    var name: String
    /// The name as written.
    var spelledName: String
    /// What synthesis codes in the property's place.
    var coded: CodedStorage
    /// Whether it is a `let` with an initial value, which decoding leaves alone.
    var isConstantWithValue: Bool
    /// UTF-8 offset of the name in the source.
    var nameOffset: Int
    /// Whether it is read through a `_read` accessor (and is not tracked): computed, as far as
    /// reflection is concerned, so the mirror leaves it out.
    var hasReadAccessor = false
  }

  /// Writes `CodingKeys` for the stored properties among `members`, under the same `#if`
  /// conditions as the properties. `variables` are the classified declarations among them,
  /// with their stored properties; `inOrder`, if given, lists them all in source order (there is no `#if`
  /// among the members), and the members are not walked.
  static func writeCodingKeys(
    for members: [MemberDeclaration], variables: [ClassifiedVariable],
    inOrder: [StoredProperty]? = nil, into writer: CodeWriter
  ) {
    let hasNames = inOrder.map { !$0.isEmpty } ?? variables.contains { !$0.stored.isEmpty }
    // An enum with a raw type needs a case; without names there is nothing to map anyway.
    writer.line(
      hasNames
        ? "private enum CodingKeys: Swift::String, Swift::CodingKey {"
        : "private enum CodingKeys: Swift::CodingKey {")
    let indent = writer.indent
    writer.indent = indent + "  "
    if let inOrder {
      writeCodingKeyCases(inOrder, into: writer)
      writer.indent = indent
      writer.line(literal: "}")
      return
    }
    let stored = { (member: MemberDeclaration) -> ArraySlice<StoredProperty> in
      guard let offset = member.variableOffset else { return [] }
      return variables.storedProperties(at: offset)
    }
    _ = members.writeMirroringIfConfig(into: writer) { member, writer in
      let properties = stored(member)
      for property in properties {
        if property.isTracked, let storage = property.codedStorage {
          writer.line(literal: "case ", storage, " = \"")
          writer.append(property.name)
          writer.append(literal: "\"")
        } else {
          writer.line(literal: "case ", property.spelledName)
        }
      }
      return !properties.isEmpty
    }
    // The names synthesis would have given the renamed cases, for code that names them.
    let aliasesStart = writer.count
    writer.blankLine()
    let wroteAliases = members.writeMirroringIfConfig(into: writer) { member, writer in
      var wrote = false
      for property in stored(member) where property.isTracked {
        guard let storage = property.codedStorage else { continue }
        writer.line(literal: "static var ", property.spelledName, ": Self { .")
        writer.append(storage)
        writer.append(literal: " }")
        wrote = true
      }
      return wrote
    }
    if !wroteAliases { writer.truncate(to: aliasesStart) }
    writer.indent = indent
    writer.line(literal: "}")
  }

  /// Writes the cases of `CodingKeys` for `properties` (all outside `#if`), then the aliases
  /// under the names synthesis would have given the renamed ones, after a blank line.
  private static func writeCodingKeyCases(_ properties: [StoredProperty], into writer: CodeWriter) {
    // Lines as `line(_:…)` writes them, with the fixed pieces written as literals.
    for property in properties {
      writer.line(literal: "case ")
      if property.isTracked {
        property.writeCodedName(into: writer)
        writer.append(literal: " = \"")
        writer.append(property.name)
        writer.append(byte: ASCII.quote)
      } else {
        writer.append(property.spelledName)
      }
    }
    let aliasesStart = writer.count
    writer.blankLine()
    var wroteAliases = false
    for property in properties where property.isTracked {
      writer.line(literal: "static var ")
      writer.append(property.spelledName)
      writer.append(literal: ": Self { .")
      property.writeCodedName(into: writer)
      writer.append(literal: " }")
      wroteAliases = true
    }
    if !wroteAliases { writer.truncate(to: aliasesStart) }
  }

  /// Whether every case of `codingKeys` names one of `properties`, so that coding through the
  /// keys can be written as synthesis would. Keys that name anything else (the backing storage,
  /// a computed property) are left to synthesis, which codes or rejects them as it would the
  /// plain struct's.
  static func namesOnlyProperties(
    _ codingKeys: TypeDeclaration, _ properties: [String: StoredProperty]
  ) -> Bool {
    var namesOnlyProperties = true
    codingKeys.members.forEachMember { member in
      guard case .enumCase(let declaration) = member else { return }
      for element in declaration.elements where properties[element.name] == nil {
        namesOnlyProperties = false
      }
    }
    return namesOnlyProperties
  }

  /// Writes `init(from:)` (if `decodes`) and `encode(to:)` (if `encodes`) that code the
  /// properties named by the cases of the user's `codingKeys`, as synthesis would: each through
  /// the stored property synthesis codes (a tracked property's backing storage, a wrapped
  /// property's wrapper), so that decoding runs no observer and no setter.
  static func writeCodingFunctions(
    codingKeys: TypeDeclaration, properties: [String: StoredProperty], access: String,
    decodes: Bool, encodes: Bool, into writer: CodeWriter
  ) {
    let prefix = access.isEmpty ? "" : access + " "
    if decodes {
      writer.line(prefix, "init(from decoder: any Swift::Decoder) throws {")
      writeBody(
        of: codingKeys, properties, container: "let container = try decoder.container",
        codes: { !$0.isConstantWithValue }, into: writer
      ) { property, key, writer in
        let stored = property.codedStorage ?? property.spelledName
        writer.line(literal: "self.", stored, " = try container._$decode(\\Self.")
        writer.append(stored)
        writer.append(literal: ", forKey: .")
        writer.append(key)
        writer.append(literal: ")")
      }
      writer.line(literal: "}")
    }
    if encodes {
      if decodes { writer.blankLine() }
      writer.line(prefix, "func encode(to encoder: any Swift::Encoder) throws {")
      writeBody(
        of: codingKeys, properties, container: "var container = encoder.container",
        codes: { _ in true }, into: writer
      ) { property, key, writer in
        let stored = property.codedStorage ?? property.spelledName
        writer.line(literal: "try container._$encode(self.", stored, ", forKey: .")
        writer.append(key)
        writer.append(literal: ")")
      }
      writer.line(literal: "}")
    }
  }

  /// Writes a coding function's body, one level in: the `container` declaration (up to its
  /// `(keyedBy:)` call), then what `write` writes for each case of `codingKeys` that names a
  /// property it `codes`, under the cases' `#if` conditions. A container no line uses is asked
  /// for all the same (that checks the input's shape, as synthesis does) but not kept, and a
  /// decoding container used only under `#if` is marked used, so that the function gives no
  /// "never used" warning where synthesis gives none.
  private static func writeBody(
    of codingKeys: TypeDeclaration, _ properties: [String: StoredProperty], container: String,
    codes: (StoredProperty) -> Bool, into writer: CodeWriter,
    _ write: (StoredProperty, String, CodeWriter) -> Void
  ) {
    let indent = writer.indent
    writer.indent = indent + "  "
    let start = writer.count
    writer.line(container, "(keyedBy: CodingKeys.self)")
    let wrote = codingKeys.members.writeMirroringIfConfig(into: writer) { member, writer in
      writeCases(of: member, properties, into: writer) { property, key, writer in
        if codes(property) { write(property, key, writer) }
      }
    }
    let codesOutsideIfConfig = codingKeys.members.contains { member in
      guard case .enumCase(let declaration) = member else { return false }
      return declaration.elements.contains { properties[$0.name].map(codes) ?? false }
    }
    if !wrote {
      writer.truncate(to: start)
      let call = container.split(separator: "=", maxSplits: 1)[1]
      writer.line("_ =", String(call), "(keyedBy: CodingKeys.self)")
    } else if !codesOutsideIfConfig && container.hasPrefix("let") {
      writer.line(literal: "_ = container")
    }
    writer.indent = indent
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
