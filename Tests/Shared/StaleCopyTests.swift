import ObservableStructs
import Observation
import XCTest

// A copy of a value taken before an in-place edit and assigned back afterwards puts the old
// data back: readers of the value must be told (rule R8 of the Observation rules article).
// Written against `Parent`, `Child`, `Board` and `Row`, and compiled into every test target
// that provides them.

final class StaleCopyTests: XCTestCase {
  func testAssigningBackAStaleChildNotifies() {
    var parent = Parent()
    let stale = parent.child
    parent.child.count += 1
    let probe = track { _ = parent.child.count }
    parent.child = stale
    XCTAssertTrue(probe.fired)
    XCTAssertEqual(parent.child.count, 0)
  }

  func testAssigningBackAStaleObservableStateArrayElementNotifies() {
    var board = Board(rows: [Row(id: 1), Row(id: 2)])
    let stale = board.rows[0]
    board.rows[0].count += 1
    let probe = track { _ = board.rows[0].count }
    board.rows[0] = stale
    XCTAssertTrue(probe.fired)
    XCTAssertEqual(board.rows[0].count, 0)
  }

  func testAssigningBackAStaleElementByIDNotifies() {
    var board = Board(rows: [Row(id: 1), Row(id: 2)])
    let stale = board.rows[id: 2]
    board.rows[id: 2]?.count += 1
    let probe = track { _ = board.rows[id: 2]?.count }
    board.rows[id: 2] = stale
    XCTAssertTrue(probe.fired)
    XCTAssertEqual(board.rows[id: 2]?.count, 0)
  }

  func testEditingAnElementInPlaceStillNotifiesOnlyItsReaders() {
    var board = Board(rows: [Row(id: 1), Row(id: 2)])
    let arrayProbe = track { _ = board.rows }
    let countProbe = track { _ = board.rows[0].count }
    board.rows[0].count += 1
    board.rows[id: 1]?.count += 1
    XCTAssertFalse(arrayProbe.fired)
    XCTAssertTrue(countProbe.fired)
  }
}
