import ObservableStructs
import XCTest

// A store of an `Identifiable` state is identified by the state's id: a row's store by its
// row's id, so `rows.map(\.id)` gives the rows' ids with no type context, and `ForEach` and
// other generic code see the same id.

@MainActor
final class StoreIdentityTests: XCTestCase {
  private func store(_ ids: [Int]) -> Store<Board> {
    let rows = ids.map { Row(id: $0, count: $0) }
    return Store(initialState: Board(rows: ObservableStateArray(uniqueElements: rows), list: rows))
  }

  func testARowStoresIdIsItsRowsIdWithoutTypeContext() async {
    let store = store([10, 20, 30])
    let ids = store.scope(each: \.rows).map(\.id)
    let listIDs = store.scope(each: \.list).map(\.id)
    XCTAssertTrue(type(of: ids) == [Int].self)
    XCTAssertEqual(ids, [10, 20, 30])
    XCTAssertEqual(listIDs, [10, 20, 30])
  }

  func testGenericCodeSeesARowStoresRowId() async {
    func identifiers<C: Collection>(_ elements: C) -> [C.Element.ID] where C.Element: Identifiable {
      elements.map(\.id)
    }
    let store = store([3, 1, 2])
    XCTAssertEqual(identifiers(store.scope(each: \.rows)), [3, 1, 2])
    XCTAssertEqual(identifiers(store.scope(each: \.list)), [3, 1, 2])
  }

  func testARowStoreKeepsItsIdAcrossMovesAndAfterItsRowIsRemoved() async {
    let store = store([1, 2, 3])
    let rows = store.scope(each: \.rows)
    store.rows.swapAt(0, 2)
    XCTAssertEqual(rows.map(\.id), [1, 2, 3])
    XCTAssertEqual(store.scope(each: \.rows).map(\.id), [3, 2, 1])
    store.rows.remove(id: 2)
    XCTAssertEqual(rows[1].id, 2)
  }

  func testAStoreOfAnIdentifiableStateIsIdentifiedByThatStatesId() async {
    XCTAssertEqual(Store(initialState: Row(id: 7)).id, 7)
    let board = Store(initialState: Board(detail: Row(id: 4)))
    XCTAssertEqual(board.scope(\.detail)?.id, 4)
  }
}
