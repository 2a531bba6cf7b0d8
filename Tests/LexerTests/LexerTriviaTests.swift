import GeneratorTestSupport
import XCTest

@testable import ObservableStructsGenerator

final class LexerTriviaTests: XCTestCase {
  typealias Piece = LexerTestSupport.Piece

  private func trivia(_ text: String) -> [(leading: String, text: String, trailing: String)] {
    let lexed = Lexer.tokenize(SourceText(text))
    return lexed.tokens.map {
      (
        lexed.source.text($0.leadingTriviaStart..<$0.range.lowerBound),
        lexed.source.text($0.range),
        lexed.source.text($0.range.upperBound..<$0.trailingTriviaEnd)
      )
    }
  }

  func testTrailingTriviaStopsBeforeNewline() {
    let pieces = trivia("a // one\n  /* two */ b /* three */ \n")
    XCTAssertEqual(pieces.map(\.leading), ["", "\n  /* two */ ", "\n"])
    XCTAssertEqual(pieces.map(\.text), ["a", "b", ""])
    XCTAssertEqual(pieces.map(\.trailing), [" // one", " /* three */ ", ""])
  }

  func testMultiLineBlockCommentAfterTokenIsNextTokensLeadingTrivia() {
    let lexed = Lexer.tokenize(SourceText("a /* x\n y */ b"))
    XCTAssertEqual(lexed.tokens[0].trailingTriviaEnd, 2)
    XCTAssertTrue(lexed.tokens[1].hasLeadingNewline)
    LexerTestSupport.assertCoversInput(lexed)
  }

  func testNestedBlockCommentsAndDocComments() {
    XCTAssertEqual(
      LexerTestSupport.pieces("/** doc /* inner */ still doc */ a /// line doc\nb"),
      [Piece(.identifier, "a"), Piece(.identifier, "b")])
  }

  func testUnterminatedBlockCommentIsDiagnosed() {
    let lexed = Lexer.tokenize(SourceText("a /* /* */ b"))
    XCTAssertEqual(lexed.tokens.map(\.kind), [.identifier, .endOfFile])
    XCTAssertEqual(lexed.diagnostics.map(\.message), ["unterminated '/*' comment"])
    XCTAssertEqual(lexed.diagnostics.first?.offset, 2)
    LexerTestSupport.assertCoversInput(lexed)
  }

  func testHasLeadingNewline() {
    let lexed = Lexer.tokenize(SourceText("a b\nc\r\nd /* e */ f\n"))
    XCTAssertEqual(lexed.tokens.map(\.hasLeadingNewline), [true, false, true, true, false, true])
  }

  func testLineAndColumnAreOneBasedInBytes() {
    let lexed = Lexer.tokenize(SourceText("é a\n  b\r\n\tc"))
    XCTAssertEqual(lexed.tokens.map(\.line), [1, 1, 2, 3, 3])
    XCTAssertEqual(lexed.tokens.map(\.column), [1, 4, 3, 2, 3])
  }

  func testShebangAndByteOrderMarkAreTrivia() {
    let lexed = Lexer.tokenize(
      SourceText(bytes: [0xEF, 0xBB, 0xBF] + Array("#!/usr/bin/swift\nx".utf8)))
    XCTAssertEqual(lexed.tokens.map(\.kind), [.identifier, .endOfFile])
    XCTAssertEqual(lexed.tokens[0].range, 20..<21)
    XCTAssertTrue(lexed.diagnostics.isEmpty)
    LexerTestSupport.assertCoversInput(lexed)
  }

  func testInvalidBytesAreDiagnosedOnceAndSkippedAsTrivia() {
    let lexed = Lexer.tokenize(SourceText(bytes: Array("a \u{0}\u{1}'b".utf8)))
    XCTAssertEqual(lexed.tokens.map(\.kind), [.identifier, .identifier, .endOfFile])
    XCTAssertEqual(lexed.diagnostics.map(\.message), ["invalid character in source file"])
    XCTAssertEqual(lexed.diagnostics.first?.offset, 2)
    XCTAssertEqual(lexed.tokens[1].leadingTriviaStart, 2)
    LexerTestSupport.assertCoversInput(lexed)
  }

  func testEmptyInputIsOneEndOfFileToken() {
    let lexed = Lexer.tokenize(SourceText(""))
    XCTAssertEqual(lexed.tokens.count, 1)
    XCTAssertEqual(lexed.tokens[0].range, 0..<0)
    XCTAssertEqual(lexed.tokens[0].line, 1)
    XCTAssertEqual(lexed.tokens[0].column, 1)
  }

  func testEndOfFileTokenOwnsFinalTrivia() {
    let lexed = Lexer.tokenize(SourceText("a\n// done\n"))
    XCTAssertEqual(lexed.tokens.last?.leadingTriviaStart, 1)
    XCTAssertEqual(lexed.tokens.last?.range, 10..<10)
    XCTAssertEqual(lexed.tokens.last?.hasLeadingNewline, true)
  }
}
