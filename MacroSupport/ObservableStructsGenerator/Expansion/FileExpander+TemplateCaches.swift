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

  /// The pre-rendered accessor template for `indent`, rendered on first use.
  mutating func compiledAccessors(indent: String) -> CompiledAccessorTemplate {
    if let last = lastAccessorTemplate, last.indent == indent { return last.template }
    let template =
      accessorTemplatesByIndent[indent] ?? CompiledAccessorTemplate(indent: indent)
    accessorTemplatesByIndent[indent] = template
    lastAccessorTemplate = (indent, template)
    return template
  }
}
