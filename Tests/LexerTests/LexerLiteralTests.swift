import GeneratorTestSupport
import XCTest

@testable import ObservableStructsGenerator

final class LexerLiteralTests: XCTestCase {
  typealias Piece = LexerTestSupport.Piece

  private func single(_ text: String) -> [Piece] {
    LexerTestSupport.pieces(text)
  }

  // MARK: Numbers

  func testIntegerLiteralsInEveryBase() {
    XCTAssertEqual(
      single("42 1_000 0x1F 0o17 0b1010 0xFF_FF"),
      ["42", "1_000", "0x1F", "0o17", "0b1010", "0xFF_FF"].map { Piece(.integerLiteral, $0) })
  }

  func testFloatLiterals() {
    XCTAssertEqual(
      single("1.5 1e-3 1.5E+10 0x1p-4 0x1.8p3 3_000.25"),
      ["1.5", "1e-3", "1.5E+10", "0x1p-4", "0x1.8p3", "3_000.25"].map {
        Piece(.floatLiteral, $0)
      })
  }

  func testPeriodFollowedByLetterEndsTheNumber() {
    XCTAssertEqual(
      single("1.foo 0xF.description"),
      [
        Piece(.integerLiteral, "1"), Piece(.period, "."), Piece(.identifier, "foo"),
        Piece(.integerLiteral, "0xF"), Piece(.period, "."), Piece(.identifier, "description"),
      ])
  }

  func testTupleMemberAccessAfterPeriodLexesIntegers() {
    XCTAssertEqual(
      single("x.0.1"),
      [
        Piece(.identifier, "x"), Piece(.period, "."), Piece(.integerLiteral, "0"),
        Piece(.period, "."), Piece(.integerLiteral, "1"),
      ])
  }

  func testRangeAfterIntegerIsNotAFloat() {
    XCTAssertEqual(
      single("1..<2"),
      [Piece(.integerLiteral, "1"), Piece(.operator, "..<"), Piece(.integerLiteral, "2")])
  }

  // MARK: Strings

  func testSimpleStringWithEscapes() {
    XCTAssertEqual(
      single(#"a = "say \"hi\" \\ \u{1F600}" + b"#),
      [
        Piece(.identifier, "a"), Piece(.operator, "="),
        Piece(.stringLiteral, #""say \"hi\" \\ \u{1F600}""#), Piece(.operator, "+"),
        Piece(.identifier, "b"),
      ])
  }

  func testInterpolationWithNestedParenthesesAndStrings() {
    let literal = #""total: \(f(a, (b + c)), "x\(y ?? ")")") done""#
    XCTAssertEqual(
      single(literal + " z"), [Piece(.stringLiteral, literal), Piece(.identifier, "z")])
  }

  func testInterpolationWithClosureAndComment() {
    let literal = #""\(items.map { $0 /* ) */ }.joined(separator: ")"))""#
    XCTAssertEqual(
      single(literal + ")"), [Piece(.stringLiteral, literal), Piece(.rightParen, ")")])
  }

  func testMultiLineStringWithInterpolationAndQuotes() {
    let literal = "\"\"\"\n  He said \"hi\" and \"\"quoted\"\"\n  \\(value(\n    1))\n  \"\"\""
    XCTAssertEqual(single(literal + ";"), [Piece(.stringLiteral, literal), Piece(.semicolon, ";")])
  }

  func testRawStringOnlyHashedQuoteCloses() {
    let literal = ##"#"a "quoted" \n \(notInterpolated) b"#"##
    XCTAssertEqual(
      single(literal + " x"), [Piece(.stringLiteral, literal), Piece(.identifier, "x")])
  }

  func testRawStringWithTwoHashesSwallowsInnerQuoteHash() {
    let literal = ###"##"a"#b"##"###
    XCTAssertEqual(
      single(literal + ")"), [Piece(.stringLiteral, literal), Piece(.rightParen, ")")])
  }

  func testRawStringInterpolatesOnlyWithMatchingHashes() {
    let literal = ##"#"v = \#(f(")"#))"#"##
    XCTAssertEqual(
      single(literal + " x"), [Piece(.stringLiteral, literal), Piece(.identifier, "x")])
  }

  func testRawMultiLineString() {
    let literal = "#\"\"\"\n  a \"\"\" still inside\n  \"\"\"#"
    XCTAssertEqual(
      single(literal + " x"), [Piece(.stringLiteral, literal), Piece(.identifier, "x")])
  }

  func testEmptyStringsAreSeparateLiterals() {
    XCTAssertEqual(
      single(#"["", ""]"#),
      [
        Piece(.leftSquare, "["), Piece(.stringLiteral, #""""#), Piece(.comma, ","),
        Piece(.stringLiteral, #""""#), Piece(.rightSquare, "]"),
      ])
  }

  func testUnterminatedStringIsDiagnosedAtOpeningQuoteAndStopsAtLineEnd() {
    let lexed = Lexer.tokenize(SourceText("let s = \"abc\nlet t = 1"), file: "A.swift")
    XCTAssertEqual(
      lexed.tokens.map(\.kind),
      [
        .keyword(.let), .identifier, .operator, .stringLiteral, .keyword(.let), .identifier,
        .operator, .integerLiteral, .endOfFile,
      ])
    XCTAssertEqual(lexed.diagnostics.count, 1)
    XCTAssertEqual(lexed.diagnostics.first?.message, "unterminated string literal")
    XCTAssertEqual(lexed.diagnostics.first?.file, "A.swift")
    XCTAssertEqual(lexed.diagnostics.first?.offset, 8)
    XCTAssertEqual(lexed.diagnostics.first?.line, 1)
    XCTAssertEqual(lexed.diagnostics.first?.column, 9)
    LexerTestSupport.assertCoversInput(lexed)
  }

  func testInterpolationInSingleLineStringCannotSpanLines() {
    let lexed = Lexer.tokenize(SourceText("\"\\(a\nb)"))
    XCTAssertEqual(lexed.diagnostics.map(\.message), ["unterminated string literal"])
    XCTAssertEqual(lexed.diagnostics.first?.offset, 0)
    XCTAssertEqual(lexed.source.text(lexed.tokens[0].range), "\"\\(a")
    LexerTestSupport.assertCoversInput(lexed)
  }

  func testUnterminatedMultiLineStringRunsToEnd() {
    let lexed = Lexer.tokenize(SourceText("x = \"\"\"\nabc\n"))
    XCTAssertEqual(lexed.tokens.map(\.kind), [.identifier, .operator, .stringLiteral, .endOfFile])
    XCTAssertEqual(lexed.diagnostics.map(\.message), ["unterminated multi-line string literal"])
    XCTAssertEqual(lexed.tokens[2].range, 4..<12)
    LexerTestSupport.assertCoversInput(lexed)
  }

  func testDeeplyNestedInterpolationsDoNotOverflowTheStack() {
    let text = String(repeating: "\"\\(", count: 20_000)
    let lexed = Lexer.tokenize(SourceText(text))
    XCTAssertEqual(lexed.tokens.map(\.kind), [.stringLiteral, .endOfFile])
    XCTAssertEqual(lexed.diagnostics.count, 1)
    LexerTestSupport.assertCoversInput(lexed)
  }
}
