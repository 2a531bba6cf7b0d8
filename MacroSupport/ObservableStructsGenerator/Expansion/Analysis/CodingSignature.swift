/// Tells the members that implement `Codable`'s requirements by their whole signature.
///
/// `init(from:)` and `encode(to:)` take exactly one argument, labelled `from` and `to`. An
/// initializer or function whose first label is the same but that takes more
/// (`init(from:configuration:)` of `DecodableWithConfiguration`, or one with a defaulted second
/// parameter) implements something else, and leaves the requirement to synthesis or to the
/// expansion.
enum CodingSignature {
  /// Whether `declaration` is an initializer `init(from:)`.
  static func isDecodingInitializer(_ declaration: OtherDeclaration, in lexed: LexedFile) -> Bool {
    declaration.introducer == .`init` && onlyArgumentLabel(of: declaration, in: lexed) == "from"
  }

  /// Whether `declaration` is a method `encode(to:)`.
  static func isEncodingFunction(_ declaration: OtherDeclaration, in lexed: LexedFile) -> Bool {
    declaration.introducer == .func && declaration.name == "encode"
      && onlyArgumentLabel(of: declaration, in: lexed) == "to"
  }

  /// The argument label of the only parameter of `declaration`; `nil` if it has no
  /// parameter or more than one.
  private static func onlyArgumentLabel(of declaration: OtherDeclaration, in lexed: LexedFile)
    -> String?
  {
    let tokens = lexed.tokens
    let end = declaration.range.upperBound
    // From the introducer to the parameter clause, after the name and any generic parameters.
    var index = declaration.introducerToken
    while index < tokens.count, tokens[index].kind != .leftParen {
      guard tokens[index].range.lowerBound < end, tokens[index].kind != .leftBrace else {
        return nil
      }
      index += 1
    }
    guard index < tokens.count, let close = TokenSearch.matchingBracket(index, tokens),
      close > index + 1
    else { return nil }
    var depth = 0
    for inner in (index + 1)..<close {
      switch tokens[inner].kind {
      case .leftParen, .leftSquare, .leftBrace: depth += 1
      case .rightParen, .rightSquare, .rightBrace: depth -= 1
      case .comma where depth == 0: return nil
      default: break
      }
    }
    return lexed.source.name(of: tokens[index + 1])
  }
}
