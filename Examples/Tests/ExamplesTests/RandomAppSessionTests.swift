import ContactsFeature
import CounterFeature
import Dispatch
import Foundation
@_spi(Testing) import ObservableStructs
import Observation
import TodosFeature
import TwoCountersFeature
import XCTest

// Seeded random sessions over the four example apps, with an exact oracle: every view is a
// closure rendering a string, observed through `observe` and through `withObservationTracking`.
// After every step, and again after one turn of the main queue, each view's fresh read must
// equal what it last showed; a view that holds a scoped store (a sheet, a row) must also show
// what the store's state gives for it. Otherwise the view is stale: the test fails with the
// seed and the steps so far as Swift code. A render that shows what the view already showed is
// spurious: counted and printed per app, never asserted.
//
// `SESSION_STEPS` sets the steps per app (default 500); `FUZZ_SEED` the seed (default 1).

/// A small deterministic generator (SplitMix64).
struct SplitMix64 {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

  mutating func pick<Element>(_ elements: [Element]) -> Element {
    elements[below(elements.count)]
  }
}

/// One view of an app: what it shows, how often it rendered and how often it showed again what
/// it already showed.
@MainActor
final class AppView {
  let name: String
  private let render: @MainActor () -> String
  /// What the view should show according to the store's state, or `nil` when there is nothing
  /// to compare with (its row is gone, its sheet is dismissed).
  private let truth: (@MainActor () -> String?)?
  private(set) var shown = ""
  private(set) var renders = 0
  private(set) var spuriousRenders = 0
  private var token: ObservationToken?
  private var isDirty = false
  private var isTracking = false

  init(
    name: String, render: @escaping @MainActor () -> String,
    truth: (@MainActor () -> String?)? = nil
  ) {
    self.name = name
    self.render = render
    self.truth = truth
  }

  func observeWithStore() {
    token = ObservableStructs.observe { [weak self] in self?.show() }
  }

  func observeWithTracking() {
    isTracking = true
    track()
  }

  private func track() {
    isDirty = false
    withObservationTracking {
      show()
    } onChange: { [weak self] in
      MainActor.assumeIsolated { self?.isDirty = true }
    }
  }

  func renderIfDirty() {
    if isTracking && isDirty { track() }
  }

  private func show() {
    let value = render()
    renders += 1
    if renders > 1 && value == shown { spuriousRenders += 1 }
    shown = value
  }

  /// Describes how the view is stale, or returns `nil` when it shows what it should.
  func staleness() -> String? {
    let fresh = render()
    if fresh != shown {
      return "view '\(name)' shows \(shown.debugDescription), a fresh read gives "
        + fresh.debugDescription
    }
    if let truth, let expected = truth(), expected != shown {
      return "view '\(name)' shows \(shown.debugDescription), the state gives "
        + expected.debugDescription
    }
    return nil
  }

  func stop() {
    token?.cancel()
    token = nil
    isTracking = false
  }
}

/// Plays one app: its views, its random steps and the steps so far as Swift code.
@MainActor
final class AppSession {
  var random: SplitMix64
  private var views: [AppView] = []
  private var dynamicViews: [String: AppView] = [:]
  private var retiredViews: [AppView] = []
  private(set) var script: [String] = []
  private var nextWord = 0

  init(seed: UInt64) { random = SplitMix64(seed: seed) }

  /// Mounts a view twice: observed with `observe` and with `withObservationTracking`.
  /// Returns the view observed with `observe`.
  @discardableResult
  func mount(
    _ name: String, truth: (@MainActor () -> String?)? = nil,
    _ render: @escaping @MainActor () -> String
  ) -> AppView {
    let pair = makePair(name, truth: truth, render)
    views += pair
    return pair[0]
  }

  private func makePair(
    _ name: String, truth: (@MainActor () -> String?)?, _ render: @escaping @MainActor () -> String
  ) -> [AppView] {
    let observed = AppView(name: name + "·observe", render: render, truth: truth)
    observed.observeWithStore()
    let tracked = AppView(name: name + "·tracking", render: render, truth: truth)
    tracked.observeWithTracking()
    return [observed, tracked]
  }

  /// Keeps exactly the dynamic views (rows, sheets) whose keys are in `wanted`, mounting the
  /// missing ones; a view is mounted twice, as `mount` does.
  func reconcile(
    prefix: String,
    _ wanted: [(
      key: String, name: String, truth: (@MainActor () -> String?)?, render: @MainActor () -> String
    )]
  ) {
    let keys = Set(wanted.map(\.key))
    for (key, view) in dynamicViews where key.hasPrefix(prefix) && !keys.contains(key.dropSuffix) {
      view.stop()
      retiredViews.append(view)
      dynamicViews[key] = nil
    }
    for entry in wanted where dynamicViews[entry.key + "#o"] == nil {
      let pair = makePair(entry.name, truth: entry.truth, entry.render)
      dynamicViews[entry.key + "#o"] = pair[0]
      dynamicViews[entry.key + "#t"] = pair[1]
    }
  }

