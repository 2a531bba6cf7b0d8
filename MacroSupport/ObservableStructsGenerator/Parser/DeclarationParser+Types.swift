extension DeclarationParser {
  /// Parses a nominal declaration or extension whose keyword is at the cursor.
  mutating func parseType(
    kind: TypeKind, attributes: [Attribute], modifiers: [Modifier], start: Int
  ) -> TypeDeclaration {
    let keywordOffset = tokens[index].range.lowerBound
    let declarationStart = tokens[start].range.lowerBound
    index += 1
    let nameStart = index
    if kind == .extension {
      _ = skipType()
    } else if isNameToken(index) {
      index += 1
    }
    let name: String
    if kind == .extension {
      name = text(from: tokens[nameStart].range.lowerBound, to: previousEnd)
    } else {
      name = index > nameStart ? self.name(nameStart) : ""
    }
    let nameRange =
      tokens[nameStart].range
      .lowerBound..<max(
        tokens[nameStart].range.lowerBound, previousEnd)
    var genericClause: String?
    if kind != .extension && isAngleOpen(index) {
      let clauseStart = tokens[index].range.lowerBound
      skipAngleBrackets()
      genericClause = text(from: clauseStart, to: previousEnd)
    }
    var inherited: [InheritedType] = []
    if isKind(.colon) {
      index += 1
      while !atEnd {
        let first = index
        if let type = scanType() {
          let syntax = TypeSyntaxBuilder.build(
            tokens, bytes, from: first, to: index, into: &typeNodes, store: typeStore)
          inherited.append(InheritedType(text: type, syntax: syntax))
        }
        guard isKind(.comma) else { break }
        index += 1
      }
    }
    var whereClause: String?
    if isKeyword(index, .where) {
      index += 1
      let clauseStart = tokens[index].range.lowerBound
      while !atEnd && !isKind(.leftBrace) && !isKind(.rightBrace) {
        if isKind(.leftParen) || isKind(.leftSquare) { skipBalanced() } else { index += 1 }
      }
      whereClause = text(from: clauseStart, to: previousEnd)
    }
    // The declaration is made once its body is read: it does not change once made.
    func declaration(
      bodyOpenOffset: Int, bodyCloseOffset: Int, members: [MemberDeclaration] = []
    ) -> TypeDeclaration {
      TypeDeclaration(
        kind: kind, name: name, nameRange: nameRange, attributes: attributes,
        modifiers: modifiers, genericParameterClause: genericClause, inheritance: inherited,
        whereClause: whereClause, range: declarationStart..<previousEnd,
        keywordOffset: keywordOffset, bodyOpenOffset: bodyOpenOffset,
        bodyCloseOffset: bodyCloseOffset, members: members)
    }
    guard isKind(.leftBrace) else {
      report(
        (name.isEmpty
          ? DiagnosticMessages.expectedTypeName(after: kind.rawValue)
          : DiagnosticMessages.expectedBody(of: kind.rawValue, name)), at: index)
      return declaration(bodyOpenOffset: previousEnd, bodyCloseOffset: previousEnd)
    }
    let open = index
    let bodyOpenOffset = tokens[index].range.lowerBound
    if reachedNestingLimit(reporting: DiagnosticMessages.nestingTooDeep, at: index) {
      skipBalanced()
      return declaration(
        bodyOpenOffset: bodyOpenOffset, bodyCloseOffset: max(bodyOpenOffset, previousEnd - 1))
    }
    nestingDepth += 1
    defer { nestingDepth -= 1 }
    index += 1
    var members = parseMembers(fileScope: false)
    while isClauseEnd(index) {
      report(DiagnosticMessages.directiveWithoutIf(text(index)), at: index)
      index += 1
      members += parseMembers(fileScope: false)
    }
    let bodyCloseOffset = tokens[index].range.lowerBound
    if isKind(.rightBrace) {
      index += 1
    } else {
      reportUnclosed(open)
    }
    return declaration(
      bodyOpenOffset: bodyOpenOffset, bodyCloseOffset: bodyCloseOffset, members: members)
  }

  /// Scans a type at the cursor (`[String: Int]`, `Result<A, B>?`, `() -> Void`,
  /// `some P & Q`) and returns its text, or `nil` if no type is there (see ``skipType()``).
  mutating func scanType() -> String? {
    let first = index
    guard skipType() else { return nil }
    return text(from: tokens[first].range.lowerBound, to: previousEnd)
  }

  /// Moves the cursor past a type at the cursor and tells whether there was one, making no
  /// string of it: for callers that only need its extent. Stops at `=`, `{`, `,` or `where`
  /// outside brackets, or at a line that starts something new.
  mutating func skipType() -> Bool {
    let first = index
    var angleDepth = 0
    while !atEnd {
      let kind = tokens[index].kind
      if index > first && tokens[index].hasLeadingNewline && angleDepth == 0
        && !continuesType(index)
      {
        break
      }
      switch kind {
      case .leftParen, .leftSquare:
        skipBalanced()
        continue
      case .operator:
        if angleDepth == 0 && isOperator(index, "=") { break }
        let delta = angleDelta(index)
        if angleDepth + delta < 0 { break }
        angleDepth += delta
        index += 1
        continue
      case .comma where angleDepth > 0:
        index += 1
        continue
      case .identifier, .keyword, .period, .integerLiteral:
        if angleDepth == 0 && (isKeyword(index, .where) || isKeyword(index, .in)) { break }
        index += 1
        continue
      case .atSign:
        // An attribute on a function type: `@Sendable () -> Void`.
        index += 1
        continue
      case .colon where isModuleSelector(index):
        // `Swift::Int`: the name after the selector is read next.
        index += 2
        continue
      default:
        break
      }
      break
    }
    return index > first
  }

  /// Skips from a `#if` through its matching `#endif` without recursion.
  mutating func skipIfConfigBlock() {
    var depth = 0
    repeat {
      if isPound(index, "#if") {
        depth += 1
      } else if isPound(index, "#endif") {
        depth -= 1
      }
      index += 1
    } while depth > 0 && !atEnd
  }

  /// Whether a token at the start of a line continues a type: `.Member`, `& Protocol`,
  /// `-> Result`.
  func continuesType(_ i: Int) -> Bool {
    switch tokens[i].kind {
    case .period: return true
    case .operator: return !isOperator(i, "=") && !isOperator(i, "?") && !isOperator(i, "!")
    default: return false
    }
  }

  /// Parses `#if … #endif` at the cursor with its clauses' members.
  mutating func parseIfConfig(fileScope: Bool) -> IfConfigDeclaration {
    let open = index
    let start = tokens[index].range.lowerBound
    if reachedNestingLimit(reporting: DiagnosticMessages.ifConfigNestingTooDeep, at: open) {
      skipIfConfigBlock()
      return IfConfigDeclaration(clauses: [], range: start..<previousEnd)
    }
    nestingDepth += 1
    defer { nestingDepth -= 1 }
    var clauses: [IfConfigClause] = []
    while isPound(index, "#if") && clauses.isEmpty || isPound(index, "#elseif")
      || isPound(index, "#else")
    {
      let directive = text(index)
      index += 1
      var condition = ""
      if directive != "#else" {
        let conditionStart = tokens[index].range.lowerBound
        while !atEnd && !(tokens[index].hasLeadingNewline && index > 0) {
          if isKind(.leftParen) { skipBalanced() } else { index += 1 }
        }
        condition = text(from: conditionStart, to: previousEnd)
      }
      let members = parseMembers(fileScope: fileScope)
      clauses.append(IfConfigClause(directive: directive, condition: condition, members: members))
    }
    if isPound(index, "#endif") {
      index += 1
    } else {
      report(DiagnosticMessages.unclosedIfConfig, at: open)
    }
    return IfConfigDeclaration(clauses: clauses, range: start..<previousEnd)
  }
}
