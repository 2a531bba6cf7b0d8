extension DeclarationParser {
  /// Parses `@Name`, `@Module.Name<Args>` and `@name(arguments)` attributes at the cursor.
  mutating func parseAttributes() -> [Attribute] {
    var attributes: [Attribute] = []
    while isKind(.atSign) && isNameToken(index + 1) {
      let at = index
      index += 1
      var name = text(index)
      index += 1
      while isKind(.period) && isNameToken(index + 1) && isAttached(index) {
        name += "." + text(index + 1)
        index += 2
      }
      if isAttached(index) && isAngleOpen(index) {
        skipAngleBrackets()
      }
      if isKind(.leftParen) && isAttached(index) {
        skipBalanced()
      }
      attributes.append(
        Attribute(
          name: name, range: tokens[at].range.lowerBound..<previousEnd, tokenIndex: at))
    }
    return attributes
  }

  /// Parses declaration modifiers at the cursor, with details such as `private(set)`.
  mutating func parseModifiers() -> [Modifier] {
    var modifiers: [Modifier] = []
    while isModifier(index) {
      let start = tokens[index].range.lowerBound
      let name = modifierName(index)
      index += 1
      var detail: String?
      if isKind(.leftParen) && isAttached(index) && isNameToken(index + 1)
        && tokens[index + 2].kind == .rightParen
      {
        detail = text(index + 1)
        index += 3
      }
      modifiers.append(Modifier(name: name, detail: detail, range: start..<previousEnd))
    }
    return modifiers
  }

  /// The text of modifier token `i`. A keyword (`public`, `static` …) is spelled exactly as
  /// its raw value, which is taken instead of making a string from the source.
  func modifierName(_ i: Int) -> String {
    if case .keyword(let keyword) = tokens[i].kind { return keyword.rawValue }
    return text(i)
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

  /// Words that act as modifiers when a declaration follows them.
  static let contextualModifiers: [StaticString] = [
    "open", "final", "lazy", "weak", "unowned", "mutating", "nonmutating", "override",
    "required", "convenience", "dynamic", "optional", "indirect", "nonisolated", "isolated",
    "distributed", "prefix", "postfix", "infix", "consuming", "borrowing", "__consuming",
    "__owned", "__shared", "_const",
  ]

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
