import ObservableStructs
import ObservableStructsTestSupport
import Observation
import Synchronization
import XCTest

@MainActor
final class StoreTests: XCTestCase {
  // MARK: R10 — the store owns the root and notifies only on identity changes

  func testR10_readingThroughTheStoreSubscribesToThatFieldOnly() {
    let store = Store(initialState: Parent())
    let nameProbe = track { _ = store.name }
    store.update { $0.isOn = true }
    store.update { $0.child.count += 1 }
    XCTAssertFalse(nameProbe.fired)
    store.update { $0.name = "x" }
    XCTAssertTrue(nameProbe.fired)
  }

  func testR10_inPlaceMutationsDoNotNotifyStoreLevelObservers() {
    let store = Store(initialState: Parent())
    let stateProbe = track { _ = store.state }
    store.update { $0.child.count += 1 }
    store.update { $0.rows.append(Child()) }
    store.isOn = true
    XCTAssertFalse(stateProbe.fired)
  }

  func testR10_resetNotifiesEveryReaderEvenWhenDataIsEqual() {
    let store = Store(initialState: Parent())
    let countProbe = track { _ = store.child.count }
    store.update { $0 = Parent() }
    XCTAssertTrue(countProbe.fired)
    let afterReset = track { _ = store.child.count }
    store.update { $0.child.count += 1 }
    XCTAssertTrue(afterReset.fired, "observation must survive a data-equal reset")
  }

  func testR10_assigningStateWithTheSameIdentityDoesNotNotifyStoreObservers() {
    let store = Store(initialState: Parent())
    let stateProbe = track { _ = store.state }
    store.state = store.state
    XCTAssertFalse(stateProbe.fired)
  }

  func testR10_assigningAStaleSnapshotBackIsAReset() {
    let store = Store(initialState: Parent())
    let snapshot = store.state
    store.update { $0.child.count += 1 }
    let probe = track { _ = store.child.count }
    store.state = snapshot
    XCTAssertTrue(probe.fired)
    XCTAssertEqual(store.child.count, 0)
  }

  func testR10_scopedStoreStaysInSyncBothWays() {
    let store = Store(initialState: Parent())
    let child = store.scope(\.child)
    child.update { $0.count = 3 }
    XCTAssertEqual(store.child.count, 3)
    store.update { $0.child.count = 5 }
    XCTAssertEqual(child.count, 5)
  }

  func testR10_scopedStoreSurvivesTheParentReplacingTheChild() {
    let store = Store(initialState: Parent())
    let child = store.scope(\.child)
    let probe = track { _ = child.count }
    store.update { $0.child = Child(count: 8) }
    XCTAssertTrue(probe.fired)
    XCTAssertEqual(child.count, 8)
    let next = track { _ = child.count }
    child.update { $0.count += 1 }
    XCTAssertTrue(next.fired)
    XCTAssertEqual(store.child.count, 9)
  }

  func testR10_scopedStoreReadersAreNotToldOfSiblingChanges() {
    let store = Store(initialState: Parent())
    let child = store.scope(\.child)
    let probe = track { _ = child.count }
    store.update { $0.name = "sibling" }
    store.update { $0.rows.append(Child()) }
    XCTAssertFalse(probe.fired)
  }

  // MARK: R11 — after-change observation

  func testR11_observeRunsAfterTheMutationWithTheNewValue() {
    let store = Store(initialState: Parent())
    var seen: [Int] = []
    let token = store.observe { seen.append(store.child.count) }
    store.update { $0.child.count = 1 }
    store.update { $0.child.count += 1 }
    XCTAssertEqual(seen, [0, 1, 2])
    token.cancel()
  }

  func testR11_observeRunsOncePerMutation() {
    let store = Store(initialState: Parent())
    let observation = CountedObservation(of: store) {
      _ = store.child.count
      _ = store.name
    }
    store.update {
      $0.child.count += 1
      $0.name = "a"
      $0.child.count += 1
    }
    XCTAssertEqual(observation.runs, 2)
    observation.cancel()
  }

