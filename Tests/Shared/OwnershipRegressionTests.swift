import Dispatch
import ObservableStructs
import ObservableStructsTestSupport
import Observation
import XCTest

// Flows that once left a view stale or re-rendered views that nothing concerned: values derived
// from state in computed properties, copies written back, copies edited away from the state,
// and row stores next to structural edits of their list. Written against `SessionState` and its
// types, and compiled into every test target that provides them.

@MainActor
final class OwnershipRegressionTests: XCTestCase {
  private func todosStore() -> Store<SessionState> {
    Store(
      initialState: SessionState(
        hidesCompleted: true,
        todos: [SessionTodo(id: 1, title: "A"), SessionTodo(id: 2, title: "B")]))
  }

  // MARK: Values derived from state

  func testAFilteredArrayInAComputedPropertyHearsOfARowStoresEdit() async {
    let store = todosStore()
    let rowB = store.scope(each: \.todos)[1]
    var shown: [String] = []
    let token = store.observe { shown = store.visibleTodos.map(\.summary) }
    rowB.title = "B2"
    XCTAssertEqual(shown, ["A", "B2"])
    store.update { $0.todos[id: 1]?.isComplete = true }
    XCTAssertEqual(shown, ["B2"])
    token.cancel()
  }

  func testValuesDerivedInComputedPropertiesOfABareValueHearOfEdits() async {
    var state = SessionState(
      todos: [SessionTodo(id: 1, title: "A"), SessionTodo(id: 2, title: "B")],
      rows: [SessionTodo(id: 3, title: "c")])
    let reads: [(String, (SessionState) -> Void)] = [
      ("filter", { _ = $0.visibleTodos.map(\.title) }),
      ("prefix", { _ = $0.firstTwo.map(\.title) }),
      ("sort", { _ = $0.sortedRows.map(\.title) }),
      ("map into plain structs", { _ = $0.headers }),
      ("annotated struct from a row", { _ = $0.badge?.label }),
      ("annotated structs from plain rows", { _ = $0.rowBadges.map(\.label) }),
    ]
    for (name, read) in reads {
      let reader = track { read(state) }
      state.todos[0].title += "!"
      state.rows[0].title += "!"
      XCTAssertEqual(reader.count, 1, name)
    }
  }

  func testADerivedValueThroughAStoreStaysCurrentAcrossEditsOfItsSource() async {
    let store = todosStore()
    var badge = ""
    var headers: [String] = []
    let tokens = [
      store.observe { badge = store.badge?.label ?? "-" },
      store.observe { headers = store.headers.map(\.title) },
    ]
    store.todos[0].title = "A1"
    XCTAssertEqual(badge, "[A1]")
    XCTAssertEqual(headers, ["A1", "B"])
    store.scope(each: \.todos)[0].isComplete = true
    XCTAssertEqual(badge, "[A1✓]")
    tokens.forEach { $0.cancel() }
  }

  func testValuesDerivedByEditingACopyOrJoiningArraysStayCurrentThroughAStore() async {
    let store = Store(
      initialState: SessionState(
        todos: [SessionTodo(id: 1, title: "a")], rows: [SessionTodo(id: 2, title: "b")]))
    var loud = ""
    var shouting = ""
    var everything = ""
    let tokens = [
      store.observe { loud = store.loudFirst?.summary ?? "-" },
      store.observe { shouting = store.shoutingBadge?.label ?? "-" },
      store.observe { everything = store.everything.map(\.summary).joined(separator: ",") },
    ]
    // What the copy's edit left alone is read from the original's registrars.
    store.scope(each: \.todos)[0].isComplete = true
    XCTAssertEqual(loud, "A✓")
    XCTAssertEqual(shouting, "[A✓]")
    XCTAssertEqual(everything, "a✓,b")
    store.todos[0].title = "c"
    XCTAssertEqual(loud, "C✓")
    XCTAssertEqual(shouting, "[C✓]")
    store.rows[0].isComplete = true
    XCTAssertEqual(everything, "c✓,b✓")
    tokens.forEach { $0.cancel() }
  }

  func testAnElementReplacedByAnotherValueKeepsItsRowStoresReadersOfWhatItShares() async {
    let store = todosStore()
    let row = store.scope(each: \.todos)[0]
    var rowRenders = 0
    let rowToken = row.observe {
      _ = row.title
      rowRenders += 1
    }
    let listReader = track { _ = store.todos.count }
    // Another value, holding the same data: the list's readers hear of the replacement; the
    // row's do not, and stay attached.
    store.update { $0.todos[0] = SessionTodo(id: 1, title: "A") }
    XCTAssertEqual(listReader.count, 1)
    XCTAssertEqual(rowRenders, 1)
    store.todos[0].title = "A2"
    XCTAssertEqual(rowRenders, 2)
    // Another value with other data: the row's readers hear of what differs.
    store.update { $0.todos[id: 1] = SessionTodo(id: 1, title: "A3") }
    XCTAssertEqual(rowRenders, 3)
    XCTAssertEqual(row.title, "A3")
    rowToken.cancel()
  }

