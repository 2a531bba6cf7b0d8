import ObservableStateMacro
import XCTest

// The code examples of the runtime's doc comments, compiled and run as written (SwiftUI
// fragments excepted: they need SwiftUI). A doc example that stops compiling fails here.

@ObservableState
private struct DocCounter {
  var count = 0
}

@ObservableState
private struct DocCounterFeature {
  var counter = DocCounter()
}

@ObservableState
private struct DocTodo: Identifiable {
  let id: Int
  var title = ""
  var isDone = false
}

@ObservableState
private struct DocTodos {
  var rows: ObservableStateArray<DocTodo> = []
}

final class DocExampleTests: XCTestCase {
  func testFreeObserveExampleCompilesAndPrintsAfterTheChange() {
    let seen = MainActor.assumeIsolated { freeObserveExample() }
    XCTAssertEqual(seen, [0, 1])
  }

  func testStoreExampleResetsAndUpdates() {
    let counts = MainActor.assumeIsolated { storeExample() }
    XCTAssertEqual(counts, [1, 0])
  }

  func testObservableStateArrayExampleEditsByPositionAndId() {
    var todos = DocTodos(rows: [DocTodo(id: 1), DocTodo(id: 2), DocTodo(id: 3), DocTodo(id: 4)])
    let id = 2
    todos.rows[3].title = "Milk"
    todos.rows.append(DocTodo(id: 5))
    todos.rows[id: id]?.isDone.toggle()
    XCTAssertEqual(todos.rows[3].title, "Milk")
    XCTAssertEqual(todos.rows.count, 5)
    XCTAssertEqual(todos.rows[id: 2]?.isDone, true)
  }
}

/// The free `observe` example; returns the counts the closure saw.
@MainActor
private func freeObserveExample() -> [Int] {
  let store = Store(initialState: DocCounterFeature())
  let seen = LockedValues()
  let token = observe {
    MainActor.assumeIsolated { seen.append(store.counter.count) }
  }
  store.update { $0.counter.count += 1 }
  token.cancel()
  return seen.values
}

/// The `Store` example; returns the count after the update and after the reset.
@MainActor
private func storeExample() -> [Int] {
  let store = Store(initialState: DocCounter())
  store.update { $0.count += 1 }
  let afterUpdate = store.count
  store.update { $0 = DocCounter() }
  return [afterUpdate, store.count]
}

/// Values appended from a `@Sendable` closure.
private final class LockedValues: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [Int] = []
  var values: [Int] { lock.withLock { stored } }
  func append(_ value: Int) { lock.withLock { stored.append(value) } }
}
