import XCTest

@testable import observable_structs_compile_benchmark

/// The benchmark's printed tables: goals from the best rounds, and the ratios for scale only
/// when the hand-written floor was timed.
final class ReportTests: XCTestCase {
  private func row(_ style: ModelStyle, _ rounds: [Double]) -> Row {
    Row(label: style.label, style: style, package: "/p", rebuild: Timings(rounds: rounds))
  }

  private func report(_ rows: [Row]) -> String {
    var options = BenchmarkOptions(checkout: "/checkout")
    options.types = 10
    return Report(options: options, rows: rows, smallMacro: Timings(), trivial: Timings()).text
  }

  func testGoals_ComeFromTheBestRoundOfEachStyle() {
    let text = report([
      row(.macro, [30, 24]), row(.plugin, [21, 20]), row(.observation, [40, 50]),
    ])
    XCTAssertTrue(text.contains("| macro / plugin rebuild (≤ 1.1×) | 1.2× | short |"))
    XCTAssertTrue(text.contains("| plugin / `@Observable` rebuild (≤ 0.6×) | 0.5× | met |"))
    XCTAssertTrue(text.contains("| macro / `@Observable` rebuild (≤ 0.7×) | 0.6× | met |"))
    XCTAssertFalse(text.contains("for scale"))
  }

  func testFloorRow_AddsTheRatiosForScale() {
    let text = report([
      row(.plugin, [18]), row(.observation, [24]), row(.minimalAccessors, [16]),
    ])
    XCTAssertTrue(text.contains("| least observing accessors / `@Observable` rebuild | 0.67× |"))
    XCTAssertTrue(text.contains("| plugin / least observing accessors rebuild | 1.13× |"))
  }
}
