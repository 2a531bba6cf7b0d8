import GeneratorTestSupport
import Testing

/// Where each diagnostic points, written into the source itself: a marker (`1️⃣`) stands at
/// the position the diagnostic must name, and ``assertDiagnostics(_:_:on:sourceLocation:)``
/// checks the identifier, the marker's line and column, and that nothing else is reported.
/// Lexer and parser problems are the plugin path's alone (the macro never sees a file the
/// compiler cannot parse); the expansion's are checked on both paths.
@Suite struct DiagnosticPositionTests {
  // MARK: - Lexer

  @Test func unterminatedStringPointsAtItsOpeningQuote() {
    assertDiagnostics(
      """
      @ObservableState
      struct Form {
        var text = 1️⃣"open
      }

      """,
      [ExpectedDiagnostic("lexer.unterminated-string", severity: .error)])
  }

  @Test func unterminatedMultilineStringPointsAtItsOpeningDelimiter() {
    assertDiagnostics(
      """
      @ObservableState
      struct Form {
        var text = 1️⃣\"\"\"
        open

      """,
      [ExpectedDiagnostic("lexer.unterminated-multiline-string")])
  }

  @Test func unterminatedBlockCommentPointsAtItsOpening() {
    assertDiagnostics(
      """
      @ObservableState
      struct Form {
        1️⃣/* open /* nested */
        var count = 0
      }

      """,
      [ExpectedDiagnostic("lexer.unterminated-comment", message: "unterminated '/*' comment")])
  }

  @Test func invalidCharacterColumnCountsUTF8BytesBeforeIt() {
    // `é` takes two bytes: the compiler's column, and the generator's, is 12, not 11.
    assertDiagnostics(
      "let café = x1️⃣\u{1}\n", [ExpectedDiagnostic("lexer.invalid-character")])
  }

  @Test func unterminatedBacktickPointsAtTheBacktick() {
    assertDiagnostics(
      "let a = 1️⃣`open\n", [ExpectedDiagnostic("lexer.unterminated-backtick")])
  }

  @Test func emptyBackticksPointAtTheBackticksThenTheMissingName() {
    assertDiagnostics(
      "let 1️⃣`` 2️⃣= 1\n",
      [
        ExpectedDiagnostic("lexer.empty-backtick", at: "1️⃣"),
        ExpectedDiagnostic("parser.expected-property-name", at: "2️⃣"),
      ])
  }

  @Test func poundWithoutANamePointsAtThePound() {
    assertDiagnostics("let b = 1️⃣# + 1\n", [ExpectedDiagnostic("lexer.pound-without-name")])
  }

  // MARK: - Parser

  @Test func endifWithoutIfPointsAtTheDirective() {
    assertDiagnostics(
      "struct S {}\n1️⃣#endif\n",
      [
        ExpectedDiagnostic(
          "parser.directive-without-if", message: "'#endif' without a matching '#if'")
      ])
  }

  @Test func ifWithoutEndifPointsAtTheIf() {
    assertDiagnostics(
      """
      @ObservableState
      struct Settings {
        1️⃣#if DEBUG
          var debug = 0
        var count = 0
      }

      """,
      [ExpectedDiagnostic("parser.unclosed-if-config")])
  }

  @Test func structWithoutANamePointsAtTheEndOfTheFile() {
    assertDiagnostics("struct\n1️⃣", [ExpectedDiagnostic("parser.expected-type-name")])
  }

  @Test func structWithoutABodyPointsAtTheNextDeclaration() {
    assertDiagnostics(
      "struct S: P\n1️⃣let x = 1\n",
      [
        ExpectedDiagnostic(
          "parser.expected-body", message: "expected '{' to begin the body of struct 'S'")
      ])
  }

  @Test func caseWithoutANamePointsAtTheClosingBrace() {
    assertDiagnostics("enum E { case 1️⃣}\n", [ExpectedDiagnostic("parser.expected-case-name")])
  }

  @Test func propertyWithoutATypeAfterTheColonPointsAtTheEqualsSign() {
    assertDiagnostics(
      "struct S { var x: 1️⃣= 1 }\n", [ExpectedDiagnostic("parser.expected-type")])
  }

  @Test func propertyWithoutAValueAfterTheEqualsSignPointsAtWhatFollows() {
    assertDiagnostics(
      "struct S { var x = 1️⃣}\n", [ExpectedDiagnostic("parser.expected-initial-value")])
  }

