/// The `_$id` and `_$willModify()` members of an annotated enum: identity is the
/// case index combined with the payload's identity; `#if` blocks of cases are kept.
enum EnumTemplate {
  /// Both members for an enum with `members`, each line prefixed by `indent`.
  static func members(for members: [MemberDeclaration], indent: String) -> String {
    let writer = CodeWriter(indent: indent)
    write(members, into: writer)
    return writer.text
  }

  /// Writes both members for an enum with `members` into `writer`, each line at the writer's
  /// indentation.
  static func write(_ members: [MemberDeclaration], into writer: CodeWriter) {
    let indent = writer.indent
    writer.line("public nonisolated var _$id: ObservableStructs.ObservableStateID {")
    writer.line("  switch self {")
    writer.indent = indent + "  "
    var counter = 0
    writeCases(members, counter: &counter, into: writer, body: writeIDCase)
    writer.indent = indent
    writer.line("  }")
    writer.line("}")
    writer.blankLine()
    writer.line("public nonisolated mutating func _$willModify() {")
    writer.line("  switch self {")
    writer.indent = indent + "  "
    counter = 0
    writeCases(members, counter: &counter, into: writer, body: writeWillModifyCase)
    writer.indent = indent
    writer.line("  }")
    writer.line("}")
  }

  /// Writes the switch cases for every enum element in `members`, with `#if` blocks around
  /// the cases declared inside them (a block without cases is left out).
  private static func writeCases(
    _ members: [MemberDeclaration], counter: inout Int, into writer: CodeWriter,
    body: (EnumCaseElement, Int, CodeWriter) -> Void
  ) {
    _ = members.writeMirroringIfConfig(into: writer) { member, writer in
      guard case .enumCase(let declaration) = member else { return false }
      for element in declaration.elements {
        body(element, counter, writer)
        counter += 1
      }
      return !declaration.elements.isEmpty
    }
  }

  private static func writeIDCase(_ element: EnumCaseElement, _ tag: Int, _ writer: CodeWriter) {
    if let values = element.associatedValues, values.count == 1 {
      writer.line("case let .", element.spelledName, "(_0):")
      writer.line("  return ObservableStructs._$id(for: _0)._$tag(")
    } else {
      writer.line("case .", element.spelledName, ":")
      writer.line("  return ObservableStructs.ObservableStateID()._$tag(")
    }
    writer.append(decimal: tag)
    writer.append(")")
  }

  private static func writeWillModifyCase(
    _ element: EnumCaseElement, _ tag: Int, _ writer: CodeWriter
  ) {
    guard let values = element.associatedValues, values.count == 1 else {
      writer.line("case .", element.spelledName, ":")
      writer.line("  break")
      return
    }
    writer.line("case var .", element.spelledName, "(_0):")
    writer.line("  ObservableStructs._$willModify(&_0)")
    writer.line("  self = .", element.spelledName, "(")
    if let label = values[0].label {
      writer.append(label)
      writer.append(": ")
    }
    writer.append("_0)")
  }
}
