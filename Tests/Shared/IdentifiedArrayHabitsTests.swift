import Foundation
import ObservableStructs
import ObservableStructsTestSupport
import Observation
import XCTest

// The daily API of the Composable Architecture's `IdentifiedArray` on `ObservableStateArray`:
// `elements`, `ids`, `updateOrAppend`, `updateOrInsert`, `remove(id:)`, `move`, `sort` and
// `filter`. Each test checks what an operation returns and whom it tells: an edit of an element
// tells the readers of what it changed, a structural change the readers of the array, and an
// operation that leaves the elements as they were tells nobody. Written against `SessionState`
// and compiled into every test target that provides it.

@MainActor
final class IdentifiedArrayHabitsTests: XCTestCase {
  private func makeState(_ ids: [Int]) -> SessionState {
    SessionState(
      todos: ObservableStateArray(
        uniqueElements: ids.map { SessionTodo(id: $0, title: "t\($0)") }))
  }

  private func todosStore() -> Store<SessionState> {
    Store(initialState: makeState([1, 2, 3]))
  }

  // MARK: elements and ids

  func testElementsIsThePlainArrayOfTheElements() async {
    let state = makeState([3, 1, 2])
    let elements: [SessionTodo] = state.todos.elements
    XCTAssertEqual(elements.map(\.id), [3, 1, 2])
    XCTAssertEqual(elements, state.todos.array)
  }

  func testIdsReadLikeTheArrayOfIdsTheyReplace() async {
    let state = makeState([3, 1, 2])
    let ids = state.todos.ids
    XCTAssertEqual(Array(ids), [3, 1, 2])
    XCTAssertEqual(ids.count, 3)
    XCTAssertEqual(ids.first, 3)
    XCTAssertEqual(ids.last, 2)
    XCTAssertEqual(ids[1], 1)
    var iterated: [Int] = []
    for id in ids { iterated.append(id) }
    XCTAssertEqual(iterated, [3, 1, 2])
    XCTAssertEqual(ids.description, "[3, 1, 2]")
    XCTAssertEqual(ids, makeState([3, 1, 2]).todos.ids)
    XCTAssertNotEqual(ids, makeState([1, 2, 3]).todos.ids)
  }

  func testIdsContainsIsRightAfterInsertsRemovesAndMoves() async {
    var state = makeState([1, 2, 3])
    XCTAssertTrue(state.todos.ids.contains(2))
    XCTAssertFalse(state.todos.ids.contains(4))
    state.todos.append(SessionTodo(id: 4))
    state.todos.insert(SessionTodo(id: 0), at: 0)
    XCTAssertTrue(state.todos.ids.contains(4))
    XCTAssertTrue(state.todos.ids.contains(0))
    XCTAssertEqual(state.todos.ids.firstIndex(of: 4), 4)
    state.todos.remove(id: 2)
    state.todos.remove(at: 0)
    XCTAssertFalse(state.todos.ids.contains(2))
    XCTAssertFalse(state.todos.ids.contains(0))
    XCTAssertEqual(state.todos.ids.firstIndex(of: 4), 2)
    state.todos.move(fromOffsets: [2], toOffset: 0)
    XCTAssertEqual(Array(state.todos.ids), [4, 1, 3])
    XCTAssertEqual(state.todos.ids.firstIndex(of: 3), 2)
    XCTAssertNil(state.todos.ids.firstIndex(of: 2))
  }

  func testIdsTakenBeforeAnEditKeepTheIdsOfThen() async {
    var state = makeState([1, 2])
    let before = state.todos.ids
    XCTAssertTrue(before.contains(2))
    state.todos.remove(id: 2)
    state.todos.append(SessionTodo(id: 5))
    XCTAssertEqual(Array(before), [1, 2])
    XCTAssertTrue(before.contains(2))
    XCTAssertFalse(before.contains(5))
    XCTAssertEqual(Array(state.todos.ids), [1, 5])
  }

  // MARK: updateOrAppend

