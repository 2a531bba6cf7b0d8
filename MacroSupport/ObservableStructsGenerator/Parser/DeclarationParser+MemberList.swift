extension DeclarationParser {
  /// Parses `source` as a list of type members — how the macro sees one property or case
  /// on its own — and returns them with the tokens their ranges index and the lexer's and
  /// parser's diagnostics.
  package static func parseMemberList(_ source: SourceText, file: String) -> (
    lexed: LexedFile, members: [MemberDeclaration], diagnostics: [Diagnostic]
  ) {
    let lexed = Lexer.tokenize(source, file: file)
    var parser = DeclarationParser(lexed: lexed)
    var members: [MemberDeclaration] = []
    while !parser.atEnd {
      let before = parser.index
      members += parser.parseMembers(fileScope: false)
      if parser.index == before { parser.index += 1 }
    }
    parser.finish()
    return (lexed, members, lexed.diagnostics + parser.diagnostics)
  }
}
