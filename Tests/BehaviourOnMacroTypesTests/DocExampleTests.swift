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

@ObservableState
private struct DocEditState {
  var draft = ""
}

@ObservableState
private enum DocDestination {
  case edit(DocEditState)
  case compare(DocTodo, DocTodo)
  case none
}

@ObservableState
private struct DocApp {
  var destination: DocDestination = .none
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

  func testEnumCaseScopingExamplesEditThePayload() {
    let (draft, compared) = MainActor.assumeIsolated { enumCaseScopingExample() }
    XCTAssertEqual(draft, "Buy bread")
    XCTAssertEqual(compared, [false, true])
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
  let token = observe { seen.append(store.counter.count) }
  store.update { $0.counter.count += 1 }
  token.cancel()
  return seen.values
}

/// The enum-case examples of `StoresAndScoping.md`; returns the draft written through the
/// `edit` case's store and whether each todo of the `compare` case is done.
@MainActor
private func enumCaseScopingExample() -> (draft: String?, compared: [Bool]) {
  let store = Store(initialState: DocApp())
  store.destination = .edit(DocEditState())
  if let edit = store.scope(\.destination, case: DocDestination.edit) {
    edit.draft = "Buy bread"
  }
  guard case .edit(let state) = store.destination else { return (nil, []) }
  store.destination = .compare(DocTodo(id: 1), DocTodo(id: 2))
  let left = store.scope(\.destination, case: DocDestination.compare, at: \.0)
  let right = store.scope(\.destination, case: DocDestination.compare, at: \.1)
  right?.isDone = true
  guard case .compare(let first, let second) = store.destination, left != nil else {
    return (state.draft, [])
  }
  return (state.draft, [first.isDone, second.isDone])
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
