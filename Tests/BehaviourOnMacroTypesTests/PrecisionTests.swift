import ObservableStateMacro
import XCTest

/// Pins the precision scenario of `PrecisionScenario.swift`: over 2,000 seeded
/// operations the observers that run are exactly the minimum the rules require.
final class PrecisionTests: XCTestCase {
  // Not `@MainActor` on the class: swift-corelibs-xctest cannot list isolated test methods.
  func testObserversFiredEqualTheMinimumTheRulesRequire() {
    let outcome = MainActor.assumeIsolated { runPrecisionScenario() }
    print("precision: observers fired \(outcome.fired), minimum required \(outcome.minimum)")
    XCTAssertNil(outcome.firstMismatch)
    XCTAssertEqual(outcome.fired, outcome.minimum)
    XCTAssertEqual(outcome.minimum, 45_979)
  }
}
