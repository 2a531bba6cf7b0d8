// The templates an expansion renders once per indentation and reuses.

extension FileExpander {
  /// The members every annotated struct gets, rendered once per indentation.
  mutating func structMembers(indent: String, shape: RegistrarShape) -> [UInt8] {
    let key = StructMembersKey(indent: indent, shape: shape)
    if let cached = structMembersByIndent[key] { return cached }
    let members = Array(MemberTemplate.structMembers(indent: indent, shape: shape).utf8)
    structMembersByIndent[key] = members
    return members
  }

  /// The pre-rendered accessor template for `indent`, of plain data (see
  /// ``TrackedProperty/holdsPlainData``) or not, rendered on first use.
  mutating func compiledAccessors(indent: String, holdingPlainData: Bool)
    -> CompiledAccessorTemplate
  {
    if let last = lastAccessorTemplate, last.indent == indent,
      last.holdingPlainData == holdingPlainData
    {
      return last.template
    }
    let key = AccessorTemplateKey(indent: indent, holdingPlainData: holdingPlainData)
    let template =
      accessorTemplatesByIndent[key]
      ?? CompiledAccessorTemplate(indent: indent, holdingPlainData: holdingPlainData)
    accessorTemplatesByIndent[key] = template
    lastAccessorTemplate = (indent, holdingPlainData, template)
    return template
  }
}

/// What an accessor template is rendered for: an indentation, and whether the property holds
/// plain data.
struct AccessorTemplateKey: Hashable {
  var indent: String
  var holdingPlainData: Bool
}
