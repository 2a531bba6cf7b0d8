import ObservableStructs
import ObservableStructsTestSupport
import XCTest

/// A value built afresh with observable children — a child, an optional one, a list of them —
/// keeps every one of them when it is stored, on a bare value and through a store, and no
/// observer of its properties runs: as the plain struct does.
@MainActor
final class StoredValueTests: XCTestCase {
  /// Storing a fresh value into a property of a value no store holds keeps its optional child
  /// and runs none of its observers.
  func testAFreshValueStoredOnABareValueKeepsItsOptionalChild() async {
    var drawing = Drawing()
    drawing.canvas = Canvas(focus: Mark(id: 3), marks: [Mark(id: 4)])
    drawing.spare = Canvas(focus: Mark(id: 5))
    drawing.canvases.append(Canvas(focus: Mark(id: 6)))
    XCTAssertEqual(drawing.canvas.focus, Mark(id: 3))
    XCTAssertEqual(drawing.canvas.marks, [Mark(id: 4)])
    XCTAssertEqual(drawing.spare?.focus, Mark(id: 5))
    XCTAssertEqual(drawing.canvases[0].focus, Mark(id: 6))
    XCTAssertEqual(
      [
        drawing.canvas.focusObserverRuns, drawing.spare?.focusObserverRuns,
        drawing.canvases[0].focusObserverRuns,
      ], [0, 0, 0])
  }

  /// Storing a fresh value through a store — a property, an optional, a list, inside an
  /// update — keeps its optional child, and a view of it shows it.
  func testAFreshValueStoredThroughAStoreKeepsItsOptionalChild() async {
    let store = Store(initialState: Drawing())
    var shown = ""
    let reader = CountedObservation(of: store) {
      shown =
        "\(store.canvas.focus?.id ?? -1) \(store.spare?.focus?.id ?? -1) "
        + "\(store.canvases.first?.focus?.id ?? -1)"
    }
    store.canvas = Canvas(focus: Mark(id: 3))
    store.spare = Canvas(focus: Mark(id: 5))
    store.canvases.append(Canvas(focus: Mark(id: 6)))
    XCTAssertEqual(shown, "3 5 6")
    store.update {
      $0.canvas = Canvas(focus: Mark(id: 7))
      $0.canvases[0] = Canvas(focus: Mark(id: 8))
    }
    XCTAssertEqual(shown, "7 5 8")
    XCTAssertEqual(
      [store.canvas.focusObserverRuns, store.canvases[0].focusObserverRuns], [0, 0])
    reader.cancel()
  }
}
