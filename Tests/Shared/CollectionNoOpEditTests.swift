import ObservableStructs
import ObservableStructsTestSupport
import XCTest

// An edit of an `ObservableStateArray` that leaves the same elements in the same order notifies
// nobody, as the same edit of a plain `Array` property does not; the same edit that does
// change something notifies readers of the array. Directly and through a store.

final class CollectionNoOpEditTests: XCTestCase {
  private func board(_ ids: [Int] = [1, 2, 3]) -> Board {
    let rows = ids.map { Row(id: $0, count: $0) }
    return Board(rows: ObservableStateArray(uniqueElements: rows), list: rows)
  }

  /// Whether `edit` notified readers of `rows`, and the ids it left.
  private func notifies(
    _ ids: [Int] = [1, 2, 3], _ edit: (inout ObservableStateArray<Row>) -> Void
  ) -> (fired: Bool, ids: [Int]) {
    var board = board(ids)
    let probe = track { _ = board.rows }
    edit(&board.rows)
    return (probe.fired, Array(board.rows.ids))
  }

  func testRemoveAllWhereNothingMatchesNotifiesNobody() {
    XCTAssertEqual(notifies { $0.removeAll { $0.id > 10 } }.fired, false)
    XCTAssertEqual(notifies { $0.removeAll { $0.id == 2 } }.fired, true)
  }

  func testRemoveAllOfAnEmptyArrayNotifiesNobody() {
    XCTAssertEqual(notifies([]) { $0.removeAll() }.fired, false)
    XCTAssertEqual(notifies([]) { $0.removeAll(keepingCapacity: true) }.fired, false)
    XCTAssertEqual(notifies { $0.removeAll() }.ids, [])
    XCTAssertEqual(notifies { $0.removeAll(keepingCapacity: true) }.fired, true)
  }

  func testAppendingNothingNotifiesNobody() {
    XCTAssertEqual(notifies { $0.append(contentsOf: []) }.fired, false)
    XCTAssertEqual(notifies { $0.append(contentsOf: [Row]().lazy.map { $0 }) }.fired, false)
    XCTAssertEqual(notifies { $0.append(contentsOf: [Row(id: 4)]) }.ids, [1, 2, 3, 4])
    XCTAssertEqual(notifies { $0.append(contentsOf: [Row(id: 4)]) }.fired, true)
  }

  func testInsertingNothingNotifiesNobody() {
    XCTAssertEqual(notifies { $0.insert(contentsOf: [], at: 1) }.fired, false)
    XCTAssertEqual(notifies { $0.insert(contentsOf: [Row(id: 4)], at: 1) }.fired, true)
  }

  func testRemovingAnEmptyRangeNotifiesNobody() {
    XCTAssertEqual(notifies { $0.removeSubrange(1..<1) }.fired, false)
    XCTAssertEqual(notifies { $0.removeFirst(0) }.fired, false)
    XCTAssertEqual(notifies { $0.removeLast(0) }.fired, false)
    XCTAssertEqual(notifies { $0.removeSubrange(1..<2) }.fired, true)
  }

  func testReplacingElementsByThemselvesNotifiesNobody() {
    XCTAssertEqual(notifies { $0.replaceSubrange(0..<2, with: Array($0[0..<2])) }.fired, false)
    XCTAssertEqual(notifies { $0.replaceSubrange(1..<1, with: []) }.fired, false)
    XCTAssertEqual(notifies { $0.replaceSubrange(0..<2, with: [$0[1], $0[0]]) }.fired, true)
  }

  func testReplacingElementsByChangedCopiesNotifies() {
    let result = notifies {
      var copy = $0[0]
      copy.count += 10
      $0.replaceSubrange(0..<1, with: [copy])
    }
    XCTAssertEqual(result.fired, true)
  }

  func testSwappingAnElementWithItselfNotifiesNobody() {
    XCTAssertEqual(notifies { $0.swapAt(1, 1) }.fired, false)
    XCTAssertEqual(notifies { $0.swapAt(0, 1) }.ids, [2, 1, 3])
    XCTAssertEqual(notifies { $0.swapAt(0, 1) }.fired, true)
  }