  @Test func closingBraceWithoutAnOpeningOnePointsAtTheBrace() {
    assertDiagnostics(
      "struct S {\n  var x = 1\n}\n1️⃣}\n", [ExpectedDiagnostic("parser.unmatched-closing-brace")])
  }

  @Test func braceNeverClosedPointsAtTheBraceAndNamesItsPlace() {
    assertDiagnostics(
      """
      @ObservableState
      struct Counter 1️⃣{
        var count = 0

        mutating func increment() {
          count += 1
      }

      """,
      [
        ExpectedDiagnostic(
          "parser.unclosed-bracket",
          message: "'{' at line 2, column 16 is never closed; add the matching closing bracket")
      ])
  }

  // MARK: - Expansion, on both paths

  @Test(arguments: ExpansionPath.allCases)
  func propertiesLeftUnobservedWarnAtTheirNames(path: ExpansionPath) {
    assertDiagnostics(
      """
      @ObservableState
      struct Gauge: Codable {
        lazy var 1️⃣cache = [Int]()
        @Clamped var 2️⃣level = 1
        var 3️⃣(low, high) = (0, 10)
        var 4️⃣width, height: Int
        let 5️⃣version = 1
        var count = 0
      }

      """,
      [
        ExpectedDiagnostic("property.not-observed", at: "1️⃣", severity: .warning),
        ExpectedDiagnostic("property.not-observed", at: "2️⃣", severity: .warning),
        ExpectedDiagnostic("property.tuple-pattern", at: "3️⃣", severity: .warning),
        ExpectedDiagnostic(
          "property.not-observed", at: "4️⃣", severity: .warning,
          message: "'width', 'height' are not observed because they share one declaration; "
            + "declare each in its own 'var' to observe it; mark it '@ObservationStateIgnored' "
            + "to silence this warning"),
        ExpectedDiagnostic("property.constant-not-decoded", at: "5️⃣", severity: .warning),
      ],
      on: path)
  }

  @Test(arguments: ExpansionPath.allCases)
  func observationAttributeOfApplesMacroIsAnErrorAtTheAttribute(path: ExpansionPath) {
    assertDiagnostics(
      """
      @ObservableState
      struct Cache {
        1️⃣@ObservationIgnored var hits = 0
      }

      """,
      [
        ExpectedDiagnostic(
          "property.foreign-attribute", severity: .error,
          message: "'@ObservationIgnored' cannot be used in an '@ObservableState' type; "
            + "use '@ObservationStateIgnored' instead")
      ],
      on: path)
  }

  @Test(arguments: ExpansionPath.allCases)
  func annotatedClassIsAnErrorAtTheAnnotation(path: ExpansionPath) {
    let expansion = assertDiagnostics(
      "1️⃣@ObservableState\nfinal class Model {\n  var count = 0\n}\n",
      [ExpectedDiagnostic("type.not-struct-or-enum", severity: .error)], on: path)
    #expect(expansion.generated == nil)
  }

  // MARK: - Expansion, plugin path

  @Test func propertyWhoseTypeCannotBeInferredIsAnErrorAtItsName() {
    assertDiagnostics(
      """
      @ObservableState
      struct Profile {
        var 1️⃣homepage = makeURL()
        var visits = 0
      }

      """,
      [ExpectedDiagnostic("property.type-not-inferable", severity: .error)])
  }

  @Test func trackedAttributeOutsideAnAnnotatedTypeIsAnErrorAtTheAttribute() {
    assertDiagnostics(
      "struct Plain {\n  1️⃣@ObservationStateTracked var count = 1\n}\n",
      [ExpectedDiagnostic("property.stray-attribute", severity: .error)])
  }

  @Test func annotatedFunctionIsAnErrorAtTheAnnotation() {
    assertDiagnostics(
      "1️⃣@ObservableStructs.ObservableState func refresh() {}\n",
      [ExpectedDiagnostic("type.local", severity: .error)])
  }

  @Test func localTypeIsLeftUnobservedWithAWarningAtItsAnnotation() {
    let expansion = assertDiagnostics(
      """
      func preview() {
        1️⃣@ObservableState
        struct Local {
          var count = 0
        }
      }

      """,
      [ExpectedDiagnostic("type.local-unobserved", severity: .warning)])
    #expect(expansion.generated != nil)
  }
}
