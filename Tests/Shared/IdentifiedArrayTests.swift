import Dispatch
import ObservableStructs
import ObservableStructsTestSupport
import Observation
import Synchronization
import XCTest

// Access by id on `ObservableStateArray`: every operation keeps R6 — element edits notify the
// element's observers only, structural changes notify observers of the array.

final class IdentifiedArrayTests: XCTestCase {
  private func board(_ ids: [Int]) -> Board {
    Board(rows: ObservableStateArray(uniqueElements: ids.map { Row(id: $0, count: $0) }))
  }

  func testReadingByIdFindsTheElementWhereverItIs() {
    var board = board([1, 2, 3])
    XCTAssertEqual(board.rows[id: 2]?.count, 2)
    XCTAssertNil(board.rows[id: 9])
    board.rows.swapAt(0, 2)
    XCTAssertEqual(board.rows.index(id: 1), 2)
    XCTAssertEqual(board.rows[id: 1]?.count, 1)
    board.rows.insert(Row(id: 7), at: 0)
    XCTAssertEqual(board.rows.index(id: 3), 1)
    XCTAssertEqual(Array(board.rows.ids), [7, 3, 2, 1])
  }

  func testEditingInPlaceByIdNotifiesTheElementsObserversOnly() {
    var board = board([1, 2, 3])
    let rows = track { _ = board.rows }
    let edited = track { _ = board.rows[id: 2]?.count }
    let other = track { _ = board.rows[id: 3]?.count }
    board.rows[id: 2]?.count += 10
    XCTAssertFalse(rows.fired)
    XCTAssertTrue(edited.fired)
    XCTAssertFalse(other.fired)
    XCTAssertEqual(board.rows.map(\.count), [1, 12, 3])
  }

  func testEditingByIdNotifiesLikeAPositionalEdit() {
    var byID = board([1, 2])
    var byPosition = board([1, 2])
    let probes = [
      track { _ = byID.rows }, track { _ = byID.rows[1].title },
      track { _ = byID.rows[1].count },
    ]
    let expected = [
      track { _ = byPosition.rows }, track { _ = byPosition.rows[1].title },
      track { _ = byPosition.rows[1].count },
    ]
    byID.rows[id: 2]?.count += 1
    byPosition.rows[1].count += 1
    XCTAssertEqual(probes.map(\.fired), expected.map(\.fired))
    XCTAssertEqual(probes.map(\.fired), [false, false, true])
  }

  func testAnElementResettingItselfByIdNotifiesArrayObservers() {
    var board = board([1, 2])
    let probe = track { _ = board.rows }
    board.rows[id: 1]?.count = 5
    XCTAssertFalse(probe.fired)
    let reset = track { _ = board.rows }
    board.rows[id: 1] = Row(id: 1)
    XCTAssertTrue(reset.fired, "a replacement by another identity is structural")
    XCTAssertEqual(board.rows[id: 1]?.count, 0)
    XCTAssertEqual(Array(board.rows.ids), [1, 2])
  }

  func testAssigningTheSameElementBackByIdDoesNotNotify() {
    var board = board([1, 2])
    let same = board.rows[id: 2]
    let probe = track { _ = board.rows }
    board.rows[id: 2] = same
    XCTAssertFalse(probe.fired)
  }

  func testAssigningNilByIdRemovesAndNotifies() {
    var board = board([1, 2, 3])
    let probe = track { _ = board.rows }
    board.rows[id: 2] = nil
    XCTAssertTrue(probe.fired)
    XCTAssertEqual(Array(board.rows.ids), [1, 3])
    XCTAssertNil(board.rows.index(id: 2))
    XCTAssertEqual(board.rows.index(id: 3), 1)
  }

  func testSettingNilInsideAnInPlaceEditRemovesTheElement() {
    var board = board([1, 2, 3])
    let probe = track { _ = board.rows }
    func dismiss(_ row: inout Row?) { row = nil }
    dismiss(&board.rows[id: 2])
    XCTAssertTrue(probe.fired)
    XCTAssertEqual(Array(board.rows.ids), [1, 3])
    XCTAssertEqual(board.rows.map(\.count), [1, 3])
  }

  func testSettingTheLastElementToNilInPlaceRemovesIt() {
    var board = board([1, 2, 3])
    func dismiss(_ row: inout Row?) { row = nil }
    dismiss(&board.rows[id: 3])
    XCTAssertEqual(Array(board.rows.ids), [1, 2])
    XCTAssertEqual(board.rows[id: 2]?.count, 2)
  }

  func testReplacingAnElementInPlaceByIdKeepsLookupsRight() {
    var board = board([1, 2, 3])
    let probe = track { _ = board.rows }
    func replace(_ row: inout Row?) { row = Row(id: 2, count: 20) }
    replace(&board.rows[id: 2])
    XCTAssertTrue(probe.fired, "another identity at the same id is a replacement")
    XCTAssertEqual(board.rows.map(\.count), [1, 20, 3])
    XCTAssertEqual(board.rows.index(id: 3), 2)
  }

  func testAssigningAnAbsentIdAppendsAndNotifies() {
    var board = board([1])
    let probe = track { _ = board.rows }
    board.rows[id: 5] = Row(id: 5, count: 50)
    XCTAssertTrue(probe.fired)
    XCTAssertEqual(Array(board.rows.ids), [1, 5])
    XCTAssertEqual(board.rows[id: 5]?.count, 50)
  }

  func testEditingAnAbsentIdChangesNothing() {
    var board = board([1])
    let probe = track { _ = board.rows }
    board.rows[id: 9]?.count += 1
    XCTAssertFalse(probe.fired)
    XCTAssertEqual(Array(board.rows.ids), [1])
  }

  func testRemoveByIdReturnsTheElementAndNotifies() {
    var board = board([1, 2, 3])
    let probe = track { _ = board.rows }
    XCTAssertEqual(board.rows.remove(id: 1)?.count, 1)
    XCTAssertTrue(probe.fired)
    XCTAssertNil(board.rows.remove(id: 1))
    XCTAssertEqual(Array(board.rows.ids), [2, 3])
    XCTAssertEqual(board.rows[id: 3]?.count, 3)
  }

  func testEditingTheOnlyElementByIdWritesItBack() {
    var board = board([1])
    let probe = track { _ = board.rows }
    board.rows[id: 1]?.title = "only"
    XCTAssertFalse(probe.fired)
    XCTAssertEqual(board.rows[0].title, "only")
  }

  func testCopiesKeepTheirOwnIndex() {
    var board = board([1, 2, 3])
    let copy = board.rows
    XCTAssertEqual(copy.index(id: 3), 2)
    board.rows.remove(at: 0)
    XCTAssertEqual(board.rows.index(id: 3), 1)
    XCTAssertEqual(copy.index(id: 3), 2)
    XCTAssertEqual(Array(copy.ids), [1, 2, 3])
  }

  func testRepeatedIdsFindTheFirstElement() {
    let rows = ObservableStateArray([Row(id: 1, count: 10), Row(id: 1, count: 20)])
    XCTAssertEqual(rows[id: 1]?.count, 10)
    XCTAssertEqual(rows.index(id: 1), 0)
  }

  func testLookupsFromSeveralThreadsAgree() {
    let rows = ObservableStateArray(
      uniqueElements: (0..<1_000).map { Row(id: $0, count: $0 * 2) })
    let mismatches = Mutex(0)
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      for id in 0..<1_000 where rows[id: id]?.count != id * 2 {
        mismatches.withLock { $0 += 1 }
      }
    }
    XCTAssertEqual(mismatches.withLock { $0 }, 0)
  }
}
