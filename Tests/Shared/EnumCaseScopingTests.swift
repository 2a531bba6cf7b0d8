@_spi(Testing) import ObservableStructs
import ObservableStructsTestSupport
import Observation
import XCTest

// Stores scoped into one case of an enum, named by the case itself:
// `store.scope(\.route, case: SessionRoute.detail)`, and `at: \.0` for one value of a case with
// several. Written against `SessionState` (an optional route) and, for an enum that is not
// optional and a case with labelled values, `Board` and `RouteHolder`.

@MainActor
final class EnumCaseScopingTests: XCTestCase {
  func testAViewScopingIntoOneCaseIsNotToldOfAnEditOfAnotherCasesPayload() async {
    let store = Store(
      initialState: SessionState(route: .detail(SessionTodo(id: 1, title: "a"))))
    var settingsRuns = 0
    let settingsView = store.observe {
      settingsRuns += 1
      _ = store.scope(\.route, case: SessionRoute.settings, at: \.0)?.name
    }
    var shownTitles: [String] = []
    let detailView = store.observe {
      shownTitles.append(store.scope(\.route, case: SessionRoute.detail)?.title ?? "-")
    }
    store.scope(\.route, case: SessionRoute.detail)!.title = "b"
    XCTAssertEqual(settingsRuns, 1, "the view of another case re-ran for an edit of this one")
    XCTAssertEqual(shownTitles, ["a", "b"])
    _ = (settingsView, detailView)
  }

  /// Some of these tests write through stores whose child is gone, on purpose: the runtime
  /// warnings they cause are collected, not printed.
  nonisolated override func invokeTest() {
    _ = _collectingRuntimeWarnings { super.invokeTest() }
  }

  private func routeStore(_ route: SessionRoute?) -> Store<SessionState> {
    Store(initialState: SessionState(route: route))
  }

  private func detailStore(of store: Store<SessionState>) -> Store<SessionTodo>? {
    store.scope(\.route, case: SessionRoute.detail)
  }

  // MARK: One value

  func testACaseScopeIsNilOutsideItsCase() async {
    let store = routeStore(nil)
    XCTAssertNil(detailStore(of: store))
    store.route = .about
    XCTAssertNil(detailStore(of: store))
    store.route = .compare(SessionTodo(id: 1), SessionTodo(id: 2))
    XCTAssertNil(detailStore(of: store), "another case with a payload of the same type")
    store.route = .settings(SessionProfile(), 1)
    XCTAssertNil(detailStore(of: store))
    store.route = .detail(SessionTodo(id: 3, title: "C"))
    XCTAssertEqual(detailStore(of: store)?.title, "C")
    XCTAssertEqual(detailStore(of: store)?.id, 3)
  }

  func testAReaderOfAScopedFieldHearsThatFieldsEditsOnly() async {
    let store = routeStore(.detail(SessionTodo(id: 1, title: "A")))
    let detail = detailStore(of: store)!
    let title = track { _ = detail.title }
    let isComplete = track { _ = detail.isComplete }
    let route = track { _ = store.route }
    detail.title = "B"
    XCTAssertEqual(title.count, 1)
    XCTAssertEqual(isComplete.count, 0)
    XCTAssertEqual(route.count, 0, "editing the payload does not switch the case")
    XCTAssertEqual(store.route?.summary, "detail(B)")
    XCTAssertEqual(detail.title, "B")
  }

  func testAWriteThroughACaseScopeTellsWhomAnEditOfThePayloadInPlaceTells() async {
    // The same edit made twice: through the scoped store, and in place through the parent.
    func runs(_ edit: (Store<SessionState>) -> Void) -> [Int] {
      let store = routeStore(.detail(SessionTodo(id: 1, title: "A")))
      let detail = detailStore(of: store)!
      let readers = [
        track { _ = detail.title },
        track { _ = detail.isComplete },
        track { _ = store.route },
        track { _ = store.route?.summary },
        track { _ = store.counter },
      ]
      edit(store)
      XCTAssertEqual(store.route?.summary, "detail(B)")
      return readers.map(\.count)
    }
    let throughScope = runs { store in detailStore(of: store)?.title = "B" }
    let inPlace = runs { store in store.route?.retitleFirst("B") }
    XCTAssertEqual(throughScope, inPlace)
    XCTAssertEqual(throughScope, [1, 0, 0, 1, 0])
  }