  func testR11_observeRetracksWhatEachRunReads() {
    let store = Store(initialState: Parent())
    let observation = CountedObservation(of: store) {
      if store.isOn { _ = store.name }
    }
    store.update { $0.name = "ignored while off" }
    XCTAssertEqual(observation.runs, 1)
    store.update { $0.isOn = true }
    XCTAssertEqual(observation.runs, 2)
    store.update { $0.name = "seen while on" }
    XCTAssertEqual(observation.runs, 3)
    observation.cancel()
  }

  func testR11_cancelledObservationNeverRunsAgain() {
    let store = Store(initialState: Parent())
    let observation = CountedObservation(of: store) {
      _ = store.child.count
    }
    observation.cancel()
    store.update { $0.child.count += 1 }
    XCTAssertEqual(observation.runs, 1)
  }

  func testR11_freeAndStoreObserveTakeTheSameMainActorClosure() {
    let store = Store(initialState: Child())
    var seen: [String] = []
    let render: @MainActor () -> Void = { seen.append("count \(store.count)") }
    let tokens = [observe(render), store.observe(render)]
    store.count = 3
    XCTAssertEqual(seen, ["count 0", "count 0", "count 3", "count 3"])
    tokens.forEach { $0.cancel() }
  }

  func testR11_freeFunctionObservesReadsAcrossStores() {
    let first = Store(initialState: Child())
    let second = Store(initialState: Child())
    let seen = SeenCounts()
    let token = observe { seen.append(first.count * 100 + second.count) }
    first.update { $0.count += 1 }
    second.update { $0 = Child(count: 7) }
    XCTAssertEqual(seen.values, [0, 100, 107])
    token.cancel()
  }

  func testR11_changeOutsideAStoreRunsAfterwardsOnTheMainQueue() async {
    let box = ParentBox()
    let seen = SeenCounts()
    let ranAgain = expectation(description: "observer re-ran")
    let token = observe {
      seen.append(box.parent.child.count)
      if seen.values.count == 2 { ranAgain.fulfill() }
    }
    box.parent.child.count += 1
    XCTAssertEqual(seen.values, [0], "never before the change lands")
    await fulfillment(of: [ranAgain], timeout: 5)
    XCTAssertEqual(seen.values, [0, 1])
    token.cancel()
  }

  // MARK: The scenarios the rules come from: a reset counter, two counters and their sum, a badge

  func testSeed_counterResetKeepsTheViewUpdating() {
    let store = Store(initialState: Child())
    var renders: [Int] = []
    let token = store.observe { renders.append(store.count) }
    store.update { $0.count += 1 }
    store.update { $0 = Child() }
    store.update { $0.count += 1 }
    XCTAssertEqual(renders, [0, 1, 0, 1])
    token.cancel()
  }

  func testSeed_twoCountersSumOffDoesNotRenderParent() {
    let store = Store(initialState: Parent(rows: [Child(), Child()]))
    let parentView = CountedObservation(of: store) {
      if store.isOn { _ = store.rows.reduce(0) { $0 + $1.count } }
    }
    store.update { $0.rows[0].count += 1 }
    XCTAssertEqual(parentView.runs, 1, "sum off: child changes must not re-render the parent")
    store.update { $0.isOn = true }
    store.update { $0.rows[1].count += 1 }
    XCTAssertEqual(parentView.runs, 3)
    parentView.cancel()
  }

  func testSeed_listBadgeReadsOnlyTheCount() {
    let store = Store(initialState: Parent(rows: [Child(), Child()]))
    let badge = CountedObservation(of: store) {
      _ = store.rows.count
    }
    store.update { $0.rows[0].label = "edited" }
    XCTAssertEqual(badge.runs, 1)
    store.update { $0.rows.append(Child()) }
    XCTAssertEqual(badge.runs, 2)
    badge.cancel()
  }
}

/// A reference holder for a parent value, so a `@Sendable` closure can read it.
final class ParentBox: @unchecked Sendable {
  var parent = Parent()
}

/// Values seen by an observation, recorded from a `@Sendable` closure.
final class SeenCounts: Sendable {
  private let storage = Mutex<[Int]>([])
  var values: [Int] { storage.withLock { $0 } }
  func append(_ value: Int) { storage.withLock { $0.append(value) } }
}
