@_spi(Testing) import ObservableStructs
import XCTest

// A store scoped to an optional child or an enum case goes stale only when its child is gone:
// removed, or replaced by another child. Never because its parent announced a change where the
// child is found — the child edited and put back, or something else the lookup reads changed.

@MainActor
final class ScopedStoreAttachmentTests: XCTestCase {
  /// Some of these tests write through stores whose child is gone, on purpose: the runtime
  /// warnings they cause are collected, not printed.
  nonisolated override func invokeTest() {
    _ = _collectingRuntimeWarnings { super.invokeTest() }
  }

  func testACaseScopeFollowsItsChildTakenOutEditedAndPutBackByTheParent() async {
    let store = Store(initialState: Board(destination: .child(Child(count: 1))))
    let child = store.childDestinationStore()!
    store.update {
      if case .child(var payload) = $0.destination {
        payload.count += 1
        $0.destination = .child(payload)
      }
    }
    XCTAssertEqual(child.count, 2)
    child.count += 1
    XCTAssertEqual(store.destination, .child(Child(count: 3)))
  }

  func testAnOptionalScopeFollowsItsChildTakenOutEditedAndPutBackByTheParent() async {
    let store = Store(initialState: Board(detail: Row(id: 1)))
    let detail = store.scope(\.detail)!
    store.update {
      if var row = $0.detail {
        row.count += 1
        $0.detail = row
      }
    }
    XCTAssertEqual(detail.count, 1)
    detail.count += 1
    XCTAssertEqual(store.detail?.count, 2)
  }

  func testAnOptionalScopeFollowsItsChildThroughEditsInPlaceAndACopyPutBack() async {
    let store = Store(initialState: Board(detail: Row(id: 1)))
    let detail = store.scope(\.detail)!
    store.update { $0.detail?.count += 1 }
    store.detail?.title = "edited"
    store.update {
      var row = $0.detail!
      row.count += 1
      $0.detail = row
    }
    detail.count += 1
    XCTAssertEqual(store.detail?.count, 3)
    XCTAssertEqual(detail.title, "edited")
  }

  // A copy edited outside its store takes a registrar of its own; written back over the child
  // it was copied from, by any path, it is that child again: the stores scoped to it stay.

  func testAnOptionalScopeFollowsItsChildEditedAsACopyAwayFromTheStoreAndAssignedBack() async {
    let store = Store(initialState: Board(detail: Row(id: 1, title: "a")))
    let detail = store.scope(\.detail)!
    var shown = ""
    let token = detail.observe { shown = detail.title }
    var copy = store.detail
    copy?.title = "b"
    store.detail = copy
    XCTAssertEqual(shown, "b")
    store.detail?.title += "c"
    XCTAssertEqual(detail.title, "bc")
    XCTAssertEqual(shown, "bc")
    detail.count += 1
    XCTAssertEqual(store.detail?.count, 1)
    token.cancel()
  }

  func testAnOptionalScopeFollowsItsChildEditedAsACopyAndAssignedBackInAnUpdate() async {
    let store = Store(initialState: Board(detail: Row(id: 1, title: "a")))
    let detail = store.scope(\.detail)!
    var copy = store.detail!
    copy.title = "b"
    store.update { $0.detail = copy }
    store.update { $0.detail?.title += "c" }
    XCTAssertEqual(detail.title, "bc")
    detail.count += 1
    XCTAssertEqual(store.detail?.count, 1)
  }

  func testAnOptionalScopeFollowsItsChildWrittenBackAsACopyThroughAnotherScopedStore() async {
    let store = Store(initialState: Board(detail: Row(id: 1, title: "a")))
    let detail = store.scope(\.detail)!
    let other = store.scope(\.detail)!
    var copy = other.state
    copy.title = "b"
    other.state = copy
    store.detail?.title += "c"
    XCTAssertEqual(detail.title, "bc")
    detail.count += 1
    XCTAssertEqual(store.detail?.count, 1)
  }

  func testACaseScopeFollowsItsChildEditedAsACopyAwayFromTheStoreAndEmbeddedAgain() async {
    let store = Store(initialState: Board(destination: .child(Child(count: 1))))
    let child = store.childDestinationStore()!
    var shown = 0
    let token = child.observe { shown = child.count }
    if case .child(var payload) = store.destination {
      payload.count += 1
      store.destination = .child(payload)
    }
    XCTAssertEqual(shown, 2)
    child.count += 1
    XCTAssertEqual(store.destination, .child(Child(count: 3)))
    XCTAssertEqual(shown, 3)
    token.cancel()
  }

  func testACaseScopeFollowsItsChildWrittenBackAsACopyThroughAnotherCaseStore() async {
    let store = Store(initialState: Board(destination: .child(Child(count: 1))))
    let child = store.childDestinationStore()!
    let other = store.childDestinationStore()!
    var copy = other.state
    copy.count += 1
    other.state = copy
    XCTAssertEqual(child.count, 2)
    child.count += 1
    XCTAssertEqual(store.destination, .child(Child(count: 3)))
  }