  func testACopyStoredInAnotherPlaceGetsRegistrarsOfItsOwnForTheValuesInsideItToo() async {
    let store = Store(
      initialState: InventoryState(sections: [
        InvSection(id: 1, title: "A", items: [InvItem(id: 7, name: "a")]),
        InvSection(id: 2, title: "B"),
      ]))
    // The second section becomes a copy of the first, rows inside included.
    store.update { $0.sections[1] = $0.sections[0] }
    let originalReader = track { _ = store.sections[0].items[0].name }
    let copyReader = track { _ = store.sections[1].items[0].name }
    store.update { $0.sections[1].items[0].name = "b" }
    XCTAssertEqual(originalReader.count, 0, "the original's row is another row")
    XCTAssertEqual(copyReader.count, 1)
    XCTAssertEqual(store.sections[0].items[0].name, "a")
  }

  func testTheRowsAssignedAFilteredCopyThatKeepsEveryRowTellNobody() async {
    let store = todosStore()
    let listReader = track { _ = store.todos.map(\.title) }
    store.todos = store.todos.filter { _ in true }
    XCTAssertEqual(listReader.count, 0)
    store.update { $0.todos = $0.todos.filter { $0.id != 2 } }
    XCTAssertEqual(listReader.count, 1)
    XCTAssertEqual(store.todos.map(\.id), [1])
  }

  func testAScopedStoresStateAssignedAnotherValueHoldingTheSameDataTellsNobody() async {
    let store = todosStore()
    let profile = store.scope(\.profile)
    let nameReader = track { _ = store.profile.name }
    profile.state = SessionProfile()  // not Equatable: the same data under another identity
    XCTAssertEqual(nameReader.count, 0)
    profile.name = "Q"
    XCTAssertEqual(nameReader.count, 1)
    let renamedReader = track { _ = store.profile.name }
    profile.state = SessionProfile(name: "R", score: 0)
    XCTAssertEqual(renamedReader.count, 1)
    XCTAssertEqual(store.profile.name, "R")
  }

  func testAnUndoThatRestoresOneRowsTitleTellsOnlyTheReadersOfThatTitle() async {
    let store = todosStore()
    store.rows = [SessionTodo(id: 7, title: "R")]
    let snapshot = store.state
    store.todos[1].title = "B2"
    store.rows[0].isComplete = true
    store.draft = nil
    let todos = track { _ = store.todos.count }
    let rows = track { _ = store.rows.count }
    let firstTitle = track { _ = store.todos[0].title }
    let secondTitle = track { _ = store.todos[1].title }
    let rowIsComplete = track { _ = store.rows[0].isComplete }
    store.state = snapshot
    XCTAssertEqual(
      [todos.count, rows.count, firstTitle.count, secondTitle.count, rowIsComplete.count],
      [0, 0, 0, 1, 1])
    XCTAssertEqual(store.todos[1].title, "B")
    XCTAssertFalse(store.rows[0].isComplete)
  }

  func testAnUndoThatRestoresAnOptionalChildsFieldTellsOnlyThatFieldsReaders() async {
    let store = todosStore()
    store.draft = SessionTodo(id: 9, title: "D")
    let snapshot = store.state
    store.draft?.title = "D2"
    store.profile.score = 5
    let draft = track { _ = store.draft }
    let draftTitle = track { _ = store.draft?.title }
    let profile = track { _ = store.profile }
    let profileName = track { _ = store.profile.name }
    let profileScore = track { _ = store.profile.score }
    store.state = snapshot
    XCTAssertEqual(
      [draft.count, draftTitle.count, profile.count, profileName.count, profileScore.count],
      [0, 1, 0, 0, 1])
    XCTAssertEqual(store.draft?.title, "D")
    XCTAssertEqual(store.profile.score, 0)
  }

  func testAStateRebuiltWithTheSameRowsKeepsTheListsReadersAndTellsTheRowsThatDiffer() async {
    let store = todosStore()
    let row = store.scope(each: \.todos)[0]
    let todos = track { _ = store.todos.count }
    let rowTitle = track { _ = row.title }
    let otherTitle = track { _ = store.todos[1].title }
    store.state = SessionState(
      hidesCompleted: true,
      todos: [SessionTodo(id: 1, title: "A1"), SessionTodo(id: 2, title: "B")])
    XCTAssertEqual([todos.count, rowTitle.count, otherTitle.count], [0, 1, 0])
    XCTAssertEqual(row.title, "A1")
    row.title = "A2"
    XCTAssertEqual(store.todos[0].title, "A2", "the row store stays attached to its row")
  }

  func testAResetWithRowsAddedOrMovedKeepsTheReadersOfTheRowsFoundAgainByID() async {
    let store = todosStore()
    store.rows = [SessionTodo(id: 7, title: "R"), SessionTodo(id: 8, title: "S")]
    let rowA = store.scope(each: \.todos)[0]
    let rowB = store.scope(each: \.todos)[1]
    let todos = track { _ = store.todos.count }
    let titleA = track { _ = rowA.title }
    let titleB = track { _ = rowB.title }
    let plainRows = track { _ = store.rows.count }
    // Built afresh: another order, a row added, one row's title changed.
    store.state = SessionState(
      hidesCompleted: true,
      todos: [
        SessionTodo(id: 2, title: "B"), SessionTodo(id: 3, title: "C"),
        SessionTodo(id: 1, title: "A1"),
      ],
      rows: [SessionTodo(id: 8, title: "S"), SessionTodo(id: 7, title: "R")])
    XCTAssertEqual([todos.count, titleA.count, titleB.count, plainRows.count], [1, 1, 0, 1])
    rowB.title = "B2"
    XCTAssertEqual(titleB.count, 1, "row 2's store stays attached to the registrar it reads")
    XCTAssertEqual(store.todos[0].title, "B2")
    let movedTitle = track { _ = store.rows[1].title }
    store.rows[1].title = "R2"
    XCTAssertEqual(movedTitle.count, 1)
  }

