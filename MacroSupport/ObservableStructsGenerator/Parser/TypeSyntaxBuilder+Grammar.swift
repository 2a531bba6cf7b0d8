// The grammar of types: each function reads one production at the cursor, appends its nodes
// (children before their parent) and tells whether it read one.

extension TypeSyntaxBuilder {
  /// Reads a type: attributes, a specifier, `some`/`any`/`each`/`repeat`, a composition, and
  /// a function type's effects and result.
  mutating func parseType() -> Bool {
    depth += 1
    defer { depth -= 1 }
    guard depth <= Self.maximumDepth else { return false }
    let first = nodes.count
    let start = offset
    if let prefix = prefixKind() {
      if prefix == .attributed {
        guard skipAttributes() else { return false }
      } else {
        take()
      }
      // `some` and `any` take a composition; the rest a whole type (`@Sendable () -> Void`,
      // `repeat each T`).
      let parsedInner = prefix == .some || prefix == .any ? parseComposition() : parseType()
      guard parsedInner else { return false }
      append(prefix, over: first, from: start)
      return true
    }
    guard parseComposition() else { return false }
    guard nodes[nodes.count - 1].kind == .tuple, current != .end else { return true }
    var hasEffects = false
    while isWord(index, "async") || isWord(index, "throws") || isWord(index, "rethrows") {
      hasEffects = true
      take()
      if current == .leftParen && isAttached {
        // A typed `throws(E)`: the error type is a child of the function type.
        take()
        guard parseType(), current == .rightParen else { return false }
        take()
      }
    }
    guard current == .arrow else { return !hasEffects }
    take()
    guard parseType() else { return false }
    append(.function, over: first, from: start)
    return true
  }

  /// The kind of node the word at the cursor makes of the type after it: `.attributed` for
  /// `@`, `.specified` for an ownership or isolation word, and so on; `nil` for none.
  func prefixKind() -> TypeNodeKind? {
    switch current {
    case .atSign: return .attributed
    case .inoutKeyword: return .specified
    case .someKeyword: return .some
    case .anyKeyword: return .any
    case .repeatKeyword: return .packExpansion
    case .identifier:
      guard startsType(index + 1) else { return nil }
      if isWord(index, "each") { return .each }
      for word in Self.specifiers where isWord(index, word) { return .specified }
      return nil
    default: return nil
    }
  }

  /// Words that specify how a parameter of a function type is passed or isolated.
  static let specifiers: [StaticString] = [
    "borrowing", "consuming", "sending", "isolated", "__owned", "__shared", "_const",
  ]

  /// Whether a type can start at token `i`: a name, a bracket or an attribute.
  func startsType(_ i: Int) -> Bool {
    guard i < end else { return false }
    switch tokens[i].kind {
    case .identifier, .keyword, .leftParen, .leftSquare, .atSign: return true
    default: return false
    }
  }

  /// Moves past the attributes at the cursor: `@Sendable`, `@convention(c)`, `@Module.Name`.
  mutating func skipAttributes() -> Bool {
    while current == .atSign {
      take()
      guard isName(index) else { return false }
      take()
      while current == .period && isName(index + 1) {
        take()
        take()
      }
      if current == .leftParen && isAttached {
        guard skipParenthesized() else { return false }
      }
    }
    return true
  }

  /// Moves past a balanced `( … )` at the cursor (an attribute's arguments).
  mutating func skipParenthesized() -> Bool {
    var depth = 0
    repeat {
      switch current {
      case .leftParen: depth += 1
      case .rightParen: depth -= 1
      case .end: return false
      default: break
      }
      take()
    } while depth > 0
    return true
  }

  /// Reads `P & Q & …`, or a single part.
  mutating func parseComposition() -> Bool {
    let first = nodes.count
    let start = offset
    guard parsePostfix() else { return false }
    guard current == .ampersand else { return true }
    while current == .ampersand {
      take()
      guard parsePostfix() else { return false }
    }
    append(.composition, over: first, from: start)
    return true
  }

  /// Reads a primary type and what follows it: `?`, `!`, `...` and `.Member`.
  mutating func parsePostfix() -> Bool {
    let first = nodes.count
    let start = offset
    guard parsePrimary() else { return false }
    while true {
      switch current {
      case .question:
        take()
        append(.optional, over: first, from: start)
      case .exclamation:
        take()
        append(.implicitlyUnwrapped, over: first, from: start)
      case .ellipsis:
        take()
        append(.variadic, over: first, from: start)
      case .period where isName(index + 1):
        take()
        guard parseIdentifier() else { return false }
        append(.member, over: first, from: start)
      default:
        return true
      }
    }
  }

  /// Reads a name, `[T]`, `[K: V]`, a tuple, an integer generic argument or `~T`.
  mutating func parsePrimary() -> Bool {
    switch current {
    case .identifier, .keyword, .someKeyword, .anyKeyword, .inoutKeyword, .repeatKeyword:
      return parseIdentifier()
    case .leftSquare: return parseCollection()
    case .leftParen: return parseTuple()
    case .integer:
      let first = nodes.count
      let start = offset
      take()
      append(.integer, over: first, from: start)
      return true
    case .tilde:
      let first = nodes.count
      let start = offset
      take()
      // `~Swift.Copyable` suppresses the whole dotted name.
      guard parsePostfix() else { return false }
      append(.suppressed, over: first, from: start)
      return true
    default:
      return false
    }
  }

  /// Reads a name with any generic arguments, or `Module::Name`.
  mutating func parseIdentifier() -> Bool {
    let first = nodes.count
    let start = offset
    take()
    if current == .colon && isModuleSelector(at: index) {
      take()
      take()
      guard parseIdentifier() else { return false }
      append(.moduleSelector, over: first, from: start)
      return true
    }
    if current == .lessThan {
      take()
      while true {
        guard parseType() else { return false }
        if current == .comma {
          take()
          continue
        }
        guard current == .greaterThan else { return false }
        take()
        break
      }
    }
    append(.identifier, over: first, from: start)
    return true
  }
}
