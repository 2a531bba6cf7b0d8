import Foundation
import XCTest

@testable import ObservableStructsMacros

/// Frames: an 8-byte little-endian length, then the payload, over real pipes.
final class FramingTests: XCTestCase {
  func testFrame_HeaderIsLittleEndianLength() {
    let frame = FrameWriter.frame(Array(repeating: 0x41, count: 258))
    XCTAssertEqual(Array(frame.prefix(8)), [2, 1, 0, 0, 0, 0, 0, 0])
    XCTAssertEqual(frame.count, 8 + 258)
  }

  func testFrame_RoundTripThroughPipe() throws {
    let pipe = Pipe()
    let writer = FrameWriter(fileDescriptor: pipe.fileHandleForWriting.fileDescriptor)
    let reader = FrameReader(fileDescriptor: pipe.fileHandleForReading.fileDescriptor)
    let payloads = [WireFixtures.bytes(#"{"a":1}"#), WireFixtures.bytes("é€😀")]
    for payload in payloads { try writer.writeFrame(payload) }
    try pipe.fileHandleForWriting.close()

    XCTAssertEqual(try reader.readFrame(), payloads[0])
    XCTAssertEqual(try reader.readFrame(), payloads[1])
    XCTAssertNil(try reader.readFrame(), "end of input between frames ends the conversation")
  }

  func testFrame_PartialReadsAreReassembled() throws {
    let pipe = Pipe()
    let payload = WireFixtures.bytes(String(repeating: "observable ", count: 20_000))
    let bytes = FrameWriter.frame(payload) + FrameWriter.frame(WireFixtures.bytes("{}"))
    let output = pipe.fileHandleForWriting
    let feeder = Thread {
      // Odd-sized chunks split the header and the payload at arbitrary points.
      var start = 0
      var size = 3
      while start < bytes.count {
        let end = min(start + size, bytes.count)
        output.write(Data(bytes[start..<end]))
        start = end
        size = size * 7 % 5_003 + 1
        usleep(50)
      }
      try? output.close()
    }
    feeder.start()

    let reader = FrameReader(fileDescriptor: pipe.fileHandleForReading.fileDescriptor)
    XCTAssertEqual(try reader.readFrame(), payload)
    XCTAssertEqual(try reader.readFrame(), WireFixtures.bytes("{}"))
    XCTAssertNil(try reader.readFrame())
  }

  func testFrame_ZeroLengthFrameEndsConversation() throws {
    let pipe = Pipe()
    pipe.fileHandleForWriting.write(Data(FrameWriter.frame([])))
    let reader = FrameReader(fileDescriptor: pipe.fileHandleForReading.fileDescriptor)
    XCTAssertNil(try reader.readFrame())
  }

  func testFrame_TruncatedHeaderIsAnError() throws {
    try assertReadingAFrame(
      of: [5, 0, 0], closingTheWriter: true, fails: .truncatedFrame(expected: 8, received: 3))
  }

  func testFrame_TruncatedPayloadIsAnError() throws {
    try assertReadingAFrame(
      of: Array(FrameWriter.frame(WireFixtures.bytes("{}{}")).dropLast()), closingTheWriter: true,
      fails: .truncatedFrame(expected: 4, received: 3))
  }

  func testFrame_OversizedLengthIsAnError() throws {
    try assertReadingAFrame(
      of: [0, 0, 0, 0, 0, 0, 0, 1], closingTheWriter: false, fails: .oversizedFrame(length: 1 << 56)
    )
  }

  /// Asserts that reading a frame from a pipe holding `bytes` fails with `expected`; the
  /// pipe's writing end is closed first when `closingTheWriter` is true, and left open otherwise.
  private func assertReadingAFrame(
    of bytes: [UInt8], closingTheWriter: Bool, fails expected: TransportError,
    file: StaticString = #filePath, line: UInt = #line
  ) throws {
    let pipe = Pipe()
    pipe.fileHandleForWriting.write(Data(bytes))
    if closingTheWriter { try pipe.fileHandleForWriting.close() }
    let reader = FrameReader(fileDescriptor: pipe.fileHandleForReading.fileDescriptor)
    XCTAssertThrowsError(try reader.readFrame(), file: file, line: line) { error in
      XCTAssertEqual(error as? TransportError, expected, file: file, line: line)
    }
  }
}
