import ObservableStructs
import ObservableStructsTestSupport
import XCTest

/// A mutating method that assigns `self` tells the replaced value's observers, also when
/// nothing owns the value: no parent accessor and no store is there to notice.
final class SelfReplacementTests: XCTestCase {
  func testSelfReplacementInMutatingMethodNotifiesObserversOfAnUnownedValue() {
    var child = Child(count: 42)
    let probe = track { _ = child.count }
    child.reset()
    XCTAssertEqual(probe.count, 1)
    XCTAssertEqual(child.count, 0)
  }

  func testReplacingSelfWithAnotherValueNotifiesObserversOfEveryProperty() {
    var child = Child(count: 1, label: "a")
    let countProbe = track { _ = child.count }
    let labelProbe = track { _ = child.label }
    child.replace(with: Child(count: 2, label: "b"))
    XCTAssertEqual(countProbe.count, 1)
    XCTAssertEqual(labelProbe.count, 1)
    XCTAssertEqual(child, Child(count: 2, label: "b"))
  }

  func testObserversOfTheNewValueAreTrackedAfterAReplacement() {
    var child = Child(count: 1)
    child.reset()
    let probe = track { _ = child.count }
    child.count += 1
    XCTAssertEqual(probe.count, 1)
  }

  func testReplacingSelfWithACopyOfItselfNotifiesNobody() {
    var child = Child(count: 7)
    let probe = track { _ = child.count }
    child.replace(with: child)
    XCTAssertEqual(probe.count, 0)
  }

  func testSelfReplacementThroughAParentStillNotifiesOnce() {
    var parent = Parent()
    parent.child.count = 2
    let probe = track { _ = parent.child.count }
    parent.child.reset()
    XCTAssertEqual(probe.count, 1, "withObservationTracking fires once, however many notify")
  }

  func testSelfReplacementChangingOnlyAnUntrackedLetTellsTheReadersOfItsPlace() {
    var board = StampBoard(pinned: StampedRow(id: 1, stamp: 0, text: "a"))
    let stampReader = track { _ = board.pinned.stamp }
    board.pinned.remake(text: "a")
    XCTAssertEqual(stampReader.count, 1)
    XCTAssertEqual(board.pinned.stamp, 1)
  }

  func testSelfReplacementChangingALetAndATrackedPropertyTellsTheReadersOfBoth() {
    var board = StampBoard(rows: [StampedRow(id: 1, stamp: 0, text: "a")])
    let stampReader = track { _ = board.rows.map(\.stamp) }
    let textReader = track { _ = board.rows[0].text }
    board.rows[0].remake(text: "b")
    XCTAssertEqual(stampReader.count, 1)
    XCTAssertEqual(textReader.count, 1)
    XCTAssertEqual(board.rows.map(\.stamp), [1])
  }

  @MainActor func testAnUndoRestoringARowsUntrackedLetTellsTheReadersOfTheList() {
    let store = Store(initialState: StampBoard(rows: [StampedRow(id: 1, stamp: 0, text: "a")]))
    let snapshot = store.state
    store.rows[0].remake(text: "b")
    let stampReader = track { _ = store.rows.map(\.stamp) }
    let textReader = track { _ = store.rows[0].text }
    store.state = snapshot
    XCTAssertEqual(stampReader.count, 1)
    XCTAssertEqual(textReader.count, 1)
    XCTAssertEqual(store.rows.map(\.stamp), [0])
  }

  @MainActor func testAnUndoInsideAnUpdateRestoringARowsUntrackedLetTellsTheReadersOfTheList() {
    let store = Store(initialState: StampBoard(rows: [StampedRow(id: 1, stamp: 0, text: "a")]))
    let snapshot = store.state
    store.update { $0.rows[0].remake(text: "b") }
    let stampReader = track { _ = store.rows.map(\.stamp) }
    store.update { $0 = snapshot }
    XCTAssertEqual(stampReader.count, 1)
    XCTAssertEqual(store.rows.map(\.stamp), [0])
  }
}
