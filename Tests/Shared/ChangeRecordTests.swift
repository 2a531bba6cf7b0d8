@_spi(Testing) import ObservableStructs
import XCTest

// An `observe` closure that takes a change is told, on every run after the first, which
// property of which type changed to make it run, how, and from which store update. Written
// against `Parent`, `Child`, `Board`, `Row` and `SessionState`.

@MainActor
final class ChangeRecordTests: XCTestCase {
  /// The changes an observation of `store` that runs `read` is told of while `write` runs.
  private func changes<State>(
    of store: Store<State>, reading read: @escaping @MainActor () -> Void,
    after write: () -> Void
  ) -> [ObservationChange] {
    var seen: [ObservationChange] = []
    let token = store.observe { (change: ObservationChange?) in
      if let change { seen.append(change) }
      read()
    }
    write()
    token.cancel()
    return seen
  }

  /// Whether `change` names the key path `path` from the store's state (with properties
  /// spelled as their storage, `_property`, for hand-written types, whose accessors observe
  /// their storage and which print their storage).
  private func names(_ change: ObservationChange?, _ path: String) -> Bool {
    change?.property.replacing("._", with: ".") == path
  }

  func testANestedEditNamesTheChildsPropertyAndTheUpdateThatMadeIt() async {
    let store = Store(initialState: Parent())
    let line = #line + 2
    let seen = changes(of: store, reading: { _ = store.child.count }) {
      store.update { $0.child.count += 1 }
    }
    XCTAssertEqual(seen.count, 1)
    XCTAssertTrue(names(seen.first, "\\Parent.child.count"), "\(seen)")
    XCTAssertEqual(seen.first?.kind, .property)
    XCTAssertTrue(
      seen.first?.origin?.hasSuffix("ChangeRecordTests.swift:\(line)") == true, "\(seen)")
    XCTAssertTrue(seen.first?.origin?.hasPrefix("Store<") == true, "\(seen)")
  }

  func testAnElementEditByIdNamesTheRowsProperty() async {
    let store = Store(initialState: Board(rows: [Row(id: 1, title: "a"), Row(id: 2)]))
    let seen = changes(of: store, reading: { _ = store.rows[id: 1]?.title }) {
      store.update { $0.rows[id: 1]?.title = "b" }
    }
    XCTAssertEqual(seen.map(\.kind), [.property])
    XCTAssertTrue(names(seen.first, "\\Board.rows[id: 1].title"), "\(seen)")
  }

  func testAnEnumPayloadEditNamesThePayloadsPropertyOrTheEnum() async {
    let store = Store(initialState: Board(destination: .child(Child())))
    let seen = changes(
      of: store,
      reading: { if case .child(let child) = store.destination { _ = child.count } }
    ) {
      store.childDestinationStore()?.count += 1
    }
    XCTAssertEqual(seen.count, 1, "\(seen)")
    XCTAssertTrue(
      names(seen.first, "\\Board.destination.child.count"),
      "\(seen)")
  }

  func testAnInsertNamesTheList() async {
    let store = Store(initialState: Board(rows: [Row(id: 1)]))
    let seen = changes(of: store, reading: { _ = store.rows.count }) {
      store.update { $0.rows.append(Row(id: 2)) }
    }
    XCTAssertEqual(seen.map(\.kind), [.structure])
    XCTAssertTrue(names(seen.first, "\\Board.rows"), "\(seen)")
  }

  func testAResetNamesWhatItChangedAsAdopted() async {
    let store = Store(initialState: Board(title: "old"))
    let seen = changes(of: store, reading: { _ = store.title }) {
      store.state = Board(title: "new")
    }
    XCTAssertEqual(seen.map(\.kind), [.adopted])
    XCTAssertTrue(names(seen.first, "\\Board.title"), "\(seen)")
  }

  func testACopyWrittenBackThroughTheStoreNamesThePropertyItChanged() async {
    let store = Store(initialState: SessionState())
    let seen = changes(of: store, reading: { _ = store.profile.name }) {
      var profile = store.profile
      profile.name = "x"
      store.profile = profile
    }
    XCTAssertEqual(seen.map(\.kind), [.writeBack], "\(seen)")
    XCTAssertTrue(names(seen.first, "\\SessionState.profile.name"), "\(seen)")
  }