  func testAResetWithTwoRowsOfOneIDGivesThemRegistrarsOfTheirOwn() async {
    let store = todosStore()
    store.state = SessionState(
      hidesCompleted: true,
      todos: [
        SessionTodo(id: 1, title: "A"), SessionTodo(id: 1, title: "A"),
        SessionTodo(id: 2, title: "B"),
      ])
    let second = track { _ = store.todos[1].title }
    store.todos[0].title = "A2"
    XCTAssertEqual(second.count, 0, "an edit of one row told the reader of its twin")
    XCTAssertEqual(store.todos.map(\.title), ["A2", "A", "B"])
  }

  func testAStateWithAnotherRowInThePlaceOfOneTellsTheListsReaders() async {
    let store = todosStore()
    let todos = track { _ = store.todos.count }
    store.state = SessionState(
      hidesCompleted: true,
      todos: [SessionTodo(id: 1, title: "A"), SessionTodo(id: 3, title: "B")])
    XCTAssertEqual(todos.count, 1)
  }

  func testARowReplacedByAnotherIdTakesNoneOfTheReplacedRowsRegistrars() async {
    let store = todosStore()
    let before = store.state
    store.todos[0] = SessionTodo(id: 3, title: "C")
    let replacedRowsReader = track { _ = before.todos[0].title }
    store.todos[0].title = "C2"
    XCTAssertEqual(replacedRowsReader.count, 0, "row 3's edit told a reader of row 1")
  }

  func testARowStoreSeesItsRowComeBackAfterAnUndoThatRemovedItAndARedoThatRestoredIt() async {
    let store = todosStore()
    let before = store.state
    store.todos[0] = SessionTodo(id: 3, title: "C")
    store.todos.swapAt(0, 1)
    let after = store.state
    let rowC = store.scope(each: \.todos)[1]
    var shown = ""
    let token = store.observe { shown = rowC.title }
    store.state = before
    store.todos.reverse()
    store.state = after
    store.scope(each: \.todos)[1].title = "C2"
    XCTAssertEqual(shown, "C2")
    token.cancel()
  }

  // MARK: Copies written back

  func testAChildThatIsNotEquatableEditedAsACopyAndWrittenBackTellsItsReaders() async {
    let store = todosStore()
    var shown = ""
    let token = store.observe { shown = store.profile.name }
    var profile = store.profile
    profile.name = "x"
    store.profile = profile
    XCTAssertEqual(shown, "x", "the reader must have run before the write returned")
    token.cancel()
  }

  func testACopyWrittenBackThroughARowStoreTellsOnlyTheReadersOfWhatItChanged() async {
    let store = todosStore()
    let row = store.scope(each: \.todos)[0]
    let otherRow = track { _ = store.todos[1].title }
    let count = track { _ = store.todos.count }
    let title = track { _ = store.todos[0].title }
    let isComplete = track { _ = row.isComplete }
    var copy = row.state
    copy.isComplete = true
    row.state = copy
    XCTAssertEqual([otherRow.count, count.count, title.count, isComplete.count], [0, 0, 0, 1])
    var second = row.state
    second.title = "A2"
    row.update { $0 = second }
    XCTAssertEqual([otherRow.count, count.count, title.count], [0, 0, 1])
    XCTAssertEqual(store.todos[0].summary, "A2✓")
    // Another row in the row's place is a change of the list.
    row.state = SessionTodo(id: 1, title: "new")
    XCTAssertEqual(count.count, 1)
    XCTAssertEqual(store.todos[0].title, "new")
  }

  func testAChildCopyWrittenBackThroughTheStoreTellsOnlyTheReadersOfWhatItChanged() async {
    let store = todosStore()
    let name = track { _ = store.profile.name }
    let score = track { _ = store.profile.score }
    var profile = store.profile
    profile.name = "x"
    store.profile = profile
    XCTAssertEqual([name.count, score.count], [1, 0])
    XCTAssertEqual(store.profile.name, "x")
    // The reader that was not told is still attached: the next edit reaches it.
    store.profile.score = 3
    XCTAssertEqual(score.count, 1)
  }

  func testAnUnchangedChildThatIsNotEquatableWrittenBackTellsNobody() async {
    let store = todosStore()
    let reader = track { _ = store.profile.name }
    store.profile = store.profile
    XCTAssertEqual(reader.count, 0)
  }

  func testAResetToEqualDataTellsNobodyAndKeepsEveryReaderAttached() async {
    let store = todosStore()
    let reader = track { _ = store.todos[0].title }
    store.state = SessionState(
      hidesCompleted: true,
      todos: [SessionTodo(id: 1, title: "A"), SessionTodo(id: 2, title: "B")])
    XCTAssertEqual(reader.count, 0)
    store.todos[0].title = "A2"
    XCTAssertEqual(reader.count, 1)
  }

  func testAnUndoToAnEarlierSnapshotTellsTheReadersOfWhatItChanged() async {
    let store = todosStore()
    let snapshot = store.state
    store.todos[0].title = "A2"
    var shown = ""
    let token = store.observe { shown = store.todos.map(\.title).joined() }
    store.state = snapshot
    XCTAssertEqual(shown, "AB")
    token.cancel()
  }

