import ObservableStructs
import ObservableStructsTestSupport
import XCTest

// A view can read a value whole rather than property by property: `draft == saved` (the
// synthesized `==`), `"\(profile)"` or `dump` (the mirror), `hashValue`. Those read the stored
// properties, not their getters, so no property's readers include the view. The registrar
// stands in: comparing, hashing or reflecting it subscribes the view to every change of the
// value, so it hears of an edit in place that changes what it shows.

@MainActor
final class WholeValueReadTests: XCTestCase {
  private func sessionStore(draftTitle: String) -> Store<SessionState> {
    Store(
      initialState: SessionState(
        todos: [SessionTodo(id: 1, title: "a"), SessionTodo(id: 2, title: "b")],
        draft: SessionTodo(id: 1, title: draftTitle)))
  }

  func testAViewComparingTwoValuesHearsOfEveryEditThatChangesTheComparison() async {
    // The two start different in `title`: the synthesized `==` stops at the first property
    // that differs, so the registrar must be compared before it.
    let store = sessionStore(draftTitle: "x")
    var shown: [Bool] = []
    let token = store.observe { shown.append(store.draft == store.todos.first) }
    defer { token.cancel() }
    XCTAssertEqual(shown, [false])
    store.update { $0.todos[0].title = "x" }  // the saved value catches up with the draft
    XCTAssertEqual(shown.last, true)
    store.draft?.isComplete = true  // an edit of the draft, in place
    XCTAssertEqual(shown.last, false)
    store.scope(each: \.todos)[0].isComplete = true  // through a row store
    XCTAssertEqual(shown.last, true)
    XCTAssertEqual(shown.last, store.draft == store.todos.first)
  }

  func testAComparisonReadWithObservationTrackingHearsOfAnEditOfEitherSide() async {
    var state = SessionState(
      todos: [SessionTodo(id: 1, title: "a")], draft: SessionTodo(id: 1, title: "b"))
    let reader = track { _ = state.draft == state.todos.first }
    state.todos[0].title = "b"
    XCTAssertEqual(reader.count, 1)
  }

  func testAViewComparingRowsWithASavedCopyHearsOfAnEditOfARow() async {
    let store = sessionStore(draftTitle: "x")
    let saved = store.todos  // shares the rows' storage until an edit
    var shown: [Bool] = []
    let token = store.observe { shown.append(store.todos == saved) }
    defer { token.cancel() }
    store.scope(each: \.todos)[1].title = "b2"
    XCTAssertEqual(shown, [true, false])
    store.todos[1].title = "b"
    XCTAssertEqual(shown.last, true)
    store.update { $0.todos[0].isComplete = true }
    XCTAssertEqual(shown.last, false)
  }

  func testAViewComparingTheStateWithASavedCopyHearsOfAnEditDeepInsideAPlainArray() async {
    // `Array`'s `==` answers at once for arrays that share storage, comparing no element: the
    // holder of the array hears of every edit made inside it instead.
    let store = Store(initialState: Parent(rows: [Child(count: 1), Child(count: 2)]))
    let saved = store.state
    var shown: [Bool] = []
    let token = store.observe { shown.append(store.state == saved) }
    defer { token.cancel() }
    store.rows[1].count += 1
    XCTAssertEqual(shown, [true, false])
    store.update { $0.rows[1].count -= 1 }
    XCTAssertEqual(shown.last, true)
    var copy = Parent(rows: [Child(count: 1)])
    let copySaved = copy
    let reader = track { _ = copy == copySaved }
    copy.rows[0].label = "x"
    XCTAssertEqual(reader.count, 1)
  }

  func testAViewPrintingAValueHearsOfItsEditsAndNotOfOtherValues() async {
    let store = sessionStore(draftTitle: "x")
    var printed: [String] = []
    let token = store.observe { printed.append("\(store.profile)") }
    defer { token.cancel() }
    store.profile.name = "Q"
    XCTAssertEqual(printed.last, "\(store.profile)")
    store.scope(\.profile).score += 1
    XCTAssertEqual(printed.last, "\(store.profile)")
    XCTAssertEqual(printed.count, 3)
    store.counter += 1  // not part of the profile: nothing to tell
    store.draft?.title = "y"
    XCTAssertEqual(printed.count, 3)
  }

  func testAViewDumpingAnOptionalValueHearsOfAnEditInside() async {
    let store = sessionStore(draftTitle: "x")
    var dumped: [String] = []
    let token = store.observe {
      var text = ""
      dump(store.draft, to: &text)
      dumped.append(text)
    }
    defer { token.cancel() }
    store.draft?.title = "y"
    var expected = ""
    dump(store.draft, to: &expected)
    XCTAssertEqual(dumped.last, expected)
    XCTAssertEqual(dumped.count, 2)
  }

  func testAViewHashingAValueHearsOfItsEdits() async {
    var state = Parent()
    let reader = track { _ = state.child.hashValue }
    state.child.count += 1
    XCTAssertEqual(reader.count, 1)
  }

  func testReadingOnePropertyStillHearsOfThatPropertyOnly() async {
    var state = Parent()
    let reader = track { _ = state.child.count }
    state.child.label = "x"
    XCTAssertEqual(reader.count, 0)
    state.child.count += 1
    XCTAssertEqual(reader.count, 1)
  }
}
