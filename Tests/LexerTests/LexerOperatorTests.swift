import GeneratorTestSupport
import XCTest

@testable import ObservableStructsGenerator

final class LexerOperatorTests: XCTestCase {
  typealias Piece = LexerTestSupport.Piece

  func testOperatorsMunchMaximally() {
    XCTAssertEqual(
      LexerTestSupport.pieces("a == b && c != d ?? e"),
      [
        Piece(.identifier, "a"), Piece(.operator, "=="), Piece(.identifier, "b"),
        Piece(.operator, "&&"), Piece(.identifier, "c"), Piece(.operator, "!="),
        Piece(.identifier, "d"), Piece(.operator, "??"), Piece(.identifier, "e"),
      ])
  }

  func testArrowEqualsQuestionBangAmpersandAreOperators() {
    XCTAssertEqual(
      LexerTestSupport.pieces("-> = ? ! &"),
      ["->", "=", "?", "!", "&"].map { Piece(.operator, $0) })
  }

  func testMemberAccessPeriodIsNotPartOfAnOperator() {
    XCTAssertEqual(
      LexerTestSupport.pieces("a?.b!.c"),
      [
        Piece(.identifier, "a"), Piece(.operator, "?"), Piece(.period, "."),
        Piece(.identifier, "b"), Piece(.operator, "!"), Piece(.period, "."),
        Piece(.identifier, "c"),
      ])
  }

  func testRangeOperatorsStartingWithDot() {
    XCTAssertEqual(
      LexerTestSupport.pieces("0..<n 1...2 .== x..."),
      [
        Piece(.integerLiteral, "0"), Piece(.operator, "..<"), Piece(.identifier, "n"),
        Piece(.integerLiteral, "1"), Piece(.operator, "..."), Piece(.integerLiteral, "2"),
        Piece(.operator, ".=="), Piece(.identifier, "x"), Piece(.operator, "..."),
      ])
  }

  func testImplicitMemberIsPeriodThenName() {
    XCTAssertEqual(
      LexerTestSupport.pieces("x = .none"),
      [
        Piece(.identifier, "x"), Piece(.operator, "="), Piece(.period, "."),
        Piece(.identifier, "none"),
      ])
  }

  func testAngleBracketsAreNotSplit() {
    XCTAssertEqual(
      LexerTestSupport.pieces("Array<Set<Int>>?"),
      [
        Piece(.identifier, "Array"), Piece(.operator, "<"), Piece(.identifier, "Set"),
        Piece(.operator, "<"), Piece(.identifier, "Int"), Piece(.operator, ">>?"),
      ])
  }

  func testCommentStartEndsAnOperatorRun() {
    XCTAssertEqual(
      LexerTestSupport.pieces("a +/* c */b +// d\n-e"),
      [
        Piece(.identifier, "a"), Piece(.operator, "+"), Piece(.identifier, "b"),
        Piece(.operator, "+"), Piece(.operator, "-"), Piece(.identifier, "e"),
      ])
  }

  func testSlashAfterOperandIsDivision() {
    XCTAssertEqual(
      LexerTestSupport.pieces("a / b / c"),
      [
        Piece(.identifier, "a"), Piece(.operator, "/"), Piece(.identifier, "b"),
        Piece(.operator, "/"), Piece(.identifier, "c"),
      ])
    XCTAssertEqual(
      LexerTestSupport.pieces("x/2/y"),
      [
        Piece(.identifier, "x"), Piece(.operator, "/"), Piece(.integerLiteral, "2"),
        Piece(.operator, "/"), Piece(.identifier, "y"),
      ])
  }

  func testSlashFollowedBySpaceIsAnOperatorEvenAfterEquals() {
    XCTAssertEqual(
      LexerTestSupport.pieces("reduce(0, /) + (/ 2 /)").map(\.kind).filter { $0 == .regexLiteral },
      [])
  }

  func testSlashOperatorDeclaration() {
    XCTAssertEqual(
      LexerTestSupport.pieces("static func / (a: A, b: A) -> A"),
      [
        Piece(.keyword(.static), "static"), Piece(.keyword(.func), "func"),
        Piece(.operator, "/"), Piece(.leftParen, "("), Piece(.identifier, "a"),
        Piece(.colon, ":"), Piece(.identifier, "A"), Piece(.comma, ","), Piece(.identifier, "b"),
        Piece(.colon, ":"), Piece(.identifier, "A"), Piece(.rightParen, ")"),
        Piece(.operator, "->"), Piece(.identifier, "A"),
      ])
  }

  func testBareRegexAfterEqualsAndReturn() {
    XCTAssertEqual(
      LexerTestSupport.pieces("let r = /a+b/\nreturn /[0-9]\\/x/"),
      [
        Piece(.keyword(.let), "let"), Piece(.identifier, "r"), Piece(.operator, "="),
        Piece(.regexLiteral, "/a+b/"), Piece(.keyword(.return), "return"),
        Piece(.regexLiteral, "/[0-9]\\/x/"),
      ])
  }

  func testBareRegexNeedsClosingSlashOnSameLine() {
    XCTAssertEqual(
      LexerTestSupport.pieces("f(/a\n/)").map(\.kind),
      [.identifier, .leftParen, .operator, .identifier, .operator, .rightParen])
  }

  func testPoundRegexWithHashes() {
    XCTAssertEqual(
      LexerTestSupport.pieces("x = #/a/b/# + ##/c/#d/##"),
      [
        Piece(.identifier, "x"), Piece(.operator, "="), Piece(.regexLiteral, "#/a/b/#"),
        Piece(.operator, "+"), Piece(.regexLiteral, "##/c/#d/##"),
      ])
  }

  func testMultiLinePoundRegexSpansLines() {
    let text = "let r = #/\n  a # comment\n  b\n/#\nnext"
    XCTAssertEqual(
      LexerTestSupport.pieces(text),
      [
        Piece(.keyword(.let), "let"), Piece(.identifier, "r"), Piece(.operator, "="),
        Piece(.regexLiteral, "#/\n  a # comment\n  b\n/#"), Piece(.identifier, "next"),
      ])
  }

  func testUnterminatedPoundRegexIsDiagnosedAtItsStart() {
    let lexed = Lexer.tokenize(SourceText("x = #/abc\ny"))
    XCTAssertEqual(
      lexed.tokens.map(\.kind), [.identifier, .operator, .regexLiteral, .identifier, .endOfFile])
    XCTAssertEqual(lexed.diagnostics.map(\.message), ["unterminated regex literal"])
    XCTAssertEqual(lexed.diagnostics.first?.offset, 4)
    LexerTestSupport.assertCoversInput(lexed)
  }
}
