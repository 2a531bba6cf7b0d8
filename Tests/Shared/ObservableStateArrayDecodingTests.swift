import Foundation
import ObservableStructs
import XCTest

// Decoding an `ObservableStateArray` of identified elements checks that every id is unique, as
// `init(uniqueElements:)` does: a lookup by id could never find the second element of a pair.

final class ObservableStateArrayDecodingTests: XCTestCase {
  private func json(_ ids: [Int]) -> Data {
    let rows = ids.map { #"{"id":\#($0),"count":\#($0 * 10),"title":""}"# }
    return Data("[\(rows.joined(separator: ","))]".utf8)
  }

  func testDecodingRepeatedIdsThrowsDataCorruptedNamingTheId() {
    XCTAssertThrowsError(
      try JSONDecoder().decode(ObservableStateArray<Row>.self, from: json([4, 7, 4]))
    ) { error in
      guard case DecodingError.dataCorrupted(let context) = error else {
        return XCTFail("expected dataCorrupted, got \(error)")
      }
      XCTAssertTrue(context.debugDescription.contains("id 4"), context.debugDescription)
      XCTAssertTrue(context.debugDescription.contains("0 and 2"), context.debugDescription)
      XCTAssertEqual(context.codingPath.map(\.intValue), [2])
    }
  }

  func testDecodingANestedArrayWithRepeatedIdsReportsWhereItIs() {
    let data = Data(#"{"rows":[{"id":1,"count":0,"title":""},{"id":1,"count":0,"title":""}]}"#.utf8)
    XCTAssertThrowsError(try JSONDecoder().decode(RowsDocument.self, from: data)) { error in
      guard case DecodingError.dataCorrupted(let context) = error else {
        return XCTFail("expected dataCorrupted, got \(error)")
      }
      XCTAssertEqual(context.codingPath.map(\.stringValue), ["rows", "Index 1"])
    }
  }

  func testDecodingUniqueIdsFindsEveryElementById() throws {
    let rows = try JSONDecoder().decode(ObservableStateArray<Row>.self, from: json([3, 1, 2]))
    XCTAssertEqual(Array(rows.ids), [3, 1, 2])
    XCTAssertEqual(rows.index(id: 2), 2)
    XCTAssertEqual(rows[id: 1]?.count, 10)
  }

  func testDecodingEqualElementsWithoutIdsIsAccepted() throws {
    let data = Data(#"[{"count":1,"label":""},{"count":1,"label":""}]"#.utf8)
    let children = try JSONDecoder().decode(ObservableStateArray<Child>.self, from: data)
    XCTAssertEqual(children.map(\.count), [1, 1])
  }

  func testEncodedRowsDecodeToEqualRows() throws {
    let rows = ObservableStateArray(uniqueElements: [Row(id: 1, count: 2), Row(id: 5)])
    let decoded = try JSONDecoder().decode(
      ObservableStateArray<Row>.self, from: JSONEncoder().encode(rows))
    XCTAssertEqual(decoded, rows)
  }
}

/// A document holding rows, to see where a decoding error points.
private struct RowsDocument: Decodable {
  var rows: ObservableStateArray<Row>
}