  func testUpdateOrAppendOfAnEditedCopyTellsTheReadersOfItsTitleOnly() async {
    let store = todosStore()
    var edited = store.todos[id: 2]!
    edited.title = "B2"
    let title = CountedObservation(of: store) { _ = store.todos[1].title }
    let count = CountedObservation(of: store) { _ = store.todos.count }
    let other = CountedObservation(of: store) { _ = store.todos[0].title }
    let completion = CountedObservation(of: store) { _ = store.todos[1].isComplete }
    let original = store.todos.updateOrAppend(edited)
    XCTAssertEqual(original?.title, "t2", "the element replaced is returned")
    XCTAssertEqual(Array(store.todos.ids), [1, 2, 3])
    XCTAssertEqual(store.todos[1].title, "B2")
    XCTAssertEqual(title.runs, 2, "the reader of the title is told")
    XCTAssertEqual(count.runs, 1, "the array keeps its structure")
    XCTAssertEqual(other.runs, 1, "another row's reader is not told")
    XCTAssertEqual(completion.runs, 1, "a field that did not change tells nobody")
    store.todos[1].title = "B3"
    XCTAssertEqual(title.runs, 3, "the reader stays attached to the row")
    [title, count, other, completion].forEach { $0.cancel() }
  }

  func testUpdateOrAppendOfAnUnchangedElementTellsNobody() async {
    var state = makeState([1, 2])
    let same = state.todos[1]
    let array = track { _ = state.todos }
    let title = track { _ = state.todos[1].title }
    let original = state.todos.updateOrAppend(same)
    XCTAssertEqual(original, same)
    XCTAssertFalse(array.fired)
    XCTAssertFalse(title.fired)
  }

  func testUpdateOrAppendOfAValueMadeAfreshReplacesItAsAssigningByIdDoes() async {
    var byUpdate = makeState([1, 2])
    var byAssignment = makeState([1, 2])
    let probes = [track { _ = byUpdate.todos }, track { _ = byUpdate.todos[0].title }]
    let expected = [track { _ = byAssignment.todos }, track { _ = byAssignment.todos[0].title }]
    let original = byUpdate.todos.updateOrAppend(SessionTodo(id: 1, title: "new"))
    byAssignment.todos[id: 1] = SessionTodo(id: 1, title: "new")
    XCTAssertEqual(original?.title, "t1")
    XCTAssertEqual(byUpdate.todos.map(\.title), ["new", "t2"])
    XCTAssertEqual(probes.map(\.fired), expected.map(\.fired))
    XCTAssertTrue(probes[0].fired, "a value of another identity is a structural change")
  }

  func testUpdateOrAppendOfANewIdAppendsAndTellsTheArraysReaders() async {
    let store = todosStore()
    let count = CountedObservation(of: store) { _ = store.todos.count }
    let title = CountedObservation(of: store) { _ = store.todos[0].title }
    let original = store.update { $0.todos.updateOrAppend(SessionTodo(id: 9, title: "nine")) }
    XCTAssertNil(original)
    XCTAssertEqual(Array(store.todos.ids), [1, 2, 3, 9])
    XCTAssertEqual(store.todos.index(id: 9), 3)
    XCTAssertEqual(count.runs, 2)
    XCTAssertEqual(title.runs, 2, "readers through the array are told of its new structure")
    [count, title].forEach { $0.cancel() }
  }

  func testElementsAppendedOneByOneAreFoundByIdInEveryCopy() async {
    var state = makeState([])
    var copies: [ObservableStateArray<SessionTodo>] = []
    for id in 0..<50 {
      XCTAssertNil(state.todos.updateOrAppend(SessionTodo(id: id * 10)))
      XCTAssertEqual(state.todos.index(id: id * 10), id)
      copies.append(state.todos)
    }
    XCTAssertEqual(state.todos.updateOrAppend(SessionTodo(id: 70, title: "x"))?.id, 70)
    XCTAssertEqual(state.todos.count, 50)
    for (count, copy) in zip(1..., copies) {
      XCTAssertEqual(copy.count, count)
      XCTAssertEqual(copy.index(id: (count - 1) * 10), count - 1)
      XCTAssertNil(copy.index(id: count * 10), "a copy made earlier holds no later id")
      XCTAssertFalse(copy.ids.contains(count * 10))
    }
    XCTAssertEqual(state.todos[id: 70]?.title, "x")
    XCTAssertEqual(state.todos.index(id: 490), 49)
  }

  // MARK: updateOrInsert

