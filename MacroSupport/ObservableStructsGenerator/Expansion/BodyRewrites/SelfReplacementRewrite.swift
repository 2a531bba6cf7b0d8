/// Lets a mutating method that assigns `self` tell the observers of the value it replaced.
///
/// `counter.reset()` with `mutating func reset() { self = Counter() }` gives `counter` a new
/// registrar. Observers subscribed to the old one would never hear of it when nothing owns the
/// value (a parent's or a store's accessor notices replacements; a bare variable has none).
/// The rewrite keeps the value the method started with and, when the method ends, makes `self`
/// adopt it (see ``AdoptionTemplate``): the new value keeps the old registrar and the unchanged
/// properties' values, and the readers of the properties whose data differs are told. A type
/// that does not adopt (one with a tracked property inside `#if`) keeps the old registrar
/// instead and, when the method ends with `self` replaced, tells its observers that every
/// tracked property changed.
///
/// The added code goes on the line of the body's opening brace, so line numbers do not move.
/// Properties declared inside `#if` are left out of the list (their key paths may not exist).
enum SelfReplacementRewrite {
  /// The name of the local that holds the registrar the method started with.
  static let previousRegistrar = "_$previousRegistrar"
  /// The name of the local that holds the value the method started with, for a type that
  /// adopts (see ``AdoptionTemplate``).
  static let previousValue = "_$previousValue"

  /// What precedes a tracked property's name in its replacement report, as bytes: written
  /// once per tracked property of every method that assigns `self`.
  private static let didReplace = Array(
    (previousRegistrar + "._$didReplace(self, keyPath: \\." + TrackedProperty.storagePrefix).utf8)
  /// ``didReplace`` after the space that separates it from the report before it.
  private static let didReplaceAfterSpace = [ASCII.space] + didReplace

  /// The body of `method` with the replacement check added, braces included, and the byte
  /// range it replaces; `nil` unless `method` is a mutating method whose body assigns `self`.
  static func rewrite(
    _ method: OtherDeclaration, in lexed: LexedFile, trackedProperties: [String],
    adopts: Bool = false
  ) -> (range: Range<Int>, text: String)? {
    // Written as bytes in one buffer: the prologue names every tracked property.
    let writer = CodeWriter(indent: "", capacity: 256 + 64 * trackedProperties.count)
    guard
      let range = write(
        method, in: lexed, trackedProperties: trackedProperties, adopts: adopts, into: writer)
    else { return nil }
    return (range, writer.text)
  }

  /// Appends the body ``rewrite(_:in:trackedProperties:)`` makes to `writer` and returns the
  /// byte range it replaces; `nil`, with nothing written, when there is none.
  static func write(
    _ method: OtherDeclaration, in lexed: LexedFile, trackedProperties: [String],
    adopts: Bool = false, into writer: CodeWriter
  ) -> Range<Int>? {
    guard adopts || !trackedProperties.isEmpty, let body = mutatingMethodBody(method, lexed),
      assignsSelf(body, lexed)
    else { return nil }
    let source = lexed.source
    let open = lexed.tokens[body.lowerBound].range
    let close = lexed.tokens[body.upperBound - 1].range
    if adopts {
      // The value that replaced `self` adopts the one it replaced when the method ends.
      writer.append(literal: "{ let ")
      writer.append(previousValue)
      writer.append(literal: " = self; defer { _ = self._$adopt(")
      writer.append(previousValue)
      writer.append(literal: ") };")
      writer.append(source, open.upperBound..<close.upperBound)
      return open.lowerBound..<close.upperBound
    }
    writer.append(literal: "{ let ")
    writer.append(previousRegistrar)
    writer.append(literal: " = _$observationRegistrar; defer { if ")
    writer.append(previousRegistrar)
    writer.append(literal: "._$isReplaced(by: _$observationRegistrar) { ")
    for (index, name) in trackedProperties.enumerated() {
      if index > 0 { writer.append(byte: ASCII.semicolon) }
      writer.append(bytes: index > 0 ? didReplaceAfterSpace : didReplace)
      writer.append(name)
      writer.append(byte: ASCII.rightParen)
    }
    writer.append(literal: " } };")
    writer.append(source, open.upperBound..<close.upperBound)
    return open.lowerBound..<close.upperBound
  }

  /// The body tokens of `declaration` (braces included) if it is a `mutating func`.
  private static func mutatingMethodBody(_ declaration: OtherDeclaration, _ lexed: LexedFile)
    -> Range<Int>?
  {
    let tokens = lexed.tokens
    guard declaration.introducer == .func, declaration.modifiers.contains(.mutating),
      !declaration.modifiers.contains(.static)
    else { return nil }
    var index = declaration.introducerToken
    // The body is the first `{` outside the parameter clause and any parentheses after it.
    var depth = 0
    while index < tokens.count, tokens[index].range.lowerBound < declaration.range.upperBound {
      switch tokens[index].kind {
      case .leftParen, .leftSquare: depth += 1
      case .rightParen, .rightSquare: depth -= 1
      case .leftBrace where depth == 0:
        guard let close = TokenSearch.matchingBracket(index, tokens) else { return nil }
        return index..<(close + 1)
      default: break
      }
      index += 1
    }
    return nil
  }

  /// Whether the body assigns `self` (`self = …`).
  private static func assignsSelf(_ body: Range<Int>, _ lexed: LexedFile) -> Bool {
    let tokens = lexed.tokens
    return body.dropLast().contains { index in
      tokens[index].kind == .keyword(.self) && tokens[index - 1].kind != .period
        && TokenSearch.isAssignmentOperator(at: index + 1, tokens, lexed.source)
    }
  }
}
