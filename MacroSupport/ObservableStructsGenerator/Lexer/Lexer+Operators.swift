extension Lexer.Cursor {
  /// Lexes an operator by maximal munch of `/ = - + ! * % < > & | ^ ~ ?` and, for operators
  /// that start with a dot (`...`, `..<`, `.==`), `.` too. A lone `.` is a
  /// ``TokenKind/period``.
  ///
  /// `//` or `/*` inside the run starts a comment and ends the operator. `<` and `>` are not
  /// split off; the parser counts angle brackets itself.
  mutating func lexOperator() -> TokenKind {
    let start = position
    let startsWithDot = bytes[start] == ASCII.period
    var index = start + 1
    while index < count {
      let byte = bytes[index]
      guard ASCII.isOperatorCharacter(byte) else { break }
      if byte == ASCII.period && !startsWithDot { break }
      if byte == ASCII.slash && index + 1 < count
        && (bytes[index + 1] == ASCII.slash || bytes[index + 1] == ASCII.star)
      {
        break
      }
      index += 1
    }
    position = index
    if startsWithDot && index == start + 1 { return .period }
    return .operator
  }
}
