@_spi(Testing) import ObservableStructs
import Observation
import XCTest

// One store per row of an identified list: bound to the row's id, the same object across
// moves and re-scoping, reading and writing its own row only.

@MainActor
final class StoreRowScopingTests: XCTestCase {
  func testARowStoreOfAPlainListWritingBackACopyTellsOnlyTheReadersOfWhatItChanged() async {
    let store = Store(initialState: Board(list: [Row(id: 1), Row(id: 2)]))
    var titleRuns = 0
    let titlesView = store.observe {
      titleRuns += 1
      _ = store.list.map(\.title)
    }
    var shownCounts: [Int] = []
    let countView = store.observe { shownCounts.append(store.list[0].count) }
    let row = store.scope(each: \.list)[0]
    var copy = row.state
    copy.count = 5
    row.state = copy
    XCTAssertEqual(titleRuns, 1, "the list's readers were told of one row's count")
    XCTAssertEqual(shownCounts, [0, 5])
    row.count += 1
    XCTAssertEqual(shownCounts, [0, 5, 6])
    XCTAssertEqual(store.list.map(\.count), [6, 0])
    _ = (titlesView, countView)
  }

  /// Some of these tests write through stores whose child is gone, on purpose: the runtime
  /// warnings they cause are collected, not printed.
  nonisolated override func invokeTest() {
    _ = _collectingRuntimeWarnings { super.invokeTest() }
  }

  private func store(_ ids: [Int]) -> Store<Board> {
    let rows = ids.map { Row(id: $0, count: $0) }
    return Store(initialState: Board(rows: ObservableStateArray(uniqueElements: rows), list: rows))
  }

  func testScopingRowsThatShareAnIDWarnsOfIt() {
    let rows = [Row(id: 1, count: 1), Row(id: 1, count: 2), Row(id: 2, count: 3)]
    let store = Store(initialState: Board(rows: ObservableStateArray(rows), list: rows))
    let printed = _collectingRuntimeWarnings {
      XCTAssertEqual(store.scope(each: \.rows).map(\.id), [1, 1, 2])
      XCTAssertEqual(store.scope(each: \.list).map(\.id), [1, 1, 2])
    }
    XCTAssertEqual(printed.count, 2)
    XCTAssertTrue(
      printed.allSatisfy { $0.contains("more than one row with the id 1") }, "\(printed)")
    let unique = _collectingRuntimeWarnings { _ = self.store([1, 2, 3]).scope(each: \.rows) }
    XCTAssertEqual(unique, [])
  }

  func testRowStoresFollowTheListOrder() {
    let store = store([1, 2, 3])
    XCTAssertEqual(store.scope(each: \.rows).map(\.id), [1, 2, 3])
    XCTAssertEqual(store.scope(each: \.list).map(\.count), [1, 2, 3])
  }

  func testRowStoresAreIdentifiableAndStableAcrossMoves() {
    let store = store([1, 2, 3])
    let before = store.scope(each: \.rows)
    store.rows.swapAt(0, 2)
    store.rows.insert(Row(id: 4), at: 1)
    let after = store.scope(each: \.rows)
    XCTAssertEqual(after.map(\.id), [3, 4, 2, 1])
    XCTAssertTrue(after[0] === before[2])
    XCTAssertTrue(after[3] === before[0])
    XCTAssertEqual(after[0].id, before[2].id)
    XCTAssertEqual(Set(after.map(\.id)).count, 4)
  }

  func testRowStoreWritesItsOwnRowAfterMoves() {
    let store = store([1, 2, 3])
    let rows = store.scope(each: \.rows)
    let list = store.scope(each: \.list)
    store.rows.swapAt(0, 2)
    store.list.swapAt(0, 2)
    rows[0].count += 100
    list[0].count += 100
    XCTAssertEqual(store.rows.map(\.count), [3, 2, 101])
    XCTAssertEqual(store.list.map(\.count), [3, 2, 101])
  }

