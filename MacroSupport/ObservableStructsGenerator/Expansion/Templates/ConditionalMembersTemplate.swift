/// Writing generated code per member under the `#if` conditions the members stand in.
extension Array where Element == MemberDeclaration {
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