  func word() -> String {
    nextWord += 1
    return ["a", "b", "c"][random.below(3)] + "\(nextWord % 5)"
  }

  func record(_ code: String) { script.append(code) }

  private var allViews: [AppView] {
    views + dynamicViews.sorted { $0.key < $1.key }.map(\.value)
  }

  /// Plays `steps` steps; returns the first stale view found, described.
  func play(steps: Int, step: @MainActor () -> Void, refresh: @MainActor () -> Void) async
    -> String?
  {
    refresh()
    for _ in 0..<steps {
      // Now and then several changes land before the list and the host re-render.
      for _ in 0..<(random.below(6) == 0 ? 3 : 1) { step() }
      for view in allViews { view.renderIfDirty() }
      // The list and the host re-render: rows and sheets mount and unmount.
      refresh()
      for view in allViews { view.renderIfDirty() }
      if let stale = firstStale() { return stale + ", when the step returned" }
      await withCheckedContinuation { continuation in
        DispatchQueue.main.async { continuation.resume() }
      }
      for view in allViews { view.renderIfDirty() }
      if let stale = firstStale() { return stale + ", after a main-queue turn" }
    }
    return nil
  }

  private func firstStale() -> String? {
    for view in allViews {
      if let stale = view.staleness() { return stale }
    }
    return nil
  }

  /// Renders and spurious renders over every view ever mounted.
  var figures: (renders: Int, spurious: Int) {
    let all = allViews + retiredViews
    return (all.reduce(0) { $0 + $1.renders }, all.reduce(0) { $0 + $1.spuriousRenders })
  }

  func stop() {
    for view in allViews { view.stop() }
  }
}

extension String {
  /// The key without its `#o`/`#t` suffix.
  fileprivate var dropSuffix: String { String(dropLast(2)) }
}

@MainActor
final class RandomAppSessionTests: XCTestCase {
  private var steps: Int {
    ProcessInfo.processInfo.environment["SESSION_STEPS"].flatMap(Int.init) ?? 500
  }

  private var seed: UInt64 {
    ProcessInfo.processInfo.environment["FUZZ_SEED"].flatMap(UInt64.init) ?? 1
  }

  private func finish(_ app: String, _ session: AppSession, _ stale: String?) {
    session.stop()
    if let stale {
      XCTFail(
        """
        \(app): stale view after \(session.script.count) steps (FUZZ_SEED=\(seed)): \(stale). \
        The session:
        \(session.script.joined(separator: "\n"))
        """)
    }
    let (renders, spurious) = session.figures
    let share = renders == 0 ? 0 : Double(spurious) / Double(renders) * 100
    print(
      "\(app) session (FUZZ_SEED=\(seed)): \(steps) steps, \(session.script.count) changes, "
        + "\(renders) renders, "
        + "\(spurious) spurious (\(String(format: "%.1f", share))%)")
  }

  // MARK: Counter

  func testCounterSessions() async {
    let session = AppSession(seed: seed)
    let store = Store(initialState: CounterState())
    var snapshots: [CounterState] = []
    session.mount("CounterView") { store.isDisplayed ? "count=\(store.count)" : "hidden" }
    session.mount("ToggleButton") { store.isDisplayed ? "title=Hide" : "title=Show" }
    session.mount("WholeState") { "\(store.state.count)|\(store.state.isDisplayed)" }
    session.mount("Parity") { store.count.isMultiple(of: 2) ? "even" : "odd" }
    var stale: String?
    _ = await _collectingRuntimeWarnings {
      stale = await session.play(
        steps: steps,
        step: {
          counterStep(session, store, &snapshots)
        }, refresh: {})
    }
    finish("Counter", session, stale)
  }

