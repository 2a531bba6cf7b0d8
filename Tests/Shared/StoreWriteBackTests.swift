import ObservableStructs
import ObservableStructsTestSupport
import XCTest

// Every way of writing through a store follows one rule: a value the store did not produce
// itself — a copy edited away from the store, a stale copy — is compared like any other
// assignment (identity first, then equality), so its readers hear of it even if they read the
// old value again after the copy was edited. An edit in place tells the readers of what it
// changed, and nobody else.

@MainActor
final class StoreWriteBackTests: XCTestCase {
  func testACopyWhoseNestedChildWasEditedTellsOnlyTheReadersOfWhatChangedWhenWrittenBack() async {
    let store = Store(initialState: InventorySession.initialState())
    var currencyRuns = 0
    let currencyView = store.observe {
      currencyRuns += 1
      _ = store.settings.display.currency
    }
    var shown: [Bool] = []
    let showsEmptyView = store.observe { shown.append(store.settings.display.showsEmpty) }
    var settings = store.settings
    settings.display.showsEmpty.toggle()
    store.settings = settings
    XCTAssertEqual(currencyRuns, 1, "the currency's readers were told of another field")
    XCTAssertEqual(shown, [true, false])
    store.settings.display.showsEmpty = true
    XCTAssertEqual(shown, [true, false, true])
    _ = (currencyView, showsEmptyView)
  }

  private func board() -> Store<Board> {
    let rows = [Row(id: 1), Row(id: 2)]
    return Store(
      initialState: Board(
        rows: ObservableStateArray(uniqueElements: rows), list: rows, detail: Row(id: 3),
        destination: .child(Child())))
  }

  // MARK: A copy edited away from the store and written back

  func testAnEditedCopyAssignedToADynamicMemberNotifiesItsReaders() async {
    let store = Store(initialState: Parent())
    var draft = store.child
    draft.count += 1
    let reader = track { _ = store.child.count }  // a view that re-rendered meanwhile
    store.child = draft
    XCTAssertEqual(reader.count, 1)
    XCTAssertEqual(store.child.count, 1)
  }

  func testAnEditedCopyAssignedToAScopedStoresStateNotifiesItsReaders() async {
    let store = Store(initialState: Parent())
    let child = store.scope(\.child)
    var draft = child.state
    draft.count += 1
    let reader = track { _ = child.count }
    child.state = draft
    XCTAssertEqual(reader.count, 1)
    XCTAssertEqual(store.child.count, 1)
  }

  func testAnEditedCopyAssignedToAnOptionalOrCaseScopeNotifiesItsReaders() async {
    let store = board()
    let detail = store.scope(\.detail)!
    var detailDraft = detail.state
    detailDraft.count += 1
    let detailReader = track { _ = detail.count }
    detail.state = detailDraft
    XCTAssertEqual(detailReader.count, 1)
    XCTAssertEqual(store.detail?.count, 1)

    let child = store.childDestinationStore()!
    var childDraft = child.state
    childDraft.count += 1
    let childReader = track { _ = child.count }
    child.state = childDraft
    XCTAssertEqual(childReader.count, 1)
    XCTAssertEqual(store.destination, .child(Child(count: 1)))
  }

  func testAnEditedCopyAssignedToARowStoresStateNotifiesItsReaders() async {
    let store = board()
    for row in [store.scope(each: \.rows)[1], store.scope(each: \.list)[1]] {
      var draft = row.state
      draft.count += 1
      let reader = track { _ = row.count }
      row.state = draft
      XCTAssertEqual(reader.count, 1)
      XCTAssertEqual(row.count, 1)
    }
    XCTAssertEqual(store.rows[id: 2]?.count, 1)
    XCTAssertEqual(store.list[1].count, 1)
  }

  func testAnEditedCopyOfTheRootAssignedToStateNotifiesItsReaders() async {
    let store = Store(initialState: Parent())
    var draft = store.state
    draft.child.count += 1
    let reader = track { _ = store.child.count }
    store.state = draft
    XCTAssertEqual(reader.count, 1)
    XCTAssertEqual(store.child.count, 1)
  }

  func testAnEditedCopyOfAPlainArrayAssignedBackNotifiesItsReaders() async {
    let store = Store(initialState: Parent(rows: [Child(), Child()]))
    var rows = store.rows
    rows[0].count += 1
    let reader = track { _ = store.rows[0].count }
    store.rows = rows
    XCTAssertEqual(reader.count, 1)
    XCTAssertEqual(store.rows[0].count, 1)
  }

