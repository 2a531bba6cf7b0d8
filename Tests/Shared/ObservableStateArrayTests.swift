import ObservableStructs
import ObservableStructsTestSupport
import XCTest

// R6 for `ObservableStateArray`, run against plugin-generated and macro-expanded `ListHolder`.

final class ObservableStateArrayTests: XCTestCase {
  private func holder(count: Int) -> ListHolder {
    ListHolder(rows: ObservableStateArray((0..<count).map { Child(count: $0) }))
  }

  func testR6_elementMutationInPlaceDoesNotNotifyArrayObservers() {
    var list = holder(count: 3)
    let rows = track { _ = list.rows }
    let element = track { _ = list.rows[1].count }
    list.rows[1].count += 1
    XCTAssertFalse(rows.fired)
    XCTAssertTrue(element.fired)
    XCTAssertEqual(list.rows[1].count, 2)
  }

  func testR6_appendAndRemoveNotifyArrayObservers() {
    var list = holder(count: 3)
    let appended = track { _ = list.rows }
    list.rows.append(Child())
    XCTAssertTrue(appended.fired)
    let removed = track { _ = list.rows }
    list.rows.remove(at: 0)
    XCTAssertTrue(removed.fired)
    XCTAssertEqual(list.rows.count, 3)
  }

  func testR6_swapNotifiesArrayObservers() {
    var list = holder(count: 3)
    let probe = track { _ = list.rows }
    list.rows.swapAt(0, 2)
    XCTAssertTrue(probe.fired)
    XCTAssertEqual(list.rows.map(\.count), [2, 1, 0])
  }

  func testR6_replacingAnElementByAnotherIdentityNotifies() {
    var list = holder(count: 3)
    let probe = track { _ = list.rows }
    list.rows[0] = Child(count: 0)
    XCTAssertTrue(probe.fired)
  }

  func testR6_elementResettingItselfNotifiesArrayObservers() {
    var list = holder(count: 3)
    let probe = track { _ = list.rows }
    list.rows[2].reset()
    XCTAssertTrue(probe.fired)
  }

  func testR6_writingAnElementBackUnchangedDoesNotNotify() {
    var list = holder(count: 3)
    let probe = track { _ = list.rows }
    let same = list.rows[1]
    list.rows[1] = same
    XCTAssertFalse(probe.fired)
  }

  func testIterationSeesTheElementsInOrder() {
    let list = holder(count: 4)
    XCTAssertEqual(list.rows.map(\.count), [0, 1, 2, 3])
    XCTAssertEqual(Array(list.rows.indices), [0, 1, 2, 3])
  }

  func testCodableRoundTripKeepsElements() throws {
    let rows = ObservableStateArray([Child(count: 4), Child(count: 5)])
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let data = try encoder.encode(rows)
    XCTAssertEqual(
      String(decoding: data, as: UTF8.self), #"[{"count":4,"label":""},{"count":5,"label":""}]"#)
    let decoded = try JSONDecoder().decode(ObservableStateArray<Child>.self, from: data)
    XCTAssertEqual(decoded, rows)
  }
}