  func testScopingACaseRegistersCaseSwitchesOnly() async {
    let store = routeStore(nil)
    let renderer = CountedObservation(of: store) { _ = self.detailStore(of: store) }
    store.route = .detail(SessionTodo(id: 1))
    XCTAssertEqual(renderer.runs, 2, "the case appeared")
    detailStore(of: store)?.title = "edited"
    detailStore(of: store)?.update { $0.isComplete = true }
    XCTAssertEqual(renderer.runs, 2, "edits of the payload are not the scoping view's business")
    store.route = .about
    XCTAssertEqual(renderer.runs, 3, "the enum left the case")
    renderer.cancel()
  }

  func testLeavingTheCaseMakesTheScopeNilAndTheOldStoreDropWrites() async {
    let store = routeStore(.detail(SessionTodo(id: 1, title: "A")))
    let detail = detailStore(of: store)!
    store.route = .about
    XCTAssertNil(detailStore(of: store))
    detail.title = "ignored"
    detail.update { $0.isComplete = true }
    XCTAssertEqual(store.route?.summary, "about")
    XCTAssertEqual(detail.title, "A", "a stale store reads the last value it saw")
    store.route = .detail(SessionTodo(id: 1, title: "new"))
    detail.title = "still ignored"
    XCTAssertEqual(store.route?.summary, "detail(new)", "never written into another payload")
    XCTAssertEqual(detailStore(of: store)?.title, "new")
  }

  func testANewPayloadOfTheSameIDInTheSameCaseKeepsTheStore() async {
    let store = routeStore(.detail(SessionTodo(id: 1, title: "A")))
    let detail = detailStore(of: store)!
    store.route = .detail(SessionTodo(id: 1, title: "loaded again"))
    XCTAssertEqual(detail.title, "loaded again")
    detail.title = "B"
    XCTAssertEqual(store.route?.summary, "detail(B)")
  }

  func testANewPayloadOfAnotherIDInTheSameCaseDetachesTheStore() async {
    let store = routeStore(.detail(SessionTodo(id: 1, title: "A")))
    let detail = detailStore(of: store)!
    store.route = .detail(SessionTodo(id: 2, title: "A"))
    detail.title = "ignored"
    XCTAssertEqual(store.route?.summary, "detail(A)")
    let current = detailStore(of: store)!
    current.title = "B"
    XCTAssertEqual(store.route?.summary, "detail(B)")
  }

  func testACaseScopeStaysBoundAcrossEditsOfThePayloadByTheParent() async {
    let store = routeStore(.detail(SessionTodo(id: 1, title: "A")))
    let detail = detailStore(of: store)!
    store.route?.retitleFirst("B")
    store.update {
      if case .detail(var todo) = $0.route {
        todo.isComplete = true
        $0.route = .detail(todo)
      }
    }
    XCTAssertEqual(detail.summary, "B✓")
    detail.title = "C"
    XCTAssertEqual(store.route?.summary, "detail(C✓)")
  }

  func testAStoreAssignedAWholePayloadStaysBound() async {
    let store = routeStore(.detail(SessionTodo(id: 1, title: "A")))
    let detail = detailStore(of: store)!
    detail.state = SessionTodo(id: 2, title: "B")
    XCTAssertEqual(store.route?.summary, "detail(B)")
    detail.title = "C"
    XCTAssertEqual(store.route?.summary, "detail(C)")
  }

  func testACaseOfAnEnumThatIsNotOptional() async {
    let store = Store(initialState: Board(destination: .text("hi")))
    XCTAssertNil(store.scope(\.destination, case: Destination.child))
    store.destination = .child(Child(count: 3))
    let child = store.scope(\.destination, case: Destination.child)!
    let count = track { _ = child.count }
    let destination = track { _ = store.destination }
    child.count += 1
    XCTAssertEqual(store.destination, .child(Child(count: 4)))
    XCTAssertEqual(count.count, 1)
    XCTAssertEqual(destination.count, 0)
    store.destination = .none
    child.count = 50
    XCTAssertEqual(store.destination, Destination.none)
  }

  func testACaseOfAnOptionalEnumThatIsNotSessionRoute() async {
    let store = Store(initialState: Navigator(current: .child(Child(count: 1))))
    let child = store.scope(\.current, case: Destination.child)!
    child.label = "one"
    XCTAssertEqual(store.current, .child(Child(count: 1, label: "one")))
    store.current = nil
    XCTAssertNil(store.scope(\.current, case: Destination.child))
  }

