import Dispatch
import Foundation
import ObservableStructs
import ObservableStructsTestSupport
import Observation
import XCTest

/// The runtime under concurrent use: identities minted on many threads, independent values and
/// copies sharing a registrar mutated from many tasks, and a `Store` driven by tasks that hop
/// to the main actor. Meant to run under the thread sanitizer as well:
/// `swift test --sanitize=thread --filter 'BehaviourOnHandWrittenTypesTests|ConcurrencyTests'`.
final class ConcurrencyTests: XCTestCase {
  static let taskCount = 8
  static let rounds = 200

  // MARK: - Identity

  func testIdentitiesMintedOnManyThreadsAreAllDistinct() {
    let perThread = 5_000
    let minted = LockedIdentities()
    DispatchQueue.concurrentPerform(iterations: Self.taskCount) { _ in
      var local: [ObservableStateID] = []
      local.reserveCapacity(perThread)
      for _ in 0..<perThread { local.append(ObservableStateID()) }
      minted.append(local)
    }
    let all = minted.all
    XCTAssertEqual(all.count, Self.taskCount * perThread)
    XCTAssertEqual(Set(all).count, all.count, "an identity was minted twice")
  }

  func testWillModifyOnManyThreadsGivesDistinctIdentities() {
    let perThread = 2_000
    let seen = LockedIdentities()
    DispatchQueue.concurrentPerform(iterations: Self.taskCount) { _ in
      var child = Child()
      var local: [ObservableStateID] = [child._$id]
      for _ in 0..<perThread {
        child._$willModify()
        local.append(child._$id)
      }
      seen.append(local)
    }
    let all = seen.all
    XCTAssertEqual(Set(all).count, all.count, "_$willModify reused an identity")
  }

  // MARK: - Independent values

  func testIndependentValuesMutatedFromManyTasksNotifyTheirOwnObservers() async {
    let results = await withTaskGroup(of: (Int, Int, Int, Int).self) { group in
      for _ in 0..<Self.taskCount {
        group.addTask { Self.mutateOwnParent(rounds: Self.rounds) }
      }
      var collected: [(Int, Int, Int, Int)] = []
      for await result in group { collected.append(result) }
      return collected
    }
    XCTAssertEqual(results.count, Self.taskCount)
    for (count, countFires, childFires, rows) in results {
      XCTAssertEqual(count, Self.rounds)
      XCTAssertEqual(countFires, Self.rounds, "every in-place change notifies child.count")
      XCTAssertEqual(childFires, 0, "in-place changes never notify parent.child (R3)")
      XCTAssertEqual(rows, Self.rounds)
    }
  }

  /// One task's work: its own `Parent`, observed and mutated `rounds` times. Returns the final
  /// count, how often observers of `child.count` and of `child` fired, and the row count.
  private static func mutateOwnParent(rounds: Int) -> (Int, Int, Int, Int) {
    var parent = Parent()
    var countFires = 0
    var childFires = 0
    for _ in 0..<rounds {
      let countProbe = track { _ = parent.child.count }
      let childProbe = track { _ = parent.child }
      parent.child.count += 1
      parent.rows.append(Child())
      parent._$willModify()
      countFires += countProbe.count
      childFires += childProbe.count
    }
    return (parent.child.count, countFires, childFires, parent.rows.count)
  }

  func testCopiesSharingARegistrarAreMutatedFromManyTasks() async {
    // A plain copy shares its registrar (R8), so tasks mutating their own copies all go
    // through one ObservationRegistrar at once.
    let original = Parent()
    let probe = track { _ = original.child.count }
    let counts = await withTaskGroup(of: Int.self) { group in
      for _ in 0..<Self.taskCount {
        group.addTask {
          var copy = original
          for _ in 0..<Self.rounds {
            copy.child.count += 1
            copy.name += "x"
          }
          copy._$willModify()
          copy.child.count += 1
          return copy.child.count
        }
      }
      var counts: [Int] = []
      for await count in group { counts.append(count) }
      return counts
    }
    XCTAssertEqual(counts, Array(repeating: Self.rounds + 1, count: Self.taskCount))
    XCTAssertEqual(original.child.count, 0, "copies never change the original")
    // Observation's registrar calls a tracking's onChange outside its lock and cancels the
    // tracking afterwards, so writers racing on one registrar may each call it: at least
    // once, never more than once per writer.
    XCTAssertTrue((1...Self.taskCount).contains(probe.count), "fired \(probe.count) times")
  }

  // MARK: - Store

  @MainActor
  func testStoreDrivenFromConcurrentTasksHoppingToTheMainActor() async {
    let store = Store(initialState: Parent())
    let (runs, token) = observeChildCount(of: store)
    let childProbe = track { _ = store.child }
    let nameProbe = track { _ = store.name }
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<Self.taskCount {
        group.addTask {
          for _ in 0..<Self.rounds {
            await MainActor.run { store.update { $0.child.count += 1 } }
            await MainActor.run { store.update { $0.rows.append(Child()) } }
          }
        }
      }
    }
    let total = Self.taskCount * Self.rounds
    XCTAssertEqual(store.child.count, total)
    XCTAssertEqual(store.rows.count, total)
    XCTAssertEqual(runs.count, 1 + total, "observe runs once per change it read")
    XCTAssertFalse(childProbe.fired, "in-place changes never notify readers of child (R3)")
    XCTAssertFalse(nameProbe.fired)
    token.cancel()
    store.update { $0.child.count += 1 }
    XCTAssertEqual(runs.count, 1 + total, "a cancelled observation never runs again")
  }

  @MainActor
  func testStoreResetsFromConcurrentTasksKeepObservationAlive() async {
    let store = Store(initialState: Parent())
    let (runs, token) = observeChildCount(of: store)
    await withTaskGroup(of: Void.self) { group in
      for task in 0..<Self.taskCount {
        group.addTask {
          for round in 0..<Self.rounds {
            await MainActor.run {
              if (task + round) % 5 == 0 {
                store.update { $0 = Parent() }
              } else {
                store.update { $0.child.count += 1 }
              }
            }
          }
        }
      }
    }
    XCTAssertEqual(runs.count, 1 + Self.taskCount * Self.rounds)
    let probe = track { _ = store.child.count }
    store.update { $0.child.count += 1 }
    XCTAssertTrue(probe.fired, "observers still fire after concurrent resets")
    withExtendedLifetime(token) {}
  }

  /// Starts an observation of `store.child.count`; the probe counts its runs, the first one
  /// included, and the token keeps it alive.
  @MainActor
  private func observeChildCount(of store: Store<Parent>) -> (ObservationProbe, ObservationToken) {
    let runs = ObservationProbe()
    let token = store.observe {
      _ = store.child.count
      runs.record()
    }
    return (runs, token)
  }

  @MainActor
  func testObservationTokensCancelledFromManyThreads() async {
    let tokens = (0..<64).map { _ in observe {} }
    DispatchQueue.concurrentPerform(iterations: tokens.count) { index in
      tokens[index].cancel()
      tokens[(index + 1) % tokens.count].cancel()
    }
    XCTAssertEqual(Set(tokens).count, tokens.count)
  }
}

/// Identities collected from many threads behind an `NSLock`, which (unlike `Mutex` on Linux,
/// built on raw futexes) the thread sanitizer understands.
private final class LockedIdentities: @unchecked Sendable {
  private let lock = NSLock()
  private var identities: [ObservableStateID] = []

  /// Adds a thread's identities.
  func append(_ more: [ObservableStateID]) {
    lock.withLock { identities += more }
  }

  /// Everything added so far.
  var all: [ObservableStateID] { lock.withLock { identities } }
}