  func testUpdateOrInsertUpdatesWhereTheElementIsOrInsertsAtTheIndex() async {
    let store = todosStore()
    var edited = store.todos[2]
    edited.title = "C2"
    let count = CountedObservation(of: store) { _ = store.todos.count }
    let title = CountedObservation(of: store) { _ = store.todos[2].title }
    let updated = store.update { $0.todos.updateOrInsert(edited, at: 0) }
    XCTAssertEqual(updated.originalMember?.title, "t3")
    XCTAssertEqual(updated.index, 2, "an element that is there stays where it is")
    XCTAssertEqual(store.todos.map(\.title), ["t1", "t2", "C2"])
    XCTAssertEqual(count.runs, 1, "an edited copy written back keeps the structure")
    XCTAssertEqual(title.runs, 2)

    let inserted = store.update { $0.todos.updateOrInsert(SessionTodo(id: 7), at: 1) }
    XCTAssertNil(inserted.originalMember)
    XCTAssertEqual(inserted.index, 1)
    XCTAssertEqual(Array(store.todos.ids), [1, 7, 2, 3])
    XCTAssertEqual(count.runs, 2, "an insertion tells the array's readers")
    XCTAssertEqual(store.todos.index(id: 3), 3)

    let atTheEnd = store.update { $0.todos.updateOrInsert(SessionTodo(id: 8), at: 4) }
    XCTAssertEqual(atTheEnd.index, 4)
    XCTAssertEqual(Array(store.todos.ids), [1, 7, 2, 3, 8])
    XCTAssertTrue(store.todos.ids.contains(8))
    XCTAssertEqual(count.runs, 3)
    [count, title].forEach { $0.cancel() }
  }

  func testUpdateOrInsertOfAnExistingIdNotifiesAsAssigningByIdDoes() async {
    var byUpdate = makeState([1, 2])
    var byAssignment = makeState([1, 2])
    var copy = byUpdate.todos[1]
    copy.title = "B2"
    var assignedCopy = byAssignment.todos[1]
    assignedCopy.title = "B2"
    let probes = [track { _ = byUpdate.todos }, track { _ = byUpdate.todos[1].title }]
    let expected = [track { _ = byAssignment.todos }, track { _ = byAssignment.todos[1].title }]
    XCTAssertEqual(byUpdate.todos.updateOrInsert(copy, at: 0).index, 1)
    byAssignment.todos[id: 2] = assignedCopy
    XCTAssertEqual(byUpdate.todos.map(\.title), ["t1", "B2"])
    XCTAssertEqual(probes.map(\.fired), expected.map(\.fired))
  }

  // MARK: remove(id:)

  func testRemoveByIdReturnsTheElementAndTellsTheArraysReaders() async {
    var state = makeState([1, 2, 3])
    let array = track { _ = state.todos }
    XCTAssertEqual(state.todos.remove(id: 2)?.title, "t2")
    XCTAssertTrue(array.fired)
    XCTAssertFalse(state.todos.ids.contains(2))
    XCTAssertEqual(state.todos.index(id: 3), 1)
    let again = track { _ = state.todos }
    XCTAssertNil(state.todos.remove(id: 2))
    XCTAssertFalse(again.fired, "removing an id that is not there changes nothing")
  }

  // MARK: move

  func testMoveFromOffsetsMovesLikeAListsDragAndTellsTheArraysReaders() async {
    var state = makeState([1, 2, 3, 4, 5])
    let array = track { _ = state.todos }
    state.todos.move(fromOffsets: [0, 2], toOffset: 4)
    XCTAssertEqual(Array(state.todos.ids), [2, 4, 1, 3, 5])
    XCTAssertTrue(array.fired)
    XCTAssertEqual(state.todos.index(id: 1), 2)

    let toTheEnd = track { _ = state.todos }
    state.todos.move(fromOffsets: IndexSet([0, 1]), toOffset: 5)
    XCTAssertEqual(Array(state.todos.ids), [1, 3, 5, 2, 4])
    XCTAssertTrue(toTheEnd.fired)
    XCTAssertEqual(state.todos.index(id: 4), 4)
  }

  func testMovedRowsKeepTheirReadersAndTheirStores() async {
    let store = todosStore()
    let rows = store.scope(each: \.todos)
    let row = rows[0]
    let rowView = CountedObservation(of: row) { _ = row.title }
    let list = CountedObservation(of: store) { _ = store.todos.map(\.id) }
    store.update { $0.todos.move(fromOffsets: [0], toOffset: 3) }
    XCTAssertEqual(Array(store.todos.ids), [2, 3, 1])
    XCTAssertEqual(list.runs, 2, "the list is told of the new order")
    XCTAssertEqual(rowView.runs, 1, "a moved row's view is not")
    row.title = "moved"
    XCTAssertEqual(store.todos[2].title, "moved")
    XCTAssertEqual(rowView.runs, 2)
    [rowView, list].forEach { $0.cancel() }
  }