  func testAnUndoAssignedInsideAnUpdateLeavesNoDerivedViewStale() async {
    let store = todosStore()
    let snapshot = store.state
    store.todos[1].title = "B2"
    var shown = ""
    let token = store.observe {
      shown = store.todos.filter { !$0.isComplete }.map(\.title).joined()
    }
    XCTAssertEqual(shown, "AB2")
    store.update { $0 = snapshot }
    XCTAssertEqual(shown, "AB", "the copy shares the registrars it replaced, and holds other data")
    token.cancel()
  }

  func testTheStoresOwnValueAssignedInsideAnUpdateTellsNobody() async {
    let store = todosStore()
    let reader = track { _ = store.todos[0].title }
    let state = store.state
    store.update { $0 = state }
    XCTAssertEqual(reader.count, 0)
    store.update {
      $0 = state
      $0.todos[0].title = "A2"
    }
    XCTAssertEqual(reader.count, 1, "an edit after the assignment tells its readers")
    var shown = ""
    let token = store.observe { shown = store.todos[0].title }
    store.update { $0 = state }
    XCTAssertEqual(shown, "A", "the copy is older than the edit: it is an undo")
    token.cancel()
  }

  // MARK: Row stores

  func testStructuralEditsOfOtherRowsReRenderNoRowView() async {
    let store = Store(
      initialState: SessionState(
        todos: ObservableStateArray((0..<1_000).map { SessionTodo(id: $0, title: "\($0)") })))
    let rows = store.scope(each: \.todos)
    var renders = 0
    let tokens = rows.map { row in
      row.observe {
        _ = row.title
        renders += 1
      }
    }
    renders = 0
    store.todos.append(SessionTodo(id: 5_000, title: "new"))
    store.todos.insert(SessionTodo(id: 5_001, title: "first"), at: 0)
    store.todos.swapAt(10, 20)
    store.todos.remove(at: 500)
    XCTAssertEqual(renders, 0, "no row view is told, not even the removed row's")
    XCTAssertEqual(rows[499].title, "499", "the removed row's store reads its last value")
    store.todos[id: 7]?.title = "seven"
    XCTAssertEqual(renders, 1, "a row's edit tells its own view")
    tokens.forEach { $0.cancel() }
  }

  func testARowStoreHearsOfItsRowReplacedByAnUndo() async {
    let store = todosStore()
    let snapshot = store.state
    let row = store.scope(each: \.todos)[0]
    row.title = "A2"
    var shown = ""
    let token = row.observe { shown = row.title }
    store.state = snapshot
    XCTAssertEqual(shown, "A")
    token.cancel()
  }

  // MARK: Copies written back

  func testADraftWrittenBackByIdTellsOnlyTheReadersOfWhatItChanged() async {
    let store = todosStore()
    store.draft = store.todos[1]
    store.draft?.title = "B2"
    var titleRenders = 0
    var countRenders = 0
    var firstRenders = 0
    let tokens = [
      store.observe {
        _ = store.todos[1].title
        titleRenders += 1
      },
      store.observe {
        _ = store.todos.count
        countRenders += 1
      },
      store.observe {
        _ = store.todos[0].title
        firstRenders += 1
      },
    ]
    store.update { if let draft = $0.draft { $0.todos[id: draft.id] = draft } }
    XCTAssertEqual(store.todos[1].title, "B2")
    XCTAssertEqual(titleRenders, 2, "the edited title's reader is told")
    XCTAssertEqual(countRenders, 1, "the list keeps its structure")
    XCTAssertEqual(firstRenders, 1, "other rows' readers are not told")
    store.todos[1].title = "B3"
    XCTAssertEqual(titleRenders, 3, "the reader stays attached to the row")
    tokens.forEach { $0.cancel() }
  }

  func testACopyEditedOutsideItsStoreAndWrittenBackByPositionIsAnEditOfTheRow() async {
    let store = todosStore()
    var copy = store.todos[0]
    copy.isComplete = true
    var completeRenders = 0
    var titleRenders = 0
    let tokens = [
      store.observe {
        _ = store.todos[0].isComplete
        completeRenders += 1
      },
      store.observe {
        _ = store.todos[0].title
        titleRenders += 1
      },
    ]
    store.todos[0] = copy
    XCTAssertTrue(store.todos[0].isComplete)
    XCTAssertEqual(completeRenders, 2)
    XCTAssertEqual(titleRenders, 1, "the unchanged title's reader is not told")
    tokens.forEach { $0.cancel() }
  }

  // MARK: Copies of store state

  func testABareCopysEditsTellNoneOfTheOriginalsReaders() async {
    let store = todosStore()
    var renders = 0
    let token = store.observe {
      _ = store.profile.score
      renders += 1
    }
    var copy = store.profile
    copy.score += 1
    await settleMainQueue()
    XCTAssertEqual(renders, 1, "the original's reader was told of the copy's edit")
    XCTAssertEqual(store.profile.score, 0)
    XCTAssertEqual(copy.score, 1)
    token.cancel()
  }

  func testAChangedCopyWrittenBackTellsItsReadersBeforeTheWriteReturns() async {
    let store = todosStore()
    var shownScore = -1
    var shownName = ""
    let tokens = [
      store.observe { shownScore = store.profile.score },
      store.observe { shownName = store.profile.name },
    ]
    var copy = store.profile
    copy.score = 7
    store.profile = copy
    XCTAssertEqual(shownScore, 7, "the changed field's reader ran before the write returned")
    XCTAssertEqual(shownName, "P")
    tokens.forEach { $0.cancel() }
  }

