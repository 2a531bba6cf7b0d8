import ExampleSupport
import TwoCountersFeature
import XCTest

final class TwoCountersExampleTests: XCTestCase {
  // XCTest on Linux cannot call main-actor test methods; the tests run on the main thread.
  func testTwoCounters_hiddenSumIsNotReRenderedByChildChanges() {
    MainActor.assumeIsolated {
      let harness = ViewHarness()
      let store = TwoCountersExample.run(on: harness)
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
    MainActor.assumeIsolated {
      let harness = ViewHarness()
      TwoCountersExample.run(on: harness)
      let sums = harness.log.renders.filter { $0.view == "SumView" }.map(\.output)
      XCTAssertEqual(
        sums, ["sum=0", "sum=1", "sum=2", "sum=3", "sum hidden", "sum=3", "sum=4", "sum=1"])
    }
  }
}
