import GeneratorTestSupport
import ObservableStructsTestSupport
import XCTest

@testable import ObservableStructsGenerator

final class LexerRobustnessTests: XCTestCase {
  /// A realistic file touching every feature the lexer knows.
  static let sample = ##"""
    #!/usr/bin/env swift
    import Observation

    /// A counter. /* not nested here */
    @ObservableState
    public struct Counter: Equatable, Sendable {
      public var count = 0x1F + 0b1010 - 1_000.5e-3
      var `default`: [String: Int?] = [:]
      fileprivate let tuple = (1, (2, 3))
      var second: Int { tuple.1.0 }
      /* outer /* inner */ still comment */
      mutating func bump(by step: Int = 1) -> Self {
        count += step
        let message = "count: \(count), nested: \("inner \(step) ")" // trailing
        let raw = #"raw "quoted" \#(step)"#
        let block = """
          multi "line" \(count)
          """
        let pattern = #/a+(?<digits>\d+)/#
        if let match = message.firstMatch(of: /co+unt/) { print(match) }
        return Self(count: count / 2, default: [:], values: values.map { $0 * 2 })
      }
    #if DEBUG
      static let flag = #file
    #elseif os(Linux)
      static let flag = true
    #endif
    }
    """##

  func testSampleFileCoversInputWithoutDiagnostics() {
    let lexed = Lexer.tokenize(SourceText(Self.sample))
    LexerTestSupport.assertCoversInput(lexed)
    XCTAssertEqual(lexed.diagnostics, [])
    let kinds = lexed.tokens.map(\.kind)
    XCTAssertEqual(kinds.filter { $0 == .regexLiteral }.count, 2)
    XCTAssertEqual(kinds.filter { $0 == .stringLiteral }.count, 3)
    XCTAssertEqual(kinds.filter { $0 == .pound }.count, 4)
  }

  func testJoiningTriviaAndTokensReproducesTheInput() {
    let lexed = Lexer.tokenize(SourceText(Self.sample))
    var rebuilt: [UInt8] = []
    for token in lexed.tokens {
      rebuilt += lexed.source.bytes[token.leadingTriviaStart..<token.trailingTriviaEnd]
    }
    XCTAssertEqual(rebuilt, lexed.source.bytes)
  }

  func testRandomBytesNeverTrapAndAlwaysCoverTheInput() {
    var generator = SeededRandom(seed: 0x5EED)
    let alphabet = Array(##"abc019_$`"#\/*()[]{}.,:;@=-+!?<>&|^~%' \##n\##r\##t"##.utf8)
    assertEveryRoundCoversItsInput(describedAs: { "\($0)" }) {
      let length = Int(generator.next() % 120)
      return (0..<length).map { _ in
        let roll = generator.next()
        // Mostly characters that matter to the lexer, sometimes any byte at all.
        return roll % 4 == 0
          ? UInt8(truncatingIfNeeded: roll >> 8)
          : alphabet[Int((roll >> 8) % UInt64(alphabet.count))]
      }
    }
  }

  func testRandomMutationsOfRealSourceNeverTrapAndAlwaysCoverTheInput() {
    var generator = SeededRandom(seed: 42)
    let original = Array(Self.sample.utf8)
    let inserts = Array(##""#/\(`*)"##.utf8) + [0x0A, 0x00, 0xFF]
    assertEveryRoundCoversItsInput(describedAs: { String(decoding: $0, as: UTF8.self) }) {
      var bytes = original
      for _ in 0...(generator.next() % 6) {
        let at = Int(generator.next() % UInt64(bytes.count))
        switch generator.next() % 3 {
        case 0: bytes.remove(at: at)
        case 1: bytes.insert(inserts[Int(generator.next() % UInt64(inserts.count))], at: at)
        default: bytes.removeSubrange(at..<min(bytes.count, at + Int(generator.next() % 40)))
        }
        if bytes.isEmpty { bytes = original }
      }
      return bytes
    }
  }

  /// Lexes the input `makeInput` makes in each of 1,000 rounds and checks that its tokens cover
  /// it; at the first round that fails, stops and names the round and its input, written by
  /// `describe`.
  private func assertEveryRoundCoversItsInput(
    describedAs describe: ([UInt8]) -> String, _ makeInput: () -> [UInt8]
  ) {
    for round in 0..<1_000 {
      let bytes = makeInput()
      LexerTestSupport.assertCoversInput(Lexer.tokenize(SourceText(bytes: bytes)))
      if testRun?.failureCount ?? 0 > 0 {
        XCTFail("failed on round \(round): \(describe(bytes))")
        return
      }
    }
  }

  func testLargeInputLexesInOnePass() {
    let text = String(repeating: Self.sample, count: 200)
    let lexed = Lexer.tokenize(SourceText(text))
    XCTAssertGreaterThan(lexed.tokens.count, 200 * 100)
    XCTAssertEqual(lexed.tokens.last?.range, text.utf8.count..<text.utf8.count)
  }
}