  private func counterStep(
    _ session: AppSession, _ store: Store<CounterState>, _ snapshots: inout [CounterState]
  ) {
    switch session.random.below(16) {
    case 0:
      session.record("store.update { $0.count += 1 }")
      store.update { $0.count += 1 }
    case 1:
      session.record("store.update { $0.count -= 1 }")
      store.update { $0.count -= 1 }
    case 2:
      session.record("store.update { $0.isDisplayed.toggle() }")
      store.update { $0.isDisplayed.toggle() }
    case 3:
      session.record("store.update { $0 = CounterState() }  // reset")
      store.update { $0 = CounterState() }
    case 4:
      session.record("store.state = CounterState()  // reset by assignment")
      store.state = CounterState()
    case 5:
      session.record("store.count += 1")
      store.count += 1
    case 6:
      session.record("snapshots.append(store.state)")
      snapshots.append(store.state)
    case 7 where !snapshots.isEmpty:
      let index = session.random.below(snapshots.count)
      session.record("store.state = snapshots[\(index)]  // undo")
      store.state = snapshots[index]
    case 8 where !snapshots.isEmpty:
      let index = session.random.below(snapshots.count)
      session.record("store.update { $0 = snapshots[\(index)] }  // undo in an update")
      let snapshot = snapshots[index]
      store.update { $0 = snapshot }
    case 9:
      session.record("var copy = store.state; copy.count += 2; store.state = copy")
      var copy = store.state
      copy.count += 2
      store.state = copy
    case 10:
      session.record(
        "var copy = store.state; copy.isDisplayed.toggle(); store.update { $0 = copy }")
      var copy = store.state
      copy.isDisplayed.toggle()
      store.update { $0 = copy }
    case 11:
      session.record("var copy = store.state; copy.count += 5  // never written back")
      var copy = store.state
      copy.count += 5
      _ = copy
    case 12:
      session.record("store.state = store.state")
      store.state = store.state
    case 13:
      session.record("store.isDisplayed.toggle()")
      store.isDisplayed.toggle()
    case 14:
      session.record(
        "store.update { var fresh = CounterState(); fresh.count = $0.count; $0 = fresh }")
      store.update {
        var fresh = CounterState()
        fresh.count = $0.count
        $0 = fresh
      }
    default:
      session.record("store.update { $0.count += 1; $0.count -= 1 }")
      store.update {
        $0.count += 1
        $0.count -= 1
      }
    }
  }

  // MARK: TwoCounters

  func testTwoCountersSessions() async {
    let session = AppSession(seed: seed)
    let store = Store(initialState: TwoCountersState())
    let first = store.scope(\.first)
    let second = store.scope(\.second)
    var snapshots: [TwoCountersState] = []
    session.mount("FirstCounter", truth: { "count=\(store.state.first.count)" }) {
      "count=\(first.count)"
    }
    session.mount("SecondCounter", truth: { "count=\(store.state.second.count)" }) {
      "count=\(second.count)"
    }
    session.mount("SumView") {
      store.isSumShown ? "sum=\(store.first.count + store.second.count)" : "sum hidden"
    }
    session.mount("FirstDirect") { "\(store.first.count)" }
    session.mount("WholeState") {
      "\(store.state.first.count)|\(store.state.second.count)|\(store.state.isSumShown)"
    }
    session.mount("FreshScope") { "\(store.scope(\.second).count)" }
    session.mount("Max") { "max=\(max(first.count, second.count))" }
    session.mount("FirstWhole") { "\(first.state.count)" }
    session.mount("SecondViaState") { "\(store.state.second.count)" }
    var stale: String?
    _ = await _collectingRuntimeWarnings {
      stale = await session.play(
        steps: steps,
        step: {
          twoCountersStep(session, store, first, second, &snapshots)
        }, refresh: {})
    }
    finish("TwoCounters", session, stale)
  }

  // swift-format-ignore
  private func twoCountersStep(
    _ session: AppSession, _ store: Store<TwoCountersState>, _ first: Store<ChildCounter>,
    _ second: Store<ChildCounter>, _ snapshots: inout [TwoCountersState]
  ) {
    // `first` is `store.scope(\.first)`, `second` is `store.scope(\.second)`.
    switch session.random.below(22) {
    case 0:
      session.record("first.update { $0.count += 1 }")
      first.update { $0.count += 1 }
    case 1:
      session.record("second.update { $0.count += 1 }")
      second.update { $0.count += 1 }
    case 2:
      session.record("second.count += 1")
      second.count += 1
    case 3:
      session.record("first.count -= 1")
      first.count -= 1
    case 4:
      session.record("store.update { $0.isSumShown.toggle() }")
      store.update { $0.isSumShown.toggle() }
    case 5:
      session.record("first.state = ChildCounter()")
      first.state = ChildCounter()
    case 6:
      session.record("second.update { $0 = ChildCounter() }")
      second.update { $0 = ChildCounter() }
    case 7:
      session.record("store.first = ChildCounter()")
      store.first = ChildCounter()
    case 8:
      session.record("store.update { let first = $0.first; $0.first = $0.second; $0.second = first }")
      store.update {
        let first = $0.first
        $0.first = $0.second
        $0.second = first
      }
    case 9:
      session.record("var copy = first.state; copy.count += 5; second.state = copy")
      var copy = first.state
      copy.count += 5
      second.state = copy
    case 10:
      session.record("store.second = store.first")
      store.second = store.first
    case 11:
      session.record("store.first.count += 1")
      store.first.count += 1
    case 12:
      session.record("snapshots.append(store.state)")
      snapshots.append(store.state)
    case 13 where !snapshots.isEmpty:
      let index = session.random.below(snapshots.count)
      session.record("store.state = snapshots[\(index)]  // undo")
      store.state = snapshots[index]
    case 14 where !snapshots.isEmpty:
      let index = session.random.below(snapshots.count)
      session.record("store.update { $0 = snapshots[\(index)] }  // undo in an update")
      let snapshot = snapshots[index]
      store.update { $0 = snapshot }
    case 15:
      session.record("store.state = TwoCountersState()  // reset")
      store.state = TwoCountersState()
    case 16:
      session.record("store.update { $0 = TwoCountersState() }  // reset in an update")
      store.update { $0 = TwoCountersState() }
    case 17:
      session.record("var copy = store.state; copy.first.count += 1; store.state = copy")
      var copy = store.state
      copy.first.count += 1
      store.state = copy
    case 18:
      session.record("let other = second.state; first.update { $0 = other }")
      let other = second.state
      first.update { $0 = other }
    case 19:
      session.record("var copy = store.second; copy.count += 3  // never written back")
      var copy = store.second
      copy.count += 3
      _ = copy
    case 20:
      session.record("store.state = store.state")
      store.state = store.state
    default:
      session.record("var copy = store.state; copy.second.count += 1; store.update { $0 = copy }")
      var copy = store.state
      copy.second.count += 1
      store.update { $0 = copy }
    }
  }