  func testAMoveThatLeavesEveryElementWhereItWasTellsNobody() async {
    var state = makeState([1, 2, 3, 4])
    let array = track { _ = state.todos }
    state.todos.move(fromOffsets: [1], toOffset: 1)
    state.todos.move(fromOffsets: [1], toOffset: 2)
    state.todos.move(fromOffsets: [1, 2], toOffset: 3)
    state.todos.move(fromOffsets: [], toOffset: 0)
    state.todos.move(fromOffsets: IndexSet(), toOffset: 4)
    XCTAssertEqual(Array(state.todos.ids), [1, 2, 3, 4])
    XCTAssertFalse(array.fired)
  }

  func testMoveFromOffsetsAgreesWithRemovingAndReinsertingForEveryChoiceOfOffsets() async {
    let base = [10, 11, 12, 13, 14]
    for mask in 0..<(1 << base.count) {
      let offsets = base.indices.filter { mask & (1 << $0) != 0 }
      for destination in 0...base.count {
        var expected = base.indices.filter { !offsets.contains($0) }.map { base[$0] }
        let insertion = destination - offsets.filter { $0 < destination }.count
        expected.insert(contentsOf: offsets.map { base[$0] }, at: insertion)
        var array = ObservableStateArray(base)
        let identity = array._$id
        array.move(fromOffsets: offsets.reversed(), toOffset: destination)
        let label = "\(offsets) to \(destination)"
        XCTAssertEqual(array.elements, expected, label)
        XCTAssertEqual(array._$id == identity, expected == base, label)
      }
    }
  }

  func testAMoveOfEqualPlainValuesThatLeavesTheSameValuesChangesNothing() async {
    var letters: ObservableStateArray<String> = ["a", "a", "b"]
    let identity = letters._$id
    letters.move(fromOffsets: [0], toOffset: 2)
    XCTAssertEqual(letters._$id, identity)
    letters.move(fromOffsets: [0], toOffset: 3)
    XCTAssertEqual(letters.elements, ["a", "b", "a"])
    XCTAssertNotEqual(letters._$id, identity)
  }

  // MARK: sort

  func testASortThatChangesTheOrderTellsTheArraysReaders() async {
    var state = makeState([1, 2, 3])
    let array = track { _ = state.todos }
    state.todos.sort { $0.id > $1.id }
    XCTAssertEqual(Array(state.todos.ids), [3, 2, 1])
    XCTAssertTrue(array.fired)
    XCTAssertEqual(state.todos.index(id: 3), 0)
    XCTAssertEqual(state.todos.index(id: 1), 2)
  }

  func testASortThatKeepsTheOrderTellsNobody() async {
    var state = makeState([1, 2, 3])
    state.todos[1].title = "t1"
    let array = track { _ = state.todos }
    state.todos.sort { $0.id < $1.id }
    state.todos.sort { $0.title < $1.title }
    XCTAssertEqual(Array(state.todos.ids), [1, 2, 3], "equal elements keep their order")
    XCTAssertFalse(array.fired)
  }

  func testSortOfComparableElementsChangesTheIdentityOnlyWhenTheOrderChanges() async {
    var words: ObservableStateArray<String> = ["a", "b", "c"]
    let identity = words._$id
    words.sort()
    XCTAssertEqual(words._$id, identity)
    words = ["b", "c", "a"]
    let unsorted = words._$id
    words.sort()
    XCTAssertEqual(words.elements, ["a", "b", "c"])
    XCTAssertNotEqual(words._$id, unsorted)
  }

  func testASortWhoseComparisonThrowsTellsTheArraysReaders() async {
    struct Stop: Error {}
    var state = makeState([3, 1, 2])
    let array = track { _ = state.todos }
    var comparisons = 0
    XCTAssertThrowsError(
      try state.todos.sort { lhs, rhs in
        comparisons += 1
        if comparisons == 2 { throw Stop() }
        return lhs.id < rhs.id
      })
    XCTAssertTrue(array.fired, "the order may have changed")
    XCTAssertEqual(Set(state.todos.ids), [1, 2, 3])
  }

  // MARK: filter

  func testFilterKeepsIdsAndTheElementsReaders() async {
    var state = makeState([1, 2, 3])
    state.todos[id: 2]?.isComplete = true
    let open = state.todos.filter { !$0.isComplete }
    XCTAssertEqual(Array(open.ids), [1, 3])
    XCTAssertEqual(open.index(id: 3), 1)
    XCTAssertTrue(open.ids.contains(1))
    XCTAssertFalse(open.ids.contains(2))
    let reader = track { _ = open[id: 3]?.title }
    state.todos[id: 3]?.title = "edited"
    XCTAssertTrue(reader.fired, "a filtered array keeps its elements' readers")
  }
}
