import ObservableStructs
import ObservableStructsTestSupport
import Observation
import XCTest

// A row of a plain `[Row]` that sits inside a child or inside a list's row, read before an edit
// in place and assigned back whole with `Array`'s own setter, holds the row's identity and
// registrar and only its data differs: the readers of the row must hear of it all the same.

@MainActor
final class HeldCopyWriteBackTests: XCTestCase {
  private func board() -> KanbanBoard {
    var board = KanbanBoard()
    board.backlog.cards = [KanbanCard(id: 1, title: "a"), KanbanCard(id: 2, title: "b")]
    board.columns = [
      KanbanColumn(id: 10, cards: [KanbanCard(id: 11, title: "c"), KanbanCard(id: 12, title: "d")])
    ]
    return board
  }

  func testACardReadBeforeAnEditAndPutBackIntoAChildsListTellsItsReaders() async {
    let store = Store(initialState: board())
    let held = store.backlog.cards[0]
    store.backlog.cards[0].title = "edited"
    var shown: [String] = []
    let token = store.observe { shown.append(store.backlog.cards[0].title) }
    store.backlog.cards[0] = held
    XCTAssertEqual(shown, ["edited", "a"])
    _ = token
  }

  func testACardReadBeforeAnEditAndPutBackIntoAListRowsListTellsItsReaders() async {
    let store = Store(initialState: board())
    let held = store.columns[0].cards[1]
    store.columns[0].cards[1].title = "edited"
    var shown: [String] = []
    let token = store.observe { shown.append(store.columns[0].cards[1].title) }
    store.columns[0].cards[1] = held
    XCTAssertEqual(shown, ["edited", "d"])
    _ = token
  }

  func testACardPutBackInsideAnUpdateTellsItsReaders() async {
    let store = Store(initialState: board())
    let held = store.columns[0].cards[0]
    store.update { $0.columns[0].cards[0].title = "edited" }
    var shown: [String] = []
    let token = store.observe { shown.append(store.columns[0].cards[0].title) }
    store.update { $0.columns[0].cards[0] = held }
    XCTAssertEqual(shown, ["edited", "c"])
    _ = token
  }

  func testACardPutBackAfterAnEditOfItsChildTellsTheChildsReaders() async {
    let store = Store(initialState: board())
    let held = store.columns[0].cards[0]
    store.columns[0].cards[0].note.text = "edited"
    var shown: [String] = []
    let token = store.observe { shown.append(store.columns[0].cards[0].note.text) }
    store.columns[0].cards[0] = held
    XCTAssertEqual(shown, ["edited", ""])
    _ = token
  }

  func testACardSavedTwiceFromAnotherPropertyTellsItsReaders() async {
    let store = Store(initialState: board())
    store.update { $0.selected = $0.columns[0].cards[0] }
    store.update { $0.columns[0].cards[0] = $0.selected! }
    store.columns[0].cards[0].title = "edited"
    var shown: [String] = []
    let token = store.observe { shown.append(store.columns[0].cards[0].title) }
    store.update { $0.columns[0].cards[0] = $0.selected! }
    XCTAssertEqual(shown, ["edited", "c"])
    _ = token
  }

  func testACardPutBackIntoAListNoStoreHoldsTellsItsReaders() {
    var board = board()
    let held = board.columns[0].cards[0]
    board.columns[0].cards[0].title = "edited"
    let probe = track { _ = board.columns[0].cards[0].title }
    board.columns[0].cards[0] = held
    XCTAssertEqual(probe.count, 1)
    XCTAssertEqual(board.columns[0].cards[0].title, "c")
  }

  func testAnEditOfOneCardInPlaceTellsNoReaderOfAnother() async {
    let store = Store(initialState: board())
    let card = store.scope(\.backlog).scope(each: \.cards)[0]
    var runs = 0
    let token = store.observe {
      _ = card.title
      runs += 1
    }
    store.backlog.cards[1].title = "edited"
    store.update { $0.backlog.cards[1].note.text = "x" }
    XCTAssertEqual(runs, 1)
    _ = token
  }

  func testACardPutBackUnchangedTellsNobody() async {
    let store = Store(initialState: board())
    let held = store.columns[0].cards[0]
    var runs = 0
    let token = store.observe {
      _ = store.columns[0].cards[0].title
      runs += 1
    }
    store.columns[0].cards[0] = held
    XCTAssertEqual(runs, 1)
    _ = token
  }

  // An undo (`update { $0 = snapshot }`) puts the snapshot's rows back in place: a copy read
  // after the edit and put back over them must be seen as the change it is.