  func testSelfReplacementInAnExtensionTellsTheReadersOfAValueNothingOwns() async {
    var profile = SessionProfile()
    let told = track { _ = profile.name }
    profile.renameWholesale("Q")
    XCTAssertEqual(
      told.count, selfReplacementInSameFileExtensionsIsSeen ? 1 : 0,
      "the reader of the replaced value was told where the expansion sees the extension")
    XCTAssertEqual(profile.name, "Q")
  }

  private func settleMainQueue() async {
    await withCheckedContinuation { continuation in
      DispatchQueue.main.async { continuation.resume() }
    }
  }

  /// A row replaced inside an edit by id, in a method no expansion sees, belongs to its list:
  /// a copy of it stored as the draft and edited there has readers of its own, and the row
  /// assigned to the draft again tells them.
  func testARowReplacedInAnEditByIDBelongsToItsList() async {
    let store = Store(
      initialState: SessionState(todos: [SessionTodo(id: 1, title: "a"), SessionTodo(id: 2)]))
    store.update { $0.todos[id: 1]?.rebuildOutsideItsFile("b") }
    store.update {
      $0.draft = $0.todos[id: 1]
      $0.draft?.title = "draft"
    }
    let reader = track { _ = store.draft?.title }
    store.draft = store.todos[id: 1]
    XCTAssertEqual(reader.count, 1)
    XCTAssertEqual(store.draft?.title, "b")
  }

  /// A copy of a row read before the row was edited through the store, put back through the
  /// row's store: the row's readers and the list's are told.
  func testARowPutBackThroughItsStoreAsItWasBeforeAnEditTellsItsReaders() async {
    let store = Store(
      initialState: SessionState(todos: [SessionTodo(id: 1, title: "a"), SessionTodo(id: 2)]))
    let row = store.scope(each: \.todos)[0]
    let before = store.todos[id: 1]!
    store.todos[id: 1]?.title = "b"
    let rowReader = track { _ = row.title }
    let listReader = track { _ = store.todos.map(\.title) }
    row.state = before
    XCTAssertEqual([rowReader.count, listReader.count], [1, 1])
    XCTAssertEqual(store.todos[id: 1]?.title, "a")
  }

  /// The same copy put back inside the row store's own edit (`row.update { $0 = before }`):
  /// the edit by id sees a value that is not the copy it lent, and compares it.
  func testARowPutBackInsideItsStoresEditAsItWasBeforeAnEditTellsItsReaders() async {
    let store = Store(
      initialState: SessionState(todos: [SessionTodo(id: 1, title: "a"), SessionTodo(id: 2)]))
    let row = store.scope(each: \.todos)[0]
    let before = store.todos[id: 1]!
    store.todos[id: 1]?.title = "b"
    let rowReader = track { _ = row.title }
    let listReader = track { _ = store.todos.map(\.title) }
    row.update { $0 = before }
    XCTAssertEqual([rowReader.count, listReader.count], [1, 1])
    XCTAssertEqual(store.todos[id: 1]?.title, "a")
    let laterReader = track { _ = row.title }
    row.title = "c"
    XCTAssertEqual(laterReader.count, 1)
  }

  /// The same copy assigned to the list by position, by id, and inside an update: the row's
  /// readers are told of what differs, the list's count readers of nothing.
  func testARowAssignedToItsListAsItWasBeforeAnEditTellsTheRowsReaders() async {
    let assignments: [(Store<SessionState>, SessionTodo) -> Void] = [
      { store, before in store.todos[0] = before },
      { store, before in store.todos[id: 1] = before },
      { store, before in store.update { $0.todos[0] = before } },
      { store, before in store.update { $0.todos[id: 1] = before } },
    ]
    for (index, assign) in assignments.enumerated() {
      let store = Store(
        initialState: SessionState(todos: [SessionTodo(id: 1, title: "a"), SessionTodo(id: 2)]))
      let row = store.scope(each: \.todos)[0]
      let before = store.todos[id: 1]!
      store.todos[id: 1]?.title = "b"
      let rowReader = track { _ = row.title }
      let titleReader = track { _ = store.todos[0].title }
      assign(store, before)
      XCTAssertEqual([rowReader.count, titleReader.count], [1, 1], "assignment \(index)")
      XCTAssertEqual(row.title, "a", "assignment \(index)")
      let laterReader = track { _ = row.title }
      row.title = "c"
      XCTAssertEqual(laterReader.count, 1, "assignment \(index)")
    }
  }

  /// The same for a row of a plain array.
  func testAPlainRowPutBackInsideItsStoresEditAsItWasBeforeAnEditTellsItsReaders() async {
    let store = Store(
      initialState: SessionState(rows: [SessionTodo(id: 1, title: "a"), SessionTodo(id: 2)]))
    let row = store.scope(each: \.rows)[0]
    let before = store.rows[0]
    store.rows[0].title = "b"
    let rowReader = track { _ = row.title }
    let listReader = track { _ = store.rows.map(\.title) }
    row.update { $0 = before }
    XCTAssertEqual([rowReader.count, listReader.count], [1, 1])
    XCTAssertEqual(store.rows[0].title, "a")
  }

