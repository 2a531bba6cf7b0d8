import ExampleSupport
import ObservableStructs
import TodosFeature
import XCTest

final class TodosExampleTests: XCTestCase {
  func testTodos_editingARowRendersThatRowOnly() {
    playExample(TodosExample.run) { harness, store in
      XCTAssertEqual(
        harness.log.timeline,
        [
          "mount: TodoList, Row 1, Row 2, Badge",
          "rename 1: Row 1",
          "complete 2: Row 2",
          "add 3: TodoList, Row 1, Row 2, Badge, Row 3",
          "rename 3: Row 3",
          "remove 1: TodoList, Row 2, Badge, Row 3",
          "complete 3: Row 3",
        ])
      XCTAssertEqual(
        harness.log.counts,
        ["TodoList": 3, "Badge": 3, "Row 1": 3, "Row 2": 4, "Row 3": 4])
      XCTAssertEqual(store.todos.map(\.id), [2, 3])
    }
  }

  func testTodos_rowsSeeTheNewValues() {
    playExample(TodosExample.run) { harness, _ in
      let row3 = harness.log.renders.filter { $0.view == "Row 3" }.map(\.output)
      XCTAssertEqual(
        row3,
        [
          "[ ] Write tests", "[ ] Write more tests", "[ ] Write more tests",
          "[x] Write more tests",
        ])
      let badge = harness.log.renders.filter { $0.view == "Badge" }.map(\.output)
      XCTAssertEqual(badge, ["count=2", "count=3", "count=2"])
    }
  }

  func testTodos_rowStoresAreStableAndEditOnlyTheirRow() {
    playExample(TodosExample.run) { harness, store in
      let before = store.scope(each: \.todos)
      store.todos.swapAt(0, 1)
      let after = store.scope(each: \.todos)
      XCTAssertTrue(after[1] === before[0])
      XCTAssertEqual(
        harness.log.timeline.filter { $0.hasPrefix("complete 2") }, ["complete 2: Row 2"])
      XCTAssertEqual(harness.log.timeline.filter { $0.hasPrefix("rename 3") }, ["rename 3: Row 3"])
    }
  }
}
