extension DeclarationParser {
  /// Parses an enum `case` declaration whose keyword is at the cursor.
  mutating func parseEnumCase(
    attributes: [Attribute], modifiers: [Modifier], start: Int
  ) -> EnumCaseDeclaration {
    index += 1
    var elements: [EnumCaseElement] = []
    while isNameToken(index) {
      let element = name(index)
      // As written, the name is the name itself unless it is in backticks: then one string
      // serves as both.
      let spelled = tokens[index].range.count == element.utf8.count ? element : text(index)
      index += 1
      var associated: [AssociatedValue]?
      if isKind(.leftParen) {
        associated = parseAssociatedValues()
      }
      if isOperator(index, "=") {
        index += 1
        skipExpression()
      }
      elements.append(
        EnumCaseElement(name: element, spelledName: spelled, associatedValues: associated))
      guard isKind(.comma) else { break }
      index += 1
    }
    if elements.isEmpty { report(DiagnosticMessages.expectedCaseName, at: index) }
    let lower = tokens[start].range.lowerBound
    return EnumCaseDeclaration(
      attributes: attributes, modifiers: modifiers, elements: elements,
      range: lower..<max(lower, previousEnd))
  }

  /// Parses `(label: Type, Type = default)` at the cursor.
  mutating func parseAssociatedValues() -> [AssociatedValue] {
    let open = index
    index += 1
    var values: [AssociatedValue] = []
    while !atEnd && !isKind(.rightParen) {
      let before = index
      var label: String?
      if isNameToken(index) && tokens[index + 1].kind == .colon {
        label = name(index)
        index += 2
      } else if isNameToken(index) && isNameToken(index + 1)
        && tokens[index + 2].kind == .colon
      {
        // `_ inner: Type` or `outer inner: Type`; the outer name is the label.
        let outer = name(index)
        label = outer == "_" ? nil : outer
        index += 3
      }
      if label == "_" { label = nil }
      let type = scanType() ?? ""
      if isOperator(index, "=") {
        index += 1
        skipExpression()
      }
      values.append(AssociatedValue(label: label, type: type))
      if isKind(.comma) {
        index += 1
      } else if !isKind(.rightParen) {
        if index == before { index += 1 }
        if isKind(.rightBrace) || atEnd { break }
      }
    }
    if isKind(.rightParen) {
      index += 1
    } else {
      reportUnclosed(open)
    }
    return values
  }
}