  func testAScopeFollowsItsChildWhenAnEarlierCopyOfItIsPutBack() async {
    let store = Store(initialState: Board(detail: Row(id: 1, count: 1)))
    let detail = store.scope(\.detail)!
    let earlier = store.detail
    store.detail?.count += 1
    store.detail = earlier
    XCTAssertEqual(detail.count, 1)
    detail.count += 10
    XCTAssertEqual(store.detail?.count, 11)
  }

  func testAScopeThroughAComputedKeyPathStaysWhenTheParentChangesWhatItsGetterReads() async {
    let store = Store(initialState: Board(list: [Row(id: 1), Row(id: 2)]))
    let first = store.scope(\.firstListRow)!
    store.list.append(Row(id: 3))
    store.update { $0.list[1].count += 1 }
    store.list[1].title = "second"
    first.count += 5
    XCTAssertEqual(store.list.map(\.count), [5, 1, 0])
    XCTAssertEqual(first.count, 5)
  }

  func testAScopeThroughAComputedKeyPathGoesStaleWhenAnotherChildTakesItsPlace() async {
    let store = Store(initialState: Board(list: [Row(id: 1, count: 1)]))
    let first = store.scope(\.firstListRow)!
    store.list.insert(Row(id: 0), at: 0)
    first.count = 9
    XCTAssertEqual(store.list.map(\.count), [0, 1])
    XCTAssertEqual(first.count, 1)
  }

  func testAScopeFollowsItsIdentifiableChildReplacedByANewValueOfTheSameID() async {
    let store = Store(initialState: Board(detail: Row(id: 1)))
    let detail = store.scope(\.detail)!
    store.update { $0.detail = Row(id: 1, title: "loaded again") }
    let warnings = _collectingRuntimeWarnings { detail.count = 5 }
    XCTAssertEqual(warnings, [])
    XCTAssertEqual(store.detail?.count, 5)
    XCTAssertEqual(detail.title, "loaded again")
  }

  func testAScopeGoesStaleWhenItsChildIsReplacedByAChildOfAnotherID() async {
    let store = Store(initialState: Board(detail: Row(id: 1)))
    let detail = store.scope(\.detail)!
    store.update { $0.detail = Row(id: 2) }
    let warnings = _collectingRuntimeWarnings { detail.count = 5 }
    XCTAssertEqual(warnings.count, 1, "\(warnings)")
    XCTAssertEqual(store.detail?.count, 0)
    XCTAssertEqual(detail.count, 0)
  }

  func testAScopeGoesStaleWhenItsChildWithoutAnIDIsReplacedByAnEqualNewChild() async {
    let store = Store(initialState: Board(destination: .child(Child(count: 1))))
    let child = store.childDestinationStore()!
    store.update { $0.destination = .child(Child(count: 1)) }
    let warnings = _collectingRuntimeWarnings { child.count = 5 }
    XCTAssertEqual(warnings.count, 1, "\(warnings)")
    XCTAssertEqual(store.destination, .child(Child(count: 1)))
  }

  // A copy of an `Identifiable` child taken out, rebuilt by a method no expansion sees
  // (`self = SessionTodo(id: id, …)`) and put back: the only way to call such a method on an
  // enum case's payload. The store bound to the child follows it.

  func testAnOptionalScopeFollowsItsChildRebuiltAsACopyAndPutBackInAnUpdate() async {
    let store = Store(initialState: SessionState(draft: SessionTodo(id: 1, title: "old")))
    let draft = store.scope(\.draft)!
    var shown: [String] = []
    let token = store.observe { shown.append(draft.title) }
    store.update { state in
      if var todo = state.draft {
        todo.rebuilt(title: "new")
        state.draft = todo
      }
    }
    XCTAssertEqual(draft.title, "new")
    draft.title = "typed"
    XCTAssertEqual(store.draft?.title, "typed")
    XCTAssertEqual(shown, ["old", "new", "typed"])
    _ = token
  }

  func testACaseScopeFollowsItsPayloadRebuiltAsACopyAndEmbeddedAgain() async {
    let store = Store(
      initialState: SessionState(route: .detail(SessionTodo(id: 1, title: "old"))))
    let detail = store.scope(\.route, case: SessionRoute.detail)!
    var shown: [String] = []
    let token = store.observe { shown.append(detail.title) }
    if case .detail(var todo) = store.route {
      todo.rebuilt(title: "new")
      store.route = .detail(todo)
    }
    XCTAssertEqual(detail.title, "new")
    detail.title = "typed"
    guard case .detail(let todo) = store.route else { return XCTFail("the route changed case") }
    XCTAssertEqual(todo.title, "typed")
    XCTAssertEqual(shown, ["old", "new", "typed"])
    _ = token
  }