  func testACardPutBackAfterAnUndoOfTheWholeStateTellsItsReaders() async {
    let store = Store(initialState: board())
    var shown: [String] = []
    let token = store.observe { shown.append(store.columns[0].cards[0].title) }
    let snapshot = store.state
    store.columns[0].cards[0].title = "edited"
    let held = store.columns[0].cards[0]
    store.update { $0 = snapshot }
    store.update { $0.columns[0].cards[0] = held }
    XCTAssertEqual(shown, ["c", "edited", "c", "edited"])
    _ = token
  }

  func testAColumnPutBackAfterAnUndoOfTheWholeStateTellsTheReadersOfItsCards() async {
    let store = Store(initialState: board())
    var shown: [[String]] = []
    let token = store.observe { shown.append(store.columns[0].cards.map(\.title)) }
    let snapshot = store.state
    store.update { _ = $0.columns[0].cards.removeFirst() }
    let held = store.columns[0]
    store.update { $0 = snapshot }
    store.update { $0.columns[0] = held }
    XCTAssertEqual(shown.last, ["d"])
    XCTAssertEqual(store.columns[0].cards.map(\.title), ["d"])
    _ = token
  }

  func testAColumnWhoseCardWasEditedAwayFromTheStoreAndPutBackTwiceKeepsTheCardsReaders() async {
    let store = Store(initialState: board())
    var shown: [String] = []
    let token = store.observe { shown.append(store.columns[0].cards[0].title) }
    var held = store.columns[0]
    held.cards[0].title = "copy"
    store.update { $0.columns[0] = held }
    store.update { $0.columns[0] = held }
    store.update { $0.columns[0].cards[0].title += "!" }
    XCTAssertEqual(shown.last, "copy!")
    XCTAssertEqual(store.columns[0].cards[0].title, "copy!")
    _ = token
  }

  // A row store reads its row untracked; its readers are attached to the registrars inside the
  // row. A copy put back holding the same data under other registrars (taken before a reset
  // gave the row's note a registrar of its own) must move them, or the next edit is missed.

  func testARowStoresReaderOfANestedChildHearsEditsAfterACopyWithOtherRegistrarsIsPutBack() async {
    func initial() -> KanbanBoard {
      var initial = board()
      initial.columns.append(KanbanColumn(id: 20, cards: [KanbanCard(id: 21, title: "e")]))
      return initial
    }
    let store = Store(initialState: initial())
    let rows = store.scope(each: \.columns)
    var shown: [String] = []
    let token = store.observe {
      shown.append(rows.first { $0.id == 10 }!.cards[0].note.text)
    }
    let held = store.columns[0]
    store.update { $0.columns[0].cards[0].note.text = "x" }
    store.update { $0.columns.swapAt(0, 1) }
    store.state = initial()
    store.update { $0.columns[0] = held }
    store.update { $0.columns[0].cards[0].note.text = "dill" }
    XCTAssertEqual(store.columns[0].cards[0].note.text, "dill")
    XCTAssertEqual(shown.last, "dill")
    _ = token
  }

  // A value built afresh around the values of the one it replaces (`self = …` in a method no
  // expansion sees) keeps their registrars: their readers stay attached, and are not told.

  func testAColumnRebuiltAroundItsCardsThroughTheStoreKeepsTheCardsReaders() async {
    let store = Store(initialState: board())
    let card = store.scope(\.backlog).scope(each: \.cards)[0]
    var shown: [String] = []
    let token = store.observe { shown.append(card.title) }
    store.backlog.rebuilt()
    XCTAssertEqual(shown, ["a"])
    card.title = "x"
    XCTAssertEqual(shown, ["a", "x"])
    XCTAssertEqual(store.backlog.cards[0].title, "x")
    _ = token
  }

  // A row appended inside an update belongs to the store, and so do the rows inside it: a copy
  // of one edited away from the store tells nobody, and put back, tells its readers.

  func testACopyOfACardInAColumnAppendedInsideAnUpdateIsACopy() async {
    let store = Store(initialState: board())
    store.update {
      $0.columns.append(KanbanColumn(id: 20, cards: [KanbanCard(id: 21, title: "e")]))
    }
    let changes = ChangeCount()
    let title = withObservationTracking {
      store.state.columns[1].cards[0].title
    } onChange: {
      changes.count += 1
    }
    XCTAssertEqual(title, "e")
    var held = store.columns[1].cards[0]
    held.title = "copy"
    XCTAssertEqual(changes.count, 0)
    store.update { $0.columns[1].cards[0] = held }
    XCTAssertEqual(changes.count, 1)
    XCTAssertEqual(store.columns[1].cards[0].title, "copy")
  }
}

/// How many times an `onChange` ran.
private final class ChangeCount: @unchecked Sendable {
  var count = 0
}

// A method the expansion of these types does not see (declared in another file than the types).
extension KanbanColumn {
  fileprivate mutating func rebuilt() {
    self = KanbanColumn(id: id, cards: cards)
  }
}
