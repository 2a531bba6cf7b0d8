/// The two ways the expansion walks a type's members, `#if` clauses included.
extension Array where Element == MemberDeclaration {
  /// Calls `body` for every member in source order, descending into every clause of every
  /// `#if` block: for passes that emit no `#if` of their own.
  func forEachMember(_ body: (MemberDeclaration) throws -> Void) rethrows {
    for member in self {
      if case .ifConfig(let block) = member {
        for clause in block.clauses { try clause.members.forEachMember(body) }
      } else {
        try body(member)
      }
    }
  }

  /// Writes what `body` writes for each member into `writer`, wrapped in the `#if` blocks the
  /// members stand in, so generated code is compiled under the same conditions as the code it
  /// derives from. `body` returns whether it wrote anything; a block for which nothing was
  /// written is left out.
  func writeMirroringIfConfig(
    into writer: CodeWriter, _ body: (MemberDeclaration, CodeWriter) -> Bool
  ) -> Bool {
    var wroteAny = false
    for member in self {
      guard case .ifConfig(let block) = member else {
        if body(member, writer) { wroteAny = true }
        continue
      }
      let start = writer.count
      var wroteInBlock = false
      for clause in block.clauses {
        if clause.condition.isEmpty {
          writer.line(clause.directive)
        } else {
          writer.line(clause.directive, " ", clause.condition)
        }
        if clause.members.writeMirroringIfConfig(into: writer, body) { wroteInBlock = true }
      }
      if wroteInBlock {
        writer.line(literal: "#endif")
        wroteAny = true
      } else {
        writer.truncate(to: start)
      }
    }
    return wroteAny
  }
}

extension MemberDeclaration {
  /// UTF-8 range of the member in its source.
  var range: Range<Int> {
    switch self {
    case .type(let type): return type.range
    case .variable(let variable): return variable.range
    case .enumCase(let enumCase): return enumCase.range
    case .ifConfig(let block): return block.range
    case .other(let other): return other.range
    }
  }

  /// The offset a variable declaration starts at (its key in the expansion's tables), or
  /// `nil` for any other member; read without copying the declaration out.
  var variableOffset: Int? {
    if case .variable(let variable) = self { return variable.range.lowerBound }
    return nil
  }
}
