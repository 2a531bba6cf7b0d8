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

  // MARK: Types

  /// `@ObservableState` on a declaration that is not a struct or enum (`noun` names it, as
  /// "class type" or "extension of").
  package static func notStructOrEnum(_ noun: String, _ name: String, isClass: Bool)
    -> DiagnosticMessage
  {
    DiagnosticMessage(
      "type.not-struct-or-enum",
      "'@ObservableState' cannot be applied to \(noun) '\(name)'; use it on a struct or enum"
        + (isClass ? " (for a class, use '@Observable')" : ""))
  }

  /// `@ObservableState` on a noncopyable type.
  package static func noncopyable(_ name: String) -> DiagnosticMessage {
    DiagnosticMessage(
      "type.noncopyable",
      "'@ObservableState' cannot be applied to noncopyable type '\(name)': observers are shared "
        + "through copies of a value; remove '~Copyable' or the annotation")
  }

  /// `@ObservableState` on a type declared inside a function or closure.
  package static let localType = DiagnosticMessage(
    "type.local",
    "'@ObservableState' applies only to a struct or enum declared at file scope or inside "
      + "another type")

  /// The build plugin on a struct or enum declared inside a function or closure.
  package static func localTypeUnobserved(_ name: String) -> DiagnosticMessage {
    DiagnosticMessage(
      "type.local-unobserved",
      "'@ObservableState' leaves local type '\(name)' unobserved: a type declared inside a "
        + "function or closure cannot be given the conformance; move it to file scope or into "
        + "a type to observe it")
  }

  /// The macro on a type that file scope cannot name (a private nested type, or one inside it).
  package static func privateNestedThroughMacro(_ name: String) -> DiagnosticMessage {
    DiagnosticMessage(
      "type.private-nested-macro",
      "'@ObservableState' leaves private nested type '\(name)' unobserved as a macro: the "
        + "compiler cannot attach a conformance to it; declare it 'fileprivate' to observe it, "
        + "or expand it with the build plugin")
  }

  /// The macro attached to something that is not a type declaration.
  package static let notAttachedToType = DiagnosticMessage(
    "type.not-attached-to-type", "'@ObservableState' must be attached to a struct or enum")

  // MARK: Properties

  /// A property (or several, `names` joined) left unobserved because of `reason`.
  package static func notObserved(_ names: String, plural: Bool, because reason: String)
    -> DiagnosticMessage
  {
    DiagnosticMessage(
      "property.not-observed",
      "'\(names)' \(plural ? "are" : "is") not observed because \(reason); mark it "
        + "'@ObservationStateIgnored' to silence this warning")
  }

  /// The reason a `lazy` property is not observed.
  package static let lazyReason = "it is 'lazy'"

  /// The reason a wrapped property is not observed.
  package static func wrapperReason(_ wrapper: String) -> String {
    "it has the property wrapper '@\(wrapper)'"
  }

  /// The reason properties sharing one declaration are not observed.
  package static let sharedDeclarationReason =
    "they share one declaration; declare each in its own 'var' to observe it"

  /// A tuple pattern in an annotated struct.
  package static let tuplePattern = DiagnosticMessage(
    "property.tuple-pattern",
    "a tuple pattern cannot be observed; declare each property separately or mark the "
      + "declaration '@ObservationStateIgnored'")

  /// The build plugin cannot infer a property's type from `initialValue`.
  package static func typeNotInferable(_ name: String, initialValue: String?) -> DiagnosticMessage {
    DiagnosticMessage(
      "property.type-not-inferable",
      "add an explicit type annotation to '\(name)'; its type cannot be inferred from "
        + (initialValue.map { "'\($0)'" } ?? "a missing initial value"))
  }

  /// Apple's observation attribute (`name`) inside an annotated type.
  package static func foreignAttribute(_ name: String, replacement: String) -> DiagnosticMessage {
    DiagnosticMessage(
      "property.foreign-attribute",
      "'@\(name)' cannot be used in an '@ObservableState' type; use '\(replacement)' instead")
  }

  /// `@ObservationStateTracked` or `@ObservationStateIgnored` (`name`) outside an annotated
  /// struct.
  package static func strayPropertyAttribute(_ name: String) -> DiagnosticMessage {
    DiagnosticMessage(
      "property.stray-attribute",
      "'@\(name)' applies only to a stored property of an '@ObservableState' struct; remove it")
  }

  /// A constant with an initial value that synthesized decoding skips, as plain Swift warns.
  package static func constantNotDecoded(_ name: String) -> DiagnosticMessage {
    let before = """
      immutable property will not be decoded because it is declared with an initial value \
      which cannot be overwritten; set the initial value in an initializer, define \
      'CodingKeys' including a '
      """
    let after = "' case, or make the property mutable"
    // Made in a string of its final size: it is made for every constant of a coded struct.
    var text = ""
    text.reserveCapacity(before.utf8.count + name.utf8.count + after.utf8.count)
    text += before
    text += name
    text += after
    return DiagnosticMessage("property.constant-not-decoded", text)
  }

  // MARK: Macro requests

  /// A macro asked for a role it does not have.
  package static func noSuchRole(_ macro: String, _ role: String) -> DiagnosticMessage {
    DiagnosticMessage("macro.no-such-role", "'@\(macro)' has no '\(role)' expansion")
  }

  /// `@ObservationStateTracked` on something other than a stored `var`.
  package static let trackedNotStoredVar = DiagnosticMessage(
    "macro.tracked-not-stored-var", "'@ObservationStateTracked' applies only to a stored 'var'")

  /// `@ObservationStateTracked` on a declaration of several properties (`declaration`).
  package static func trackedSeveralBindings(_ declaration: String) -> DiagnosticMessage {
    DiagnosticMessage(
      "macro.tracked-several-bindings",
      "'@ObservationStateTracked' needs one property per declaration; split '\(declaration)' "
        + "into separate 'var' declarations")
  }

  /// `@ObservationStateTracked` on a property that cannot be tracked.
  package static let trackedUntrackable = DiagnosticMessage(
    "macro.tracked-untrackable",
    "'@ObservationStateTracked' cannot track this property: only a stored instance 'var' "
      + "without 'lazy' or a property wrapper can be tracked")

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
