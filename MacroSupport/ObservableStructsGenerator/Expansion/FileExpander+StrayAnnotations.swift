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
    for index in atSignTokenIndices() {
      let offset = tokens[index].range.lowerBound
      guard !expandedAttributeOffsets.contains(offset) else { continue }
      var nameIndex = index + 1
      if source.text(tokens[nameIndex].range) == "ObservableStructs",
        nameIndex + 2 < tokens.count, tokens[nameIndex + 1].kind == .period
      {
        nameIndex += 2
      }
      let name = source.text(tokens[nameIndex].range)
      switch name {
      case "ObservableState":
        if let typeName = localTypeName(after: nameIndex) {
          // A type declared inside a function or closure cannot get a conformance extension:
          // it is left plain, without the annotation, with one warning saying so.
          let end = tokens[nameIndex].range.upperBound
          edits.append(removal(ofAttributeAt: offset..<end))
          report(
            DiagnosticMessages.localTypeUnobserved(typeName), at: offset,
            severity: .warning)
        } else {
          report(DiagnosticMessages.localType, at: offset, severity: .error)
        }
      case PropertyClassifier.trackedAttribute, PropertyClassifier.ignoredAttribute:
        report(DiagnosticMessages.strayPropertyAttribute(name), at: offset, severity: .error)
      default:
        continue
      }
    }
  }

  /// The indices of the `@` tokens of the file, in order: found from the `@` bytes of the
  /// source, which are few, each looked up among the tokens (it may stand in a comment or a
  /// string literal), rather than by looking at every token.
  func atSignTokenIndices() -> [Int] {
    let tokens = parsed.lexed.tokens
    var indices: [Int] = []
    source.bytes.withUnsafeBufferPointer { bytes in
      var offset = ByteSearch.firstIndex(of: Lexer.ASCII.at, in: bytes, from: 0, to: bytes.count)
      while offset < bytes.count {
        let index = TokenSearch.firstToken(at: offset, tokens)
        if tokens[index].range.lowerBound == offset, case .atSign = tokens[index].kind {
          indices.append(index)
        }
        offset = ByteSearch.firstIndex(
          of: Lexer.ASCII.at, in: bytes, from: offset + 1, to: bytes.count)
      }
    }
    return indices
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
