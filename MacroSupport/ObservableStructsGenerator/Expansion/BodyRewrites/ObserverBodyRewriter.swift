/// Points a tracked property's observer bodies at its backing storage.
///
/// Inside a stored property's own `willSet` or `didSet`, Swift reads and writes the property
/// straight from storage: `didSet { count = oldValue + 1 }` assigns once and never re-enters
/// the observers. A tracked property is computed, so the same text would call its own setter
/// and recurse. The expansion moves the observers onto the backing storage (`_count`), and
/// this rewriter turns the body's references to the property on `self` — `count` and
/// `self.count` — into references to the storage, which restores Swift's meaning exactly.
///
/// Member accesses on other values (`other.count`), argument labels (`f(count: 1)`), key paths
/// (`\.count`) and text in strings and comments are left alone, and so is `count` wherever a
/// declaration of the body's own (a local, a closure parameter; see ``BindingSearch``) is in
/// scope, since there the name is not the property.
enum ObserverBodyRewriter {
  /// The rewritten body text, and whether it refers to the property at all.
  struct Result: Equatable {
    /// The body, braces included, with references to the property replaced.
    var text: String
    /// Whether any reference was replaced (the observer may then change the property).
    var referencesProperty: Bool
  }

  /// A property whose references a body should read and write through its storage.
  struct StorageReference: Equatable {
    /// The property's name as declared (without backticks).
    var propertyName: String
    /// The backing storage's name (`_count`).
    var storageName: String
    /// Whether only `self.count` means the property, because a parameter of the enclosing
    /// function is named `count` too.
    var requiresSelf = false
    /// Whether an assignment to the property (`count = 1`, `self.count = 1`) keeps going
    /// through the property, so that only its reads and in-place edits use the storage.
    var keepsAssignments = false
  }

  /// Rewrites the body whose tokens are `bodyTokens` (braces included) in `lexed`.
  static func rewrite(
    bodyTokens: Range<Int>, in lexed: LexedFile, propertyName: String, storageName: String
  ) -> Result {
    rewrite(
      bodyTokens: bodyTokens, in: lexed,
      references: [StorageReference(propertyName: propertyName, storageName: storageName)])
  }

  /// Rewrites the body whose tokens are `bodyTokens` (braces included) in `lexed`, sending
  /// each of `references` to its storage.
  static func rewrite(
    bodyTokens: Range<Int>, in lexed: LexedFile, references: [StorageReference]
  ) -> Result {
    let tokens = lexed.tokens
    let source = lexed.source
    guard let first = bodyTokens.first, let last = bodyTokens.last else {
      return Result(text: "", referencesProperty: false)
    }
    let bodyRange = tokens[first].range.lowerBound..<tokens[last].range.upperBound
    // Which reference each mentioning token names, and where the body declares a name again.
    var mentions: [(token: Int, reference: Int)] = []
    var shadows: [(scope: Range<Int>, reference: Int)] = []
    for index in bodyTokens {
      let isMember = index > 0 && tokens[index - 1].kind == .period
      guard
        let reference = references.firstIndex(where: {
          isName(tokens[index], $0.propertyName, source, isMember: isMember)
        })
      else { continue }
      if let scope = BindingSearch.scope(ofNameAt: index, tokens, source) {
        shadows.append((scope, reference))
      }
      mentions.append((index, reference))
    }
    mentions.removeAll { mention in
      shadows.contains { $0.reference == mention.reference && $0.scope.contains(mention.token) }
    }
    if mentions.isEmpty {
      return Result(text: source.text(bodyRange), referencesProperty: false)
    }
    var replaced: [(range: Range<Int>, text: String)] = []
    var openers: [TokenKind] = []
    var mentionIndex = 0
    for index in bodyTokens {
      switch tokens[index].kind {
      case .leftParen, .leftSquare, .leftBrace: openers.append(tokens[index].kind)
      case .rightParen, .rightSquare, .rightBrace: _ = openers.popLast()
      default: break
      }
      guard mentionIndex < mentions.count, mentions[mentionIndex].token == index else {
        continue
      }
      let reference = references[mentions[mentionIndex].reference]
      mentionIndex += 1
      let isQualified = index > 0 && tokens[index - 1].kind == .period
      // The target of a plain assignment: followed by `=`.
      if reference.keepsAssignments
        && TokenSearch.isAssignmentOperator(at: index + 1, tokens, source)
      {
        continue
      }
      if refersToSelf(at: index, tokens, insideParentheses: openers.last == .leftParen),
        isQualified || !reference.requiresSelf
      {
        replaced.append((tokens[index].range, reference.storageName))
      }
    }
    guard !replaced.isEmpty else {
      return Result(text: source.text(bodyRange), referencesProperty: false)
    }
    return Result(text: source.text(bodyRange, replacing: replaced), referencesProperty: true)
  }

  /// Whether `token` is the property's name, plain or in backticks. After a period
  /// (`self.enum`), a keyword is a name too.
  private static func isName(_ token: Token, _ name: String, _ source: SourceText, isMember: Bool)
    -> Bool
  {
    switch token.kind {
    case .identifier: break
    case .keyword where isMember: break
    default: return false
    }
    return source.token(token, spells: name)
  }

  /// Whether the name at `index` refers to the property of `self`: bare, or after `self.`;
  /// not a member of another value, a key path component, or an argument or tuple label.
  private static func refersToSelf(at index: Int, _ tokens: [Token], insideParentheses: Bool)
    -> Bool
  {
    let previous = index > 0 ? tokens[index - 1].kind : .endOfFile
    let next = index + 1 < tokens.count ? tokens[index + 1].kind : .endOfFile
    if previous == .period {
      guard index >= 2, tokens[index - 2].kind == .keyword(.self) else { return false }
      return index < 3 || tokens[index - 3].kind != .period
    }
    if previous == .backslash { return false }
    if next == .colon && insideParentheses && (previous == .leftParen || previous == .comma) {
      return false
    }
    return true
  }
}