  func testAScopeOfOneValueOfACaseFollowsItRebuiltAsACopyAndEmbeddedAgainInAnUpdate() async {
    let store = Store(
      initialState: SessionState(
        route: .compare(SessionTodo(id: 1, title: "a"), SessionTodo(id: 2, title: "b"))))
    let left = store.scope(\.route, case: SessionRoute.compare, at: \.0)!
    store.update { state in
      if case .compare(var first, let second) = state.route {
        first.rebuilt(title: "A")
        state.route = .compare(first, second)
      }
    }
    XCTAssertEqual(left.title, "A")
    left.title = "typed"
    guard case .compare(let first, let second) = store.route else {
      return XCTFail("the route changed case")
    }
    XCTAssertEqual([first.title, second.title], ["typed", "b"])
  }

  func testAScopeStaysStaleAfterItsChildIsRemovedAndPutBack() async {
    let store = Store(initialState: Board(detail: Row(id: 1, count: 1)))
    let detail = store.scope(\.detail)!
    let removed = store.detail
    store.detail = nil
    XCTAssertEqual(detail.count, 1)
    store.detail = removed
    detail.count = 5
    XCTAssertEqual(store.detail?.count, 1)
  }

  // A store's own write keeps it bound to what it wrote, even when a view reading through it
  // runs before the write returns (when the store would check its child).

  func testAnOptionalScopesOwnWriteOfAnotherChildKeepsItBoundWhileAViewReadsThroughIt() async {
    let store = Store(initialState: Board(detail: Row(id: 1, title: "a")))
    let detail = store.scope(\.detail)!
    var shown: [String] = []
    let token = store.observe { shown.append(detail.title) }
    detail.state = Row(id: 2, title: "b")
    detail.count = 5
    XCTAssertEqual(store.detail, Row(id: 2, count: 5, title: "b"))
    XCTAssertEqual(detail.count, 5)
    XCTAssertEqual(shown, ["a", "b"])
    _ = token
  }

  func testACaseScopesOwnWriteOfAnotherChildKeepsItBoundWhileAViewReadsThroughIt() async {
    let store = Store(initialState: Board(destination: .child(Child(count: 1))))
    let child = store.childDestinationStore()!
    var shown: [Int] = []
    let token = store.observe { shown.append(child.count) }
    child.state = Child(count: 7)
    child.count += 1
    XCTAssertEqual(store.destination, .child(Child(count: 8)))
    XCTAssertEqual(shown, [1, 7, 8])
    _ = token
  }

  // A `self = …` in a method no expansion sees gives the value a registrar of its own; an
  // `Identifiable` child of the same id is still the store's child.

  func testAnOptionalScopeStaysBoundWhenItsChildReplacesItselfKeepingItsID() async {
    let store = Store(initialState: Board(detail: Row(id: 1, title: "a")))
    let detail = store.scope(\.detail)!
    var shown: [Int] = []
    let token = store.observe { shown.append(detail.count) }
    store.update { $0.detail?.remade(count: 2) }
    detail.count = 5
    XCTAssertEqual(store.detail?.count, 5)
    XCTAssertEqual(detail.count, 5)
    XCTAssertEqual(shown, [0, 2, 5])
    _ = token
  }

  func testAnOptionalScopeStaysBoundWhenItsChildReplacesItselfThroughTheStoresMember() async {
    let store = Store(initialState: Board(detail: Row(id: 1, title: "a")))
    let detail = store.scope(\.detail)!
    var shown: [Int] = []
    let token = store.observe { shown.append(detail.count) }
    store.detail?.remade(count: 2)
    detail.count = 5
    XCTAssertEqual(store.detail?.count, 5)
    XCTAssertEqual(detail.count, 5)
    XCTAssertEqual(shown, [0, 2, 5])
    _ = token
  }

  func testAnOptionalScopeStaysBoundWhenItsParentReplacesItselfCarryingTheChildOver() async {
    let store = Store(initialState: Board(detail: Row(id: 1, title: "a")))
    let detail = store.scope(\.detail)!
    var shown: [String] = []
    let token = store.observe { shown.append(detail.title) }
    store.update { $0.retitled("t") }
    detail.title = "b"
    XCTAssertEqual(store.detail?.title, "b")
    XCTAssertEqual(store.title, "t")
    XCTAssertEqual(shown.last, "b")
    _ = token
  }
}

extension Board {
  /// The first row of `list`, as an optional child: a computed key path a store can scope
  /// through, whose getter reads the whole list.
  var firstListRow: Row? {
    get { list.first }
    set {
      guard let newValue, !list.isEmpty else { return }
      list[0] = newValue
    }
  }
}

// Methods the expansion of these types does not see (declared in another file than the types).
extension Row {
  fileprivate mutating func remade(count newCount: Int) {
    self = Row(id: id, count: newCount, title: title)
  }
}

extension Board {
  fileprivate mutating func retitled(_ newTitle: String) {
    self = Board(
      rows: rows, list: list, detail: detail, destination: destination, title: newTitle)
  }
}

extension SessionTodo {
  fileprivate mutating func rebuilt(title newTitle: String) {
    self = SessionTodo(id: id, title: newTitle, isComplete: isComplete)
  }
}
