// Rewriting the declarations of tracked properties into accessors and storage.

extension FileExpander {
  /// Replaces a variable declaration with tracked bindings, or strips observation attributes
  /// from one that stays as written.
  mutating func rewrite(
    _ declaration: VariableDeclaration, _ decision: PropertyClassifier.Decision
  ) {
    let observationAttributes = declaration.attributes.filter { $0.kind.isObservation }
    for attribute in observationAttributes {
      expandedAttributeOffsets.insert(attribute.range.lowerBound)
    }
    guard decision.isTracked else {
      // A loop rather than `map(removal)`, whose closure would capture a copy of the expander.
      for attribute in observationAttributes { edits.append(removal(of: attribute)) }
      return
    }
    let indent = lineIndent(at: declaration.range.lowerBound)
    let mapsLines = sourceLocationFile != nil
    // Each binding is written into ``writer``, then copied (joined, where lines are mapped)
    // into the edit's replacement.
    edits.beginReplacement()
    let output = edits.text
    // Whether the replacement is known to hold no line break, so that completing it takes no
    // search through all of it for one: what is written is either searched as it is written
    // (the user's short text) or known to be one line (the joined accessors).
    var isKnownOneLine = true
    // Only a lone binding is ever tracked: the decision is the binding's.
    for (index, binding) in declaration.bindings.enumerated() {
      // The user's own text (attributes, modifiers, name, type, initial value) keeps its line
      // breaks; only the generated text after it is joined onto the line where it ends, so a
      // multi-line initial value or string literal is never rewritten.
      writer.reset(indent: indent)
      if index > 0 {
        if mapsLines { writer.append(literal: "; ") } else { writer.line(literal: "") }
      } else {
        writePrefix(of: declaration, keepingLineBreaks: mapsLines)
      }
      writer.append(literal: "var ")
      let generatedLine: Int
      switch decision {
      case .untouched:
        writer.append(source, binding.range)
        writer.withBytes { output.append($0) }
        isKnownOneLine = false
        continue
      case .tracked(let property):
        writer.append(property.spelledName)
        writer.append(literal: ": ")
        writer.append(property.type ?? "_")
        if let initialValue = property.initialValue {
          writer.append(literal: " = ")
          writer.append(initialValue)
        }
        if mapsLines && !property.hasObservers && !property.carriesRegistrar
          && CompiledAccessorTemplate.canJoin(property)
        {
          // The user's line stays as written (a compiler's excerpt under an error in it shows
          // that line); the accessors and storage are joined onto a line of their own after it,
          // and the rewriter resumes the user's numbering after them.
          writer.append(byte: ASCII.newline)
          _ = writeJoinedAccessors(of: property)
          isKnownOneLine = false
          writer.withBytes { output.append($0) }
          continue
        }
        isKnownOneLine = false
        generatedLine =
          source.location(
            of: binding.initializerRange?.upperBound ?? binding.patternRange.upperBound
          ).line
        if mapsLines {
          // As above: the user's line as written, the generated text on lines after it.
          writer.withBytes { output.append($0) }
          output.append(byte: ASCII.newline)
          writer.reset(indent: indent)
        }
        writer.append(literal: " {")
        let bodyIndent = indent + "  "
        writer.indent = bodyIndent
        if property.hasObservers || property.carriesRegistrar {
          AccessorTemplate.write(property, into: writer)
        } else {
          compiledAccessors(indent: bodyIndent, holdingPlainData: property.holdsPlainData)
            .write(property, into: writer)
        }
        writer.indent = indent
        writer.line(literal: "}")
        writer.line(literal: "")
        AccessorTemplate.writeStorage(
          for: property, into: writer, sourceLocation: sourceLocation,
          resumeLine: generatedLine)
      }
      if mapsLines {
        var joiner = LineJoiner()
        writer.withBytes { joiner.join($0, into: output) }
      } else {
        writer.withBytes { output.append($0) }
      }
    }
    edits.endReplacement(
      replacing: declaration.range, shiftsLines: isKnownOneLine ? false : nil)
  }

  /// Writes the declaration's attributes and modifiers as written, each followed by a space,
  /// except the observation attributes (consumed here) and `weak`/`unowned` (which belong on
  /// the stored backing property, not on the computed one). With `keepingLineBreaks`, a piece
  /// that starts on a later line than the one before it keeps its line and column, so the rest
  /// of the declaration stays on the user's lines.
  func writePrefix(of declaration: VariableDeclaration, keepingLineBreaks: Bool) {
    // An observation attribute on a line of its own is left out with its line.
    var previousEnd = declaration.range.lowerBound
    func separate(before offset: Int) {
      guard keepingLineBreaks, source.hasLineBreak(in: previousEnd..<offset) else { return }
      let previousLine = source.location(of: previousEnd).line
      let next = source.location(of: offset)
      guard next.line > previousLine else { return }
      // The space written after the previous piece.
      if writer.last == ASCII.space { writer.truncate(to: writer.count - 1) }
      for _ in previousLine..<next.line { writer.append(byte: ASCII.newline) }
      for _ in 1..<max(1, next.column) { writer.append(byte: ASCII.space) }
    }
    for attribute in declaration.attributes where !attribute.kind.isObservation {
      separate(before: attribute.range.lowerBound)
      writer.append(source, attribute.range)
      writer.append(byte: ASCII.space)
      previousEnd = attribute.range.upperBound
    }
    for modifier in declaration.modifiers
    where modifier.kind != .weak && modifier.kind != .unowned {
      separate(before: modifier.range.lowerBound)
      writer.append(source, modifier.range)
      writer.append(byte: ASCII.space)
      previousEnd = modifier.range.upperBound
    }
    separate(before: declaration.introducerOffset)
  }
}
