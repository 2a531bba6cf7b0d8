import Foundation
import ObservableStateMacro
import XCTest

// The Todos example of the Composable Architecture, moved to this package: the state, the
// feature type that replaces its reducer, the effect that sorts completed todos after a delay,
// and the dependencies it is given. MovingAFeature.md (the DocC article) shows this code as it
// is written here; change both together.

// MARK: State

/// Which todos the list shows.
enum TodoFilter: CaseIterable, Hashable {
  case all
  case active
  case completed

  /// Whether the list shows `todo` under this filter.
  func shows(_ todo: TodoItem) -> Bool {
    switch self {
    case .all: true
    case .active: !todo.isComplete
    case .completed: todo.isComplete
    }
  }
}

@ObservableState
struct TodoItem: Equatable, Identifiable {
  let id: UUID
  var description = ""
  var isComplete = false
}

/// Asks before clearing the completed todos: present while the question is shown.
@ObservableState
struct ClearConfirmation: Equatable, Identifiable {
  var id: String { "clear-completed" }
  var count: Int
}

@ObservableState
struct TodoList: Equatable {
  var filter: TodoFilter = .all
  var todos: ObservableStateArray<TodoItem> = []
  var clearConfirmation: ClearConfirmation?

  var filteredTodos: ObservableStateArray<TodoItem> {
    todos.filter { filter.shows($0) }
  }

  var hasCompletedTodos: Bool {
    todos.contains { $0.isComplete }
  }

  /// Deletes the todos at `offsets` of the filtered list.
  mutating func delete(at offsets: IndexSet) {
    let shown = filteredTodos
    for offset in offsets {
      todos.remove(id: shown[offset].id)
    }
  }

  /// Moves todos by their offsets in the filtered list, as a list's `onMove` gives them.
  mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let shown = filteredTodos
    let from = IndexSet(source.compactMap { todos.index(id: shown[$0].id) })
    let to =
      destination < shown.count ? todos.index(id: shown[destination].id) : todos.endIndex
    todos.move(fromOffsets: from, toOffset: to ?? destination)
  }

  /// Puts the completed todos after the others, keeping the order within each group.
  mutating func sortCompletedTodos() {
    todos.sort { !$0.isComplete && $1.isComplete }
  }

  mutating func clearCompleted() {
    todos.removeAll { $0.isComplete }
  }
}

// MARK: Dependencies

/// What the todo list needs from outside: new ids and a clock to wait on.
@MainActor
protocol TodoListDependencies {
  func newID() -> UUID
  func sleep(for duration: Duration) async throws
}

/// The dependencies the app runs with.
struct LiveTodoListDependencies: TodoListDependencies {
  func newID() -> UUID { UUID() }

  func sleep(for duration: Duration) async throws {
    try await Task.sleep(for: duration)
  }
}

// MARK: Feature

/// What the user can do with the list, and the effects that follow.
@MainActor
final class TodoListFeature {
  let store: Store<TodoList>
  private let dependencies: any TodoListDependencies
  /// The sort that runs once the user stops completing todos; a newer one cancels it.
  private(set) var pendingSort: Task<Void, Never>?

  init(_ state: TodoList = TodoList(), dependencies: any TodoListDependencies) {
    self.store = Store(initialState: state)
    self.dependencies = dependencies
  }

  func addTodoButtonTapped() {
    let todo = TodoItem(id: dependencies.newID())
    store.update { $0.todos.insert(todo, at: 0) }
  }

  func toggleCompletion(of id: TodoItem.ID) {
    store.todos[id: id]?.isComplete.toggle()
    sortCompletedTodos(after: .seconds(1))
  }

  func delete(at offsets: IndexSet) {
    store.update { $0.delete(at: offsets) }
  }

  func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    store.update { $0.move(fromOffsets: source, toOffset: destination) }
    sortCompletedTodos(after: .milliseconds(100))
  }

  func clearCompletedButtonTapped() {
    let count = store.todos.filter(\.isComplete).count
    store.clearConfirmation = ClearConfirmation(count: count)
  }

  func confirmClearCompleted() {
    store.update {
      $0.clearCompleted()
      $0.clearConfirmation = nil
    }
  }

  func cancelClearCompleted() {
    store.clearConfirmation = nil
  }

  /// The stores of the rows the filter shows, for the list's `ForEach`.
  var visibleRows: [Store<TodoItem>] {
    let filter = store.filter
    return store.scope(each: \.todos).filter { filter.shows($0.state) }
  }

  private func sortCompletedTodos(after delay: Duration) {
    pendingSort?.cancel()
    pendingSort = Task {
      do {
        try await dependencies.sleep(for: delay)
      } catch {
        return  // cancelled by a newer sort
      }
      store.update { $0.sortCompletedTodos() }
    }
  }
}

// MARK: A fake for tests

/// Ids counting up from 1, and a clock that records how long it was asked to wait and does not
/// wait: it lets other tasks run once, then throws if its task was cancelled.
final class FakeTodoListDependencies: TodoListDependencies {
  private var lastID = 0
  private(set) var sleeps: [Duration] = []

  func newID() -> UUID {
    lastID += 1
    return Self.id(lastID)
  }

  /// The id `newID()` returns the `number`th time it is called.
  static func id(_ number: Int) -> UUID {
    UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", number))!
  }

  func sleep(for duration: Duration) async throws {
    sleeps.append(duration)
    await Task.yield()
    try Task.checkCancellation()
  }
}

// MARK: Tests

