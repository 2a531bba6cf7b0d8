// `@ObservableState` attributes the expansion did not reach (on local types, say).

extension FileExpander {
  /// Whether `attribute` is `@ObservableState`. Static, so that passing it as a predicate
  /// copies no expander into a closure.
  static func isObservableStateAttribute(_ attribute: Attribute) -> Bool {
    attribute.isObservableState
  }

  /// Reports `@ObservableState` attributes the expander did not reach, e.g. on local types.
  mutating func reportStrayAnnotations() {
    let tokens = parsed.lexed.tokens
    for index in parsed.lexed.atSignTokenIndices() {
      let offset = tokens[index].range.lowerBound
      guard !expandedAttributeOffsets.contains(offset) else { continue }
      var nameIndex = index + 1
      if source.token(tokens[nameIndex], is: "ObservableStructs"),
        nameIndex + 2 < tokens.count, tokens[nameIndex + 1].kind == .period
      {
        nameIndex += 2
      }
      let name = tokens[nameIndex]
      if source.token(name, is: "ObservableState") {
        if let typeName = localTypeName(after: nameIndex) {
          // A type declared inside a function or closure cannot get a conformance extension:
          // it is left plain, without the annotation, with one warning saying so.
          edits.append(removal(ofAttributeAt: offset..<name.range.upperBound))
          report(
            DiagnosticMessages.localTypeUnobserved(typeName), at: offset,
            severity: .warning)
        } else {
          report(DiagnosticMessages.localType, at: offset, severity: .error)
        }
      } else if source.token(name, is: "ObservationStateTracked")
        || source.token(name, is: "ObservationStateIgnored")
      {
        report(
          DiagnosticMessages.strayPropertyAttribute(source.text(name.range)), at: offset,
          severity: .error)
      }
    }
  }

  /// The name of the struct or enum declared after the attribute name at `nameIndex`, past
  /// other attributes and modifiers, or `nil` if no struct or enum follows.
  func localTypeName(after nameIndex: Int) -> String? {
    let tokens = parsed.lexed.tokens
    var index = nameIndex + 1
    while index + 1 < tokens.count {
      switch tokens[index].kind {
      case .keyword(.struct), .keyword(.enum):
        guard tokens[index + 1].kind == .identifier else { return nil }
        return source.text(tokens[index + 1].range)
      case .atSign, .identifier, .keyword(.public), .keyword(.private), .keyword(.fileprivate),
        .keyword(.internal), .keyword(.package):
        index += 1
      default:
        return nil
      }
    }
    return nil
  }

  mutating func report(
    _ message: DiagnosticMessage, at offset: Int, severity: DiagnosticSeverity
  ) {
    let location = source.location(of: offset)
    diagnostics.append(
      Diagnostic(
        file: file, offset: offset, line: location.line, column: location.column,
        severity: severity, message: message))
  }
}
