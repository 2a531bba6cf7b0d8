import XCTest

@testable import ObservableStructsGenerator

/// The rewriter counts its output, then writes it into exactly that much room: these pin the
/// parts that make a disagreement between the two passes visible instead of losing bytes.
final class SourceRewriterTests: XCTestCase {
  func testBufferWriterReportsBytesThatDoNotFit() {
    var storage = [UInt8](repeating: 0, count: 3)
    storage.withUnsafeMutableBufferPointer { buffer in
      let writer = ByteBufferWriter(buffer)
      writer.append(bytes: Array("ab".utf8))
      XCTAssertFalse(writer.overflowed)
      writer.append(bytes: Array("cde".utf8))
      XCTAssertTrue(writer.overflowed)
      XCTAssertEqual(writer.count, 3)
      XCTAssertEqual(writer.last, UInt8(ascii: "c"))
    }
    XCTAssertEqual(storage, Array("abc".utf8))
  }

  func testCounterAgreesWithTheBytesWritten() {
    let counter = ByteCounter()
    let array = CodeWriter(indent: "")
    for piece in ["#sourceLocation(", "", "x", "\n"] {
      counter.append(bytes: Array(piece.utf8))
      array.append(bytes: Array(piece.utf8))
    }
    counter.append(decimal: 1234)
    array.append(decimal: 1234)
    counter.append(spaces: 3)
    array.append(spaces: 3)
    XCTAssertEqual(counter.count, array.count)
    XCTAssertEqual(counter.last, array.last)
    XCTAssertEqual(String(decoding: array.bytes, as: UTF8.self), "#sourceLocation(x\n1234   ")
  }

  func testEditsAreAppliedAroundUnchangedBytes() {
    let source = SourceText("let a = 1\nlet b = 2\n")
    let edits = [
      SourceEdit(range: 4..<5, replacement: "alpha"),
      SourceEdit(range: 14..<15, replacement: "beta\n"),
    ]
    let withoutDirectives = SourceRewriter.apply(edits, to: source, sourceLocationFile: nil)
    XCTAssertEqual(withoutDirectives, "let alpha = 1\nlet beta\n = 2\n")
    let withDirectives = SourceRewriter.apply(edits, to: source, sourceLocationFile: "F.swift")
    XCTAssertEqual(
      withDirectives,
      "#sourceLocation(file: \"F.swift\", line: 1)\nlet alpha = 1\nlet beta\n"
        // Padding puts the rest of line 2 back at its column: `=` stays in column 7.
        + "#sourceLocation(file: \"F.swift\", line: 2)\n" + "     " + " = 2\n")
  }
}
