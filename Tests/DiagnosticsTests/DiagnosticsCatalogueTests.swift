import ObservableStructsGenerator
import XCTest

/// Pins the exact text, severity and position of every diagnostic the golden fixtures do not
/// already pin (those are in `Fixtures/*.diagnostics.txt`): lexer and parser recovery messages,
/// stray attributes, and the macro-only messages.
final class DiagnosticsCatalogueTests: XCTestCase {
  private func diagnostics(_ text: String) -> [String] {
    ObservableStructsGenerator.expand(SourceText(text), file: "C.swift").diagnostics.map {
      "\($0.line):\($0.column): \($0.severity.rawValue): \($0.message)"
    }
  }

  func testLexerDiagnostics() {
    XCTAssertEqual(diagnostics("let a = `open\n"), ["1:9: error: unterminated backtick identifier"])
    XCTAssertEqual(
      diagnostics("let b = # + 1\n"), ["1:9: error: expected an identifier after '#'"])
    XCTAssertEqual(diagnostics("let c = #/abc\n"), ["1:9: error: unterminated regex literal"])
    XCTAssertEqual(
      diagnostics("let f = 1\u{1}\n"), ["1:10: error: invalid character in source file"])
    XCTAssertEqual(
      diagnostics("let `` = 1\n"),
      [
        "1:5: error: expected an identifier between backticks",
        "1:8: error: expected a property name after 'var' or 'let'",
      ])
  }

  func testParserDiagnostics() {
    XCTAssertEqual(diagnostics("#endif\n"), ["1:1: error: '#endif' without a matching '#if'"])
    XCTAssertEqual(diagnostics("struct\n"), ["2:1: error: expected a name after 'struct'"])
    XCTAssertEqual(
      diagnostics("struct S: P\nlet x = 1\n"),
      ["2:1: error: expected '{' to begin the body of struct 'S'"])
    XCTAssertEqual(
      diagnostics("enum E { case }\n"), ["1:15: error: expected a case name after 'case'"])
    XCTAssertEqual(
      diagnostics("struct S { var : Int }\n"),
      ["1:16: error: expected a property name after 'var' or 'let'"])
    XCTAssertEqual(
      diagnostics("struct S { var x: = 1 }\n"), ["1:19: error: expected a type after ':'"])
    XCTAssertEqual(
      diagnostics("struct S { var x = }\n"), ["1:20: error: expected an initial value after '='"])
  }

  func testStrayObservationAttributesAreErrors() {
    let message =
      "applies only to a stored property of an '@ObservableState' struct; remove it"
    XCTAssertEqual(
      diagnostics("struct S { @ObservationStateTracked var x = 1 }\n"),
      ["1:12: error: '@ObservationStateTracked' " + message])
    XCTAssertEqual(
      diagnostics(
        "@ObservableState enum E { case a\n  @ObservationStateIgnored var y: Int { 0 } }\n"),
      ["2:3: error: '@ObservationStateIgnored' " + message])
    XCTAssertEqual(
      diagnostics("@ObservableStructs.ObservableState func f() {}\n"),
      [
        "1:1: error: '@ObservableState' applies only to a struct or enum declared at file scope "
          + "or inside another type"
      ])
  }

  private func macroMessages(
    _ name: String, _ role: MacroRole, _ declaration: String
  ) -> [String] {
    MacroExpander.expand(
      MacroExpansionRequest(
        macroName: name, role: role, attributeSource: "@\(name)", declarationSource: declaration)
    ).diagnostics.map { "\($0.offset): \($0.severity.rawValue): \($0.message)" }
  }

  func testMacroOnlyDiagnostics() {
    XCTAssertEqual(
      macroMessages("ObservationStateTracked", .accessor, "func f() {}"),
      ["0: error: '@ObservationStateTracked' applies only to a stored 'var'"])
    XCTAssertEqual(
      macroMessages("ObservationStateTracked", .accessor, "var a = 1, b = 2"),
      [
        "0: error: '@ObservationStateTracked' needs one property per declaration; split "
          + "'var a = 1, b = 2' into separate 'var' declarations"
      ])
    XCTAssertEqual(
      macroMessages("ObservationStateTracked", .accessor, "let a = 1"),
      [
        "0: error: '@ObservationStateTracked' cannot track this property: only a stored "
          + "instance 'var' without 'lazy' or a property wrapper can be tracked"
      ])
    XCTAssertEqual(
      macroMessages("ObservableState", .member, "func f() {}"),
      ["0: error: '@ObservableState' must be attached to a struct or enum"])
    XCTAssertEqual(
      macroMessages("ObservableState", .peer, "struct S {}"),
      ["0: error: '@ObservableState' has no 'peer' expansion"])
  }
}
