import ExampleSupport
import ObservableStructs

/// A todo list driven through a scripted session: edit rows by id and through their own
/// stores, add and remove rows.
///
/// Views: `TodoList` scopes the list into one store per row (`store.scope(each: \.todos)`) and
/// mounts one `Row <id>` per row store; `Badge` reads only the count; each row reads its own
/// store. Editing a row — by id on the parent store, or through the row's store — re-renders
/// that row only. Adding or removing a row re-renders the list, the badge and the rows (a
/// row store's readers hear of structural changes, which might have removed their row).
@MainActor
public enum TodosExample {
  /// Mounts the screen's views on `harness`, plays the session, and returns the store.
  @discardableResult
  public static func run(on harness: ViewHarness) -> Store<TodosState> {
    let firstTodos = [Todo(id: 1, title: "Buy milk"), Todo(id: 2, title: "Walk the dog")]
    let store = Store(initialState: TodosState(todos: firstTodos))
    harness.step("mount") {
      harness.mount("TodoList") {
        let rows = store.scope(each: \.todos)
        harness.reconcile(
          prefix: "Row ",
          rows.map { row in
            let id = row.state.id
            return ("Row \(id)", { @MainActor in render(row, id: id, in: store) })
          })
        return "rows=" + rows.map { String($0.state.id) }.joined(separator: ",")
      }
      harness.mount("Badge") { "count=\(store.todos.count)" }
    }
    harness.step("rename 1") { store.todos[id: 1]?.title = "Buy oat milk" }
    harness.step("complete 2") { rowStore(2, in: store)?.isDone = true }
    harness.step("add 3") { store.todos.append(Todo(id: 3, title: "Write tests")) }
    harness.step("rename 3") { rowStore(3, in: store)?.title = "Write more tests" }
    harness.step("remove 1") { store.todos.remove(id: 1) }
    harness.step("complete 3") { store.update { $0.todos[id: 3]?.isDone = true } }
    return store
  }

  /// The store of the row with `id`, as the row's own toggle or text field would hold it.
  private static func rowStore(_ id: Int, in store: Store<TodosState>) -> Store<Todo>? {
    store.scope(each: \.todos).first { $0.state.id == id }
  }

  /// A row's render: its todo's fields, or `nil` once the todo is gone (the list unmounts it;
  /// a UI framework would not render it again, as it renders the list first).
  private static func render(_ row: Store<Todo>, id: Int, in store: Store<TodosState>) -> String? {
    guard store.todos.index(id: id) != nil else { return nil }
    return "[\(row.isDone ? "x" : " ")] \(row.title)"
  }
}
