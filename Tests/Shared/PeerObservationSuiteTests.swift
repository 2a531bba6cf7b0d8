import ObservableStructs
import ObservableStructsTestSupport
import Observation
import XCTest

// The cases of the Composable Architecture's own observation suite, played against this
// package: what each one reads, what it changes, and which readers must (or must not) hear of
// it. Two cases there are marked as expected failures (a bare value replacing itself in a
// mutating method); here they pass.

@MainActor
final class PeerObservationSuiteTests: XCTestCase {
  func testEditingACountTellsItsReader() async {
    var state = PeerChild()
    let reader = track { _ = state.count }
    state.count += 1
    XCTAssertEqual(reader.count, 1)
    XCTAssertEqual(state.count, 1)
  }

  func testABareValueReplacingItselfInAMutatingMethodTellsItsReaders() async {
    var state = PeerChild(count: 42)
    let reader = track { _ = state.count }
    state.replace(with: PeerChild())
    XCTAssertEqual(reader.count, 1)
    XCTAssertEqual(state.count, 0)
  }

  func testABareValueResetInAMutatingMethodTellsItsReaders() async {
    var state = PeerChild(count: 42)
    let reader = track { _ = state.count }
    state.reset()
    XCTAssertEqual(reader.count, 1)
    XCTAssertEqual(state.count, 0)
  }

  func testEditingAChildsCountTellsItsReaderNotTheChildsReader() async {
    var state = PeerParent()
    let countReader = track { _ = state.child.count }
    let childReader = track { _ = state.child }
    state.child.count += 1
    XCTAssertEqual(countReader.count, 1)
    XCTAssertEqual(childReader.count, 0)
  }

  func testAssigningANewChildTellsTheChildsReaderNotAnEarlierCopysReader() async {
    var state = PeerParent()
    let child = state.child
    let copyReader = track { _ = child.count }
    let childReader = track { _ = state.child }
    state.child = PeerChild(count: 42)
    XCTAssertEqual(childReader.count, 1)
    XCTAssertEqual(copyReader.count, 0)
    XCTAssertEqual(state.child.count, 42)
  }

  func testAChildReplacingItselfTellsTheChildsReader() async {
    var state = PeerParent()
    let reader = track { _ = state.child }
    state.child.replace(with: PeerChild(count: 42))
    XCTAssertEqual(reader.count, 1)
    XCTAssertEqual(state.child.count, 42)
  }

  func testAChildResettingItselfTellsTheChildsReader() async {
    var state = PeerParent(child: PeerChild(count: 42))
    let reader = track { _ = state.child }
    state.child.reset()
    XCTAssertEqual(reader.count, 1)
    XCTAssertEqual(state.child.count, 0)
  }

  func testSwappingSiblingsTellsTheReadersOfBoth() async {
    var state = PeerParent(child: PeerChild(count: 1), sibling: PeerChild(count: -1))
    let childReader = track { _ = state.child }
    let siblingReader = track { _ = state.sibling }
    state.swap()
    XCTAssertEqual(childReader.count, 1)
    XCTAssertEqual(siblingReader.count, 1)
    XCTAssertEqual(state.child.count, -1)
    XCTAssertEqual(state.sibling.count, 1)
  }

  func testPresentingAnOptionalChildTellsItsReader() async {
    var state = PeerParent()
    let reader = track { _ = state.optional }
    state.optional = PeerChild(count: 42)
    XCTAssertEqual(reader.count, 1)
  }

  func testEditingAPresentedChildTellsTheReaderOfItsCountOnly() async {
    var state = PeerParent(optional: PeerChild())
    let optionalReader = track { _ = state.optional }
    let optional = state.optional
    let copyCountReader = track { _ = optional?.count }
    let countReader = track { _ = state.optional?.count }
    state.optional?.count += 1
    XCTAssertEqual(optionalReader.count, 0)
    XCTAssertEqual(countReader.count, 1)
    XCTAssertEqual(copyCountReader.count, 1, "a copy read before the edit shares the registrar")
    XCTAssertEqual(state.optional?.count, 1)
  }

  func testPresentingDismissingAndChangingADestinationTellItsReader() async {
    var state = PeerParent()
    var reader = track { _ = state.destination }
    state.destination = .child1(PeerChild(count: 42))
    XCTAssertEqual(reader.count, 1)
    reader = track { _ = state.destination }
    state.destination = .child2(PeerChild(count: 42))
    XCTAssertEqual(reader.count, 1)
    reader = track { _ = state.destination }
    state.destination = nil
    XCTAssertEqual(reader.count, 1)
  }