  /// The same for an optional child's store.
  func testAChildPutBackInsideItsStoresEditAsItWasBeforeAnEditTellsItsReaders() async {
    let store = Store(initialState: SessionState(draft: SessionTodo(id: 1, title: "a")))
    let draft = store.scope(\.draft)!
    let before = store.draft!
    store.draft?.title = "b"
    let childReader = track { _ = draft.title }
    let parentReader = track { _ = store.draft?.title }
    draft.update { $0 = before }
    XCTAssertEqual([childReader.count, parentReader.count], [1, 1])
    XCTAssertEqual(store.draft?.title, "a")
  }

  /// The same for a child that is always there, not `Equatable`.
  func testAChildAlwaysThereAssignedInsideItsStoresEditAsItWasBeforeAnEditTellsItsReaders()
    async
  {
    let store = Store(initialState: SessionState())
    let profile = store.scope(\.profile)
    let before = store.profile
    store.profile.name = "b"
    let childReader = track { _ = profile.name }
    profile.update { $0 = before }
    XCTAssertEqual(childReader.count, 1)
    XCTAssertEqual(store.profile.name, "P")
  }

  /// A row store of a list held in an optional hears of its own row's edits only, as a row
  /// store of a list held directly does, and the list's store follows the list through
  /// replacements, moves and appends (it went stale at the first, and so did its rows).
  func testAStoreOfAListInAnOptionalFollowsItsStructuralEdits() async {
    let store = Store(
      initialState: ShapeState(
        maybeList: [ShapeRow(id: 30, made: 0), ShapeRow(id: 31, made: 0)]))
    let rows = Array(store.scope(\.maybeList)!.scope(each: \.self))
    var renders = [0, 0]
    let tokens = rows.indices.map { index in
      rows[index].observe {
        _ = rows[index].label
        renders[index] += 1
      }
    }
    rows[0].n += 3
    store.maybeList?[0].n += 1
    store.update { $0.maybeList?[0].n += 1 }
    XCTAssertEqual(renders, [4, 1])
    XCTAssertEqual(rows[0].n, 5)
    store.maybeList?[0].remake("x")
    XCTAssertEqual([rows[0].label, store.maybeList?[0].label], ["30:1:x:5", "30:1:x:5"])
    store.maybeList?.move(fromOffsets: [0], toOffset: 2)
    store.maybeList?.append(ShapeRow(id: 32, made: 1))
    XCTAssertEqual(renders, [5, 1])
    rows[1].n += 3
    rows[0].n += 3
    XCTAssertEqual(renders, [6, 2])
    XCTAssertEqual(store.maybeList?.map(\.label), ["31:0::3", "30:1:x:8", "32:1::0"])
    tokens.forEach { $0.cancel() }
  }

  // MARK: - A list assigned its snapshot after an undo

  // The snapshot holds the same rows with the same data as the state after the undo, under
  // registrars the undo did not leave in the state.

  func testAListAssignedItsSnapshotAfterAnUndoKeepsItsRowStoresCurrent() async {
    let store = Store(
      initialState: SessionState(todos: [
        SessionTodo(id: 1, title: "a"), SessionTodo(id: 2), SessionTodo(id: 3),
        SessionTodo(id: 4),
      ]))
    let row = store.scope(each: \.todos)[0]
    let snapshot = store.state
    store.update { $0.todos.move(fromOffsets: [3], toOffset: 0) }
    store.update { $0.todos[id: 1]?.rebuildOutsideItsFile("b") }
    store.state = snapshot
    // The row's view, rendered after the undo: told of the assignment or of the edit after it.
    let reader = track { _ = row.title }
    store.todos = snapshot.todos
    store.todos[id: 1]?.title = "z"
    XCTAssertEqual(reader.count, 1)
    XCTAssertEqual(row.title, "z")
  }

  func testAListOfPlainRowsAssignedItsSnapshotAfterAnUndoKeepsItsViewsCurrent() async {
    let store = Store(initialState: SessionState(rows: [SessionTodo(id: 1, title: "a")]))
    let snapshot = store.state
    store.update { $0.rows[0].rebuildOutsideItsFile("b") }
    store.state = snapshot
    let reader = track { _ = store.rows[0].title }
    store.rows = snapshot.rows
    store.rows[0].title = "z"
    XCTAssertEqual(reader.count, 1)
  }

  // MARK: - Row stores inside row stores

  // A row store scoped from another row store (an item of a section of a list of sections)
  // reads and writes through its parent row store.

  private func shelfStore() -> Store<InventoryState> {
    Store(
      initialState: InventoryState(sections: [
        InvSection(
          id: 1, title: "s", items: [InvItem(id: 10, name: "a"), InvItem(id: 11, name: "b")])
      ]))
  }

  func testAnItemStoreInsideASectionStoreHearsOfItsEditsAfterItsSectionReplacedItself() async {
    let store = shelfStore()
    let section = store.scope(each: \.sections)[0]
    var renamed = store.sections[0]
    renamed.title = "x"
    store.sections[0] = renamed
    let item = section.scope(each: \.items)[1]
    var shown = ""
    let view = item.observe { shown = item.label }
    var copy = store.sections[0]
    copy.items[0].stock += 1
    section.update { $0.retitleOutsideItsFile("r") }
    item.stock += 1
    XCTAssertEqual(store.sections[0].items[1].stock, 1)
    XCTAssertEqual(item.label, "b$0x1")
    XCTAssertEqual(shown, "b$0x1")
    view.cancel()
    _ = copy
  }