  // MARK: Todos

  func testTodosSessions() async {
    let session = AppSession(seed: seed)
    let firstTodos = [Todo(id: 1, title: "Buy milk"), Todo(id: 2, title: "Walk the dog")]
    let store = Store(initialState: TodosState(todos: firstTodos))
    var snapshots: [TodosState] = []
    var rowStores: [Store<Todo>] = []
    var nextID = 10
    session.mount("TodoList") {
      "rows=" + store.scope(each: \.todos).map { String($0.state.id) }.joined(separator: ",")
    }
    session.mount("Badge") { "count=\(store.todos.count)" }
    session.mount("Done") { "done=\(store.todos.filter(\.isDone).count)" }
    session.mount("Titles") { store.todos.map(\.title).joined(separator: ",") }
    session.mount("FirstTitle") { store.todos.first?.title ?? "-" }
    session.mount("Todo1") { store.todos[id: 1].map(Self.todoLine) ?? "-" }
    session.mount("Todo2") { store.todos.first { $0.id == 2 }?.title ?? "-" }
    let refresh = { @MainActor in
      rowStores = Array(store.scope(each: \.todos))
      session.reconcile(
        prefix: "row",
        rowStores.flatMap { row in
          let id = row.state.id
          let truth = { @MainActor in store.state.todos[id: id].map(Self.todoLine) }
          return [
            (
              key: "row \(ObjectIdentifier(row).hashValue)", name: "Row \(id)",
              truth: truth,
              render: { @MainActor in
                store.todos.index(id: id) == nil
                  ? "gone" : "[\(row.isDone ? "x" : " ")] \(row.title)"
              }
            ),
            (
              key: "rowstate \(ObjectIdentifier(row).hashValue)", name: "RowState \(id)",
              truth: truth, render: { @MainActor in Self.todoLine(row.state) }
            ),
          ]
        })
    }
    var stale: String?
    _ = await _collectingRuntimeWarnings {
      stale = await session.play(
        steps: steps,
        step: {
          todosStep(session, store, rowStores, firstTodos, &snapshots, &nextID)
        }, refresh: refresh)
    }
    finish("Todos", session, stale)
  }

  private static func todoLine(_ todo: Todo) -> String {
    "[\(todo.isDone ? "x" : " ")] \(todo.title)"
  }

