import GeneratorTestSupport
import XCTest

@testable import ObservableStructsGenerator

final class LexerTokenTests: XCTestCase {
  typealias Piece = LexerTestSupport.Piece

  func testKeywordsAndIdentifiers() {
    XCTAssertEqual(
      LexerTestSupport.pieces("public struct Counter { var count: Int }"),
      [
        Piece(.keyword(.public), "public"), Piece(.keyword(.struct), "struct"),
        Piece(.identifier, "Counter"), Piece(.leftBrace, "{"), Piece(.keyword(.var), "var"),
        Piece(.identifier, "count"), Piece(.colon, ":"), Piece(.identifier, "Int"),
        Piece(.rightBrace, "}"),
      ])
  }

  func testEveryKeywordSpellingLexesAsItsKeyword() {
    for keyword in Keyword.allCases {
      XCTAssertEqual(
        LexerTestSupport.pieces(keyword.rawValue), [Piece(.keyword(keyword), keyword.rawValue)])
    }
  }

  func testContextualWordsStayIdentifiers() {
    let words = "get set willSet didSet lazy mutating nonmutating open final override weak"
    XCTAssertTrue(LexerTestSupport.pieces(words).allSatisfy { $0.kind == .identifier })
  }

  func testKeywordPrefixesAndExtensionsAreIdentifiers() {
    XCTAssertEqual(
      LexerTestSupport.pieces("structs vars self_ Selfish i associatedtypes"),
      ["structs", "vars", "self_", "Selfish", "i", "associatedtypes"].map {
        Piece(.identifier, $0)
      })
  }

  func testBacktickedKeywordIsOneIdentifier() {
    XCTAssertEqual(
      LexerTestSupport.pieces("let `class` = `default`"),
      [
        Piece(.keyword(.let), "let"), Piece(.identifier, "`class`"), Piece(.operator, "="),
        Piece(.identifier, "`default`"),
      ])
  }

  func testDollarAndUnderscoreIdentifiers() {
    XCTAssertEqual(
      LexerTestSupport.pieces("$0 $foo _ _x"),
      [
        Piece(.identifier, "$0"), Piece(.identifier, "$foo"), Piece(.identifier, "_"),
        Piece(.identifier, "_x"),
      ])
  }

  func testUnicodeIdentifiers() {
    XCTAssertEqual(
      LexerTestSupport.pieces("let café = π"),
      [
        Piece(.keyword(.let), "let"), Piece(.identifier, "café"), Piece(.operator, "="),
        Piece(.identifier, "π"),
      ])
  }

  func testMemberAccessKeywordsStayKeywords() {
    XCTAssertEqual(
      LexerTestSupport.pieces("Foo.init().self"),
      [
        Piece(.identifier, "Foo"), Piece(.period, "."), Piece(.keyword(.`init`), "init"),
        Piece(.leftParen, "("), Piece(.rightParen, ")"), Piece(.period, "."),
        Piece(.keyword(.self), "self"),
      ])
  }

  func testPunctuation() {
    XCTAssertEqual(
      LexerTestSupport.pieces("( ) { } [ ] , : ; @ \\"),
      [
        Piece(.leftParen, "("), Piece(.rightParen, ")"), Piece(.leftBrace, "{"),
        Piece(.rightBrace, "}"), Piece(.leftSquare, "["), Piece(.rightSquare, "]"),
        Piece(.comma, ","), Piece(.colon, ":"), Piece(.semicolon, ";"), Piece(.atSign, "@"),
        Piece(.backslash, "\\"),
      ])
  }

  func testAttributeIsAtSignThenName() {
    XCTAssertEqual(
      LexerTestSupport.pieces("@ObservableState"),
      [Piece(.atSign, "@"), Piece(.identifier, "ObservableState")])
  }

  func testPoundKeywordsIncludeTheirName() {
    XCTAssertEqual(
      LexerTestSupport.pieces("#if DEBUG\n#elseif os(Linux)\n#else\n#endif #available #Preview"),
      [
        Piece(.pound, "#if"), Piece(.identifier, "DEBUG"), Piece(.pound, "#elseif"),
        Piece(.identifier, "os"), Piece(.leftParen, "("), Piece(.identifier, "Linux"),
        Piece(.rightParen, ")"), Piece(.pound, "#else"), Piece(.pound, "#endif"),
        Piece(.pound, "#available"), Piece(.pound, "#Preview"),
      ])
  }

  func testLonePoundIsDiagnosedAndSkipped() {
    let lexed = Lexer.tokenize(SourceText("a # b"))
    XCTAssertEqual(lexed.tokens.map(\.kind), [.identifier, .identifier, .endOfFile])
    XCTAssertEqual(lexed.diagnostics.map(\.offset), [2])
    LexerTestSupport.assertCoversInput(lexed)
  }

  func testUnterminatedBacktickIsDiagnosedAndSkipped() {
    let lexed = Lexer.tokenize(SourceText("let `a\nb"))
    XCTAssertEqual(
      lexed.tokens.map(\.kind), [.keyword(.let), .identifier, .identifier, .endOfFile])
    XCTAssertEqual(lexed.diagnostics.map(\.message), ["unterminated backtick identifier"])
    LexerTestSupport.assertCoversInput(lexed)
  }
}
