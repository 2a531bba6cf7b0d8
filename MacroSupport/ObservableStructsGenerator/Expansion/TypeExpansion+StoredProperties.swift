/// The stored properties a type's variable declarations contribute, as synthesized coding sees
/// them: what `CodingKeys`, the coding functions and the decoding warnings are written from.
extension TypeExpansion {
  /// Appends the stored instance properties of `declaration`, as synthesized coding would see
  /// them, to `properties`; `decision` is how the declaration is handled (see
  /// ``ClassifiedVariable/decision``).
  static func appendStored(
    _ declaration: VariableDeclaration, _ decision: PropertyClassifier.Decision,
    _ classifier: PropertyClassifier, to properties: inout [CodingTemplate.StoredProperty]
  ) {
    let isStoredInstanceProperty = declaration.modifiers.allSatisfy {
      $0.kind != .static && $0.kind != .class && $0.kind != .lazy
    }
    guard isStoredInstanceProperty else { return }
    // Synthesis codes a wrapped property's wrapper (`_count`) under the property's name.
    let isWrapped = declaration.attributes.contains { $0.kind.isPropertyWrapper }
    for binding in declaration.bindings {
      guard let name = binding.name else { continue }
      // Only a lone binding is ever tracked: the decision is the binding's.
      let isTracked = decision.isTracked
      if !isTracked, let block = binding.accessorBlock,
        block.isImplicitGetter || block.accessors.contains(where: { $0.kind == .get })
      {
        continue
      }
      let hasReadAccessor =
        !isTracked
        && (binding.accessorBlock?.accessors.contains { $0.kind == .underscoredRead } ?? false)
      properties.append(
        CodingTemplate.StoredProperty(
          name: name, spelledName: binding.spelledName(name, in: classifier.lexed.source),
          coded: isTracked ? .backing : isWrapped ? .wrapper : .itself,
          isConstantWithValue: declaration.isLet && binding.initializerRange != nil,
          nameOffset: binding.patternRange.lowerBound, hasReadAccessor: hasReadAccessor))
    }
  }
}