  // swift-format-ignore
  private func todosStep(
    _ session: AppSession, _ store: Store<TodosState>, _ rowStores: [Store<Todo>],
    _ firstTodos: [Todo], _ snapshots: inout [TodosState], _ nextID: inout Int
  ) {
    let todos = store.todos
    let ids = Array(todos.ids)
    // `rows` is `store.scope(each: \.todos)` as the list last rendered it.
    switch session.random.below(34) {
    case 0 where !ids.isEmpty:
      let id = session.random.pick(ids)
      let title = session.word()
      session.record("store.todos[id: \(id)]?.title = \(title.debugDescription)")
      store.todos[id: id]?.title = title
    case 1 where !rowStores.isEmpty:
      let index = session.random.below(rowStores.count)
      session.record("rows[\(index)].isDone.toggle()  // row \(rowStores[index].state.id)")
      rowStores[index].isDone.toggle()
    case 2:
      nextID += 1
      let title = session.word()
      session.record("store.todos.append(Todo(id: \(nextID), title: \(title.debugDescription)))")
      store.todos.append(Todo(id: nextID, title: title))
    case 3 where !rowStores.isEmpty:
      let index = session.random.below(rowStores.count)
      let title = session.word()
      session.record(
        "rows[\(index)].title = \(title.debugDescription)  // row \(rowStores[index].state.id)")
      rowStores[index].title = title
    case 4 where !ids.isEmpty:
      let id = session.random.pick(ids)
      session.record("store.todos.remove(id: \(id))")
      store.todos.remove(id: id)
    case 5 where !ids.isEmpty:
      let id = session.random.pick(ids)
      session.record("store.update { $0.todos[id: \(id)]?.isDone = true }")
      store.update { $0.todos[id: id]?.isDone = true }
    case 6:
      nextID += 1
      session.record("store.todos.insert(Todo(id: \(nextID), title: \"new\"), at: 0)")
      store.todos.insert(Todo(id: nextID, title: "new"), at: 0)
    case 7 where todos.count > 1:
      let from = session.random.below(todos.count)
      let to = session.random.below(todos.count + 1)
      session.record("store.todos.move(fromOffsets: [\(from)], toOffset: \(to))")
      store.todos.move(fromOffsets: [from], toOffset: to)
    case 8 where todos.count > 1:
      let (i, j) = (session.random.below(todos.count), session.random.below(todos.count))
      session.record("store.todos.swapAt(\(i), \(j))")
      store.todos.swapAt(i, j)
    case 9 where !todos.isEmpty:
      let index = session.random.below(todos.count)
      session.record("store.todos.remove(at: \(index))")
      store.todos.remove(at: index)
    case 10 where !todos.isEmpty:
      let index = session.random.below(todos.count)
      let title = session.word()
      session.record(
        "var todo = store.todos[\(index)]; todo.title = \(title.debugDescription); "
          + "store.todos[id: todo.id] = todo")
      var todo = todos[index]
      todo.title = title
      store.todos[id: todo.id] = todo
    case 11 where !todos.isEmpty:
      let index = session.random.below(todos.count)
      let id = todos[index].id
      let title = session.word()
      session.record(
        "store.todos[\(index)] = Todo(id: \(id), title: \(title.debugDescription))")
      store.todos[index] = Todo(id: id, title: title)
    case 12 where !rowStores.isEmpty:
      let index = session.random.below(rowStores.count)
      let id = rowStores[index].state.id
      let title = session.word()
      session.record(
        "rows[\(index)].state = Todo(id: \(id), title: \(title.debugDescription), isDone: true)")
      rowStores[index].state = Todo(id: id, title: title, isDone: true)
    case 13 where !rowStores.isEmpty:
      let index = session.random.below(rowStores.count)
      let id = rowStores[index].state.id
      let title = session.word()
      session.record(
        "rows[\(index)].update { $0 = Todo(id: \(id), title: \(title.debugDescription)) }")
      rowStores[index].update { $0 = Todo(id: id, title: title) }
    case 14:
      session.record("snapshots.append(store.state)")
      snapshots.append(store.state)
    case 15 where !snapshots.isEmpty:
      let index = session.random.below(snapshots.count)
      session.record("store.state = snapshots[\(index)]  // undo")
      store.state = snapshots[index]
    case 16 where !snapshots.isEmpty:
      let index = session.random.below(snapshots.count)
      session.record("store.update { $0 = snapshots[\(index)] }  // undo in an update")
      let snapshot = snapshots[index]
      store.update { $0 = snapshot }
    case 17 where session.random.below(4) == 0:
      session.record("store.state = TodosState(todos: firstTodos)  // reset")
      store.state = TodosState(todos: firstTodos)
    case 18 where session.random.below(4) == 0:
      session.record("store.update { $0 = TodosState(todos: firstTodos) }  // reset in an update")
      store.update { $0 = TodosState(todos: firstTodos) }
    case 19 where session.random.below(3) == 0:
      session.record("store.todos.removeAll(where: \\.isDone)")
      store.todos.removeAll(where: \.isDone)
    case 20:
      session.record("store.todos.sort { $0.title < $1.title }")
      store.todos.sort { $0.title < $1.title }
    case 21 where !ids.isEmpty:
      let id = session.random.pick(ids)
      session.record(
        "var copy = store.state; copy.todos[id: \(id)]?.isDone.toggle(); store.state = copy")
      var copy = store.state
      copy.todos[id: id]?.isDone.toggle()
      store.state = copy
    case 22 where !todos.isEmpty:
      session.record("var todo = store.todos[0]; todo.title = \"zz\"  // never written back")
      var todo = todos[0]
      todo.title = "zz"
      _ = todo
    case 23:
      session.record(
        "store.update { $0.todos = ObservableStateArray(uniqueElements: $0.todos.reversed()) }")
      store.update { $0.todos = ObservableStateArray(uniqueElements: $0.todos.reversed()) }
    case 24 where !ids.isEmpty:
      let id = session.random.pick(ids)
      let title = session.word()
      session.record(
        "store.todos.updateOrAppend(Todo(id: \(id), title: \(title.debugDescription)))")
      store.todos.updateOrAppend(Todo(id: id, title: title))
    case 25:
      session.record("store.state = store.state")
      store.state = store.state
    case 28 where !ids.isEmpty:
      let id = session.random.pick(ids)
      let title = session.word()
      session.record(
        "store.update { let old = $0.todos.remove(id: \(id)); $0.todos.append(Todo(id: \(id), "
          + "title: \(title.debugDescription), isDone: old?.isDone ?? false)) }")
      store.update {
        let old = $0.todos.remove(id: id)
        $0.todos.append(Todo(id: id, title: title, isDone: old?.isDone ?? false))
      }
    case 29 where !todos.isEmpty:
      let index = session.random.below(todos.count)
      session.record("store.todos[\(index)].isDone.toggle()")
      store.todos[index].isDone.toggle()
    case 30 where !ids.contains(8):
      session.record("store.update { $0.todos.append(...); snapshots.append($0); $0.todos.removeLast() }")
      var taken: TodosState?
      store.update {
        $0.todos.append(Todo(id: 8, title: "mid"))
        taken = $0
        $0.todos.removeLast()
      }
      if let taken { snapshots.append(taken) }
    case 31 where !rowStores.isEmpty:
      let index = session.random.below(rowStores.count)
      let id = rowStores[index].state.id
      let title = session.word()
      session.record(
        "store.todos.move(fromOffsets: [0], toOffset: store.todos.count); rows[\(index)].title = "
          + "\(title.debugDescription)  // row \(id)")
      if !store.todos.isEmpty { store.todos.move(fromOffsets: [0], toOffset: store.todos.count) }
      rowStores[index].title = title
    case 32:
      session.record("store.todos = store.todos")
      store.todos = store.todos
    case 33 where !ids.isEmpty:
      let id = session.random.pick(ids)
      session.record(
        "let row = store.todos[id: \(id)]!; store.update { $0.todos.remove(id: \(id)); "
          + "$0.todos.insert(row, at: 0) }")
      if let row = store.todos[id: id] {
        store.update {
          $0.todos.remove(id: id)
          $0.todos.insert(row, at: 0)
        }
      }
    case 26 where !rowStores.isEmpty:
      let index = session.random.below(rowStores.count)
      let id = rowStores[index].state.id
      session.record(
        "store.todos.remove(id: \(id)); rows[\(index)].title = \"ghost\"  // removed row's store")
      store.todos.remove(id: id)
      rowStores[index].title = "ghost"
    default:
      let title = session.word()
      session.record(
        "var copy = store.state; if copy.todos[id: 9] == nil { copy.todos.append(Todo(id: 9, "
          + "title: \(title.debugDescription))) }; store.update { $0 = copy }")
      var copy = store.state
      if copy.todos[id: 9] == nil { copy.todos.append(Todo(id: 9, title: title)) }
      store.update { $0 = copy }
    }
  }

