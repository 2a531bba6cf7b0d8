/// Tells where a name in a body declares something of its own — a local, a closure or nested
/// function parameter, a variable bound by a pattern — and which tokens it is in scope for.
///
/// The body rewrites send a tracked property's references to its storage; inside the scope of
/// a declaration of the same name, the name means the declared thing, and the rewrites leave it
/// alone there. Where the exact scope is not plain from the tokens, the scope found is larger,
/// never smaller: reading the property's storage where the user meant a local would be silently
/// wrong.
enum BindingSearch {
  /// How a declaration's scope is bounded.
  private enum ScopeShape {
    /// To the end of the enclosing braces: a local, a `guard` binding, a closure parameter, a
    /// variable bound by a `case` pattern.
    case restOfBlock
    /// Through the braces that follow: a `for` loop's variables, an `if let` or `while let`
    /// binding, a nested function's parameters.
    case followingBlock
  }

  /// The tokens over which the name at `index` means what it declares there, or `nil` if the
  /// name declares nothing: `let count`, `var a = 0, count = 1`, `count in`, `{ a, count in`,
  /// `let (count, other)`, `for (count, other) in`, `case let .pair(count, _)`,
  /// `{ (count: Int) in`, `func helper(count: Int)`.
  static func scope(ofNameAt index: Int, _ tokens: [Token], _ source: SourceText)
    -> Range<Int>?
  {
    guard let shape = declarationShape(at: index, tokens, source) else { return nil }
    switch shape {
    case .restOfBlock:
      return index..<endOfEnclosingBlock(index, tokens)
    case .followingBlock:
      return index..<endOfFollowingBlock(index, tokens)
    }
  }

  /// How the scope of the declaration the name at `index` makes is bounded, or `nil`.
  private static func declarationShape(at index: Int, _ tokens: [Token], _ source: SourceText)
    -> ScopeShape?
  {
    let previous = kind(at: index - 1, tokens)
    let next = kind(at: index + 1, tokens)
    switch previous {
    case .period, .backslash: return nil
    case .keyword(.let), .keyword(.var): return statementShape(index, tokens)
    default: break
    }
    if next == .keyword(.in) {
      return statementStart(index, tokens) == .keyword(.for) ? .followingBlock : .restOfBlock
    }
    if previous == .leftBrace && next == .comma { return .restOfBlock }
    if previous == .comma && isBareClosureParameter(at: index, tokens) { return .restOfBlock }
    let opener = innermostOpener(before: index, tokens)
    guard let open = opener, tokens[open].kind != .leftBrace else {
      // At statement level, `var a = 0, count = 1`: a further binding of a declaration.
      let isBinding =
        previous == .comma
        && (next == .colon || TokenSearch.isAssignmentOperator(at: index + 1, tokens, source))
      return isBinding ? statementShape(index, tokens) : nil
    }
    guard tokens[open].kind == .leftParen else { return nil }
    // An element of the list: `(count,`, `, count)`, `(count: Int`, `(_ count: Int`.
    let isElement =
      previous == .leftParen || previous == .comma
      || (previous == .identifier && next == .colon)
    guard isElement, next == .comma || next == .rightParen || next == .colon,
      opensBindingList(open, tokens)
    else { return nil }
    if kind(at: open - 1, tokens) == .leftBrace { return .restOfBlock }
    if kind(at: open - 2, tokens) == .keyword(.func) { return .followingBlock }
    return statementShape(index, tokens)
  }

  /// The scope shape of a binding made by the statement the name at `index` stands in: the
  /// following braces for `if`, `while` and `for`, the rest of the block otherwise.
  private static func statementShape(_ index: Int, _ tokens: [Token]) -> ScopeShape {
    switch statementStart(index, tokens) {
    case .keyword(.if), .keyword(.while), .keyword(.for): return .followingBlock
    default: return .restOfBlock
    }
  }

  /// The kind of the first token of the statement the token at `index` stands in: the token
  /// after the nearest `{`, `}` or `;` outside brackets, or the nearest token that starts a
  /// line there.
  private static func statementStart(_ index: Int, _ tokens: [Token]) -> TokenKind {
    var depth = 0
    var cursor = index
    while cursor > 0 {
      let current = tokens[cursor]
      if depth == 0 && current.hasLeadingNewline { return current.kind }
      switch tokens[cursor - 1].kind {
      case .rightParen, .rightSquare: depth += 1
      case .leftParen, .leftSquare: depth = max(0, depth - 1)
      case .leftBrace, .rightBrace, .semicolon:
        if depth == 0 { return current.kind }
      default: break
      }
      cursor -= 1
    }
    return tokens.isEmpty ? .endOfFile : tokens[0].kind
  }

