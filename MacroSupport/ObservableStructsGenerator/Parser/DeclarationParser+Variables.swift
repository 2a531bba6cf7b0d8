extension DeclarationParser {
  /// Parses a `var`/`let` declaration whose introducer is at the cursor.
  mutating func parseVariable(
    attributes: [Attribute], modifiers: [Modifier], start: Int
  ) -> VariableDeclaration {
    let isLet = isKeyword(index, .let)
    let introducerOffset = tokens[index].range.lowerBound
    index += 1
    let bindings = parseBindings()
    let lower = tokens[start].range.lowerBound
    return VariableDeclaration(
      attributes: attributes, modifiers: modifiers, isLet: isLet,
      introducerOffset: introducerOffset, bindings: bindings,
      range: lower..<max(lower, previousEnd))
  }

  /// Parses the comma-separated bindings after the introducer, with types shared as Swift
  /// shares them. A lone binding (the common case) goes straight into an array of one, with no
  /// growing and no sharing pass: a lone binding has no later one to take a type from.
  private mutating func parseBindings() -> [PatternBinding] {
    guard !atEnd else { return [] }
    let first = parseBinding()
    guard isKind(.comma) else { return [first] }
    var bindings = [first]
    while isKind(.comma) {
      index += 1
      guard !atEnd else { break }
      bindings.append(parseBinding())
    }
    return DeclarationParser.sharingTypes(bindings)
  }

  /// Gives a bare binding the type of the next annotated one, as Swift does: in
  /// `var width, height: Double` both bindings are `Double`. A binding with an initial value
  /// or accessors ends the sharing.
  static func sharingTypes(_ bindings: [PatternBinding]) -> [PatternBinding] {
    var shared: Range<Int>?
    var sharedSyntax: TypeSyntax?
    var result = bindings
    for index in result.indices.reversed() {
      let binding = result[index]
      if binding.typeRange == nil && binding.initializerRange == nil
        && binding.accessorBlock == nil
      {
        result[index].typeRange = shared
        result[index].typeSyntax = sharedSyntax
      } else {
        shared = binding.initializerRange == nil ? binding.typeRange : nil
        sharedSyntax = binding.initializerRange == nil ? binding.typeSyntax : nil
      }
    }
    return result
  }

  /// Parses one binding: a pattern, an optional type, initial value and accessor block.
  mutating func parseBinding() -> PatternBinding {
    let patternStart = tokens[index].range.lowerBound
    var name: String?
    if isKind(.leftParen) {
      skipBalanced()
    } else if isNameToken(index) {
      let spelled = self.name(index)
      name = spelled == "_" ? nil : spelled
      index += 1
    } else {
      report(DiagnosticMessages.expectedPropertyName, at: index)
    }
    let patternRange = patternStart..<max(patternStart, previousEnd)
    var typeRange: Range<Int>?
    var typeSyntax: TypeSyntax?
    if isKind(.colon) {
      index += 1
      let typeStart = tokens[index].range.lowerBound
      let firstTypeToken = index
      if skipType() {
        typeRange = typeStart..<previousEnd
        typeSyntax = TypeSyntaxBuilder.build(
          tokens, bytes, from: firstTypeToken, to: index, into: &typeNodes, store: typeStore)
      } else {
        report(DiagnosticMessages.expectedType, at: index)
      }
    }
    var initializerRange: Range<Int>?
    var initializerTokens: Range<Int>?
    if isOperator(index, "=") {
      index += 1
      let valueStart = tokens[index].range.lowerBound
      let firstValueToken = index
      skipExpression()
      if previousEnd > valueStart {
        initializerRange = valueStart..<previousEnd
        initializerTokens = firstValueToken..<index
      } else {
        report(DiagnosticMessages.expectedInitialValue, at: index)
      }
    }
    var accessorBlock: AccessorBlock?
    if isKind(.leftBrace) && (initializerRange == nil || opensObserverBlock(index)) {
      accessorBlock = parseAccessorBlock()
    }
    return PatternBinding(
      name: name, patternRange: patternRange, typeRange: typeRange, typeSyntax: typeSyntax,
      initializerRange: initializerRange, initializerTokens: initializerTokens,
      accessorBlock: accessorBlock,
      range: patternStart..<max(patternStart, previousEnd))
  }

  /// Words that begin an accessor inside a property's braces.
  static let accessorWords: [StaticString] = [
    "get", "set", "willSet", "didSet", "_modify", "_read", "modify", "read", "init",
    "unsafeAddress", "unsafeMutableAddress",
  ]

  /// Whether token `i` begins an accessor (possibly after attributes and modifiers).
  func beginsAccessor(_ i: Int) -> Bool {
    var j = i
    while tokens[j].kind == .atSign && isNameToken(j + 1) { j += 2 }
    while isIdentifier(j, "mutating") || isIdentifier(j, "nonmutating")
      || isIdentifier(j, "__consuming")
    {
      j += 1
    }
    guard tokens[j].kind == .identifier || isKeyword(j, .`init`) else { return false }
    guard matchesAny(j, DeclarationParser.accessorWords) else { return false }
    switch tokens[j + 1].kind {
    case .leftBrace, .leftParen, .rightBrace: return true
    case .identifier:
      return matches(j + 1, "async") || matches(j + 1, "throws") || beginsAccessor(j + 1)
    default: return false
    }
  }

  /// Parses a `{ … }` block after a binding: accessors, or an implicit getter.
  mutating func parseAccessorBlock() -> AccessorBlock {
    let open = index
    let start = tokens[index].range.lowerBound
    guard beginsAccessor(index + 1) else {
      skipBalanced()
      return AccessorBlock(range: start..<previousEnd, accessors: [])
    }
    index += 1
    var accessors: [Accessor] = []
    while !atEnd && !isKind(.rightBrace) {
      let before = index
      let accessorStart = tokens[index].range.lowerBound
      _ = parseAttributes()
      while isIdentifier(index, "mutating") || isIdentifier(index, "nonmutating")
        || isIdentifier(index, "__consuming")
      {
        index += 1
      }
      guard isNameToken(index) else {
        if atEnd { break }
        report(DiagnosticMessages.expectedAccessor, at: index)
        if isKind(.leftParen) || isKind(.leftBrace) || isKind(.leftSquare) {
          skipBalanced()
        } else {
          index += 1
        }
        continue
      }
      let kind = text(index)
      index += 1
      var parameterName: String?
      if isKind(.leftParen) {
        if isNameToken(index + 1) && tokens[index + 2].kind == .rightParen {
          parameterName = name(index + 1)
        }
        skipBalanced()
      }
      while isIdentifier(index, "async") || isIdentifier(index, "throws") {
        index += 1
        if isKind(.leftParen) && isAttached(index) { skipBalanced() }
      }
      var bodyRange: Range<Int>?
      var bodyTokens: Range<Int>?
      if isKind(.leftBrace) {
        let bodyStart = tokens[index].range.lowerBound
        let firstBodyToken = index
        skipBalanced()
        bodyRange = bodyStart..<previousEnd
        bodyTokens = firstBodyToken..<index
      }
      accessors.append(
        Accessor(
          kind: AccessorKind(kind), parameterName: parameterName, bodyRange: bodyRange,
          bodyTokens: bodyTokens,
          range: accessorStart..<previousEnd))
      if index == before { index += 1 }
    }
    if isKind(.rightBrace) {
      index += 1
    } else {
      reportUnclosed(open)
    }
    return AccessorBlock(range: start..<previousEnd, accessors: accessors)
  }
}
