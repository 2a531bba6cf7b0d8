/// What classifying a struct's variable declarations gathers for its ``TypeExpansion``: each
/// declaration with its decision and stored properties, the tracked properties outside `#if`,
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
  /// Every variable declaration with its decision and stored properties, in source order;
  /// their stored properties are attached by ``attachStoredProperties()``.
  private(set) var variables: [ClassifiedVariable] = []
  /// The stored properties of all the declarations, `#if` clauses included, in source order.
  private var allStored: [CodingTemplate.StoredProperty] = []
  /// Where each declaration's stored properties end in ``allStored``, in the order of
  /// ``variables``.
  private var storedEnds: [Int] = []
  /// Whether a member stands in an `#if` block.
  private let hasConditionalMembers: Bool
  /// The names of the tracked properties declared outside `#if`, in source order.
  private(set) var unconditionalTracked: [String] = []
  /// Whether a tracked property is declared inside `#if`.
  private(set) var hasConditionalTracked = false
  /// The names of the tracked properties with `willSet` or `didSet`, in source order.
  private(set) var observed: [String] = []
  /// The tracked property whose init accessor also initializes the registrar (see
  /// ``RegistrarShape``): the first outside `#if` that the user did not mark
  /// `@ObservationStateTracked` (the macro marks it in a way of its own).
  private(set) var registrarCarrier: String?
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
    self.hasConditionalMembers = hasConditionalMembers
    variables.reserveCapacity(memberCount)
    storedEnds.reserveCapacity(memberCount)
    allStored.reserveCapacity(memberCount)
    unconditionalTracked.reserveCapacity(memberCount)
  }

  /// All stored properties in source order, unless a member stands in an `#if` block.
  var storedInOrder: [CodingTemplate.StoredProperty]? {
    hasConditionalMembers ? nil : allStored
  }

  /// Gives every classified declaration its slice of the stored properties, once all are
  /// classified: slices taken while the list still grows would make each addition copy it.
  mutating func attachStoredProperties() {
    var start = 0
    for index in variables.indices {
      let end = storedEnds[index]
      variables[index].stored = allStored[start..<end]
      start = end
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
    var decision = classifier.classify(variable, diagnostics: &diagnostics)
    if case .tracked(let property) = decision, registrarCarrier == nil, !isConditional,
      !variable.attributes.contains(where: { $0.kind == .observationStateTracked })
    {
      decision = .tracked(property.carryingRegistrar())
      registrarCarrier = property.name
    }
    if let tracked = decision.trackedName {
      if isConditional {
        hasConditionalTracked = true
      } else {
        unconditionalTracked.append(tracked.name)
      }
      if tracked.hasObservers { observed.append(tracked.name) }
    }
    let start = allStored.count
    TypeExpansion.appendStored(variable, decision, classifier, to: &allStored)
    storedEnds.append(allStored.count)
    variables.append(ClassifiedVariable(declaration: variable, decision: decision, stored: []))
    if warnsAboutConstants && !isConditional {
      DecodingSkipWarning.append(
        for: variable, stored: allStored[start...], in: classifier.lexed, to: &diagnostics)
    }
  }
}
