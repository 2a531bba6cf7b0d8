import ObservableStructsGenerator
import XCTest

/// Helpers shared by the lexer tests (and the reserved-name tests, which list identifiers).
package enum LexerTestSupport {
  /// The kind and text of every token but the end-of-file one.
  package static func pieces(_ text: String) -> [Piece] {
    let lexed = Lexer.tokenize(SourceText(text))
    return lexed.tokens.dropLast().map { Piece($0.kind, lexed.source.text($0.range)) }
  }

  /// A token's kind and text, compared as one value.
  package struct Piece: Equatable, CustomStringConvertible {
    package let kind: TokenKind
    package let text: String

    package init(_ kind: TokenKind, _ text: String) {
      self.kind = kind
      self.text = text
    }

    package var description: String { "\(kind) \(text.debugDescription)" }
  }

  /// Fails unless the tokens and their trivia cover `lexed.source` exactly once, in order.
  package static func assertCoversInput(
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
