/// Reads the declarations of a lexed file: types at any nesting depth, their stored and
/// computed properties, enum cases and `#if` blocks. Everything else is skipped as a balanced
/// run of tokens. Malformed input becomes diagnostics; parsing always reaches the end.
package struct DeclarationParser {
  let lexed: LexedFile
  let tokens: [Token]
  let bytes: [UInt8]
  var index = 0
  var diagnostics: [Diagnostic] = []
  /// Scratch storage for ``skipBalanced()``, kept so skipping allocates nothing.
  var bracketStack: [TokenKind] = []
  /// The nodes of the type annotations' trees, put in ``typeStore`` when parsing ends.
  var typeNodes: [TypeNode] = []
  /// The store the trees of the file's type annotations refer to (see ``finish()``).
  let typeStore = TypeNodeStore()
  /// How many type bodies and `#if` blocks enclose the cursor.
  var nestingDepth = 0
  /// The deepest nesting parsed; deeper bodies are skipped with an error, so that no input
  /// can exhaust the stack of the recursive descent.
  static let maximumNestingDepth = 200

  /// Whether the cursor is as deeply nested as parsing goes; if so, reports the message
  /// `tooDeep` makes of the limit at token `i`, and the caller skips the body it was to read.
  mutating func reachedNestingLimit(
    reporting tooDeep: (_ limit: Int) -> DiagnosticMessage, at i: Int
  ) -> Bool {
    guard nestingDepth >= DeclarationParser.maximumNestingDepth else { return false }
    report(tooDeep(DeclarationParser.maximumNestingDepth), at: i)
    return true
  }

  /// Parses a whole file.
  package static func parse(_ lexed: LexedFile) -> ParsedFile {
    var parser = DeclarationParser(lexed: lexed)
    let types = parser.parseFileItems()
    parser.finish()
    return ParsedFile(
      lexed: lexed, types: types, diagnostics: lexed.diagnostics + parser.diagnostics)
  }

  /// Lexes and parses `source`.
  package static func parse(_ source: SourceText, file: String) -> ParsedFile {
    parse(Lexer.tokenize(source, file: file))
  }

  init(lexed: LexedFile) {
    self.lexed = lexed
    self.tokens = lexed.tokens
    self.bytes = lexed.source.bytes
  }

  /// Puts the nodes of the type annotations' trees where the trees find them: called once,
  /// when parsing ends, before any tree is read.
  func finish() {
    typeStore.fill(with: typeNodes)
  }

  /// Parses file-scope items until the end, collecting type declarations.
  mutating func parseFileItems() -> [TypeDeclaration] {
    var types: [TypeDeclaration] = []
    while !atEnd {
      let before = index
      if isKind(.rightBrace) {
        report(DiagnosticMessages.unmatchedClosingBrace, at: index)
        index += 1
        continue
      }
      if isClauseEnd(index) {
        report(DiagnosticMessages.directiveWithoutIf(text(index)), at: index)
        index += 1
        continue
      }
      if let member = parseMemberItem(fileScope: true) {
        collectTypes(member, into: &types)
      }
      if index == before { index += 1 }
    }
    return types
  }

  private func collectTypes(_ member: MemberDeclaration, into types: inout [TypeDeclaration]) {
    switch member {
    case .type(let type): types.append(type)
    case .ifConfig(let block):
      for clause in block.clauses {
        for inner in clause.members { collectTypes(inner, into: &types) }
      }
    default: break
    }
  }

  /// Parses members until a `}`, a `#elseif`/`#else`/`#endif`, or the end of input, without
  /// consuming the terminator.
  mutating func parseMembers(fileScope: Bool) -> [MemberDeclaration] {
    var members: [MemberDeclaration] = []
    while !atEnd && !isKind(.rightBrace) && !isClauseEnd(index) {
      let before = index
      if let member = parseMemberItem(fileScope: fileScope) { members.append(member) }
      if index == before { index += 1 }
    }
    return members
  }

  /// Parses one member or file-scope item; returns nothing for items without a declaration
  /// the expander needs (a `;`, a statement).
  mutating func parseMemberItem(fileScope: Bool) -> MemberDeclaration? {
    if isKind(.semicolon) {
      index += 1
      return nil
    }
    if isPound(index, "#if") {
      return .ifConfig(parseIfConfig(fileScope: fileScope))
    }
    let start = index
    let attributes = parseAttributes()
    let modifiers = parseModifiers()
    if (isClauseEnd(index) || isPound(index, "#if")) && index > start {
      // Attributes interleaved with `#if` (`@a #if X @b #endif func f()`): the directive
      // ends this item; the declaration is read after it.
      return nil
    }
    if let kind = typeKind(at: index) {
      return .type(
        parseType(kind: kind, attributes: attributes, modifiers: modifiers, start: start))
    }
    if isKeyword(index, .var) || isKeyword(index, .let) {
      return .variable(
        parseVariable(attributes: attributes, modifiers: modifiers, start: start))
    }
    if isKeyword(index, .case) && !fileScope {
      return .enumCase(parseEnumCase(attributes: attributes, modifiers: modifiers, start: start))
    }
    return .other(skipOtherDeclaration(attributes: attributes, modifiers: modifiers, start: start))
  }

  /// Whether token `i` can name a class or actor being declared: a name that is neither a
  /// declaration keyword (`class var`, `class func`) nor a modifier of a member
  /// (`class final func`).
  func declaresTypeName(at i: Int) -> Bool {
    guard i < tokens.count else { return false }
    switch tokens[i].kind {
    case .identifier:
      return !(matchesAny(i, DeclarationParser.contextualModifiers) && startsDeclaration(i + 1))
    case .keyword(let keyword):
      // Keywords that cannot begin a member after a modifier can still be (odd) type names.
      return !startsDeclaration(i) && keyword != .`init` && keyword != .deinit
    default:
      return false
    }
  }

  /// The type keyword at `i`, if a nominal declaration or extension starts there.
  func typeKind(at i: Int) -> TypeKind? {
    switch tokens[i].kind {
    case .keyword(.struct): return .struct
    case .keyword(.enum): return .enum
    case .keyword(.protocol): return .protocol
    case .keyword(.extension): return .extension
    case .keyword(.class): return declaresTypeName(at: i + 1) ? .class : nil
    // `actor` is contextual: `var actor = …` declares a property named `actor`.
    case .keyword(.actor): return declaresTypeName(at: i + 1) ? .actor : nil
    default: return nil
    }
  }
}
