import Foundation
@_spi(Testing) import ObservableStructs
import XCTest

extension Parent {
  /// A getter that writes into a copy of `child`: in a store's state, the copy separates from
  /// the state at that write and tells nobody.
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

  func testAGetterThatEditsACopyOfStoreStateDoesNotLoop() async {
    let (renders, store) = await rendersOfTwoScreens(named: "copied", reading: \.labelledCopy)
    XCTAssertEqual(renders, [1, 1])
    XCTAssertEqual(store.labelledCopy.label, "copied")
    XCTAssertEqual(store.child.label, "", "the getter's copy left the state alone")
  }

  func testObserversWhoseWritesReRunEachOtherAreReportedNamingTheProperty() async {
    let screens = LoopingScreens()
    let printed = await _collectingRuntimeWarnings {
      let tokens = [
        observe { screens.copyNameIntoLabel() },
        observe { screens.copyLabelIntoName() },
      ]
      await settle(turns: 10)
      tokens.forEach { $0.cancel() }
    }
    XCTAssertGreaterThan(screens.renders, 3, "the observers no longer re-run each other")
    XCTAssertFalse(printed.isEmpty, "the loop was reported")
    XCTAssertLessThan(printed.count, screens.renders, "repeats of one loop are rate-limited")
    let loops = _$runtimeWarnings.filter { $0.hasPrefix("Observation loop") }
    XCTAssertTrue(
      loops.contains {
        $0.contains("label") || $0.contains("name") || $0.contains("a property of")
      }, "\(loops)")
  }

  func testACopyStoredIntoANewValueInAGetterDoesNotLoop() async {
    let (renders, store) = await rendersOfTwoScreens(
      named: "embedded", reading: \.labelledEmbeddedCopy)
    XCTAssertEqual(renders, [1, 1])
    XCTAssertEqual(store.labelledEmbeddedCopy.label, "embedded")
  }
}

/// Two screens over one value, each writing what the other reads: a label made from the name,
/// and a name made from the label, which grow until they reach twenty characters.
@MainActor
private final class LoopingScreens {
  var parent = Parent()
  private(set) var renders = 0

  func copyNameIntoLabel() {
    renders += 1
    parent.child.label = String((parent.name + ".").prefix(20))
  }

  func copyLabelIntoName() {
    parent.name = String((parent.child.label + "!").prefix(20))
  }
}
