import XCTest

@testable import ObservableStructsGenerator

/// Helpers shared by the lexer tests.
enum LexerTestSupport {
  /// The kind and text of every token but the end-of-file one.
  static func pieces(_ text: String) -> [Piece] {
    let lexed = Lexer.tokenize(SourceText(text))
    return lexed.tokens.dropLast().map { Piece($0.kind, lexed.source.text($0.range)) }
  }

  /// A token's kind and text, compared as one value.
  struct Piece: Equatable, CustomStringConvertible {
    let kind: TokenKind
    let text: String

    init(_ kind: TokenKind, _ text: String) {
      self.kind = kind
      self.text = text
    }

    var description: String { "\(kind) \(text.debugDescription)" }
  }

  /// Fails unless the tokens and their trivia cover `lexed.source` exactly once, in order.
  static func assertCoversInput(
    _ lexed: LexedFile, file: StaticString = #filePath, line: UInt = #line
  ) {
    let tokens = lexed.tokens
    let count = lexed.source.count
    guard let last = tokens.last else {
      XCTFail("no tokens", file: file, line: line)
      return
    }
    XCTAssertEqual(last.kind, .endOfFile, file: file, line: line)
    XCTAssertEqual(last.range, count..<count, file: file, line: line)
    XCTAssertEqual(last.trailingTriviaEnd, count, file: file, line: line)
    XCTAssertEqual(tokens.filter { $0.kind == .endOfFile }.count, 1, file: file, line: line)
    XCTAssertEqual(tokens.first?.leadingTriviaStart, 0, file: file, line: line)
    for (index, token) in tokens.enumerated() {
      let ordered =
        token.leadingTriviaStart <= token.range.lowerBound
        && token.range.upperBound <= token.trailingTriviaEnd && token.trailingTriviaEnd <= count
      XCTAssertTrue(ordered, "token \(index) out of order: \(token)", file: file, line: line)
      if token.kind != .endOfFile {
        XCTAssertFalse(token.range.isEmpty, "empty token \(index)", file: file, line: line)
      }
      if index + 1 < tokens.count {
        XCTAssertEqual(
          token.trailingTriviaEnd, tokens[index + 1].leadingTriviaStart, "gap after token \(index)",
          file: file, line: line)
      }
      let location = lexed.source.location(of: token.range.lowerBound)
      XCTAssertEqual(token.line, location.line, file: file, line: line)
      XCTAssertEqual(token.column, location.column, file: file, line: line)
    }
    for diagnostic in lexed.diagnostics {
      XCTAssertTrue((0...count).contains(diagnostic.offset), file: file, line: line)
    }
  }
}

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
