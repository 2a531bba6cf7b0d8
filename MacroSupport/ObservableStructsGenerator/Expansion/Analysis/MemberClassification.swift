/// What classifying a struct's variable declarations gathers for its ``TypeExpansion``: each
/// declaration's decisions and stored properties, the tracked properties outside `#if`, and
/// the diagnostics, in the order the declarations are met.
///
/// A value mutated in place, so that gathering takes no closures over captured variables
/// (whose every access would be checked for exclusivity at run time).
struct MemberClassification {
  /// The classifier every declaration goes through.
  let classifier: PropertyClassifier
  /// Whether constants with an initial value get the decoding warning (see
  /// ``DecodingSkipWarning``).
  let warnsAboutConstants: Bool
  /// How each variable declaration's bindings are handled, by the declaration's offset.
  private(set) var decisions: [Int: [PropertyClassifier.Decision]] = [:]
  /// The stored instance properties each variable declaration contributes, by its offset.
  private(set) var storedProperties: [Int: [CodingTemplate.StoredProperty]] = [:]
  /// All stored properties in source order, unless a member stands in an `#if` block.
  private(set) var storedInOrder: [CodingTemplate.StoredProperty]?
  /// The names of the tracked properties declared outside `#if`, in source order.
  private(set) var unconditionalTracked: [String] = []
  /// Problems found in the declarations.
  private(set) var diagnostics: [Diagnostic] = []

  /// Prepares tables for `memberCount` members; `hasConditionalMembers` is whether any stands
  /// in an `#if` block (then there is no ``storedInOrder``).
  init(
    classifier: PropertyClassifier, warnsAboutConstants: Bool, memberCount: Int,
    hasConditionalMembers: Bool
  ) {
    self.classifier = classifier
    self.warnsAboutConstants = warnsAboutConstants
    decisions.reserveCapacity(memberCount)
    storedProperties.reserveCapacity(memberCount)
    unconditionalTracked.reserveCapacity(memberCount)
    if !hasConditionalMembers {
      storedInOrder = []
      storedInOrder?.reserveCapacity(memberCount)
    }
  }

  /// Classifies the variable declarations among `members`, descending into every clause of
  /// every `#if` block, whose members are conditional.
  mutating func classify(_ members: [MemberDeclaration], isConditional: Bool) {
    for member in members {
      switch member {
      case .variable(let variable):
        classify(variable, isConditional: isConditional)
      case .ifConfig(let block):
        for clause in block.clauses { classify(clause.members, isConditional: true) }
      default:
        continue
      }
    }
  }

  /// Classifies one variable declaration.
  private mutating func classify(_ variable: VariableDeclaration, isConditional: Bool) {
    let bindingDecisions = classifier.classify(variable, diagnostics: &diagnostics)
    decisions[variable.range.lowerBound] = bindingDecisions
    if !isConditional {
      for case .tracked(let property) in bindingDecisions {
        unconditionalTracked.append(property.name)
      }
    }
    let stored = TypeExpansion.stored(variable, bindingDecisions, classifier)
    storedProperties[variable.range.lowerBound] = stored
    storedInOrder?.append(contentsOf: stored)
    if warnsAboutConstants && !isConditional {
      diagnostics += DecodingSkipWarning.diagnostics(
        for: variable, stored: stored, in: classifier.lexed)
    }
  }
}
