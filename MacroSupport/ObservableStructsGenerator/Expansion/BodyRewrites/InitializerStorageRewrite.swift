/// Keeps a type's own initializers from running property observers.
///
/// Swift never runs a stored property's `willSet` or `didSet` for assignments made inside the
/// type's own initializers, delegating ones included. A tracked property is computed instead:
/// once its backing storage holds a value, a second assignment in an initializer
/// (`self.balance += 1`) goes through the setter, and the observers, which the expansion keeps
/// on the storage, would run. This rewrite points an initializer body's references to tracked
/// properties that have observers at their storage, which restores Swift's behaviour. A
/// parameter with a property's name keeps its meaning: then only `self.name` is rewritten.
///
/// Reading a stored property in an initializer once it holds a value is plain Swift
/// (`total = count * 2`, before `total` is set), but a tracked property's getter needs the
/// whole value initialized. So the reads and in-place edits of the other tracked properties
/// (`readProperties`) use their storage too; an assignment to one of them still goes through
/// the property, whose init accessor stores the value.
enum InitializerStorageRewrite {
  /// The body of `initializer` rewritten, braces included, and the byte range it replaces;
  /// `nil` when the body refers to none of `observedProperties` and reads none of
  /// `readProperties` (property names).
  static func rewrite(
    _ initializer: OtherDeclaration, in lexed: LexedFile, observedProperties: [String],
    readProperties: [String] = []
  ) -> (range: Range<Int>, text: String)? {
    guard !observedProperties.isEmpty || !readProperties.isEmpty,
      let parts = parts(of: initializer, in: lexed)
    else { return nil }
    // A delegating initializer (`self.init(…)`, `self = …`) has the whole value once it reads:
    // its reads go through the properties. (Reading the storage there also trips the
    // optimizer of Swift 6.3 in release builds.)
    let readProperties = delegates(parts.body, lexed) ? [] : readProperties
    guard !observedProperties.isEmpty || !readProperties.isEmpty else { return nil }
    let observed = Set(observedProperties)
    let references =
      observedProperties.map { name in
        ObserverBodyRewriter.StorageReference(
          propertyName: name, storageName: TrackedProperty.storageName(for: name),
          requiresSelf: parts.parameterNames.contains(name))
      }
      + readProperties.filter { !observed.contains($0) }.map { name in
        ObserverBodyRewriter.StorageReference(
          propertyName: name, storageName: TrackedProperty.storageName(for: name),
          requiresSelf: parts.parameterNames.contains(name), keepsAssignments: true)
      }
    let rewritten = ObserverBodyRewriter.rewrite(
      bodyTokens: parts.body, in: lexed, references: references)
    guard rewritten.referencesProperty else { return nil }
    let start = lexed.tokens[parts.body.lowerBound].range.lowerBound
    let end = lexed.tokens[parts.body.upperBound - 1].range.upperBound
    return (start..<end, rewritten.text)
  }

  /// Whether the body whose tokens are `body` delegates: `self.init(…)` or `self = …`.
  private static func delegates(_ body: Range<Int>, _ lexed: LexedFile) -> Bool {
    let tokens = lexed.tokens
    return body.contains { index in
      guard tokens[index].kind == .keyword(.self), index + 2 < body.upperBound else {
        return false
      }
      let next = tokens[index + 1]
      if next.kind == .period { return tokens[index + 2].kind == .keyword(.`init`) }
      return TokenSearch.isAssignmentOperator(at: index + 1, tokens, lexed.source)
    }
  }

  /// The parameter names and the body's token range of an initializer. The names are few and
  /// asked for a handful of times: a list searched in turn, not a set to hash them into.
  private static func parts(of initializer: OtherDeclaration, in lexed: LexedFile) -> (
    parameterNames: [String], body: Range<Int>
  )? {
    let tokens = lexed.tokens
    guard initializer.introducer == .`init`,
      let open = tokens[initializer.introducerToken...].firstIndex(where: {
        $0.kind == .leftParen
      }),
      let close = TokenSearch.matchingBracket(open, tokens)
    else { return nil }
    // A parameter's internal name is the word right before its `:` at the clause's own depth,
    // a keyword too (`init(enum: [String]?)` binds `enum`).
    var names: [String] = []
    var depth = 0
    for index in (open + 1)..<close {
      switch tokens[index].kind {
      case .leftParen, .leftSquare, .leftBrace: depth += 1
      case .rightParen, .rightSquare, .rightBrace: depth -= 1
      case .colon where depth == 0:
        switch tokens[index - 1].kind {
        case .identifier, .keyword:
          names.append(lexed.source.name(of: tokens[index - 1]))
        default: break
        }
      default: break
      }
    }
    guard
      let bodyOpen = tokens[(close + 1)...].firstIndex(where: {
        $0.kind == .leftBrace || $0.kind == .endOfFile
      }),
      tokens[bodyOpen].kind == .leftBrace,
      tokens[bodyOpen].range.lowerBound < initializer.range.upperBound,
      let bodyClose = TokenSearch.matchingBracket(bodyOpen, tokens)
    else { return nil }
    return (names, bodyOpen..<(bodyClose + 1))
  }
}
