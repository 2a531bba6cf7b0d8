extension DeclarationParser {
  /// Parses `@Name`, `@Module.Name<Args>` and `@name(arguments)` attributes at the cursor.
  mutating func parseAttributes() -> [Attribute] {
    var attributes: [Attribute] = []
    while isKind(.atSign) && isNameToken(index + 1) {
      let at = index
      index += 1
      let firstName = index
      var name = text(index)
      index += 1
      while isKind(.period) && isNameToken(index + 1) && isAttached(index) {
        name += "." + text(index + 1)
        index += 2
      }
      let lastName = index - 1
      if isAttached(index) && isAngleOpen(index) {
        skipAngleBrackets()
      }
      var argumentRange: Range<Int>?
      if isKind(.leftParen) && isAttached(index) {
        let open = tokens[index].range.lowerBound
        skipBalanced()
        argumentRange = open..<previousEnd
      }
      attributes.append(
        Attribute(
          name: name, kind: attributeKind(nameAt: lastName),
          module: attributeModule(firstName: firstName, lastName: lastName),
          range: tokens[at].range.lowerBound..<previousEnd, argumentRange: argumentRange,
          tokenIndex: at))
    }
    return attributes
  }

  /// The module that qualifies an attribute name running from token `firstName` to token
  /// `lastName` (with periods between).
  func attributeModule(firstName: Int, lastName: Int) -> AttributeModule {
    if firstName == lastName { return .unqualified }
    if lastName == firstName + 2 && matches(firstName, "ObservableStructs") {
      return .observableStructs
    }
    return .other
  }

  /// The kind of the attribute whose (last) name token is `i`.
  func attributeKind(nameAt i: Int) -> AttributeKind {
    for (word, kind) in DeclarationParser.knownAttributes where matches(i, word) {
      return kind
    }
    guard startsWithUppercase(i) else { return .builtIn }
    return endsWith(i, "Actor") ? .globalActor : .custom
  }

  /// The attribute names the expansion knows, with their kinds.
  static let knownAttributes: [(word: StaticString, kind: AttributeKind)] = [
    ("ObservableState", .observableState),
    ("ObservationStateTracked", .observationStateTracked),
    ("ObservationStateIgnored", .observationStateIgnored),
    ("ObservationIgnored", .observationIgnored), ("ObservationTracked", .observationTracked),
    ("available", .available), ("usableFromInline", .usableFromInline),
    ("MainActor", .mainActor), ("Sendable", .sendable),
  ]

  /// Parses declaration modifiers at the cursor, with arguments such as `private(set)`.
  mutating func parseModifiers() -> [Modifier] {
    var modifiers: [Modifier] = []
    while let kind = modifierKind(index) {
      let start = tokens[index].range.lowerBound
      index += 1
      var argument: ModifierArgument?
      if isKind(.leftParen) && isAttached(index) && isNameToken(index + 1)
        && tokens[index + 2].kind == .rightParen
      {
        argument = modifierArgument(index + 1)
        index += 3
      }
      modifiers.append(Modifier(kind: kind, argument: argument, range: start..<previousEnd))
    }
    return modifiers
  }

  /// The kind of the modifier at token `i`, or `nil` if no modifier is there.
  func modifierKind(_ i: Int) -> ModifierKind? {
    guard isModifier(i) else { return nil }
    switch tokens[i].kind {
    case .keyword(.public): return .public
    case .keyword(.private): return .private
    case .keyword(.fileprivate): return .fileprivate
    case .keyword(.internal): return .internal
    case .keyword(.package): return .package
    case .keyword(.static): return .static
    case .keyword(.class): return .class
    default:
      for (word, kind) in DeclarationParser.contextualModifierKinds where matches(i, word) {
        return kind
      }
      return nil
    }
  }

  /// The argument word of a modifier, at token `i`.
  func modifierArgument(_ i: Int) -> ModifierArgument {
    if matches(i, "set") { return .set }
    if matches(i, "unsafe") { return .unsafe }
    if matches(i, "safe") { return .safe }
    return .other(text(i))
  }

  /// Whether token `i` is a declaration modifier in this position.
  func isModifier(_ i: Int) -> Bool {
    switch tokens[i].kind {
    case .keyword(.public), .keyword(.private), .keyword(.fileprivate), .keyword(.internal),
      .keyword(.package), .keyword(.static):
      // `package` and `internal` are modifiers only when a declaration follows.
      return startsDeclaration(i + 1) || isModifier(i + 1) || tokens[i + 1].kind == .leftParen
    case .keyword(.class):
      return startsDeclaration(i + 1) && typeKind(at: i) == nil
    case .identifier:
      return matchesAny(i, DeclarationParser.contextualModifiers)
        && (startsDeclaration(i + 1) || isModifier(i + 1)
          || (tokens[i + 1].kind == .leftParen && isAttached(i + 1)))
    default:
      return false
    }
  }

  /// Words that act as modifiers when a declaration follows them, with their kinds.
  static let contextualModifierKinds: [(word: StaticString, kind: ModifierKind)] = [
    ("open", .open), ("final", .final), ("lazy", .lazy), ("weak", .weak),
    ("unowned", .unowned), ("mutating", .mutating), ("nonmutating", .nonmutating),
    ("override", .override), ("required", .required), ("convenience", .convenience),
    ("dynamic", .dynamic), ("optional", .optional), ("indirect", .indirect),
    ("nonisolated", .nonisolated), ("isolated", .isolated), ("distributed", .distributed),
    ("prefix", .prefix), ("postfix", .postfix), ("infix", .infix),
    ("consuming", .consuming), ("borrowing", .borrowing),
    ("__consuming", .underscoredConsuming), ("__owned", .underscoredOwned),
    ("__shared", .underscoredShared), ("_const", .underscoredConst),
  ]

  /// Words that act as modifiers when a declaration follows them.
  static let contextualModifiers: [StaticString] = contextualModifierKinds.map(\.word)

  /// Whether a declaration introducer (or a modifier or attribute of one) starts at `i`.
  func startsDeclaration(_ i: Int) -> Bool {
    guard i < tokens.count else { return false }
    switch tokens[i].kind {
    case .atSign: return true
    case .keyword(.actor):
      return isNameToken(i + 1)
    case .keyword(let keyword):
      switch keyword {
      case .struct, .enum, .class, .protocol, .extension, .var, .let, .func, .`init`, .deinit,
        .subscript, .typealias, .associatedtype, .case, .static, .import, .operator,
        .precedencegroup, .macro, .public, .private, .fileprivate, .internal:
        return true
      default:
        return false
      }
    case .identifier:
      return matchesAny(i, DeclarationParser.contextualModifiers)
        && (isKeyword(i + 1, .var) || isKeyword(i + 1, .let) || isKeyword(i + 1, .func)
          || startsDeclaration(i + 1))
    case .pound:
      return isPound(i, "#if") || isClauseEnd(i)
    default:
      return false
    }
  }
}
