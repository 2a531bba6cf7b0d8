import CounterFeature
import ExampleSupport
import XCTest

final class CounterExampleTests: XCTestCase {
  func testCounter_rendersOnlyTheViewsThatReadWhatChanged() {
    playExample(CounterExample.run) { harness, store in
      XCTAssertEqual(
        harness.log.timeline,
        [
          "mount: CounterView, ToggleButton",
          "increment: CounterView",
          "increment again: CounterView",
          "decrement: CounterView",
          "hide: CounterView, ToggleButton",
          "increment while hidden: -",
          "show: CounterView, ToggleButton",
          "reset: CounterView, ToggleButton",
          "increment after reset: CounterView",
          "reset by assignment: CounterView",
          "increment after second reset: CounterView",
        ])
      XCTAssertEqual(harness.log.counts, ["CounterView": 10, "ToggleButton": 4])
      XCTAssertEqual(store.count, 1)
    }
  }

  func testCounter_rendersSeeTheNewValues() {
    playExample(CounterExample.run) { harness, _ in
      let outputs = harness.log.renders.filter { $0.view == "CounterView" }.map(\.output)
      XCTAssertEqual(
        outputs,
        [
          "count=0", "count=1", "count=2", "count=1", "hidden", "count=2", "count=0", "count=1",
          "count=0", "count=1",
        ])
    }
  }
}
