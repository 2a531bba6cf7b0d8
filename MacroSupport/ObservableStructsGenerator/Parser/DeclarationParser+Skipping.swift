extension DeclarationParser {
  /// Skips a balanced `(…)`, `[…]` or `{…}` group starting at the cursor. Reports an opener
  /// that is never closed.
  mutating func skipBalanced() {
    let opener = index
    // The closers still expected, innermost last; the buffer is kept between calls.
    var stack = bracketStack
    bracketStack = []
    stack.removeAll(keepingCapacity: true)
    defer { bracketStack = stack }
    repeat {
      switch tokens[index].kind {
      case .leftParen: stack.append(.rightParen)
      case .leftSquare: stack.append(.rightSquare)
      case .leftBrace: stack.append(.rightBrace)
      case .rightParen, .rightSquare, .rightBrace:
        // A mismatched closer is skipped; only braces end the group early, because a stray
        // `}` most likely closes an enclosing body.
        if let expected = stack.last, expected == tokens[index].kind {
          stack.removeLast()
        } else if tokens[index].kind == .rightBrace,
          let braceDepth = stack.lastIndex(of: .rightBrace)
        {
          stack.removeSubrange(braceDepth...)
        }
      case .endOfFile:
        reportUnclosed(opener)
        return
      default:
        break
      }
      index += 1
    } while !stack.isEmpty
  }

  /// Reports that the bracket at token `i` is never closed, unless the lexer already reported
  /// an error after it: an unterminated comment or string swallows the closing bracket, and
  /// the lexer's message is the one that helps.
  mutating func reportUnclosed(_ i: Int) {
    let opener = tokens[i].range.lowerBound
    if lexed.diagnostics.contains(where: { $0.severity == .error && $0.offset > opener }) {
      return
    }
    let location = lexed.source.location(of: opener)
    report(
      DiagnosticMessages.unclosedBracket(text(i), line: location.line, column: location.column),
      at: i)
  }

  /// Whether token `i` is an operator beginning with `<`.
  func isAngleOpen(_ i: Int) -> Bool {
    tokens[i].kind == .operator && bytes[tokens[i].range.lowerBound] == ASCII.lessThan
  }

  /// The change in angle-bracket depth an operator token makes: `<` opens, `>` closes, `->`
  /// does neither.
  func angleDelta(_ i: Int) -> Int {
    guard tokens[i].kind == .operator else { return 0 }
    var delta = 0
    var previous: UInt8 = 0
    for offset in tokens[i].range {
      let byte = bytes[offset]
      if byte == ASCII.lessThan {
        delta += 1
      } else if byte == ASCII.greaterThan && previous != ASCII.minus {
        delta -= 1
      }
      previous = byte
    }
    return delta
  }

  /// Skips `<…>` starting at the cursor, nested brackets included.
  mutating func skipAngleBrackets() {
    var depth = 0
    repeat {
      switch tokens[index].kind {
      case .operator: depth += angleDelta(index)
      case .leftParen, .leftSquare:
        skipBalanced()
        continue
      case .leftBrace, .rightBrace, .endOfFile, .semicolon:
        return
      default: break
      }
      index += 1
    } while depth > 0
  }

  /// Skips a declaration or statement the expander has no use for: up to and including its
  /// body, or to the start of the next declaration.
  mutating func skipOtherDeclaration(
    attributes: [Attribute], modifiers: [Modifier], start: Int
  ) -> OtherDeclaration {
    var declaration = OtherDeclaration(
      introducer: atEnd ? .other : introducer(at: index), attributes: attributes,
      modifiers: modifiers, name: "", introducerToken: index, range: 0..<0)
    if isNameToken(index + 1) && !isKind(.leftBrace) { declaration.name = name(index + 1) }
    let first = index
    while !atEnd {
      switch tokens[index].kind {
      case .leftBrace:
        skipBalanced()
        return ending(declaration, start)
      case .leftParen, .leftSquare:
        skipBalanced()
        continue
      case .rightBrace, .semicolon:
        return ending(declaration, start)
      case .rightParen, .rightSquare:
        index += 1
        continue
      default:
        break
      }
      if index > first && tokens[index].hasLeadingNewline && !continuesExpression(index) {
        break
      }
      index += 1
    }
    return ending(declaration, start)
  }

  /// `declaration`, which starts at token `start`, ending where the cursor is.
  private func ending(_ declaration: OtherDeclaration, _ start: Int) -> OtherDeclaration {
    var declaration = declaration
    let lower = tokens[start].range.lowerBound
    declaration.range = lower..<max(lower, previousEnd)
    return declaration
  }

  /// What the token at `i` introduces.
  func introducer(at i: Int) -> DeclarationIntroducer {
    switch tokens[i].kind {
    case .keyword(.func): return .func
    case .keyword(.`init`): return .`init`
    case .keyword(.deinit): return .deinit
    case .keyword(.subscript): return .subscript
    case .keyword(.typealias): return .typealias
    case .keyword(.associatedtype): return .associatedtype
    case .keyword(.import): return .import
    case .keyword(.operator): return .operator
    case .keyword(.precedencegroup): return .precedencegroup
    case .keyword(.macro): return .macro
    case .pound: return .pound
    default: return .other
    }
  }

  /// Whether a token at the start of a line continues the expression on the line before:
  /// a member access, a binary operator, or `as`/`is`/`else`/`where`/`throws`/`->`.
  func continuesExpression(_ i: Int) -> Bool {
    switch tokens[i].kind {
    case .period, .operator: return true
    case .keyword(.else), .keyword(.where), .keyword(.in): return true
    case .identifier:
      return matches(i, "as") || matches(i, "is") || matches(i, "throws")
        || matches(i, "rethrows") || matches(i, "async") || matches(i, "catch")
    default: return false
    }
  }

  /// Skips an expression (an initial value, a default argument) up to a `,`, `;`, closing
  /// bracket, a `{` that opens a `willSet`/`didSet` block, or a line that starts something new.
  mutating func skipExpression() {
    let first = index
    while !atEnd {
      switch tokens[index].kind {
      case .comma, .semicolon, .rightParen, .rightSquare, .rightBrace:
        return
      case .leftBrace:
        if index > first && opensObserverBlock(index) { return }
        skipBalanced()
        continue
      case .leftParen, .leftSquare:
        skipBalanced()
        continue
      case .operator where isAngleOpen(index) && isAttached(index):
        if skipGenericArguments() { continue }
      default:
        break
      }
      if index > first && tokens[index].hasLeadingNewline && !continuesExpression(index)
        && tokens[index].kind != .leftBrace
      {
        return
      }
      index += 1
    }
  }

  /// Whether the `{` at `i` opens a block of `willSet`/`didSet` observers.
  func opensObserverBlock(_ i: Int) -> Bool {
    var j = i + 1
    while tokens[j].kind == .atSign && isNameToken(j + 1) { j += 2 }
    return isIdentifier(j, "willSet") || isIdentifier(j, "didSet")
  }

  /// At a `<` right after a name, skips `<…>` if it reads as generic arguments
  /// (`Dictionary<String, Int>()`), so commas inside do not end the expression.
  /// Returns whether it skipped.
  mutating func skipGenericArguments() -> Bool {
    var j = index
    var depth = 0
    while j < tokens.count {
      switch tokens[j].kind {
      case .operator:
        let delta = angleDelta(j)
        let text = text(j)
        if delta == 0 && !["?", "!", "&", "->", "..."].contains(text) { return false }
        depth += delta
      case .identifier, .keyword, .period, .comma, .colon, .leftSquare, .rightSquare,
        .leftParen, .rightParen:
        break
      default:
        return false
      }
      j += 1
      if depth <= 0 { break }
    }
    guard depth == 0 else { return false }
    index = j
    return true
  }
}
