import ObservableStructsTestSupport
import XCTest

/// A copy changed away from its owner and assigned back is a change, even though a copy
/// keeps its original's identity: for `Equatable` values the data decides.
final class CopyAssignedBackTests: XCTestCase {
  func testChangedCopyOfAChildAssignedBackNotifiesItsReaders() {
    var parent = Parent()
    var copy = parent.child
    copy.count += 1
    let probe = track { _ = parent.child.count }
    parent.child = copy
    XCTAssertEqual(probe.count, 1)
    XCTAssertEqual(parent.child.count, 1)
  }

  func testUnchangedChildAssignedBackNotifiesNobody() {
    var parent = Parent()
    let probe = track { _ = parent.child.count }
    parent.child = parent.child
    XCTAssertEqual(probe.count, 0)
  }

  func testChangedCopyOfAnOptionalChildAssignedBackNotifiesItsReaders() {
    var parent = Parent()
    parent.optional = Child()
    var copy = parent.optional
    copy?.label = "changed"
    let probe = track { _ = parent.optional?.label }
    parent.optional = copy
    XCTAssertEqual(probe.count, 1)
  }

  func testChangedCopiesOfAWholeArrayAssignedBackNotifyItsReaders() {
    var parent = Parent()
    parent.rows = [Child(), Child()]
    var copy = parent.rows
    copy[0].count += 1
    let probe = track { _ = parent.rows[0].count }
    parent.rows = copy
    XCTAssertEqual(probe.count, 1)
  }

  func testChangedCopyOfAnObservableStateArrayElementAssignedBackNotifiesItsReaders() {
    var list = Board()
    list.rows = [Row(id: 1), Row(id: 2)]
    var copy = list.rows[0]
    copy.count += 1
    let probe = track { _ = list.rows[0].count }
    list.rows[0] = copy
    XCTAssertEqual(probe.count, 1)
  }

  func testStaleObservableStateArrayElementAssignedBackNotifiesItsReaders() {
    var list = Board()
    list.rows = [Row(id: 1), Row(id: 2)]
    let stale = list.rows[0]
    list.rows[0].count += 1
    let probe = track { _ = list.rows[0].count }
    list.rows[0] = stale
    XCTAssertEqual(probe.count, 1)
    XCTAssertEqual(list.rows[0].count, 0)
  }

  func testUnchangedObservableStateArrayElementAssignedBackNotifiesNobody() {
    var list = Board()
    list.rows = [Row(id: 1), Row(id: 2)]
    let probe = track { _ = list.rows[0].count }
    list.rows[0] = list.rows[0]
    XCTAssertEqual(probe.count, 0)
  }
}
