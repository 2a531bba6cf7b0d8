// The walk into the types nested in a type, `#if` clauses included.

extension FileExpander {
  /// Whether `member` is a type or a `#if` block, which may hold types.
  static func mayDeclareTypes(_ member: MemberDeclaration) -> Bool {
    switch member {
    case .type, .ifConfig: true
    default: false
    }
  }

  /// Visits the types among `members`, including those inside `#if` clauses.
  mutating func visitNestedTypes(
    in members: [MemberDeclaration], path: [String], availability: [String],
    conditions: [String], isInGenericContext: Bool, isInsidePrivate: Bool,
    extensions: CodeWriter
  ) {
    for member in members {
      switch member {
      case .type(let inner):
        visit(
          inner, path: path, availability: availability, conditions: conditions,
          isInGenericContext: isInGenericContext, isInsidePrivate: isInsidePrivate,
          extensions: extensions)
      case .ifConfig(let block):
        var earlier: [String] = []
        for clause in block.clauses {
          // A clause is taken when its own condition holds and no earlier clause's did.
          var clauseConditions = conditions + earlier.map { "!(" + $0 + ")" }
          if !clause.condition.isEmpty {
            clauseConditions.append("(" + clause.condition + ")")
            earlier.append(clause.condition)
          }
          visitNestedTypes(
            in: clause.members, path: path, availability: availability,
            conditions: clauseConditions, isInGenericContext: isInGenericContext,
            isInsidePrivate: isInsidePrivate, extensions: extensions)
        }
      default:
        continue
      }
    }
  }
}