  func testAStaleArrayOfEnumCasesAssignedBackNotifiesItsReaders() async {
    let store = Store(initialState: Navigator(stack: [.child(Child()), .text("b")]))
    let stale = store.stack
    store.update {
      if case .child(var child) = $0.stack[0] {
        child.count += 1
        $0.stack[0] = .child(child)
      }
    }
    let reader = track { _ = store.stack }
    store.stack = stale
    XCTAssertEqual(reader.count, 1)
    XCTAssertEqual(store.stack, stale)
  }

  func testAStaleElementAssignedWithinADynamicMemberEditNotifiesItsReaders() async {
    let store = board()
    let stale = store.rows[0]
    store.rows[0].count += 1
    XCTAssertNotEqual(store.rows[0], stale)
    let reader = track { _ = store.rows[0].count }
    store.rows[0] = stale
    XCTAssertEqual(reader.count, 1)
    XCTAssertEqual(store.rows[0].count, 0)
  }

  func testAnEditedCopyPutInPlaceOfAStoresOwnValueNotifiesItsReaders() async {
    func swapIn(_ draft: Child, _ value: inout Child) { value = draft }
    let ways: [(String, (Store<Parent>, Child) -> Void)] = [
      ("child store update", { store, draft in store.scope(\.child).update { $0 = draft } }),
      ("inout dynamic member", { store, draft in swapIn(draft, &store.child) }),
      ("inout scoped state", { store, draft in swapIn(draft, &store.scope(\.child).state) }),
      ("mutating method", { store, draft in store.child.replace(with: draft) }),
      ("update", { store, draft in store.update { $0.child = draft } }),
      ("state member", { store, draft in store.state.child = draft }),
    ]
    for (way, write) in ways {
      let store = Store(initialState: Parent())
      var draft = store.child
      draft.count += 1
      let reader = track { _ = store.child.count }
      write(store, draft)
      XCTAssertEqual(reader.count, 1, way)
      XCTAssertEqual(store.child.count, 1, way)
    }
  }

  // MARK: Unchanged values and edits in place

  func testAnUnchangedValueWrittenBackNotifiesNobody() async {
    let store = board()
    let detail = store.scope(\.detail)!
    let row = store.scope(each: \.rows)[0]
    let readers = [
      track { _ = store.state }, track { _ = store.rows }, track { _ = store.list },
      track { _ = store.detail }, track { _ = store.destination }, track { _ = detail.count },
      track { _ = row.count },
    ]
    store.state = store.state
    store.rows = store.rows
    store.list = store.list
    store.detail = store.detail
    store.destination = store.destination
    detail.state = detail.state
    row.state = row.state
    store.childDestinationStore()!.state = store.childDestinationStore()!.state
    XCTAssertEqual(readers.map(\.count), [0, 0, 0, 0, 0, 0, 0])
  }

  func testAnEditInPlaceThroughAnyStoreNotifiesReadersOfWhatItChangedOnly() async {
    let store = board()
    let detail = store.scope(\.detail)!
    let child = store.childDestinationStore()!
    let row = store.scope(each: \.rows)[0]
    let listRow = store.scope(each: \.list)[0]
    let containers = [
      track { _ = store.state }, track { _ = store.rows }, track { _ = store.list },
      track { _ = store.detail }, track { _ = store.destination },
    ]
    let labels = [track { _ = detail.title }, track { _ = child.label }, track { _ = row.title }]
    let counts = [
      track { _ = detail.count }, track { _ = child.count }, track { _ = row.count },
      track { _ = listRow.count },
    ]
    detail.count += 1
    detail.state.count += 1
    detail.update { $0.count += 1 }
    child.count += 1
    child.state.count += 1
    row.count += 1
    row.state.count += 1
    listRow.count += 1
    store.detail?.count += 1
    store.rows[id: 1]?.count += 1
    XCTAssertEqual(containers.map(\.count), [0, 0, 0, 0, 0])
    XCTAssertEqual(labels.map(\.count), [0, 0, 0])
    XCTAssertEqual(counts.map(\.fired), [true, true, true, true])
    XCTAssertEqual(store.detail?.count, 4)
    XCTAssertEqual(store.destination, .child(Child(count: 2)))
    XCTAssertEqual(store.rows[id: 1]?.count, 3)
    XCTAssertEqual(store.list[0].count, 1)
  }

  func testAResetThroughADynamicMemberStillNotifiesReadersOfTheChild() async {
    let store = Store(initialState: Parent(child: Child(count: 3)))
    let reader = track { _ = store.child }
    store.child.reset()
    XCTAssertEqual(reader.count, 1)
    XCTAssertEqual(store.child.count, 0)
  }
}