  func testAnItemStoreInsideASectionStoreHearsOfItsEditsAfterItsSectionWasAssignedAfresh()
    async
  {
    let store = shelfStore()
    let held = store.sections[0]
    let section = store.scope(each: \.sections)[0]
    let item = section.scope(each: \.items)[0]
    var shown = ""
    let view = item.observe { shown = item.label }
    store.sections[0].items.append(InvItem(id: 19, name: "new"))
    store.sections[0] = held
    section.state = InvSection(id: 1, title: "b", items: section.items)
    item.stock += 1
    XCTAssertEqual(store.sections[0].items[0].stock, 1)
    XCTAssertEqual(item.label, "a$0x1")
    XCTAssertEqual(shown, "a$0x1")
    view.cancel()
  }

  // MARK: - Rows with a property observer

  // A tracked property with `willSet` or `didSet` is compared, never written, when a value
  // replaces the one holding it; its storage was once taken for untracked data, so a row whose
  // observed property differed could never be adopted, and was stored as it came, keeping
  // under the registrars of the rows inside other data than their readers had been told of.

  private func aisleStore() -> Store<InvAisle> {
    Store(
      initialState: InvAisle(shelves: [
        InvShelf(
          id: 1, label: "s", items: [InvItem(id: 10, name: "a"), InvItem(id: 11, name: "b")])
      ]))
  }

  func testAnUndoOverARowWhoseObservedPropertyChangedTellsTheReadersOfTheRowsInside() async {
    for undoInsideAnUpdate in [false, true] {
      let store = aisleStore()
      let snapshot = store.state
      let shelf = store.scope(each: \.shelves)[0]
      let item = shelf.scope(each: \.items)[0]
      var shown = ""
      let view = item.observe { shown = item.label }
      var relabelled = store.state.shelves[0]
      relabelled.label += "~"
      store.update { _ = $0.shelves.updateOrAppend(relabelled) }
      var copy = store.shelves[0]
      copy.items[0].stock += 1
      copy.items[0].name += "+"
      store.shelves[0] = copy
      XCTAssertEqual(shown, "a+$0x1")
      if undoInsideAnUpdate { store.update { $0 = snapshot } } else { store.state = snapshot }
      XCTAssertEqual(item.label, "a$0x0", "undo inside an update: \(undoInsideAnUpdate)")
      XCTAssertEqual(shown, "a$0x0", "undo inside an update: \(undoInsideAnUpdate)")
      view.cancel()
    }
  }

  private func warehouseStore() -> Store<InvWarehouse> {
    Store(initialState: InvWarehouse(aisles: ["main": aisleStore().state]))
  }

  func testARowWhoseObservedPropertyChangedAdoptsTheRowItReplaces() async {
    let store = warehouseStore()
    let shelf = store.scope(each: \.aisles["main"]!.shelves)[0]
    let item = shelf.scope(each: \.items)[1]
    var relabelled = store.aisles["main"]!.shelves[0]
    relabelled.label = "x"
    store.aisles["main"]!.shelves[0] = relabelled
    var shownItem = ""
    var shownLabel = ""
    let itemView = item.observe { shownItem = item.label }
    let labelView = shelf.observe { shownLabel = "\(shelf.label)/\(shelf.renames)" }
    var copy = store.aisles["main"]!.shelves[0]
    copy.items[0].stock += 1
    shelf.update { $0.relabelOutsideItsFile("r") }
    item.stock += 1
    XCTAssertEqual(store.aisles["main"]!.shelves[0].items[1].stock, 1)
    XCTAssertEqual(shownItem, "b$0x1")
    XCTAssertEqual(shownLabel, "r/1")
    itemView.cancel()
    labelView.cancel()
    _ = copy
  }

  func testARowStoreInsideARowStoreHearsOfItsEditsAfterItsRowWasAssignedAfresh() async {
    let store = warehouseStore()
    let held = store.aisles["main"]!.shelves[0]
    let shelf = store.scope(each: \.aisles["main"]!.shelves)[0]
    let item = shelf.scope(each: \.items)[0]
    var shown = ""
    let view = item.observe { shown = item.label }
    store.aisles["main"]!.shelves[0].items.append(InvItem(id: 19, name: "new"))
    var aisle = store.aisles["main"]!
    aisle.shelves[0] = held
    store.aisles["main"] = aisle
    shelf.state = InvShelf(id: 1, label: "b", items: shelf.items)
    item.stock += 1
    XCTAssertEqual(store.aisles["main"]!.shelves[0].items[0].stock, 1)
    XCTAssertEqual(shown, "a$0x1")
    view.cancel()
  }

  // MARK: - A dictionary of values holding rows, reset

  // A value under the same key is the same value, as a row with the same id is: a state that
  // replaces the dictionary (a reset, an undo) keeps the registrars of the values found under
  // their keys and tells the readers of what differs inside them.