  /// The end (exclusive) of the braces that enclose the token at `index`.
  private static func endOfEnclosingBlock(_ index: Int, _ tokens: [Token]) -> Int {
    var depth = 0
    var cursor = index - 1
    while cursor >= 0 {
      switch tokens[cursor].kind {
      case .rightBrace: depth += 1
      case .leftBrace:
        if depth == 0 {
          return (TokenSearch.matchingBracket(cursor, tokens) ?? tokens.count - 1) + 1
        }
        depth -= 1
      default: break
      }
      cursor -= 1
    }
    return tokens.count
  }

  /// The end (exclusive) of the first braces after the token at `index` outside brackets.
  private static func endOfFollowingBlock(_ index: Int, _ tokens: [Token]) -> Int {
    var depth = 0
    for cursor in (index + 1)..<max(index + 1, tokens.count) {
      switch tokens[cursor].kind {
      case .leftParen, .leftSquare: depth += 1
      // Leaving the brackets the name stands in brings the search out, not deeper.
      case .rightParen, .rightSquare: depth = max(0, depth - 1)
      case .leftBrace where depth == 0:
        return (TokenSearch.matchingBracket(cursor, tokens) ?? tokens.count - 1) + 1
      case .rightBrace where depth == 0: return cursor
      default: break
      }
    }
    return tokens.count
  }

  /// Whether the `(` at `open` starts a list whose plain names are declarations: a tuple
  /// pattern after `let`, `var` or `for`, a closure's parameter list, a nested function's
  /// parameter clause, or an enum case pattern bound by `let` or `var` (`case let .some(x)`),
  /// directly or inside another such list.
  private static func opensBindingList(_ open: Int, _ tokens: [Token]) -> Bool {
    switch kind(at: open - 1, tokens) {
    case .keyword(.let), .keyword(.var), .keyword(.for), .leftBrace: return true
    case .leftParen, .comma: return isInBindingList(open, tokens)
    case .identifier where kind(at: open - 2, tokens) == .keyword(.func): return true
    default: break
    }
    // An enum case pattern: walk back over `Type.case` or `.case` (a case may be named with a
    // keyword, `.some`).
    var cursor = open - 1
    while cursor > 0 {
      let current = tokens[cursor].kind
      let isNamePart =
        current == .identifier || current == .period
        || (tokens[cursor - 1].kind == .period && isKeyword(current))
      guard isNamePart else { break }
      cursor -= 1
    }
    guard cursor < open - 1 else { return false }
    switch tokens[cursor].kind {
    case .keyword(.let), .keyword(.var): return true
    case .leftParen, .comma: return isInBindingList(cursor + 1, tokens)
    default: return false
    }
  }

  /// Whether the token at `index` stands directly in a `(` list that opens a binding list.
  private static func isInBindingList(_ index: Int, _ tokens: [Token]) -> Bool {
    guard let outer = innermostOpener(before: index, tokens), tokens[outer].kind == .leftParen
    else { return false }
    return opensBindingList(outer, tokens)
  }

  /// Whether `kind` is a keyword.
  private static func isKeyword(_ kind: TokenKind) -> Bool {
    if case .keyword = kind { return true }
    return false
  }

  /// Whether the name at `index`, after a comma, stands in a closure's bare parameter list:
  /// names and commas back to the closure's `{` and forward to its `in`.
  private static func isBareClosureParameter(at index: Int, _ tokens: [Token]) -> Bool {
    var back = index - 1
    while back > 0, tokens[back].kind == .comma, tokens[back - 1].kind == .identifier {
      back -= 2
    }
    guard kind(at: back, tokens) == .leftBrace else { return false }
    var forward = index + 1
    while kind(at: forward, tokens) == .comma, kind(at: forward + 1, tokens) == .identifier {
      forward += 2
    }
    return kind(at: forward, tokens) == .keyword(.in)
  }

  /// The unclosed `(`, `[` or `{` nearest before `index`, if any.
  private static func innermostOpener(before index: Int, _ tokens: [Token]) -> Int? {
    var depth = 0
    var cursor = index - 1
    while cursor >= 0 {
      switch tokens[cursor].kind {
      case .rightParen, .rightSquare, .rightBrace: depth += 1
      case .leftParen, .leftSquare, .leftBrace:
        if depth == 0 { return cursor }
        depth -= 1
      default: break
      }
      cursor -= 1
    }
    return nil
  }

  /// The kind of the token at `index`, or `.endOfFile` outside the tokens.
  private static func kind(at index: Int, _ tokens: [Token]) -> TokenKind {
    index >= 0 && index < tokens.count ? tokens[index].kind : .endOfFile
  }
}