  func testSortingASortedArrayNotifiesNobody() {
    XCTAssertEqual(notifies { $0.sort { $0.id < $1.id } }.fired, false)
    XCTAssertEqual(notifies { $0.sort { $0.id > $1.id } }.ids, [3, 2, 1])
    XCTAssertEqual(notifies { $0.sort { $0.id > $1.id } }.fired, true)
  }

  func testReversingOneElementNotifiesNobody() {
    XCTAssertEqual(notifies([1]) { $0.reverse() }.fired, false)
    XCTAssertEqual(notifies { $0.reverse() }.fired, true)
  }

  func testPartitioningAPartitionedArrayNotifiesNobody() {
    XCTAssertEqual(notifies { _ = $0.partition { $0.id > 2 } }.fired, false)
    XCTAssertEqual(notifies { _ = $0.partition { $0.id < 2 } }.fired, true)
  }

  func testRemovingNoSubrangesNotifiesNobody() {
    guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, macCatalyst 18, *) else { return }
    XCTAssertEqual(notifies { $0.removeSubranges(RangeSet()) }.fired, false)
    XCTAssertEqual(notifies { $0.removeSubranges(RangeSet(1..<2)) }.ids, [1, 3])
  }

  func testMovingNothingOrToTheSamePlaceNotifiesNobody() {
    guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, macCatalyst 18, *) else { return }
    XCTAssertEqual(notifies { _ = $0.moveSubranges(RangeSet(), to: 0) }.fired, false)
    XCTAssertEqual(notifies { _ = $0.moveSubranges(RangeSet(1..<2), to: 1) }.fired, false)
    XCTAssertEqual(notifies { _ = $0.moveSubranges(RangeSet(1..<2), to: 2) }.fired, false)
    XCTAssertEqual(notifies { _ = $0.moveSubranges(RangeSet(0..<1), to: 3) }.ids, [2, 3, 1])
  }

  func testRemovingOrClearingAnAbsentIdNotifiesNobody() {
    XCTAssertEqual(notifies { $0.remove(id: 9) }.fired, false)
    XCTAssertEqual(notifies { $0[id: 9] = nil }.fired, false)
    XCTAssertEqual(notifies { $0[id: 9]?.count += 1 }.fired, false)
  }

  func testReservingCapacityNotifiesNobody() {
    XCTAssertEqual(notifies { $0.reserveCapacity(100) }.fired, false)
  }

  func testNoOpEditsThroughAStoreNotifyNobody() {
    let initialState = board()
    MainActor.assumeIsolated {
      let store = Store(initialState: initialState)
      let rows = track { _ = store.rows }
      let list = track { _ = store.list }
      let state = track { _ = store.state }
      store.rows.removeAll { $0.id > 10 }
      store.rows.append(contentsOf: [])
      store.rows.swapAt(2, 2)
      store.rows.sort { $0.id < $1.id }
      store.rows.remove(id: 9)
      store.list.removeAll { $0.id > 10 }
      store.list.append(contentsOf: [])
      store.update { $0.rows.removeAll { $0.id > 10 } }
      store.update { $0.rows.removeSubrange(0..<0) }
      XCTAssertFalse(rows.fired)
      XCTAssertFalse(list.fired)
      XCTAssertFalse(state.fired)
      store.rows.removeAll { $0.id == 1 }
      XCTAssertTrue(rows.fired)
      XCTAssertEqual(Array(store.rows.ids), [2, 3])
    }
  }

  func testNoOpEditsOfAPlainArrayPropertyNotifyNobody() {
    var board = board()
    let probe = track { _ = board.list }
    board.list.removeAll { $0.id > 10 }
    board.list.append(contentsOf: [])
    board.list.swapAt(1, 1)
    board.list.sort { $0.id < $1.id }
    XCTAssertFalse(probe.fired)
  }
}
