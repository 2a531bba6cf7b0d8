import ObservableStructs
import Observation
import XCTest

// The toolchain's `Observations` async sequence works with annotated values and stores: it
// yields the current value, then a new value after each change to what its closure read.

@MainActor
final class ObservationsSequenceTests: XCTestCase {
  func testObservationsYieldsStoreValuesAfterMutations() async throws {
    guard #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, *) else {
      throw XCTSkip("Observations needs the Swift 6.2 runtime")
    }
    let store = Store(initialState: Parent())
    var values = Observations { store.child.count * 10 + store.name.count }.makeAsyncIterator()
    let initial = await values.next()
    XCTAssertEqual(initial, 0)
    store.child.count += 1
    let afterEdit = await values.next()
    XCTAssertEqual(afterEdit, 10)
    store.update { $0.name = "ab" }
    let afterUpdate = await values.next()
    XCTAssertEqual(afterUpdate, 12)
    store.state = Parent()
    let afterReset = await values.next()
    XCTAssertEqual(afterReset, 0)
  }

  func testObservationsYieldsAnnotatedValuesHeldByAClass() async throws {
    guard #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, *) else {
      throw XCTSkip("Observations needs the Swift 6.2 runtime")
    }
    let model = ParentModel()
    var values = Observations { model.parent.optional?.count }.makeAsyncIterator()
    let initial = await values.next()
    XCTAssertEqual(initial, .some(nil))
    model.parent.optional = Child(count: 4)
    let appeared = await values.next()
    XCTAssertEqual(appeared, 4)
    model.parent.optional?.count += 1
    let edited = await values.next()
    XCTAssertEqual(edited, 5)
  }

  func testObservationsYieldsScopedStoreValues() async throws {
    guard #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, *) else {
      throw XCTSkip("Observations needs the Swift 6.2 runtime")
    }
    let store = Store(initialState: Board(rows: [Row(id: 1), Row(id: 2)]))
    let second = store.scope(each: \.rows)[1]
    var values = Observations { second.count }.makeAsyncIterator()
    let initial = await values.next()
    XCTAssertEqual(initial, 0)
    second.count += 3
    let edited = await values.next()
    XCTAssertEqual(edited, 3)
  }
}

/// A main-actor class holding an annotated value, as a view model would.
@MainActor
final class ParentModel {
  var parent = Parent()
}
