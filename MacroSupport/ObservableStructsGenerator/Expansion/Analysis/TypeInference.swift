/// Infers a property's type from its initial value in plugin mode, where no compiler is at
/// hand: literals (`0`, `1.5`, `"x"`, `true`, `[1, 2]`, `["a": 1]`) and initializer calls
/// (`Foo()`, `Foo.init()`, `Foo<Int>(x: 1)`, `[Foo]()`, `[K: V]()`). Anything else is `nil`.
///
/// An inference must never name a type the compiler then rejects, so calls whose result type
/// the text does not settle are `nil` too: conversions with an unlabeled argument
/// (`Int("3")`, `Set(list)`), generic wrappers without their arguments (`Optional(3)`), and
/// initializers whose argument labels mark them as failable (`URL(string:)`,
/// `UUID(uuidString:)`, `init?(rawValue:)` …).
enum TypeInference {
  /// The inferred type of the initial value made of `tokens` (from the file's own lexing), or
  /// `nil` if it cannot be told from the tokens alone.
  static func inferType(of tokens: ArraySlice<Token>, in source: SourceText) -> String? {
    infer(tokens, in: source)
  }

  private static func infer(_ tokens: ArraySlice<Token>, in source: SourceText) -> String? {
    guard let first = tokens.first else { return nil }
    if tokens.count == 1 {
      return literalType(first, in: source)
    }
    if first.kind == .operator, source.token(first, is: "-"), tokens.count == 2,
      let type = literalType(tokens[tokens.startIndex + 1], in: source),
      type == "Swift::Int" || type == "Swift::Double"
    {
      return type
    }
    if first.kind == .leftSquare {
      return collectionType(tokens, in: source)
    }
    if first.kind == .identifier {
      return initializerCallType(tokens, in: source)
    }
    return nil
  }

  private static func literalType(_ token: Token, in source: SourceText) -> String? {
    switch token.kind {
    case .integerLiteral: return "Swift::Int"
    case .floatLiteral: return "Swift::Double"
    case .stringLiteral: return "Swift::String"
    case .keyword(.true), .keyword(.false): return "Swift::Bool"
    default: return nil
    }
  }

  /// `[Foo]()`, `[K: V]()`, or an array/dictionary literal of same-typed literals.
  private static func collectionType(_ tokens: ArraySlice<Token>, in source: SourceText)
    -> String?
  {
    guard let close = matchingClose(tokens, in: source) else { return nil }
    let inner = tokens[(tokens.startIndex + 1)..<close]
    let rest = tokens[(close + 1)...]
    if rest.count == 2, rest.first?.kind == .leftParen, rest.last?.kind == .rightParen {
      // `[Foo]()` or `[K: V]()`: the brackets hold a type.
      guard let first = inner.first, let last = inner.last else { return nil }
      return "[" + source.text(first.range.lowerBound..<last.range.upperBound) + "]"
    }
    guard rest.isEmpty else { return nil }
    // Every element (and every key) must have the same inferred type.
    var elementType: String?
    var keyType: String?
    var isDictionary = false
    func agree(_ type: String?, with known: inout String?) -> Bool {
      guard let type else { return false }
      if let known, known != type { return false }
      known = type
      return true
    }
    for group in splitTopLevel(inner, at: .comma) where !group.isEmpty {
      let colons = topLevelColons(in: group)
      if let colon = colons.first {
        guard colons.count == 1 else { return nil }
        isDictionary = true
        guard agree(infer(group[group.startIndex..<colon], in: source), with: &keyType),
          agree(infer(group[(colon + 1)..<group.endIndex], in: source), with: &elementType)
        else { return nil }
      } else {
        guard agree(infer(group, in: source), with: &elementType) else { return nil }
      }
    }
    guard let element = elementType else { return nil }
    if isDictionary {
      guard let key = keyType else { return nil }
      return "[" + key + ": " + element + "]"
    }
    return "[" + element + "]"
  }