  func testEditingOneRowStoreNotifiesReadersOfThatRowOnly() {
    let store = store([1, 2, 3])
    let rows = store.scope(each: \.rows)
    var renders: [Int: Int] = [:]
    let tokens = rows.map { row in
      store.observe {
        _ = row.count
        renders[row.id, default: 0] += 1
      }
    }
    let listView = CountedObservation(of: store) {
      _ = store.scope(each: \.rows)
    }
    rows[1].count += 1
    store.rows[id: 3]?.title = "edited by id"
    XCTAssertEqual(renders, [1: 1, 2: 2, 3: 1])
    XCTAssertEqual(listView.runs, 1)
    XCTAssertEqual(store.rows.map(\.count), [1, 3, 3])
    tokens.forEach { $0.cancel() }
    listView.cancel()
  }

  func testScopingTheListRegistersStructuralChangesOnly() {
    let store = store([1, 2])
    let renderer = CountedObservation(of: store) {
      _ = store.scope(each: \.rows)
    }
    store.rows[id: 1]?.count += 1
    XCTAssertEqual(renderer.runs, 1)
    store.rows.append(Row(id: 3))
    XCTAssertEqual(renderer.runs, 2)
    store.rows.remove(id: 1)
    XCTAssertEqual(renderer.runs, 3)
    renderer.cancel()
  }

  func testScopingTheListIsNotToldOfAStateAssignedWholeThatLeavesTheListAsItWas() {
    let store = store([1, 2])
    let snapshot = store.state
    store.title = "edited"
    let renderer = CountedObservation(of: store) {
      _ = store.scope(each: \.rows)
    }
    store.state = snapshot
    XCTAssertEqual(store.title, "")
    XCTAssertEqual(renderer.runs, 1)
    var restored = store.state
    restored.rows.append(Row(id: 3))
    store.state = restored
    XCTAssertEqual(renderer.runs, 2)
    renderer.cancel()
  }

  func testRowStoreWriteRunsObserversOnceAndNotAgainLater() async {
    let store = store([1, 2])
    let row = store.scope(each: \.rows)[0]
    var seen: [Int] = []
    let token = store.observe { seen.append(row.count) }
    row.count += 1
    await nextMainQueueTurn()
    XCTAssertEqual(seen, [1, 2])
    token.cancel()
  }

  func testRemovedRowStoreReadsTheLastValueAndIgnoresWrites() {
    let store = store([1, 2])
    let rows = store.scope(each: \.rows)
    store.rows.remove(id: 1)
    XCTAssertEqual(rows[0].count, 1)
    rows[0].count = 50
    XCTAssertEqual(store.rows.map(\.count), [2])
    XCTAssertEqual(rows[1].count, 2)
  }

  func testARemovedRowsStoreIsNotReusedForOtherRows() {
    let store = store([1, 2])
    let first = store.scope(each: \.rows)[0]
    store.rows.remove(id: 1)
    _ = store.scope(each: \.rows)
    store.rows.append(Row(id: 1, count: 10))
    let again = store.scope(each: \.rows)
    XCTAssertFalse(again[1] === first)
    XCTAssertEqual(again[1].count, 10)
  }

  func testAStoreWithRowStoresIsReleasedWithItsRows() {
    weak var released: Store<Board>?
    weak var releasedRow: Store<Row>?
    do {
      let store = store([1, 2])
      let rows = store.scope(each: \.rows)
      rows[0].count += 1
      released = store
      releasedRow = rows[0]
    }
    XCTAssertNil(released, "row stores must not keep their parent alive through its cache")
    XCTAssertNil(releasedRow)
  }

  func testARowStoreKeepsItsParentAlive() {
    weak var released: Store<Board>?
    var row: Store<Row>?
    do {
      let store = store([1, 2])
      row = store.scope(each: \.rows)[1]
      released = store
    }
    XCTAssertNotNil(released)
    row?.count += 10
    XCTAssertEqual(released?.rows[id: 2]?.count, 12)
    row = nil
    XCTAssertNil(released)
  }

  func testRowStoreOfAPlainArrayFindsItsRowAfterAMove() {
    let store = store([1, 2, 3])
    let rows = store.scope(each: \.list)
    store.list.reverse()
    XCTAssertEqual(rows.map(\.count), [1, 2, 3])
    rows[2].title = "three"
    XCTAssertEqual(store.list.first?.title, "three")
  }
}
