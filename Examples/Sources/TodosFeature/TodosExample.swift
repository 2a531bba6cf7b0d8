import ExampleSupport
import ObservableStructs

/// A todo list driven through a scripted session: edit rows, add and remove rows.
///
/// Views: `TodoList` reads the rows' identities and mounts one `Row <id>` per todo; `Badge`
/// reads only the count; each row reads its own todo's fields. A row finds its todo through
/// the array, so it also re-renders when the array itself changes (a row added or removed),
/// but editing one row's fields re-renders that row only.
@MainActor
public enum TodosExample {
  /// Mounts the screen's views on `harness`, plays the session, and returns the store.
  @discardableResult
  public static func run(on harness: ViewHarness) -> Store<TodosState> {
    let store = Store(
      initialState: TodosState(todos: [
        Todo(id: 1, title: "Buy milk"), Todo(id: 2, title: "Walk the dog"),
      ]))
    harness.step("mount") {
      harness.mount("TodoList") {
        let ids = store.todos.map(\.id)
        let rows: [(name: String, body: ViewHarness.Body)] = ids.map { id in
          ("Row \(id)", { @MainActor in row(id, in: store) })
        }
        harness.reconcile(prefix: "Row ", rows)
        return "rows=" + ids.map(String.init).joined(separator: ",")
      }
      harness.mount("Badge") { "count=\(store.todos.count)" }
    }
    harness.step("rename 1") { store.update { $0.edit(1) { $0.title = "Buy oat milk" } } }
    harness.step("complete 2") { store.update { $0.edit(2) { $0.isDone = true } } }
    harness.step("add 3") { store.update { $0.todos.append(Todo(id: 3, title: "Write tests")) } }
    harness.step("rename 3") { store.update { $0.edit(3) { $0.title = "Write more tests" } } }
    harness.step("remove 1") { store.update { $0.todos.removeAll { $0.id == 1 } } }
    harness.step("complete 3") { store.update { $0.edit(3) { $0.isDone = true } } }
    return store
  }

  /// A row's render: its todo's fields, or `nil` once the todo is gone (the list unmounts it).
  private static func row(_ id: Int, in store: Store<TodosState>) -> String? {
    guard let todo = store.todos.first(where: { $0.id == id }) else { return nil }
    return "[\(todo.isDone ? "x" : " ")] \(todo.title)"
  }
}
