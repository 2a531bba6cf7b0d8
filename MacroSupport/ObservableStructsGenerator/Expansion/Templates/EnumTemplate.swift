/// The `_$id` and `_$willModify()` members of an annotated enum: identity is the
/// case index combined with the payload's identities; `#if` blocks of cases are kept.
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
    writer.line(literal: "public nonisolated var _$id: ObservableStructs::ObservableStateID {")
    writer.line(literal: "  switch self {")
    writer.indent = indent + "  "
    var counter = 0
    writeCases(members, counter: &counter, into: writer, body: writeIDCase)
    writer.indent = indent
    writer.line(literal: "  }")
    writer.line(literal: "}")
    writer.blankLine()
    writer.line(literal: "public nonisolated mutating func _$willModify() {")
    writer.line(literal: "  switch self {")
    writer.indent = indent + "  "
    counter = 0
    writeCases(members, counter: &counter, into: writer, body: writeWillModifyCase)
    writer.indent = indent
    writer.line(literal: "  }")
    writer.line(literal: "}")
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

  /// A case's identity: a constant for a case without a payload, otherwise its payload
  /// values' identities combined (see `ObservableStructs::_$id(for:)`), then tagged with the
  /// case, so that an equal value of the same case has the same identity.
  private static func writeIDCase(_ element: EnumCaseElement, _ tag: Int, _ writer: CodeWriter) {
    guard let values = element.associatedValues, !values.isEmpty else {
      writer.line(literal: "case .", element.spelledName, ":")
      writer.line(literal: "  return ObservableStructs::ObservableStateID._$payloadless._$tag(")
      writer.append(decimal: tag)
      writer.append(literal: ")")
      return
    }
    writeBindingPattern("case let .", element, valueCount: values.count, writer)
    writer.line(literal: "  return ObservableStructs::_$id(for: _0)")
    for index in values.indices.dropFirst() {
      writer.append(literal: "._$combined(with: ObservableStructs::_$id(for: _")
      writer.append(decimal: index)
      writer.append(literal: "))")
    }
    writer.append(literal: "._$tag(")
    writer.append(decimal: tag)
    writer.append(literal: ")")
  }

  /// A case's `_$willModify()`: every payload value gets a new identity (an observable one;
  /// plain data is left alone), wherever it sits among the case's values, and the case is
  /// stored back. A case without values, or with a variadic one (which cannot be rebuilt
  /// from its parts), has nothing to renew.
  private static func writeWillModifyCase(
    _ element: EnumCaseElement, _ tag: Int, _ writer: CodeWriter
  ) {
    guard let values = element.associatedValues, !values.isEmpty,
      !values.contains(where: { $0.type.hasSuffix("...") })
    else {
      writer.line(literal: "case .", element.spelledName, ":")
      writer.line(literal: "  break")
      return
    }
    writeBindingPattern("case var .", element, valueCount: values.count, writer)
    for index in values.indices {
      writer.line(literal: "  ObservableStructs::_$willModify(&_")
      writer.append(decimal: index)
      writer.append(literal: ")")
    }
    writer.line(literal: "  self = .", element.spelledName, "(")
    for (index, value) in values.enumerated() {
      if index > 0 { writer.append(literal: ", ") }
      if let label = value.label {
        writer.append(label)
        writer.append(literal: ": ")
      }
      writer.append(literal: "_")
      writer.append(decimal: index)
    }
    writer.append(literal: ")")
  }

  /// Writes, on a new line, `introducer` (`case let .`), the case's name, and its
  /// `valueCount` payload values bound to `_0`, `_1` …: `case let .loaded(_0, _1):`.
  private static func writeBindingPattern(
    _ introducer: StaticString, _ element: EnumCaseElement, valueCount: Int,
    _ writer: CodeWriter
  ) {
    writer.line(literal: introducer, element.spelledName, "(")
    for index in 0..<valueCount {
      if index > 0 { writer.append(literal: ", ") }
      writer.append(literal: "_")
      writer.append(decimal: index)
    }
    writer.append(literal: "):")
  }
}