  // MARK: Contacts

  func testContactsSessions() async {
    let session = AppSession(seed: seed)
    let initial = ContactsState(contacts: [
      Contact(id: 1, name: "Ada"), Contact(id: 2, name: "Bob"),
    ])
    let store = Store(initialState: initial)
    var context = ContactsContext()
    session.mount("NavigationBar") { store.title }
    session.mount("ContactList") {
      "rows=" + store.scope(each: \.contacts).map { String($0.state.id) }.joined(separator: ",")
    }
    let host = session.mount("DestinationHost") { Self.hostLine(store) }
    var hostRenders = 0
    session.mount("FreshDetail") { Self.detailStore(store).map { "draft=\($0.draft)" } ?? "-" }
    session.mount("Names") { store.contacts.map(\.name).joined(separator: ",") }
    session.mount("Count") { "\(store.contacts.count)" }
    // With `CONTACTS_SHEETS_BY_NAME` set, the sheet is mounted by name and keeps the scoped
    // store it got when mounted (as the example's host did before it scoped on every render).
    // Presenting the detail of the contact already presented (a new payload, same name) then
    // leaves the sheet on a store bound to the replaced payload, which reads its last value:
    //   store.destination = .detail(ContactDetail(contactID: 1, draft: "x"))
    //   store.destination = .detail(ContactDetail(contactID: 1, draft: "Ada"))  // sheet: "x"
    // By default the sheet is keyed by its store.
    let sheetsByName = ProcessInfo.processInfo.environment["CONTACTS_SHEETS_BY_NAME"] != nil
    var sheets: [String: Store<ContactDetail>] = [:]
    var confirmations: [String: Store<DeleteConfirmation>] = [:]
    let refresh = { @MainActor in
      context.rows = Array(store.scope(each: \.contacts))
      var wanted:
        [(
          key: String, name: String, truth: (@MainActor () -> String?)?,
          render: @MainActor () -> String
        )] = context.rows.map { row in
          let id = row.state.id
          return (
            key: "row \(ObjectIdentifier(row).hashValue)", name: "Row \(id)",
            truth: { @MainActor in store.state.contacts[id: id]?.name },
            render: { @MainActor in store.contacts.index(id: id) == nil ? "gone" : row.name }
          )
        }
      wanted += context.rows.map { row in
        let id = row.state.id
        return (
          key: "rowstate \(ObjectIdentifier(row).hashValue)", name: "RowState \(id)",
          truth: { @MainActor in store.state.contacts[id: id]?.name },
          render: { @MainActor in row.state.name }
        )
      }
      let name = Self.hostLine(store)
      if let current = Self.detailStore(store) {
        // A host keeps the sheet's store while it is current (by name in the example).
        // By default the sheet gets a new store when the host re-renders, as a host that
        // passes its freshly scoped store down does; otherwise it keeps the one it holds.
        let kept = sheets[name].flatMap { sheetsByName || host.renders == hostRenders ? $0 : nil }
        let held = kept ?? current
        if kept == nil { context.details.append(held) }
        let detail = held
        sheets = [name: held]
        wanted.append(
          (
            key: "sheet \(name) \(ObjectIdentifier(held).hashValue)", name: name,
            truth: { @MainActor in
              guard Self.presented(name, store), case .detail(let d)? = store.state.destination
              else { return nil }
              return "draft=\(d.draft)"
            },
            render: { @MainActor in
              Self.presented(name, store) ? "draft=\(held.draft)" : "dismissed"
            }
          ))
        wanted.append(
          (
            key: "detail \(ObjectIdentifier(detail).hashValue)", name: "DetailStore",
            truth: nil, render: { @MainActor in "\(detail.contactID):\(detail.draft)" }
          ))
        wanted.append(
          (
            key: "detailstate \(ObjectIdentifier(detail).hashValue)", name: "DetailState",
            truth: nil, render: { @MainActor in "\(detail.state.contactID):\(detail.state.draft)" }
          ))
      } else {
        sheets = [:]
      }
      if let confirmation = Self.confirmationStore(store) {
        let held = confirmations[name] ?? confirmation
        confirmations = [name: held]
        wanted.append(
          (
            key: "sheet \(name)", name: name, truth: nil,
            render: { @MainActor in
              Self.presented(name, store) ? "delete \(held.contactID)?" : "dismissed"
            }
          ))
      } else {
        confirmations = [:]
      }
      hostRenders = host.renders
      session.reconcile(prefix: "", wanted)
    }
    var stale: String?
    _ = await _collectingRuntimeWarnings {
      stale = await session.play(
        steps: steps,
        step: {
          contactsStep(session, store, initial, &context)
        }, refresh: refresh)
    }
    finish("Contacts", session, stale)
  }