  func testADraftWrittenBackOverItsRowNamesTheRowsChangedPropertyAsAWriteBack() async {
    let store = Store(
      initialState: SessionState(todos: [SessionTodo(id: 1, title: "A"), SessionTodo(id: 2)]))
    store.draft = store.todos[0]
    store.draft?.title = "A2"
    let seen = changes(of: store, reading: { _ = store.todos[0].title }) {
      store.update { if let draft = $0.draft { $0.todos[id: draft.id] = draft } }
    }
    XCTAssertEqual(seen.map(\.kind), [.writeBack], "\(seen)")
    XCTAssertTrue(names(seen.first, "\\SessionState.todos[id: 1].title"), "\(seen)")
  }

  func testAnOptionalChildSetThroughTheStoreIsNamedReplaced() async {
    let store = Store(initialState: SessionState())
    let presented = changes(of: store, reading: { _ = store.draft }) {
      store.draft = SessionTodo(id: 1)
    }
    XCTAssertEqual(presented.map(\.kind), [.replaced], "\(presented)")
    let dismissed = changes(of: store, reading: { _ = store.draft }) {
      store.update { $0.draft = nil }
    }
    XCTAssertEqual(dismissed.map(\.kind), [.replaced], "\(dismissed)")
    let routed = changes(of: store, reading: { _ = store.route }) {
      store.route = .detail(SessionTodo(id: 2))
    }
    XCTAssertEqual(routed.map(\.kind), [.replaced], "\(routed)")
  }

  func testAScopedStoresWriteNamesTheChildsProperty() async {
    let store = Store(initialState: Parent())
    let child = store.scope(\.child)
    let seen = changes(of: child, reading: { _ = child.count }) { child.count = 5 }
    XCTAssertEqual(seen.map(\.kind), [.property])
    XCTAssertTrue(names(seen.first, "\\Parent.child.count"), "\(seen)")
  }

  func testARowStoresWriteIsNamedAndItsRowsRemovalTellsItsReadersNothing() async {
    let store = Store(initialState: Board(rows: [Row(id: 1), Row(id: 2)]))
    let row = store.scope(each: \.rows)[0]
    let edit = changes(of: row, reading: { _ = row.title }) { row.title = "t" }
    XCTAssertTrue(names(edit.first, "\\Board.rows[id: 1].title"), "\(edit)")
    let removal = changes(of: row, reading: { _ = row.title }) {
      store.update { _ = $0.rows.remove(id: 1) }
    }
    XCTAssertEqual(removal, [])
    XCTAssertEqual(row.title, "t")
  }

  func testAChangeDescribesItselfInOneLine() {
    let change = ObservationChange(
      property: "\\Todo.title", kind: .property, origin: "Store<Todos>.update at Todos.swift:4")
    XCTAssertEqual(
      change.description,
      "\\Todo.title changed (property) by Store<Todos>.update at Todos.swift:4")
  }
}

@MainActor
final class ObservationTraceTests: XCTestCase {
  func testTheTraceNamesEachReRunAndMarksARunWhoseReadsGaveWhatTheyGaveBefore() async {
    let store = Store(initialState: Board(rows: [Row(id: 1, title: "r")], title: "a"))
    var titles: [String] = []
    let lines = _collectingObservationTrace {
      let token = store.observe { titles.append(store.title) }
      store.update { $0.title = "b" }
      store.update { $0.title = "a" }
      store.state = Board(rows: [Row(id: 1, title: "r")], title: "a")
      store.update { $0 = Board(rows: [Row(id: 1, title: "r")], title: "a") }
      token.cancel()
    }
    XCTAssertEqual(titles, ["a", "b", "a", "a"], "\(lines)")
    XCTAssertEqual(lines.count, 3, "\(lines)")
    XCTAssertTrue(
      lines[0].hasPrefix("observe at ") && lines[0].contains("title changed (property)")
        && !lines[0].contains("redundant"), lines[0])
    XCTAssertFalse(lines[1].contains("redundant"), lines[1])
    XCTAssertTrue(lines[2].hasSuffix("[redundant: every read gave what it gave before]"), lines[2])
  }
}
