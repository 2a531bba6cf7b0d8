/// The `_$id` and `_$willModify()` members of an annotated enum (SPEC §4): identity is the
/// case index combined with the payload's identity; `#if` blocks of cases are kept.
enum EnumTemplate {
  /// Both members for an enum with `members`, each line prefixed by `indent`.
  static func members(for members: [MemberDeclaration], indent: String) -> String {
    var counter = 0
    let idCases = switchCases(members, counter: &counter, body: idCase)
    counter = 0
    let modifyCases = switchCases(members, counter: &counter, body: willModifyCase)
    var lines = [
      "public nonisolated var _$id: ObservableStructs.ObservableStateID {", "  switch self {",
    ]
    lines += idCases.map { "  " + $0 }
    lines += [
      "  }", "}", "", "public nonisolated mutating func _$willModify() {", "  switch self {",
    ]
    lines += modifyCases.map { "  " + $0 }
    lines += ["  }", "}"]
    return MemberTemplate.indented(lines, indent)
  }

  /// The switch cases for every enum element in `members`, with `#if` blocks around the
  /// cases declared inside them.
  private static func switchCases(
    _ members: [MemberDeclaration], counter: inout Int,
    body: (EnumCaseElement, Int) -> [String]
  ) -> [String] {
    var lines: [String] = []
    for member in members {
      switch member {
      case .enumCase(let declaration):
        for element in declaration.elements {
          lines += body(element, counter)
          counter += 1
        }
      case .ifConfig(let block):
        var clauseLines: [String] = []
        var hasCases = false
        for clause in block.clauses {
          let inner = switchCases(clause.members, counter: &counter, body: body)
          hasCases = hasCases || !inner.isEmpty
          let header =
            clause.condition.isEmpty
            ? clause.directive : "\(clause.directive) \(clause.condition)"
          clauseLines.append(header)
          clauseLines += inner
        }
        if hasCases { lines += clauseLines + ["#endif"] }
      default:
        continue
      }
    }
    return lines
  }

  private static func bindings(_ values: [AssociatedValue]) -> String {
    values.indices.map { "_\($0)" }.joined(separator: ", ")
  }

  private static func rebuilt(_ element: EnumCaseElement, _ values: [AssociatedValue]) -> String {
    let arguments = values.enumerated().map { index, value in
      value.label.map { "\($0): _\(index)" } ?? "_\(index)"
    }
    return ".\(element.spelledName)(\(arguments.joined(separator: ", ")))"
  }

  private static func idCase(_ element: EnumCaseElement, _ tag: Int) -> [String] {
    if let values = element.associatedValues, values.count == 1 {
      return [
        "case let .\(element.spelledName)(_0):",
        "  return ObservableStructs._$id(for: _0)._$tag(\(tag))",
      ]
    }
    return [
      "case .\(element.spelledName):",
      "  return ObservableStructs.ObservableStateID()._$tag(\(tag))",
    ]
  }

  private static func willModifyCase(_ element: EnumCaseElement, _ tag: Int) -> [String] {
    if let values = element.associatedValues, values.count == 1 {
      return [
        "case var .\(element.spelledName)(\(bindings(values))):",
        "  ObservableStructs._$willModify(&_0)",
        "  self = \(rebuilt(element, values))",
      ]
    }
    return ["case .\(element.spelledName):", "  break"]
  }
}