  /// What a contacts step needs besides the store.
  struct ContactsContext {
    /// `store.scope(each: \.contacts)` as the list last rendered it.
    var rows: [Store<Contact>] = []
    /// Every detail store ever scoped, newest last.
    var details: [Store<ContactDetail>] = []
    var snapshots: [ContactsState] = []
    var nextID = 10
  }

  static func detailStore(_ store: Store<ContactsState>) -> Store<ContactDetail>? {
    store.scope(
      \.destination, extract: { if case .detail(let detail)? = $0 { detail } else { nil } },
      embed: { .detail($0) })
  }

  static func confirmationStore(_ store: Store<ContactsState>) -> Store<DeleteConfirmation>? {
    store.scope(
      \.destination,
      extract: { if case .confirmDelete(let confirmation)? = $0 { confirmation } else { nil } },
      embed: { .confirmDelete($0) })
  }

  static func hostLine(_ store: Store<ContactsState>) -> String {
    if let detail = detailStore(store) { return "Sheet Detail \(detail.contactID)" }
    if let confirmation = confirmationStore(store) {
      return "Sheet Delete \(confirmation.contactID)"
    }
    return "nothing presented"
  }

  static func presented(_ name: String, _ store: Store<ContactsState>) -> Bool {
    switch store.destination {
    case .detail(let detail)?: name == "Sheet Detail \(detail.contactID)"
    case .confirmDelete(let confirmation)?: name == "Sheet Delete \(confirmation.contactID)"
    case nil: false
    }
  }

