@_spi(Testing) import ObservableStructs
import ObservableStructsTestSupport
import Observation
import XCTest

// What SwiftUI's `@Bindable` does with a store, without SwiftUI: `$store.title` is a binding made
// from the reference-writable key path `\Store<State>.title`, which goes through the store's
// dynamic member subscript; `$store[dynamicMember: \.[scope: \.draft]]` is a binding of the
// optional child's store, for `sheet(item:)`. `TestBindable` and `TestBinding` stand in for
// SwiftUI's `Bindable` and `Binding`, which are not on Linux.

/// A binding: how SwiftUI's `Binding` reads and writes, as two closures.
@dynamicMemberLookup
struct TestBinding<Value> {
  let get: () -> Value
  let set: (Value) -> Void

  /// A binding to a part of the value, as `Binding`'s dynamic member makes it (`$store.a.b`).
  subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> TestBinding<
    Subject
  > {
    TestBinding<Subject>(
      get: { get()[keyPath: keyPath] },
      set: { newValue in
        var value = get()
        value[keyPath: keyPath] = newValue
        set(value)
      })
  }
}

/// What `@Bindable var store` projects as `$store`: bindings to the object's settable members,
/// made from reference-writable key paths as SwiftUI's `Bindable` makes them.
@dynamicMemberLookup
struct TestBindable<Object: AnyObject & Observable> {
  let object: Object

  subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<Object, Value>)
    -> TestBinding<Value>
  {
    TestBinding(
      get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
  }
}

@MainActor
final class StoreBindingTests: XCTestCase {
  /// Some of these tests write through stores whose child is gone, on purpose: the runtime
  /// warnings they cause are collected, not printed.
  nonisolated override func invokeTest() {
    _ = _collectingRuntimeWarnings { super.invokeTest() }
  }

  private func todosStore() -> Store<SessionState> {
    Store(initialState: SessionState(todos: [SessionTodo(id: 1, title: "A")]))
  }

  func testAStoreIsAnObservableClassAsBindableRequires() async {
    func bindable<Object: AnyObject & Observable>(_ object: Object) -> TestBindable<Object> {
      TestBindable(object: object)
    }
    let store = todosStore()
    XCTAssertTrue(bindable(store).object === store)
  }

  func testADynamicMemberIsAReferenceWritableKeyPath() async {
    let store = todosStore()
    let spelledOut: ReferenceWritableKeyPath<Store<SessionState>, Int> =
      \Store<SessionState>.[dynamicMember: \SessionState.counter]
    let asBindableFormsIt: ReferenceWritableKeyPath<Store<SessionState>, Int> =
      \Store<SessionState>.counter
    let counter = track { _ = store.counter }
    let draft = track { _ = store.draft }
    store[keyPath: spelledOut] = 5
    XCTAssertEqual(store.counter, 5)
    XCTAssertEqual(counter.count, 1)
    XCTAssertEqual(draft.count, 0)
    store[keyPath: asBindableFormsIt] += 1
    XCTAssertEqual(store[keyPath: spelledOut], 6)
  }

  func testSettingABindingWritesTheStateAndTellsItsReadersOnly() async {
    let store = todosStore()
    let hidesCompleted = TestBindable(object: store).hidesCompleted
    let observed = CountedObservation(of: store) { _ = store.hidesCompleted }
    let others = CountedObservation(of: store) { _ = (store.counter, store.todos.count) }
    XCTAssertTrue(hidesCompleted.get())
    hidesCompleted.set(false)
    XCTAssertFalse(store.hidesCompleted)
    XCTAssertFalse(hidesCompleted.get())
    XCTAssertEqual(observed.runs, 2)
    XCTAssertEqual(others.runs, 1)
    hidesCompleted.set(false)
    XCTAssertEqual(observed.runs, 2, "setting the value it holds tells nobody")
    observed.cancel()
    others.cancel()
  }

  func testABindingToAFieldOfAChild() async {
    let store = todosStore()
    let name = TestBindable(object: store).profile.name
    let reader = CountedObservation(of: store) { _ = store.profile.name }
    name.set("Q")
    XCTAssertEqual(store.profile.name, "Q")
    XCTAssertEqual(name.get(), "Q")
    XCTAssertGreaterThanOrEqual(reader.runs, 2)
    reader.cancel()
  }

  func testABindingOfAScopedStoresField() async {
    let store = todosStore()
    store.draft = SessionTodo(id: 7, title: "draft")
    let draft = store.scope(\.draft)!
    let title = TestBindable(object: draft).title
    let reader = CountedObservation(of: store) { _ = store.draft?.title }
    title.set("edited")
    XCTAssertEqual(store.draft?.title, "edited")
    XCTAssertEqual(reader.runs, 2)
    reader.cancel()
  }

  // MARK: The optional child's store, for a sheet

  func testTheChildStoreBindingIsNilWhileThereIsNoChild() async {
    let store = todosStore()
    let sheet = TestBindable(object: store)[dynamicMember: \.[scope: \.draft]]
    XCTAssertNil(sheet.get())
    XCTAssertNil(store[scope: \.draft])
    store.draft = SessionTodo(id: 2, title: "new")
    XCTAssertEqual(sheet.get()?.id, 2)
    XCTAssertEqual(sheet.get()?.title, "new")
  }

  func testTheChildStoreBindingPresentsAndDismisses() async {
    let store = todosStore()
    let sheet = TestBindable(object: store)[dynamicMember: \.[scope: \.draft]]
    var presented: [Int?] = []
    let presenter = CountedObservation(of: store) { presented.append(sheet.get()?.id) }
    store.draft = SessionTodo(id: 2)
    let shown = sheet.get()!
    shown.title = "typed"
    XCTAssertEqual(store.draft?.title, "typed")
    XCTAssertEqual(presented, [nil, 2], "edits in the sheet do not re-render its presenter")
    sheet.set(nil)
    XCTAssertNil(store.draft)
    XCTAssertEqual(presented, [nil, 2, nil])
    shown.title = "after dismissal"
    XCTAssertNil(store.draft, "the dismissed sheet's store writes nothing")
    presenter.cancel()
  }

  func testSettingTheChildStoreItHoldsChangesNothing() async {
    let store = todosStore()
    store.draft = SessionTodo(id: 2, title: "kept")
    let sheet = TestBindable(object: store)[dynamicMember: \.[scope: \.draft]]
    let draft = track { _ = store.draft }
    let title = track { _ = store.draft?.title }
    sheet.set(sheet.get())
    XCTAssertEqual(draft.count, 0)
    XCTAssertEqual(title.count, 0)
    XCTAssertEqual(store.draft?.title, "kept")
    let child = store[scope: \.draft]!
    child.title = "still bound"
    XCTAssertEqual(store.draft?.title, "still bound")
  }

  func testSettingAnotherStorePutsItsStateInTheChildsPlace() async {
    let store = todosStore()
    let other = Store(initialState: SessionState(draft: SessionTodo(id: 5, title: "other")))
    store[scope: \.draft] = other.scope(\.draft)
    XCTAssertEqual(store.draft, SessionTodo(id: 5, title: "other"))
  }
}
