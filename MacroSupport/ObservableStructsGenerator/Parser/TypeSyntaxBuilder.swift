/// Builds the ``TypeSyntax`` of a type whose tokens are known: those
/// ``DeclarationParser/skipType()`` passed over.
///
/// Operator tokens are read one operator at a time, since the lexer joins what a type spells
/// apart: `>>?` in `Array<Set<Int>>?` closes two generic argument lists and makes an optional.
/// Whatever the tokens spell that this grammar does not know leaves no tree; the type's text
/// is still there.
struct TypeSyntaxBuilder {
  /// One step of the type's text: a token, or one operator of an operator token.
  enum Piece: UInt8 {
    case identifier, keyword, inoutKeyword, someKeyword, anyKeyword, repeatKeyword
    case atSign, leftParen, rightParen, leftSquare, rightSquare, colon, comma, period
    case integer
    case lessThan, greaterThan, question, exclamation, ampersand, arrow, ellipsis, tilde
    case other
    case end
  }

  let tokens: UnsafeBufferPointer<Token>
  let bytes: UnsafeBufferPointer<UInt8>
  /// The index of the token after the type.
  let end: Int
  /// The index of the token the next piece is in.
  var index: Int
  /// The offset where the next piece starts: its token's start, or a place inside an operator
  /// token.
  var offset: Int
  /// The piece at the cursor.
  var current = Piece.end
  /// The offset where the last piece taken ends.
  var lastEnd: Int
  /// The nodes of the file's types, this one's being appended in post-order.
  var nodes: [TypeNode]
  /// How deeply the types being read nest.
  var depth = 0
  /// The deepest nesting read; a deeper type leaves no tree, so that no input can exhaust
  /// the stack.
  static let maximumDepth = 64

  /// The tree of the type made of tokens `first..<end`, or `nil` if the grammar does not
  /// cover them all. Its nodes are appended to `nodes`, which `store` is filled with once
  /// every type of the file is read.
  static func build(
    _ tokens: [Token], _ bytes: [UInt8], from first: Int, to end: Int,
    into nodes: inout [TypeNode], store: TypeNodeStore
  ) -> TypeSyntax? {
    guard first < end, end < tokens.count else { return nil }
    let firstToken = tokens[first]
    if end == first + 1 && firstToken.kind == .identifier {
      // A single name, as most types are.
      nodes.append(
        TypeNode(
          kind: .identifier, start: firstToken.range.lowerBound,
          end: firstToken.range.upperBound, subtreeSize: 1))
      return TypeSyntax(store: store, root: nodes.count - 1, size: 1)
    }
    let start = nodes.count
    var parsed = false
    tokens.withUnsafeBufferPointer { tokens in
      bytes.withUnsafeBufferPointer { bytes in
        var builder = TypeSyntaxBuilder(
          tokens: tokens, bytes: bytes, end: end, index: first,
          offset: firstToken.range.lowerBound, lastEnd: firstToken.range.lowerBound, nodes: [])
        swap(&builder.nodes, &nodes)
        builder.current = builder.piece()
        parsed = builder.parseType() && builder.index == end
        swap(&builder.nodes, &nodes)
      }
    }
    guard parsed else {
      nodes.removeSubrange(start...)
      return nil
    }
    return TypeSyntax(store: store, root: nodes.count - 1, size: nodes.count - start)
  }

  /// The piece at the cursor, worked out from the token it is in.
  func piece() -> Piece {
    guard index < end else { return .end }
    let token = tokens[index]
    switch token.kind {
    case .identifier: return .identifier
    case .keyword(.inout): return .inoutKeyword
    case .keyword(.some): return .someKeyword
    case .keyword(.any): return .anyKeyword
    case .keyword(.repeat): return .repeatKeyword
    case .keyword: return .keyword
    case .atSign: return .atSign
    case .leftParen: return .leftParen
    case .rightParen: return .rightParen
    case .leftSquare: return .leftSquare
    case .rightSquare: return .rightSquare
    case .colon: return .colon
    case .comma: return .comma
    case .period: return .period
    case .integerLiteral: return .integer
    case .operator: return operatorPiece(upTo: token.range.upperBound)
    default: return .other
    }
  }

  /// The operator at the cursor, in an operator token that ends at `upper`.
  func operatorPiece(upTo upper: Int) -> Piece {
    switch bytes[offset] {
    case ASCII.lessThan: return .lessThan
    case ASCII.greaterThan: return .greaterThan
    case ASCII.question: return .question
    case ASCII.exclamation: return .exclamation
    case ASCII.ampersand: return .ampersand
    case ASCII.tilde: return .tilde
    case ASCII.minus where offset + 1 < upper && bytes[offset + 1] == ASCII.greaterThan:
      return .arrow
    case ASCII.period
    where offset + 2 < upper && bytes[offset + 1] == ASCII.period
      && bytes[offset + 2] == ASCII.period:
      return .ellipsis
    default: return .other
    }
  }

  /// Moves the cursor past the piece at it.
  mutating func take() {
    let upper = tokens[index].range.upperBound
    switch current {
    case .end: return
    case .lessThan, .greaterThan, .question, .exclamation, .ampersand, .tilde: offset += 1
    case .arrow: offset += 2
    case .ellipsis: offset += 3
    default: offset = upper
    }
    lastEnd = offset
    if offset >= upper {
      index += 1
      offset = tokens[index].range.lowerBound
    }
    current = piece()
  }

  /// Whether token `i` is a name (an identifier or a keyword) within the type.
  func isName(_ i: Int) -> Bool {
    guard i < end else { return false }
    switch tokens[i].kind {
    case .identifier, .keyword: return true
    default: return false
    }
  }

  /// Whether token `i` is the word `word`.
  func isWord(_ i: Int, _ word: StaticString) -> Bool {
    guard i < end, word.utf8CodeUnitCount == tokens[i].range.count else { return false }
    var offset = tokens[i].range.lowerBound
    return word.withUTF8Buffer { utf8 in
      for byte in utf8 {
        if bytes[offset] != byte { return false }
        offset += 1
      }
      return true
    }
  }

  /// Whether tokens `i` and `i + 1` are `::`, written together after a name.
  func isModuleSelector(at i: Int) -> Bool {
    i + 2 < end && tokens[i].kind == .colon && tokens[i + 1].kind == .colon
      && tokens[i].range.lowerBound == tokens[i - 1].range.upperBound
      && tokens[i + 1].range.lowerBound == tokens[i].range.upperBound && isName(i + 2)
  }

  /// Whether the cursor is at a token written right after the one before it.
  var isAttached: Bool { tokens[index - 1].range.upperBound == offset }

  /// Appends a node of `kind` over the nodes from `first` on (its subtree, in post-order),
  /// from `start` to the end of the last piece taken.
  mutating func append(_ kind: TypeNodeKind, over first: Int, from start: Int) {
    nodes.append(
      TypeNode(kind: kind, start: start, end: lastEnd, subtreeSize: nodes.count - first + 1))
  }
}
