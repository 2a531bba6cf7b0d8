/// One variable declaration of an annotated struct as ``MemberClassification`` left it: how
/// it is handled and the stored properties it contributes.
///
/// A struct's classified declarations are kept in an array in source order, `#if` clauses
/// included, rather than in tables keyed by offset: building, reading and freeing an array
/// costs a fraction of what hashing every declaration's offset does.
struct ClassifiedVariable {
  /// The declaration.
  let declaration: VariableDeclaration
  /// How its lone binding is handled; ``PropertyClassifier/Decision/untouched`` for every
  /// binding of a declaration left as written (every declaration of several bindings is).
  let decision: PropertyClassifier.Decision
  /// The stored instance properties the declaration contributes, as synthesized coding sees
  /// them: a slice of the struct's list of them all, so that no array is made for each
  /// declaration.
  var stored: ArraySlice<CodingTemplate.StoredProperty>

  /// UTF-8 offset where the declaration starts, which tells it apart from the others.
  var offset: Int { declaration.range.lowerBound }

  /// Whether the declaration is `weak` or `unowned`: a reference its storage does not hold
  /// strongly.
  var holdsReferenceWithOwnership: Bool {
    declaration.modifiers.contains { $0.kind == .weak || $0.kind == .unowned }
  }
}

extension Array where Element == ClassifiedVariable {
  /// The classified declaration that starts at `offset`, if there is one, found by binary
  /// search (the declarations are in source order).
  func classified(at offset: Int) -> ClassifiedVariable? {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      let middleOffset = self[middle].offset
      if middleOffset == offset { return self[middle] }
      if middleOffset < offset {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return nil
  }

  /// The stored properties of the declaration that starts at `offset`; none if no classified
  /// declaration starts there.
  func storedProperties(at offset: Int) -> ArraySlice<CodingTemplate.StoredProperty> {
    classified(at: offset)?.stored ?? []
  }
}
