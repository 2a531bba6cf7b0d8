import ExampleSupport
import TwoCountersFeature
import XCTest

final class TwoCountersExampleTests: XCTestCase {
  func testTwoCounters_hiddenSumIsNotReRenderedByChildChanges() {
    playExample(TwoCountersExample.run) { harness, store in
      XCTAssertEqual(
        harness.log.timeline,
        [
          "mount: FirstCounter, SecondCounter, SumView",
          "first +1: FirstCounter, SumView",
          "second +1: SecondCounter, SumView",
          "second +1 again: SecondCounter, SumView",
          "hide sum: SumView",
          "first +1 while sum hidden: FirstCounter",
          "second +1 while sum hidden: SecondCounter",
          "reset first while sum hidden: FirstCounter",
          "show sum: SumView",
          "first +1 with sum shown: FirstCounter, SumView",
          "reset second with sum shown: SecondCounter, SumView",
        ])
      XCTAssertEqual(
        harness.log.counts, ["FirstCounter": 5, "SecondCounter": 5, "SumView": 8])
      XCTAssertEqual(store.first.count, 1)
      XCTAssertEqual(store.second.count, 0)
    }
  }

  func testTwoCounters_sumRendersSeeTheNewValues() {
    playExample(TwoCountersExample.run) { harness, _ in
      let sums = harness.log.renders.filter { $0.view == "SumView" }.map(\.output)
      XCTAssertEqual(
        sums, ["sum=0", "sum=1", "sum=2", "sum=3", "sum hidden", "sum=3", "sum=4", "sum=1"])
    }
  }
}