  // swift-format-ignore
  private func contactsStep(
    _ session: AppSession, _ store: Store<ContactsState>, _ initial: ContactsState,
    _ context: inout ContactsContext
  ) {
    let contacts = store.contacts
    let ids = Array(contacts.ids)
    let detail = context.details.last
    // `detail` is the newest detail store scoped (`ContactsExample.detailStore(store)`),
    // `details` every one ever scoped, `rows` is `store.scope(each: \.contacts)`.
    switch session.random.below(24) {
    case 0 where !ids.isEmpty:
      let id = session.random.pick(ids)
      let name = contacts[id: id]?.name ?? ""
      session.record(
        "store.destination = .detail(ContactDetail(contactID: \(id), draft: "
          + "\(name.debugDescription)))")
      store.destination = .detail(ContactDetail(contactID: id, draft: name))
    case 1 where detail != nil:
      let draft = session.word()
      session.record("detail.draft = \(draft.debugDescription)")
      detail?.draft = draft
    case 2 where detail != nil && Self.detailStore(store) != nil:
      session.record(
        "let draft = detail.state; store.update { $0.contacts[id: draft.contactID]?.name = "
          + "draft.draft; $0.destination = nil }")
      if let draft = detail?.state {
        store.update {
          $0.contacts[id: draft.contactID]?.name = draft.draft
          $0.destination = nil
        }
      }
    case 3:
      session.record("store.destination = nil")
      store.destination = nil
    case 4 where !ids.isEmpty:
      let id = session.random.pick(ids)
      session.record(
        "store.destination = .confirmDelete(DeleteConfirmation(contactID: \(id)))")
      store.destination = .confirmDelete(DeleteConfirmation(contactID: id))
    case 5:
      if case .confirmDelete(let confirmation)? = store.destination {
        let id = confirmation.contactID
        session.record("store.update { $0.contacts.remove(id: \(id)); $0.destination = nil }")
        store.update {
          $0.contacts.remove(id: id)
          $0.destination = nil
        }
      }
    case 6 where !context.details.isEmpty:
      let index = session.random.below(context.details.count)
      let draft = session.word()
      session.record("details[\(index)].draft = \(draft.debugDescription)")
      context.details[index].draft = draft
    case 7 where !context.rows.isEmpty:
      let index = session.random.below(context.rows.count)
      let name = session.word()
      session.record(
        "rows[\(index)].name = \(name.debugDescription)  // row \(context.rows[index].state.id)")
      context.rows[index].name = name
    case 8:
      context.nextID += 1
      let name = session.word()
      session.record(
        "store.contacts.append(Contact(id: \(context.nextID), name: \(name.debugDescription)))")
      store.contacts.append(Contact(id: context.nextID, name: name))
    case 9:
      let title = session.word()
      session.record("store.title = \(title.debugDescription)")
      store.title = title
    case 10:
      session.record("snapshots.append(store.state)")
      context.snapshots.append(store.state)
    case 11 where !context.snapshots.isEmpty:
      let index = session.random.below(context.snapshots.count)
      session.record("store.state = snapshots[\(index)]  // undo")
      store.state = context.snapshots[index]
    case 12 where !context.snapshots.isEmpty:
      let index = session.random.below(context.snapshots.count)
      session.record("store.update { $0 = snapshots[\(index)] }  // undo in an update")
      let snapshot = context.snapshots[index]
      store.update { $0 = snapshot }
    case 13 where session.random.below(3) == 0:
      if session.random.below(2) == 0 {
        session.record("store.state = initial  // reset")
        store.state = initial
      } else {
        session.record("store.update { $0 = initial }  // reset in an update")
        store.update { $0 = initial }
      }
    case 14:
      let draft = session.word()
      session.record(
        "store.update { if case .detail(var d)? = $0.destination { d.draft = "
          + "\(draft.debugDescription); $0.destination = .detail(d) } }")
      store.update {
        if case .detail(var edited)? = $0.destination {
          edited.draft = draft
          $0.destination = .detail(edited)
        }
      }
    case 15 where detail != nil && Self.detailStore(store) != nil:
      session.record("store.contacts[id: detail.contactID]?.name = detail.draft  // save")
      if let detail { store.contacts[id: detail.contactID]?.name = detail.draft }
    case 16 where contacts.count > 1:
      let (i, j) = (session.random.below(contacts.count), session.random.below(contacts.count))
      session.record("store.contacts.swapAt(\(i), \(j))")
      store.contacts.swapAt(i, j)
    case 17 where !ids.isEmpty:
      let id = session.random.pick(ids)
      let name = session.word()
      session.record(
        "var copy = store.state; copy.destination = nil; copy.contacts[id: \(id)]?.name = "
          + "\(name.debugDescription); store.state = copy")
      var copy = store.state
      copy.destination = nil
      copy.contacts[id: id]?.name = name
      store.state = copy
    case 18 where detail != nil:
      let draft = session.word()
      let id = detail?.state.contactID ?? 0
      session.record(
        "detail.state = ContactDetail(contactID: \(id), draft: \(draft.debugDescription))")
      detail?.state = ContactDetail(contactID: id, draft: draft)
    case 19 where detail != nil:
      let draft = session.word()
      let id = detail?.state.contactID ?? 0
      session.record(
        "detail.update { $0 = ContactDetail(contactID: \(id), draft: \(draft.debugDescription)) }"
      )
      detail?.update { $0 = ContactDetail(contactID: id, draft: draft) }
    case 20:
      session.record("store.state = store.state")
      store.state = store.state
    case 21 where !ids.isEmpty:
      let id = session.random.pick(ids)
      session.record("store.contacts.remove(id: \(id))")
      store.contacts.remove(id: id)
    case 22:
      session.record("var copy = store.state; copy.title = \"zz\"  // never written back")
      var copy = store.state
      copy.title = "zz"
      _ = copy
    default:
      if let id = ids.first {
        session.record(
          "store.update { $0.destination = .detail(ContactDetail(contactID: \(id), "
            + "draft: \"x\")); $0.title = \"Editing\" }")
        store.update {
          $0.destination = .detail(ContactDetail(contactID: id, draft: "x"))
          $0.title = "Editing"
        }
      }
    }
  }
}