@MainActor
final class MovedFeatureTests: XCTestCase {
  private func feature(_ titles: [String]) -> (TodoListFeature, FakeTodoListDependencies) {
    let fake = FakeTodoListDependencies()
    let todos = titles.map { TodoItem(id: fake.newID(), description: $0) }
    let state = TodoList(todos: ObservableStateArray(uniqueElements: todos))
    return (TodoListFeature(state, dependencies: fake), fake)
  }

  func testAddingATodoPutsANewTodoFirstWithTheInjectedID() async {
    let (feature, _) = feature(["Buy milk"])
    feature.addTodoButtonTapped()
    XCTAssertEqual(feature.store.todos.count, 2)
    XCTAssertEqual(feature.store.todos[0].id, FakeTodoListDependencies.id(2))
    XCTAssertEqual(feature.store.todos[0].description, "")
    XCTAssertEqual(feature.store.todos[1].description, "Buy milk")
  }

  func testTheFilterChoosesTheVisibleRows() async {
    let (feature, _) = feature(["Check mail", "Buy milk", "Call mom"])
    feature.store.todos[2].isComplete = true
    feature.store.filter = .active
    XCTAssertEqual(feature.visibleRows.map(\.description), ["Check mail", "Buy milk"])
    feature.store.filter = .completed
    XCTAssertEqual(feature.visibleRows.map(\.description), ["Call mom"])
    XCTAssertEqual(feature.store.filteredTodos.map(\.description), ["Call mom"])
  }

  func testDeletingAndMovingUseOffsetsOfTheFilteredList() async {
    let (feature, _) = feature(["A", "B", "C", "D"])
    feature.store.update {
      $0.todos[1].isComplete = true
      $0.todos[3].isComplete = true
      $0.filter = .completed
    }
    feature.move(fromOffsets: [1], toOffset: 0)
    XCTAssertEqual(feature.store.todos.map(\.description), ["A", "D", "B", "C"])
    feature.delete(at: [0])
    XCTAssertEqual(feature.store.todos.map(\.description), ["A", "B", "C"])
  }

  func testCompletingATodoSortsItLastAfterTheClockWaits() async {
    let (feature, fake) = feature(["Check mail", "Buy milk", "Call mom"])
    let first = feature.store.todos[0].id
    feature.toggleCompletion(of: first)
    XCTAssertEqual(feature.store.todos[0].isComplete, true)
    XCTAssertEqual(feature.store.todos[0].id, first, "sorted before the clock waited")
    await feature.pendingSort?.value
    XCTAssertEqual(fake.sleeps, [.seconds(1)])
    XCTAssertEqual(feature.store.todos.map(\.description), ["Buy milk", "Call mom", "Check mail"])
  }

  func testANewCompletionCancelsTheSortInFlight() async {
    let (feature, fake) = feature(["A", "B", "C"])
    var listRenders = 0
    let list = feature.store.observe {
      listRenders += 1
      _ = feature.store.todos.ids
    }
    feature.toggleCompletion(of: feature.store.todos[0].id)
    let first = feature.pendingSort
    feature.toggleCompletion(of: feature.store.todos[1].id)
    await first?.value
    await feature.pendingSort?.value
    XCTAssertEqual(first?.isCancelled, true)
    XCTAssertEqual(fake.sleeps, [.seconds(1), .seconds(1)])
    XCTAssertEqual(feature.store.todos.map(\.description), ["C", "A", "B"])
    XCTAssertEqual(listRenders, 2, "the first render, then one sort")
    list.cancel()
  }

  func testClearingCompletedAsksFirstThroughAnOptionalChild() async {
    let (feature, _) = feature(["A", "B", "C"])
    feature.store.todos[0].isComplete = true
    feature.store.todos[2].isComplete = true
    XCTAssertNil(feature.store.scope(\.clearConfirmation))
    feature.clearCompletedButtonTapped()
    XCTAssertEqual(feature.store.scope(\.clearConfirmation)?.count, 2)
    feature.cancelClearCompleted()
    XCTAssertNil(feature.store.scope(\.clearConfirmation))
    XCTAssertEqual(feature.store.todos.count, 3)
    feature.clearCompletedButtonTapped()
    feature.confirmClearCompleted()
    XCTAssertNil(feature.store.clearConfirmation)
    XCTAssertEqual(feature.store.todos.map(\.description), ["B"])
    XCTAssertFalse(feature.store.hasCompletedTodos)
  }

  func testEditingOneRowReRendersOnlyThatRow() async {
    let (feature, _) = feature(["Check mail", "Buy milk", "Call mom"])
    var listRenders = 0
    let list = feature.store.observe {
      listRenders += 1
      _ = feature.visibleRows
    }
    var rowRenders = [0, 0, 0]
    let rows = feature.visibleRows.enumerated().map { offset, row in
      feature.store.observe {
        rowRenders[offset] += 1
        _ = (row.description, row.isComplete)
      }
    }

    feature.visibleRows[1].description = "Buy oat milk"
    XCTAssertEqual(rowRenders, [1, 2, 1], "only the edited row")
    XCTAssertEqual(listRenders, 1, "the list reads no description")

    feature.store.filter = .active
    feature.toggleCompletion(of: feature.store.todos[0].id)
    XCTAssertEqual(listRenders, 3, "the filter and a completion change which rows show")
    XCTAssertEqual(feature.visibleRows.map(\.description), ["Buy oat milk", "Call mom"])

    list.cancel()
    rows.forEach { $0.cancel() }
    feature.pendingSort?.cancel()
  }
}
