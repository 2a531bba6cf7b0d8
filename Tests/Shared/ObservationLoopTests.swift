import Foundation
import ObservableStructs
import XCTest

extension Parent {
  /// A getter that writes into a bare copy of `child`: the copy shares `child`'s observers, so
  /// every read tells the readers of `child.label`.
  fileprivate var labelledCopy: Child {
    var copy = child
    copy.label = name
    return copy
  }

  /// A getter that stores a copy of `child` into a new value before writing: the stored copy
  /// has observers of its own, so the write tells nobody.
  fileprivate var labelledEmbeddedCopy: Child {
    var holder = Parent()
    holder.child = child
    holder.child.label = name
    return holder.child
  }
}

/// Observers whose reads write state re-run each other; the runtime names the property once
/// instead of spinning silently, and a copy stored into a new value does not loop at all.
@MainActor
final class ObservationLoopTests: XCTestCase {
  /// Lets the main queue run what was queued on it, `turns` times.
  private func settle(turns: Int) async {
    for _ in 0..<turns {
      await withCheckedContinuation { continuation in
        DispatchQueue.main.async { continuation.resume() }
      }
    }
  }

  /// How often each of two screens rendered over ten turns of the main queue, both reading
  /// `read` of a store whose state is named `name`.
  private func rendersOfTwoScreens(named name: String, reading read: KeyPath<Parent, Child>)
    async -> (renders: [Int], store: Store<Parent>)
  {
    var state = Parent()
    state.name = name
    let store = Store(initialState: state)
    var renders = [0, 0]
    let tokens = (0..<2).map { screen in
      store.observe {
        renders[screen] += 1
        _ = store[dynamicMember: read].label
      }
    }
    await settle(turns: 10)
    tokens.forEach { $0.cancel() }
    return (renders, store)
  }

  func testObserversWhoseReadsWriteWhatTheOtherReadsAreReportedNamingTheProperty() async {
    let (renders, _) = await rendersOfTwoScreens(named: "looping", reading: \.labelledCopy)
    XCTAssertGreaterThan(renders[0], 3, "the getter's write no longer loops: use another case")
    // Once per property for the whole process: the other test targets' types may have
    // reported theirs already.
    let loops = _$runtimeWarnings.filter { $0.hasPrefix("Observation loop") }
    XCTAssertTrue(
      loops.contains { $0.contains("Child.label") || $0.contains("a property of Child") },
      "\(loops)")
  }

  func testACopyStoredIntoANewValueInAGetterDoesNotLoop() async {
    let (renders, store) = await rendersOfTwoScreens(
      named: "embedded", reading: \.labelledEmbeddedCopy)
    XCTAssertEqual(renders, [1, 1])
    XCTAssertEqual(store.labelledEmbeddedCopy.label, "embedded")
  }
}
