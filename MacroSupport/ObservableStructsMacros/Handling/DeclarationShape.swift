/// The few structural facts the plugin reads from the sources the compiler sends.
enum DeclarationShape {
  /// Whether the first binding of a `var`/`let` declaration (or a `subscript`) already has an
  /// accessor block: `var x: Int { get }`, `var x = 0 { didSet { … } }`.
  ///
  /// A `{` before the initializer opens the accessor block; after the initializer a `{` is a
  /// closure unless it starts with `willSet` or `didSet`, the rule the Swift parser follows.
  static func hasAccessorBlock(_ declaration: String) -> Bool {
    var scanner = CoarseSwiftScanner(declaration)
    var depth = 0
    var foundIntroducer = false
    var foundInitializer = false
    while let lexeme = scanner.next() {
      guard case .punctuation(let byte) = lexeme.kind else {
        if depth == 0, !foundIntroducer,
          ["var", "let", "subscript"].contains(where: { scanner.lexeme(lexeme, isWord: $0) })
        {
          foundIntroducer = true
        }
        continue
      }
      switch byte {
      case ASCII.openParen, ASCII.openBracket:
        depth += 1
      case ASCII.closeParen, ASCII.closeBracket, ASCII.closeBrace:
        depth = max(0, depth - 1)
      case ASCII.equals where depth == 0 && foundIntroducer:
        foundInitializer = true
      case ASCII.openBrace:
        if depth == 0, foundIntroducer {
          if !foundInitializer { return true }
          if let first = scanner.peek(),
            scanner.lexeme(first, isWord: "willSet") || scanner.lexeme(first, isWord: "didSet")
          {
            return true
          }
        }
        depth += 1
      default:
        break
      }
    }
    return false
  }

  /// The inherited types of the placeholder declaration the compiler sends as the conformance
  /// list (`struct Placeholder: ObservableState, Observable {}` gives both names).
  static func inheritedTypes(ofPlaceholder source: String) -> [String] {
    var scanner = CoarseSwiftScanner(source)
    var inClause = false
    var depth = 0
    var types: [String] = []
    var current: Range<Int>?

    func finishCurrent() {
      if let range = current {
        types.append(String(decoding: scanner.bytes[range], as: UTF8.self))
      }
      current = nil
    }

    while let lexeme = scanner.next() {
      if !inClause {
        inClause = depth == 0 && lexeme.kind == .punctuation(ASCII.colon)
        if case .punctuation(let byte) = lexeme.kind {
          depth += nestingChange(byte)
        }
        continue
      }
      if depth == 0 {
        if lexeme.kind == .punctuation(ASCII.openBrace) || scanner.lexeme(lexeme, isWord: "where") {
          break
        }
        if lexeme.kind == .punctuation(ASCII.comma) {
          finishCurrent()
          continue
        }
      }
      if case .punctuation(let byte) = lexeme.kind {
        depth = max(0, depth + nestingChange(byte))
      }
      current = (current?.lowerBound ?? lexeme.range.lowerBound)..<lexeme.range.upperBound
    }
    finishCurrent()
    return types
  }

  /// The number of UTF-8 bytes of whitespace and comments at the start of `source`: where the
  /// first token starts.
  static func leadingTriviaLength(of source: String) -> Int {
    var scanner = CoarseSwiftScanner(source)
    return scanner.next()?.range.lowerBound ?? scanner.bytes.count
  }

  /// How a punctuation byte changes the nesting depth inside a type list.
  private static func nestingChange(_ byte: UInt8) -> Int {
    switch byte {
    case ASCII.openParen, ASCII.openBracket, ASCII.openBrace, ASCII.lessThan: 1
    case ASCII.closeParen, ASCII.closeBracket, ASCII.closeBrace, ASCII.greaterThan: -1
    default: 0
    }
  }
}
