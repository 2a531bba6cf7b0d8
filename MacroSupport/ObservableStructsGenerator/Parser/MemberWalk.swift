/// Walking a type's members in source order, `#if` clauses included.
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

  /// The offset a variable declaration starts at (what the expansion finds it by), or
  /// `nil` for any other member; read without copying the declaration out.
  var variableOffset: Int? {
    if case .variable(let variable) = self { return variable.range.lowerBound }
    return nil
  }
}
