/// A struct, enum, class, actor, protocol or extension with its members.
///
/// A declaration does not change once parsed, and it is copied often on its way through the
/// expansion: into the file's list of types, into the extensions by name, into each type's
/// expansion. Its parts therefore live in one shared object that no copy changes, so that a
/// copy costs one retain rather than one for each of its nine strings and arrays.
package struct TypeDeclaration: Equatable, Sendable {
  /// The parts, shared by every copy.
  private let parts: Parts

  /// Creates a declaration.
  package init(
    kind: TypeKind, name: String, nameRange: Range<Int>, attributes: [Attribute],
    modifiers: [Modifier], genericParameterClause: String?, inheritance: [InheritedType],
    whereClause: String?, range: Range<Int>, keywordOffset: Int, bodyOpenOffset: Int,
    bodyCloseOffset: Int, members: [MemberDeclaration]
  ) {
    parts = Parts(
      kind: kind, name: name, nameRange: nameRange, attributes: attributes,
      modifiers: modifiers, genericParameterClause: genericParameterClause,
      inheritance: inheritance, whereClause: whereClause, range: range,
      keywordOffset: keywordOffset, bodyOpenOffset: bodyOpenOffset,
      bodyCloseOffset: bodyCloseOffset, members: members)
  }

  /// The kind of declaration.
  package var kind: TypeKind { parts.kind }
  /// The declared name; for an extension, the extended type as written (`Feature.State`).
  package var name: String { parts.name }
  /// UTF-8 range of the name (for an extension, of the extended type).
  package var nameRange: Range<Int> { parts.nameRange }
  /// Attributes before the declaration.
  package var attributes: [Attribute] { parts.attributes }
  /// Modifiers before the keyword.
  package var modifiers: [Modifier] { parts.modifiers }
  /// The generic parameter clause as written (`<Value: Equatable>`), if any.
  package var genericParameterClause: String? { parts.genericParameterClause }
  /// The entries of the inheritance clause, in order.
  package var inheritance: [InheritedType] { parts.inheritance }
  /// The inherited types as written, in order (an array made on each call: read
  /// ``inheritance`` where it matters).
  package var inheritedTypes: [String] { parts.inheritance.map(\.text) }
  /// The `where` clause as written (without `where`), if any.
  package var whereClause: String? { parts.whereClause }
  /// UTF-8 range of the whole declaration, first attribute or modifier through the closing `}`.
  package var range: Range<Int> { parts.range }
  /// UTF-8 offset of the keyword (`struct`, `enum` …).
  package var keywordOffset: Int { parts.keywordOffset }
  /// UTF-8 offset of the body's `{`.
  package var bodyOpenOffset: Int { parts.bodyOpenOffset }
  /// UTF-8 offset of the body's `}`; equals the end of the source if the body is unterminated.
  package var bodyCloseOffset: Int { parts.bodyCloseOffset }
  /// The members, in order, `#if` blocks kept as blocks.
  package var members: [MemberDeclaration] { parts.members }

  /// Whether both declarations have equal parts (told at once when they share them).
  package static func == (lhs: TypeDeclaration, rhs: TypeDeclaration) -> Bool {
    lhs.parts === rhs.parts || lhs.parts.hasSameValues(as: rhs.parts)
  }

  /// The parts of a ``TypeDeclaration``, set once.
  private final class Parts: Sendable {
    let kind: TypeKind
    let name: String
    let nameRange: Range<Int>
    let attributes: [Attribute]
    let modifiers: [Modifier]
    let genericParameterClause: String?
    let inheritance: [InheritedType]
    let whereClause: String?
    let range: Range<Int>
    let keywordOffset: Int
    let bodyOpenOffset: Int
    let bodyCloseOffset: Int
    let members: [MemberDeclaration]

    init(
      kind: TypeKind, name: String, nameRange: Range<Int>, attributes: [Attribute],
      modifiers: [Modifier], genericParameterClause: String?, inheritance: [InheritedType],
      whereClause: String?, range: Range<Int>, keywordOffset: Int, bodyOpenOffset: Int,
      bodyCloseOffset: Int, members: [MemberDeclaration]
    ) {
      self.kind = kind
      self.name = name
      self.nameRange = nameRange
      self.attributes = attributes
      self.modifiers = modifiers
      self.genericParameterClause = genericParameterClause
      self.inheritance = inheritance
      self.whereClause = whereClause
      self.range = range
      self.keywordOffset = keywordOffset
      self.bodyOpenOffset = bodyOpenOffset
      self.bodyCloseOffset = bodyCloseOffset
      self.members = members
    }

    /// Whether every part equals the other's.
    func hasSameValues(as other: Parts) -> Bool {
      kind == other.kind && name == other.name && nameRange == other.nameRange
        && attributes == other.attributes && modifiers == other.modifiers
        && genericParameterClause == other.genericParameterClause
        && inheritance == other.inheritance && whereClause == other.whereClause
        && range == other.range && keywordOffset == other.keywordOffset
        && bodyOpenOffset == other.bodyOpenOffset && bodyCloseOffset == other.bodyCloseOffset
        && members == other.members
    }
  }
}

/// One entry of an inheritance clause: `Equatable`, `@unchecked Sendable`, `~Copyable`.
package struct InheritedType: Equatable, Sendable {
  /// The type as written.
  package var text: String
  /// The type's tree, if the grammar of types covers it.
  package var syntax: TypeSyntax?
}
