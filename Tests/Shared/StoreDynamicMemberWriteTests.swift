import Dispatch
import ObservableStructs
import ObservableStructsTestSupport
import Observation
import XCTest

// Writes through a store's dynamic members are each one `update`: after-change observers run
// before the write returns (no run loop needed), once, and see the new value.

@MainActor
final class StoreDynamicMemberWriteTests: XCTestCase {
  func testNestedCompoundWriteRunsObserversSynchronously() {
    let store = Store(initialState: Parent())
    var seen: [Int] = []
    let token = store.observe { seen.append(store.child.count) }
    store.child.count += 1
    XCTAssertEqual(seen, [0, 1], "the observer must run before the write returns")
    token.cancel()
  }

  func testNestedWriteRunsObserversOnceAndNotAgainOnALaterTurn() async {
    let store = Store(initialState: Parent())
    var seen: [Int] = []
    let token = store.observe { seen.append(store.child.count) }
    store.child.count += 1
    await nextMainQueueTurn()
    XCTAssertEqual(seen, [0, 1])
    token.cancel()
  }

  func testNestedAssignmentRunsObserversSynchronously() {
    let store = Store(initialState: Parent())
    var seen: [Int] = []
    let token = store.observe { seen.append(store.child.count) }
    store.child.count = 50
    XCTAssertEqual(seen, [0, 50])
    token.cancel()
  }

  func testTopLevelWritesRunObserversSynchronously() {
    let store = Store(initialState: Parent())
    var seen: [String] = []
    let token = store.observe { seen.append(store.name) }
    store.name = "a"
    store.name += "b"
    XCTAssertEqual(seen, ["", "a", "ab"])
    token.cancel()
  }

  func testWriteThroughStateRunsObserversSynchronously() {
    let store = Store(initialState: Parent())
    var seen: [Int] = []
    let token = store.observe { seen.append(store.child.count) }
    store.state.child.count += 1
    XCTAssertEqual(seen, [0, 1])
    token.cancel()
  }

  func testMutatingMethodThroughADynamicMemberIsOneUpdate() {
    let store = Store(initialState: Parent(rows: [Child(), Child()]))
    let observation = CountedObservation(of: store) {
      _ = store.rows.count
    }
    store.rows.append(Child())
    XCTAssertEqual(observation.runs, 2)
    store.rows.removeAll()
    XCTAssertEqual(observation.runs, 3)
    XCTAssertEqual(store.rows.count, 0)
    observation.cancel()
  }

  func testNestedWriteNotifiesExactlyLikeUpdate() {
    let store = Store(initialState: Parent())
    let childProbe = track { _ = store.child }
    let stateProbe = track { _ = store.state }
    let countProbe = track { _ = store.child.count }
    let labelProbe = track { _ = store.child.label }
    store.child.count += 1
    XCTAssertTrue(countProbe.fired)
    XCTAssertFalse(childProbe.fired, "an in-place edit does not notify readers of the child")
    XCTAssertFalse(stateProbe.fired)
    XCTAssertFalse(labelProbe.fired)
    XCTAssertEqual(store.child.count, 1)
  }

  func testNestedResetThroughADynamicMemberNotifiesReadersOfTheChild() {
    let store = Store(initialState: Parent())
    store.child.count = 3
    let childProbe = track { _ = store.child }
    var seen: [Int] = []
    let token = store.observe { seen.append(store.child.count) }
    store.child.reset()
    XCTAssertTrue(childProbe.fired)
    XCTAssertEqual(seen, [3, 0])
    token.cancel()
  }

  func testEachDynamicMemberWriteRunsAnObserverOnce() {
    let store = Store(initialState: Parent())
    let observation = CountedObservation(of: store) {
      _ = store.child.count
      _ = store.child.label
    }
    store.child.count += 1
    store.child.label = "x"
    XCTAssertEqual(observation.runs, 3)
    observation.cancel()
  }

  func testScopedStoreDynamicMemberWriteRunsObserversSynchronously() {
    let store = Store(initialState: Parent())
    let child = store.scope(\.child)
    var seen: [Int] = []
    let token = store.observe { seen.append(store.child.count) }
    child.count += 1
    child.count = 10
    XCTAssertEqual(seen, [0, 1, 10])
    token.cancel()
  }
}

/// Returns after the main queue has run everything enqueued before the call.
func nextMainQueueTurn() async {
  await withCheckedContinuation { continuation in
    DispatchQueue.main.async { continuation.resume() }
  }
}