  func testMovingAChildToAnotherCaseTellsTheDestinationsReader() async {
    let child = PeerChild(count: 42)
    var state = PeerParent(destination: .child1(child))
    let reader = track { _ = state.destination }
    state.destination = .child2(child)
    XCTAssertEqual(reader.count, 1)
  }

  func testAChildReplacedByAnEditedCopyTellsTheReaderOfItsCount() async {
    let original = PeerChild(count: 1)
    var edited = original
    edited.count = 2
    var state = PeerParent(child: original, sibling: edited)
    let reader = track { _ = state.child.count }
    state.child.replace(with: state.sibling)
    XCTAssertEqual(reader.count, 1)
    XCTAssertEqual(state.child.count, 2)
    XCTAssertEqual(state.sibling.count, 2)
  }

  func testAChildReplacedByACopyFromAMutatingMethodTellsTheReaderOfItsCount() async {
    var state = PeerParent()
    var copy = state.child.copy()
    copy.count = 42
    let reader = track { _ = state.child.count }
    state.child.replace(with: copy)
    XCTAssertEqual(reader.count, 1)
    XCTAssertEqual(state.child.count, 42)
  }

  func testStoreUpdatesThatReplaceOrResetTellTheirReaders() async {
    let parent = Store(initialState: PeerParent(child: PeerChild(count: 42)))
    var reader = track { _ = parent.child }
    parent.update { $0.child.replace(with: PeerChild(count: 7)) }
    XCTAssertEqual(reader.count, 1)
    reader = track { _ = parent.child }
    parent.update { $0.child.reset() }
    XCTAssertEqual(reader.count, 1)
    XCTAssertEqual(parent.child.count, 0)

    let child = Store(initialState: PeerChild())
    reader = track { _ = child.count }
    child.update { $0.replace(with: PeerChild(count: 42)) }
    XCTAssertEqual(reader.count, 1)
    reader = track { _ = child.count }
    child.update { $0.reset() }
    XCTAssertEqual(reader.count, 1)
    XCTAssertEqual(child.count, 0)
  }

  func testAppendingToAnIdentifiedListTellsItsReader() async {
    var state = PeerParent()
    let reader = track { _ = state.rows }
    state.rows.append(PeerChild(id: 1))
    XCTAssertEqual(reader.count, 1)
    XCTAssertEqual(state.rows.count, 1)
  }

  func testEditingARowTellsOnlyTheReaderOfThatRowsCount() async {
    var state = PeerParent(rows: [PeerChild(id: 1), PeerChild(id: 2)])
    let listReader = track { _ = state.rows }
    let rowReader = track { _ = state.rows[0] }
    let firstCountReader = track { _ = state.rows[0].count }
    let secondCountReader = track { _ = state.rows[1].count }
    state.rows[0].count += 1
    XCTAssertEqual(
      [listReader.count, rowReader.count, firstCountReader.count, secondCountReader.count],
      [0, 0, 1, 0])
    state.rows[id: 2]?.count += 1
    XCTAssertEqual(secondCountReader.count, 1)
  }

  func testAppendingToAPlainArrayTellsItsReaderAndEditingAnElementDoesNot() async {
    var state = PeerParent()
    let appendReader = track { _ = state.children }
    state.children.append(PeerChild())
    XCTAssertEqual(appendReader.count, 1)
    let editReader = track { _ = state.children }
    state.children[0].count += 1
    XCTAssertEqual(editReader.count, 0)
  }

  func testAnEnumRootMovingBetweenPayloadFreeCasesTellsTheStatesReader() async {
    for next in [PeerEnumState.count(.two), .anotherCount(.one)] {
      let store = Store(initialState: PeerEnumState.count(.one))
      let reader = track { _ = store.state }
      store.update { $0 = next }
      XCTAssertEqual(reader.count, 1, "\(next)")
    }
  }

  func testAnEnumRootChangingAnIntegerPayloadTellsTheStatesReader() async {
    let store = Store(initialState: PeerEnumState.int(0))
    let reader = track { _ = store.state }
    store.update { $0 = .int(1) }
    XCTAssertEqual(reader.count, 1)
    let equalReader = track { _ = store.state }
    store.update { $0 = .int(1) }
    XCTAssertEqual(equalReader.count, 0, "an equal case and payload is no change")
  }
}