  func testAResetToNewStateTellsTheReadersOfRowsInsideADictionary() async {
    let store = warehouseStore()
    let shelf = store.scope(each: \.aisles["main"]!.shelves)[0]
    let item = shelf.scope(each: \.items)[0]
    var shown = ""
    var keyRenders = 0
    let view = item.observe { shown = item.label }
    let keysView = store.observe {
      _ = store.aisles.keys.sorted()
      keyRenders += 1
    }
    func fresh(stock: Int, keys: [String]) -> InvWarehouse {
      let aisle = InvAisle(shelves: [
        InvShelf(id: 1, label: "s", items: [InvItem(id: 10, name: "a", stock: stock)])
      ])
      return InvWarehouse(aisles: Dictionary(uniqueKeysWithValues: keys.map { ($0, aisle) }))
    }
    store.state = fresh(stock: 4, keys: ["main"])
    XCTAssertEqual(shown, "a$0x4")
    XCTAssertEqual(keyRenders, 1, "the same keys: the dictionary's readers have nothing to hear")
    store.update { $0 = fresh(stock: 5, keys: ["main", "side"]) }
    store.state = fresh(stock: 6, keys: ["main", "side"])
    XCTAssertEqual(shown, "a$0x6")
    XCTAssertEqual(keyRenders, 2)
    item.stock += 1
    XCTAssertEqual(shown, "a$0x7")
    XCTAssertEqual(store.aisles["main"]!.shelves[0].items[0].stock, 7)
    view.cancel()
    keysView.cancel()
  }

  func testAResetToNewStateTellsARowStoreInsideARowStoreOfAValueWrittenBackWhole() async {
    let store = Store(
      initialState: InvWarehouse(aisles: [
        "main": InvAisle(shelves: [
          InvShelf(id: 1, label: "s", items: [InvItem(id: 10, name: "a")]),
          InvShelf(id: 2, label: "t", items: [InvItem(id: 20, name: "c")]),
        ])
      ]))
    store.update {
      $0.aisles["main"]!.shelves[0].label = "u"
      $0.aisles["main"]!.shelves.swapAt(0, 1)
      $0.aisles["main"]!.shelves[0].items[0].stock += 1
    }
    let held = store.aisles["main"]!.shelves[0]
    let shelf = store.scope(each: \.aisles["main"]!.shelves)[0]
    let item = shelf.scope(each: \.items)[0]
    var shown = ""
    let view = item.observe { shown = item.label }
    store.aisles["main"]!.shelves[0].items.append(InvItem(id: 29, name: "new"))
    var aisle = store.aisles["main"]!
    aisle.shelves[0] = held
    store.aisles["main"] = aisle
    XCTAssertEqual(shown, "c$0x1")
    store.state = InvWarehouse(aisles: [
      "main": InvAisle(shelves: [InvShelf(id: 2, label: "t", items: [InvItem(id: 20, name: "c")])])
    ])
    XCTAssertEqual(item.label, "c$0x0")
    XCTAssertEqual(shown, "c$0x0")
    view.cancel()
  }

  // MARK: - A value assigned into a copy of the state

  // A copy of the state shares its values' registrars until it is edited; a value assigned
  // into it (a row put back where an earlier copy of it was) once took over the registrar of
  // the row there and told the state's readers, outside any store mutation: a row store's
  // check of its row was spent on it and waited for the main queue, and the row's next real
  // change reached nobody.

  func testARowAssignedIntoACopyOfTheStateTellsNobodyUntilTheCopyIsWrittenBack() async {
    let store = warehouseStore()
    let snapshot = store.state
    let shelf = store.scope(each: \.aisles["main"]!.shelves)[0]
    let item = shelf.scope(each: \.items)[0]
    var shown = ""
    var renders = 0
    let view = item.observe {
      shown = item.label
      renders += 1
    }
    let held = store.aisles["main"]!.shelves[0]
    store.update { _ = $0.aisles["main"]!.shelves[0].items.remove(at: 1) }
    var aisle = store.aisles["main"]!
    aisle.shelves[0] = held
    XCTAssertEqual(renders, 1, "a copy's edit tells the state's readers nothing")
    store.aisles["main"] = aisle
    store.update { $0.aisles["main"]!.shelves[0].items[0].stock = 3 }
    XCTAssertEqual(shown, "a$0x3")
    store.update { $0 = snapshot }
    XCTAssertEqual(item.label, "a$0x0")
    XCTAssertEqual(shown, "a$0x0")
    view.cancel()
  }

  // MARK: - A state holding a closure, assigned to itself

  func testAStateHoldingAClosureAssignedItselfTellsNobody() async {
    let store = Store(initialState: InvPrinter())
    var renders = 0
    let view = store.observe {
      _ = store.name
      _ = store.format(1)
      renders += 1
    }
    store.state = store.state
    let same = store.state
    store.update { $0 = same }
    store.state = same
    XCTAssertEqual(renders, 1)
    store.format = { "n\($0)" }
    XCTAssertEqual(renders, 2, "another closure may differ")
    view.cancel()
  }
}

extension InvShelf {
  /// Replaces the whole value in a method no expansion sees (outside the type's file).
  fileprivate mutating func relabelOutsideItsFile(_ newLabel: String) {
    self = InvShelf(id: id, label: newLabel, renames: renames, items: items)
  }
}

extension InvSection {
  /// Replaces the whole value in a method no expansion sees (outside the type's file).
  fileprivate mutating func retitleOutsideItsFile(_ newTitle: String) {
    self = InvSection(id: id, title: newTitle, items: items)
  }
}

extension SessionTodo {
  /// Replaces the whole value in a method no expansion sees (outside the type's file).
  fileprivate mutating func rebuildOutsideItsFile(_ newTitle: String) {
    self = SessionTodo(id: id, title: newTitle, isComplete: isComplete)
  }
}
