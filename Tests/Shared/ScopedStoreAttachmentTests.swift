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

  func testAScopeGoesStaleWhenItsChildIsReplacedByAnEqualNewChild() async {
    let store = Store(initialState: Board(detail: Row(id: 1)))
    let detail = store.scope(\.detail)!
    store.update { $0.detail = Row(id: 1) }
    let warnings = _collectingRuntimeWarnings { detail.count = 5 }
    XCTAssertEqual(warnings.count, 1, "\(warnings)")
    XCTAssertEqual(store.detail?.count, 0)
    XCTAssertEqual(detail.count, 0)
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
