import ObservableStructs
import ObservableStructsTestSupport
import XCTest

/// A type's own `==` may compare less than the type holds (ids only): values assigned, written
/// back or restored through a store land whole, and their readers show them, whatever it answers.
/// A plain struct stores every such write; so does the annotated one.
@MainActor
final class CustomEqualityTests: XCTestCase {
  /// A whole state assigned to a store replaces values that its `==` finds equal to the ones
  /// there and that hold other data.
  func testAStateAssignedWholeLandsWhereTheTypesEqualityComparesOnlyIDs() async {
    let store = Store(initialState: IDEqualBook())
    var shown: [String] = []
    let reader = CountedObservation(of: store) { shown = store.names }
    store.vip.name = "Bob"
    store.plain[0].name = "Bob"
    store.byKey["a"]!.name = "Bob"
    store.people[0].name = "Bob"
    XCTAssertEqual(shown, ["Bob", "Bob", "Bob", "Bob"])
    store.state = IDEqualBook()
    XCTAssertEqual(store.state.names, ["Ann", "Ann", "Ann", "Ann"])
    XCTAssertEqual(shown, store.state.names)
    reader.cancel()
  }

  /// A row built afresh with the id of the row in its place, assigned through the store, lands
  /// with its data, in a child, a plain list, a dictionary and an `ObservableStateArray`.
  func testARowAssignedThroughTheStoreLandsWhenItsEqualityComparesOnlyIDs() async {
    let store = Store(initialState: IDEqualBook())
    var shown: [String] = []
    let reader = CountedObservation(of: store) { shown = store.names }
    store.vip = IDEqualContact(id: 1, name: "Cy")
    store.plain[0] = IDEqualContact(id: 2, name: "Cy")
    store.byKey["a"] = IDEqualContact(id: 3, name: "Cy")
    store.people[0] = IDEqualContact(id: 4, name: "Cy")
    XCTAssertEqual(store.state.names, ["Cy", "Cy", "Cy", "Cy"])
    XCTAssertEqual(shown, store.state.names)
    store.update {
      $0.vip = IDEqualContact(id: 1, name: "Di")
      $0.plain = [IDEqualContact(id: 2, name: "Di")]
      $0.byKey = ["a": IDEqualContact(id: 3, name: "Di")]
    }
    XCTAssertEqual(store.state.names, ["Di", "Di", "Di", "Cy"])
    XCTAssertEqual(shown, store.state.names)
    reader.cancel()
  }

  /// An undo to a snapshot of the whole state — assigned, or inside an update — restores every
  /// row's data, and the readers of a row's store show it.
  func testAnUndoRestoresRowsWhoseEqualityComparesOnlyIDs() async throws {
    let undos: [(String, (Store<IDEqualBook>, IDEqualBook) -> Void)] = [
      ("assigned", { store, snapshot in store.state = snapshot }),
      ("inside an update", { store, snapshot in store.update { $0 = snapshot } }),
    ]
    for (name, undo) in undos {
      let store = Store(initialState: IDEqualBook())
      let row = try XCTUnwrap(store.scope(each: \.people).first)
      var shown: [String] = []
      var shownByRow = ""
      let reader = CountedObservation(of: store) { shown = store.names }
      let rowReader = CountedObservation(of: row) { shownByRow = row.name }
      let snapshot = store.state
      row.name = "Cy"
      store.vip.name = "Cy"
      store.plain[0].name = "Cy"
      store.byKey["a"]!.name = "Cy"
      store.note = "edited"
      undo(store, snapshot)
      XCTAssertEqual(store.state.names, ["Ann", "Ann", "Ann", "Ann"], name)
      XCTAssertEqual(shown, store.state.names, name)
      XCTAssertEqual(shownByRow, "Ann", name)
      reader.cancel()
      rowReader.cancel()
    }
  }
}
