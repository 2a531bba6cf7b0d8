/// What classifying a struct's variable declarations gathers for its ``TypeExpansion``: each
/// declaration with its decisions and stored properties, the tracked properties outside `#if`,
/// and the diagnostics, in the order the declarations are met (source order).
///
/// A value mutated in place, so that gathering takes no closures over captured variables
/// (whose every access would be checked for exclusivity at run time).
struct MemberClassification {
  /// The classifier every declaration goes through.
  let classifier: PropertyClassifier
  /// Whether constants with an initial value get the decoding warning (see
  /// ``DecodingSkipWarning``).
  let warnsAboutConstants: Bool
  /// Every variable declaration with its decisions and stored properties, in source order.
  private(set) var variables: [ClassifiedVariable] = []
  /// All stored properties in source order, unless a member stands in an `#if` block.
  private(set) var storedInOrder: [CodingTemplate.StoredProperty]?
  /// The names of the tracked properties declared outside `#if`, in source order.
  private(set) var unconditionalTracked: [String] = []
  /// The names of the tracked properties with `willSet` or `didSet`, in source order.
  private(set) var observed: [String] = []
  /// Problems found in the declarations.
  private(set) var diagnostics: [Diagnostic] = []

  /// Prepares lists for `memberCount` members; `hasConditionalMembers` is whether any stands
  /// in an `#if` block (then there is no ``storedInOrder``).
  init(
    classifier: PropertyClassifier, warnsAboutConstants: Bool, memberCount: Int,
    hasConditionalMembers: Bool
  ) {
    self.classifier = classifier
    self.warnsAboutConstants = warnsAboutConstants
    variables.reserveCapacity(memberCount)
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
    for decision in bindingDecisions {
      guard let tracked = decision.trackedName else { continue }
      if !isConditional { unconditionalTracked.append(tracked.name) }
      if tracked.hasObservers { observed.append(tracked.name) }
    }
    let stored = TypeExpansion.stored(variable, bindingDecisions, classifier)
    variables.append(
      ClassifiedVariable(declaration: variable, decisions: bindingDecisions, stored: stored))
    // Most declarations contribute one property, and almost none a warning: appended one at
    // a time, without going through `append(contentsOf:)` for so little.
    for property in stored { storedInOrder?.append(property) }
    if warnsAboutConstants && !isConditional {
      for diagnostic in DecodingSkipWarning.diagnostics(
        for: variable, stored: stored, in: classifier.lexed)
      {
        diagnostics.append(diagnostic)
      }
    }
  }
}