  /// `Foo()`, `Foo.Bar(x: 1)`, `Foo.init()`, `Foo<Int>()`: the type before the call.
  private static func initializerCallType(_ tokens: ArraySlice<Token>, in source: SourceText)
    -> String?
  {
    guard let last = tokens.last, last.kind == .rightParen else { return nil }
    guard let open = openingParen(ofFinal: tokens), open > tokens.startIndex else { return nil }
    var typeTokens = tokens[tokens.startIndex..<open]
    if let final = typeTokens.last, final.kind == .keyword(.`init`) {
      typeTokens = typeTokens.dropLast()
      guard typeTokens.last?.kind == .period else { return nil }
      typeTokens = typeTokens.dropLast()
    }
    guard let first = typeTokens.first, let end = typeTokens.last else { return nil }
    // The type must be a dotted path of capitalised names, with optional generic arguments.
    for token in typeTokens {
      switch token.kind {
      case .identifier, .period, .operator, .comma, .leftSquare, .rightSquare, .colon: continue
      default: return nil
      }
    }
    guard namesAType(typeTokens, in: source) else { return nil }
    let typeName = source.text(first.range.lowerBound..<end.range.upperBound)
    if genericWrappers.contains(typeName) { return nil }
    let arguments = tokens[(open + 1)..<(tokens.endIndex - 1)]
    guard !arguments.isEmpty else { return typeName }
    for argument in splitTopLevel(arguments, at: .comma) {
      // Every argument must be labelled, and no label may mark a failable initializer.
      guard argument.count >= 3, argument.first?.kind == .identifier,
        argument[argument.startIndex + 1].kind == .colon,
        let label = argument.first.map({ source.text($0.range) }),
        !failableLabels.contains(label)
      else { return nil }
    }
    return typeName
  }

  /// Standard generic types whose arguments an initializer call usually infers.
  private static let genericWrappers: Set<String> = [
    "Optional", "Array", "Set", "Dictionary", "Result", "ContiguousArray", "ArraySlice",
    "Swift.Optional", "Swift.Array", "Swift.Set", "Swift.Dictionary",
  ]

  /// Argument labels of the standard library's and Foundation's failable initializers.
  private static let failableLabels: Set<String> = [
    "string", "uuidString", "exactly", "base64Encoded", "rawValue", "validating",
    "validatingUTF8", "validatingCString", "data", "bytes", "identifier", "abbreviation",
    "secondsFromGMT", "utf8String", "cString", "dataRepresentation", "contentsOfFile",
  ]

  /// Whether the last dotted component of the type written as `typeTokens` (before any
  /// generic arguments) is capitalised, as a type's name is: the name after the last period,
  /// which must follow it directly, or the first name if there is no period.
  private static func namesAType(_ typeTokens: ArraySlice<Token>, in source: SourceText) -> Bool {
    var component = typeTokens.startIndex
    var index = typeTokens.startIndex
    while index < typeTokens.endIndex && !source.opensAngleBracket(typeTokens[index]) {
      if typeTokens[index].kind == .period {
        let next = index + 1
        guard next < typeTokens.endIndex, !source.opensAngleBracket(typeTokens[next]) else {
          return false
        }
        guard typeTokens[next].range.lowerBound == typeTokens[index].range.upperBound else {
          return false
        }
        component = next
      }
      index += 1
    }
    return source.startsWithUppercase(typeTokens[component])
  }

  private static func matchingClose(_ tokens: ArraySlice<Token>, in source: SourceText) -> Int? {
    var depth = 0
    for index in tokens.indices {
      switch tokens[index].kind {
      case .leftSquare, .leftParen, .leftBrace: depth += 1
      case .rightSquare, .rightParen, .rightBrace:
        depth -= 1
        if depth == 0 { return index }
      default: break
      }
    }
    return nil
  }

  private static func openingParen(ofFinal tokens: ArraySlice<Token>) -> Int? {
    var depth = 0
    for index in tokens.indices.reversed() {
      switch tokens[index].kind {
      case .rightParen, .rightSquare, .rightBrace: depth += 1
      case .leftParen, .leftSquare, .leftBrace:
        depth -= 1
        if depth == 0 { return tokens[index].kind == .leftParen ? index : nil }
      default: break
      }
    }
    return nil
  }

  /// The index of the first colon in `tokens` outside brackets, and how many there are: a
  /// dictionary element's key and value are told apart without splitting them into an array.
  private static func topLevelColons(in tokens: ArraySlice<Token>) -> (first: Int?, count: Int) {
    var first: Int?
    var count = 0
    var depth = 0
    for index in tokens.indices {
      switch tokens[index].kind {
      case .leftSquare, .leftParen, .leftBrace: depth += 1
      case .rightSquare, .rightParen, .rightBrace: depth -= 1
      case .colon where depth == 0:
        if first == nil { first = index }
        count += 1
      default: break
      }
    }
    return (first, count)
  }

  private static func splitTopLevel(_ tokens: ArraySlice<Token>, at separator: TokenKind)
    -> [ArraySlice<Token>]
  {
    var groups: [ArraySlice<Token>] = []
    var depth = 0
    var start = tokens.startIndex
    for index in tokens.indices {
      switch tokens[index].kind {
      case .leftSquare, .leftParen, .leftBrace: depth += 1
      case .rightSquare, .rightParen, .rightBrace: depth -= 1
      case separator where depth == 0:
        groups.append(tokens[start..<index])
        start = index + 1
      default: break
      }
    }
    groups.append(tokens[start..<tokens.endIndex])
    return groups
  }
}
