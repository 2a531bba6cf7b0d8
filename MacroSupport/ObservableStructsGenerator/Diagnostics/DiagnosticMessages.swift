/// Every message the generator reports, in one place, each with a stable identifier.
///
/// Both front ends (the build and command plugins through the file expander, and the macro)
/// report these. Messages with parts taken from the source are functions of those parts.
/// ``all`` lists one example of each, for the tests and the documentation.
package enum DiagnosticMessages {
  // MARK: Lexer

  /// A `/*` comment without its `*/`.
  package static let unterminatedComment = DiagnosticMessage(
    "lexer.unterminated-comment", "unterminated '/*' comment")
  /// A byte that cannot start any token.
  package static let invalidCharacter = DiagnosticMessage(
    "lexer.invalid-character", "invalid character in source file")
  /// A backtick identifier without its closing backtick.
  package static let unterminatedBacktick = DiagnosticMessage(
    "lexer.unterminated-backtick", "unterminated backtick identifier")
  /// Two backticks with nothing between them.
  package static let emptyBacktick = DiagnosticMessage(
    "lexer.empty-backtick", "expected an identifier between backticks")
  /// A `#` not followed by a name.
  package static let poundWithoutName = DiagnosticMessage(
    "lexer.pound-without-name", "expected an identifier after '#'")
  /// A string literal without its closing quote.
  package static let unterminatedString = DiagnosticMessage(
    "lexer.unterminated-string", "unterminated string literal")
  /// A multi-line string literal without its closing `"""`.
  package static let unterminatedMultilineString = DiagnosticMessage(
    "lexer.unterminated-multiline-string", "unterminated multi-line string literal")
  /// A regex literal without its closing delimiter.
  package static let unterminatedRegex = DiagnosticMessage(
    "lexer.unterminated-regex", "unterminated regex literal")

  // MARK: Parser

  /// `var` or `let` without a name.
  package static let expectedPropertyName = DiagnosticMessage(
    "parser.expected-property-name", "expected a property name after 'var' or 'let'")
  /// A `:` without a type after it.
  package static let expectedType = DiagnosticMessage(
    "parser.expected-type", "expected a type after ':'")
  /// A `=` without a value after it.
  package static let expectedInitialValue = DiagnosticMessage(
    "parser.expected-initial-value", "expected an initial value after '='")
  /// Something other than an accessor in an accessor block.
  package static let expectedAccessor = DiagnosticMessage(
    "parser.expected-accessor", "expected an accessor such as 'get', 'set', 'willSet' or 'didSet'")
  /// `case` without a name.
  package static let expectedCaseName = DiagnosticMessage(
    "parser.expected-case-name", "expected a case name after 'case'")
  /// A `}` that closes nothing.
  package static let unmatchedClosingBrace = DiagnosticMessage(
    "parser.unmatched-closing-brace", "unexpected '}' with no matching '{'")
  /// A `#if` never closed.
  package static let unclosedIfConfig = DiagnosticMessage(
    "parser.unclosed-if-config", "'#if' is never closed; add the matching '#endif'")

  /// `#else`, `#elseif` or `#endif` (`directive`) without a `#if`.
  package static func directiveWithoutIf(_ directive: String) -> DiagnosticMessage {
    DiagnosticMessage("parser.directive-without-if", "'\(directive)' without a matching '#if'")
  }

  /// A type keyword (`kind`) without a name.
  package static func expectedTypeName(after kind: String) -> DiagnosticMessage {
    DiagnosticMessage("parser.expected-type-name", "expected a name after '\(kind)'")
  }

  /// A type declaration without its body.
  package static func expectedBody(of kind: String, _ name: String) -> DiagnosticMessage {
    DiagnosticMessage(
      "parser.expected-body", "expected '{' to begin the body of \(kind) '\(name)'")
  }

  /// Declarations nested deeper than `limit` levels.
  package static func nestingTooDeep(limit: Int) -> DiagnosticMessage {
    DiagnosticMessage(
      "parser.nesting-too-deep",
      "declarations nested more than \(limit) levels deep are not supported; flatten the nesting")
  }

  /// `#if` blocks nested deeper than `limit` levels.
  package static func ifConfigNestingTooDeep(limit: Int) -> DiagnosticMessage {
    DiagnosticMessage(
      "parser.if-config-nesting-too-deep",
      "'#if' blocks nested more than \(limit) levels deep are not supported; flatten the nesting")
  }

  /// A bracket (`bracket`) opened at `line`:`column` and never closed.
  package static func unclosedBracket(_ bracket: String, line: Int, column: Int)
    -> DiagnosticMessage
  {
    DiagnosticMessage(
      "parser.unclosed-bracket",
      "'\(bracket)' at line \(line), column \(column) is never closed; add the matching "
        + "closing bracket")
  }

  // MARK: Catalogue

  /// One example of every message, sorted by identifier.
  package static let all: [DiagnosticMessage] = [
    unterminatedComment, invalidCharacter, unterminatedBacktick, emptyBacktick,
    poundWithoutName, unterminatedString, unterminatedMultilineString, unterminatedRegex,
    expectedPropertyName, expectedType, expectedInitialValue, expectedAccessor, expectedCaseName,
    unmatchedClosingBrace, unclosedIfConfig, directiveWithoutIf("#endif"),
    expectedTypeName(after: "struct"), expectedBody(of: "struct", "S"),
    nestingTooDeep(limit: 64), ifConfigNestingTooDeep(limit: 64),
    unclosedBracket("(", line: 1, column: 1),
    notStructOrEnum("class type", "C", isClass: true), noncopyable("T"), localType,
    localTypeUnobserved("T"),
    privateNestedThroughMacro("T"), notAttachedToType,
    notObserved("x", plural: false, because: lazyReason), tuplePattern,
    typeNotInferable("x", initialValue: "f()"),
    foreignAttribute("ObservationIgnored", replacement: "@ObservationStateIgnored"),
    strayPropertyAttribute("ObservationStateTracked"), constantNotDecoded("x"),
    noSuchRole("ObservableState", "peer"), trackedNotStoredVar, trackedSeveralBindings("var a, b"),
    trackedUntrackable,
  ].sorted { $0.id < $1.id }
}
