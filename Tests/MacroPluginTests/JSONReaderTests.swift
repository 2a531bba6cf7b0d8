import XCTest

@testable import ObservableStructsMacros

/// The plugin's own JSON reader: values, escapes, and clear errors for text that is not JSON.
final class JSONReaderTests: XCTestCase {
  private func read(_ text: String) throws -> JSONValue {
    try JSONReader.read(Array(text.utf8))
  }

  private func assertRejected(
    _ text: String, mentioning problem: String, file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertThrowsError(try read(text).string(), file: file, line: line) { error in
      XCTAssertTrue(
        "\(error)".contains(problem), "\(error) should mention \(problem)", file: file, line: line)
    }
  }

  func testObjectsArraysNumbersAndLiterals() throws {
    let value = try read(#" {"a": [1, -20, 3.5e2, true, false, null], "b": {"c": "d"}} "#)
    let elements = try XCTUnwrap(value["a"]?.array)
    XCTAssertEqual(elements.count, 6)
    XCTAssertEqual(elements[0].int, 1)
    XCTAssertEqual(elements[1].int, -20)
    XCTAssertNil(elements[2].int, "a fraction is not an Int")
    guard case .bool(true) = elements[3], case .bool(false) = elements[4], case .null = elements[5]
    else { return XCTFail("literals read wrongly: \(elements)") }
    XCTAssertEqual(try value["b"]?["c"]?.string(), "d")
    XCTAssertNil(value["missing"])
  }

  func testEscapesAreDecoded() throws {
    let value = try read(#"{"s": "q\"b\\s\/n\nt\tr\rb\bf\fu\u00e9\u20ac\ud83d\ude00"}"#)
    XCTAssertEqual(
      try value["s"]?.string(), "q\"b\\s/n\nt\tr\rb\u{8}f\u{C}u\u{E9}\u{20AC}\u{1F600}")
  }

  func testUnescapedTextKeepsItsBytes() throws {
    XCTAssertEqual(try read(#"["café \u0041 plain"]"#).array?.first?.string(), "café A plain")
  }

  func testQuoteAfterEvenBackslashesEndsTheString() throws {
    let value = try read(#"["a\\", "b\\\"c"]"#)
    XCTAssertEqual(try value.array?.map { try $0.string() }, ["a\\", "b\\\"c"])
  }

  func testMalformedDocumentsAreRejectedWithAnOffset() {
    assertRejected(#"{"a": 1"#, mentioning: "unexpected end")
    assertRejected(#"{"a" 1}"#, mentioning: "expected ':'")
    assertRejected(#"[1 2]"#, mentioning: "expected ',' or ']'")
    assertRejected(#"{"a": 1} x"#, mentioning: "unexpected text after the value")
    assertRejected(#"["abc"#, mentioning: "unterminated string")
    assertRejected(#"[tru]"#, mentioning: "unexpected character at byte 1")
    assertRejected(#"[-]"#, mentioning: "unexpected character")
    assertRejected(#"[1.]"#, mentioning: "expected digits after '.'")
  }

  func testMalformedStringsAreRejectedWhenRead() {
    assertRejected(#""a\qb""#, mentioning: "invalid escape")
    assertRejected(#""\u12G4""#, mentioning: #"invalid '\u' escape"#)
    assertRejected(#""\ud83d""#, mentioning: "unpaired high surrogate")
    assertRejected(#""\ude00""#, mentioning: "unpaired low surrogate")
    assertRejected("\"a\u{1}b\"", mentioning: "unescaped control character")
  }

  func testDeepNestingIsRejectedNotRecursedInto() {
    let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
    assertRejected(deep, mentioning: "nested too deeply")
  }

  func testWriterOutputReadsBackToTheSameText() throws {
    let text = "line\n\t\"quoted\" \\ \u{1} é 😀"
    var writer = JSONWriter()
    writer.array([text, ""]) { $0.string($1) }
    XCTAssertEqual(
      String(decoding: writer.bytes, as: UTF8.self), #"["line\n\t\"quoted\" \\ \u0001 é 😀",""]"#)
    XCTAssertEqual(try JSONReader.read(writer.bytes).array?.map { try $0.string() }, [text, ""])
  }
}
