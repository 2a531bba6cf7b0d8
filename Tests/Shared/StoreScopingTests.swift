@_spi(Testing) import ObservableStructs
import ObservableStructsTestSupport
import Observation
import XCTest

// Stores scoped to an optional child and to an enum case: they read and write through the
// parent, appear and disappear with the child, and never write into another child.

@MainActor
final class StoreScopingTests: XCTestCase {
  /// Some of these tests write through stores whose child is gone, on purpose: the runtime
  /// warnings they cause are collected, not printed.
  nonisolated override func invokeTest() {
    _ = _collectingRuntimeWarnings { super.invokeTest() }
  }

  // MARK: Optional child

  func testOptionalScopeIsNilWhenTheChildIsAbsent() {
    let store = Store(initialState: Board())
    XCTAssertNil(store.scope(\.detail))
    store.detail = Row(id: 1, count: 4)
    XCTAssertEqual(store.scope(\.detail)?.count, 4)
  }

  func testScopingAnOptionalRegistersAppearanceAndDisappearanceOnly() {
    let store = Store(initialState: Board())
    let renderer = CountedObservation(of: store) {
      _ = store.scope(\.detail)
    }
    store.detail = Row(id: 1)
    XCTAssertEqual(renderer.runs, 2, "the child appeared")
    store.detail?.count += 1
    store.scope(\.detail)?.title = "edited"
    XCTAssertEqual(
      renderer.runs, 2, "in-place edits of the child are not the scoping view's business")
    store.detail = nil
    XCTAssertEqual(renderer.runs, 3, "the child disappeared")
    renderer.cancel()
  }

  func testOptionalScopeReadsAndWritesThroughTheParent() {
    let store = Store(initialState: Board(detail: Row(id: 1)))
    let detail = store.scope(\.detail)!
    var seen: [Int] = []
    let token = store.observe { seen.append(store.detail?.count ?? -1) }
    detail.count += 2
    XCTAssertEqual(store.detail?.count, 2)
    store.update { $0.detail?.count += 1 }
    XCTAssertEqual(detail.count, 3)
    XCTAssertEqual(seen, [0, 2, 3])
    token.cancel()
  }

  func testOptionalScopeReadersAreToldOfTheirFieldOnly() {
    let store = Store(initialState: Board(detail: Row(id: 1)))
    let detail = store.scope(\.detail)!
    let count = track { _ = detail.count }
    let title = track { _ = detail.title }
    let board = track { _ = store.detail }
    detail.count += 1
    XCTAssertTrue(count.fired)
    XCTAssertFalse(title.fired)
    XCTAssertFalse(board.fired)
  }

  func testDismissedOptionalScopeReadsTheLastValueAndIgnoresWrites() {
    let store = Store(initialState: Board(detail: Row(id: 1, count: 7)))
    let detail = store.scope(\.detail)!
    store.detail = nil
    XCTAssertEqual(detail.count, 7)
    detail.count = 99
    detail.update { $0.title = "ignored" }
    XCTAssertNil(store.detail)
    XCTAssertEqual(detail.count, 7)
  }

  func testStaleOptionalScopeNeverWritesIntoANewChild() {
    let store = Store(initialState: Board(detail: Row(id: 1, count: 1)))
    let old = store.scope(\.detail)!
    store.detail = Row(id: 2, count: 20)
    old.count = 99
    XCTAssertEqual(store.detail?.count, 20)
    XCTAssertEqual(old.count, 1)
    store.detail = nil
    store.detail = Row(id: 3, count: 30)
    old.count += 1
    XCTAssertEqual(store.detail, Row(id: 3, count: 30))
    XCTAssertEqual(store.scope(\.detail)?.count, 30)
  }

  func testOptionalScopeStaysBoundAcrossParentEditsAndItsOwnReset() {
    let store = Store(initialState: Board(detail: Row(id: 1)))
    let detail = store.scope(\.detail)!
    store.update { $0.detail?.count = 5 }
    detail.count += 1
    XCTAssertEqual(store.detail?.count, 6)
    detail.state = Row(id: 1, count: 100)
    detail.count += 1
    XCTAssertEqual(store.detail?.count, 101)
  }