  func testACaseWithOneLabelledValue() async {
    let store = routeStore(.detail(SessionTodo(id: 1, title: "A")))
    let todo = store.scope(\.labelledRoute, case: LabelledRoute.todo)!
    XCTAssertEqual(todo.title, "A")
    todo.title = "B"
    XCTAssertEqual(store.route?.summary, "detail(B)")
    store.route = .about
    XCTAssertNil(store.scope(\.labelledRoute, case: LabelledRoute.todo))
  }

  // MARK: Several values

  func testEachValueOfACaseWithSeveralHasAStoreOfItsOwn() async {
    let store = routeStore(.compare(SessionTodo(id: 1, title: "A"), SessionTodo(id: 2, title: "B")))
    let left = store.scope(\.route, case: SessionRoute.compare, at: \.0)!
    let right = store.scope(\.route, case: SessionRoute.compare, at: \.1)!
    XCTAssertEqual([left.title, right.title], ["A", "B"])
    let leftTitle = track { _ = left.title }
    let rightTitle = track { _ = right.title }
    let route = track { _ = store.route }
    left.title = "A2"
    XCTAssertEqual(store.route?.summary, "compare(A2, B)")
    XCTAssertEqual(leftTitle.count, 1)
    XCTAssertEqual(rightTitle.count, 0)
    XCTAssertEqual(route.count, 0)
    right.isComplete = true
    XCTAssertEqual(store.route?.summary, "compare(A2, B✓)")
    XCTAssertNil(store.scope(\.route, case: SessionRoute.detail))
    store.route = .detail(SessionTodo(id: 3))
    XCTAssertNil(store.scope(\.route, case: SessionRoute.compare, at: \.0))
  }

  func testAValueOfACaseWithSeveralStaysBoundWhenAnotherValueIsReplaced() async {
    let store = routeStore(.compare(SessionTodo(id: 1, title: "A"), SessionTodo(id: 2, title: "B")))
    let left = store.scope(\.route, case: SessionRoute.compare, at: \.0)!
    let right = store.scope(\.route, case: SessionRoute.compare, at: \.1)!
    store.update {
      if case .compare(let first, _) = $0.route {
        $0.route = .compare(first, SessionTodo(id: 9, title: "Z"))
      }
    }
    left.title = "A2"
    right.title = "ignored"
    XCTAssertEqual(store.route?.summary, "compare(A2, Z)")
    XCTAssertEqual(right.title, "B")
  }

  func testAnObservableValueBesidePlainDataKeepsThePlainData() async {
    let store = routeStore(.settings(SessionProfile(name: "P", score: 1), 3))
    let profile = store.scope(\.route, case: SessionRoute.settings, at: \.0)!
    let score = track { _ = profile.score }
    profile.name = "Q"
    XCTAssertEqual(store.route?.summary, "settings(Q, 3)")
    XCTAssertEqual(score.count, 0)
    store.route = .settings(SessionProfile(name: "R"), 4)
    profile.name = "ignored"
    XCTAssertEqual(store.route?.summary, "settings(R, 4)")
  }

  func testAValueOfACaseWithLabelledValuesOfAnEnumThatIsNotOptional() async {
    let store = Store(initialState: RouteHolder(route: .push(Child(count: 1), true)))
    XCTAssertNil(store.scope(\.route, case: Route.cover, at: \.2))
    store.route = .cover(flag: true, title: "T", screen: Child(count: 2))
    let screen = store.scope(\.route, case: Route.cover, at: \.2)!
    let route = track { _ = store.route }
    screen.count += 1
    XCTAssertEqual(store.route, .cover(flag: true, title: "T", screen: Child(count: 3)))
    XCTAssertEqual(route.count, 0)
    XCTAssertNil(store.scope(\.route, case: Route.push, at: \.0))
  }

  func testScopingIntoACaseKeepsNoStoreAlive() async {
    weak var released: Store<SessionState>?
    weak var releasedDetail: Store<SessionTodo>?
    do {
      let store = routeStore(.detail(SessionTodo(id: 1)))
      let detail = detailStore(of: store)
      detail?.title = "x"
      released = store
      releasedDetail = detail
    }
    XCTAssertNil(released)
    XCTAssertNil(releasedDetail)
  }
}

/// A plain enum whose one case has a labelled value, for a case whose mirror shows a
/// one-element tuple.
enum LabelledRoute {
  case todo(item: SessionTodo)
  case other
}

extension SessionState {
  /// The route seen as a `LabelledRoute`: a `detail` route is `todo(item:)`.
  var labelledRoute: LabelledRoute {
    get {
      if case .detail(let todo) = route { .todo(item: todo) } else { .other }
    }
    set {
      if case .todo(let todo) = newValue { route = .detail(todo) }
    }
  }
}