  func testOptionalScopeGoesStaleWhenTheRootIsResetToAnotherChild() {
    let store = Store(initialState: Board(detail: Row(id: 1)))
    let detail = store.scope(\.detail)!
    store.state = Board(detail: Row(id: 2, title: "another"))
    detail.count = 9
    XCTAssertEqual(store.detail?.count, 0)
  }

  func testOptionalScopeFollowsItsChildAcrossARootResetHoldingItsID() {
    let store = Store(initialState: Board(detail: Row(id: 1)))
    let detail = store.scope(\.detail)!
    store.state = Board(detail: Row(id: 1, title: "another"))
    XCTAssertEqual(detail.title, "another")
    detail.count = 9
    XCTAssertEqual(store.detail?.count, 9)
  }

  func testOptionalScopeStaysBoundWhenTheRootIsResetToEqualData() {
    let store = Store(initialState: Board(detail: Row(id: 1)))
    let detail = store.scope(\.detail)!
    let reader = track { _ = detail.count }
    store.state = Board(detail: Row(id: 1))
    XCTAssertEqual(reader.count, 0, "a reset to equal data told the child's reader")
    detail.count = 9
    XCTAssertEqual(store.detail?.count, 9)
    XCTAssertEqual(reader.count, 1)
  }

  func testDismissingRunsTheScopingObserverOnceAndNotAgainLater() async {
    let store = Store(initialState: Board(detail: Row(id: 1)))
    var presented: [Bool] = []
    let token = store.observe { presented.append(store.scope(\.detail) != nil) }
    store.detail = nil
    await nextMainQueueTurn()
    XCTAssertEqual(presented, [true, false])
    token.cancel()
  }

  func testScopingAnOptionalKeepsNoStoreAlive() {
    weak var released: Store<Board>?
    weak var releasedDetail: Store<Row>?
    do {
      let store = Store(initialState: Board(detail: Row(id: 1)))
      let detail = store.scope(\.detail)
      detail?.count += 1
      released = store
      releasedDetail = detail
    }
    XCTAssertNil(released)
    XCTAssertNil(releasedDetail)
  }

  // MARK: Enum case

  func testCaseScopeIsNilInAnotherCase() {
    let store = Store(initialState: Board(destination: .text("hi")))
    XCTAssertNil(store.childDestinationStore())
    store.destination = .child(Child(count: 3))
    XCTAssertEqual(store.childDestinationStore()?.count, 3)
  }

  func testCaseScopeWritesThePayloadInPlace() {
    let store = Store(initialState: Board(destination: .child(Child())))
    let child = store.childDestinationStore()!
    let destination = track { _ = store.destination }
    let count = track { _ = child.count }
    child.count += 1
    XCTAssertTrue(count.fired)
    XCTAssertFalse(destination.fired, "editing the payload does not switch the case")
    XCTAssertEqual(store.destination, .child(Child(count: 1)))
  }

  func testScopingACaseRegistersCaseSwitchesOnly() {
    let store = Store(initialState: Board())
    let renderer = CountedObservation(of: store) {
      _ = store.childDestinationStore()
    }
    store.destination = .child(Child())
    store.childDestinationStore()?.count += 1
    XCTAssertEqual(renderer.runs, 2)
    store.destination = .none
    XCTAssertEqual(renderer.runs, 3)
    renderer.cancel()
  }

  func testCaseScopeGoesStaleWhenTheCaseSwitches() {
    let store = Store(initialState: Board(destination: .child(Child(count: 2))))
    let child = store.childDestinationStore()!
    let warnings = _collectingRuntimeWarnings {
      store.destination = .text("elsewhere")
      child.count = 50
      XCTAssertEqual(store.destination, .text("elsewhere"))
      XCTAssertEqual(child.count, 2)
      store.destination = .child(Child(count: 8))
      child.count = 50
      XCTAssertEqual(store.destination, .child(Child(count: 8)))
    }
    XCTAssertEqual(warnings.count, 2, "each ignored write is reported: \(warnings)")
    XCTAssertTrue(
      warnings.allSatisfy { $0.contains("Store<Child>") && $0.contains("was ignored") },
      "\(warnings)")
    XCTAssertTrue(warnings.last?.hasSuffix("(2 times here so far)") == true, "\(warnings)")
  }
}
