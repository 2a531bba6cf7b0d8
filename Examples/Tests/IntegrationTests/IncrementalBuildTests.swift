import Foundation
import XCTest

/// Shows that the plugin's inputs and outputs are declared precisely: a rebuild with nothing
/// changed does not run the generator, and touching one annotated file regenerates that file
/// only. It builds the Examples package in a scratch folder of its own, from clean the first
/// time, so it runs only when `OBSERVABLE_STRUCTS_CHECK_REBUILDS=1`:
///
/// ```sh
/// OBSERVABLE_STRUCTS_CHECK_REBUILDS=1 swift test --package-path Examples \
///   --filter IncrementalBuildTests
/// ```
final class IncrementalBuildTests: XCTestCase {
  private let features = ["CounterFeature", "TwoCountersFeature", "TodosFeature"]

  func testRebuild_runsTheGeneratorOnlyForChangedFiles() throws {
    try XCTSkipUnless(
      ProcessInfo.processInfo.environment["OBSERVABLE_STRUCTS_CHECK_REBUILDS"] == "1",
      "set OBSERVABLE_STRUCTS_CHECK_REBUILDS=1 to run (builds Examples in its own folder)")
    let build = SwiftBuild(
      package: Checkout.examples,
      scratch: Checkout.examples.appendingPathComponent(".build/rebuild-check"))
    let first = try build.run()
    XCTAssertEqual(first.status, 0, first.output)

    let unchanged = try build.run(["-v"])
    XCTAssertEqual(unchanged.status, 0, unchanged.output)
    XCTAssertEqual(unchanged.expansions, 0, unchanged.output)

    let before = try features.map { try modificationDate(of: generated(for: $0, in: build)) }
    let annotated = Checkout.examples.appendingPathComponent(
      "Sources/CounterFeature/State.swift.observable")
    try FileManager.default.setAttributes(
      [.modificationDate: Date()], ofItemAtPath: annotated.path)
    let touched = try build.run()
    XCTAssertEqual(touched.status, 0, touched.output)
    XCTAssertEqual(touched.expansions, 1, touched.output)
    let after = try features.map { try modificationDate(of: generated(for: $0, in: build)) }
    XCTAssertGreaterThan(after[0], before[0], "the touched file was not regenerated")
    XCTAssertEqual(Array(after.dropFirst()), Array(before.dropFirst()))
  }

  private func generated(for target: String, in build: SwiftBuild) -> URL {
    build.scratch.appendingPathComponent(
      "plugins/outputs/examples/\(target)/destination/ObservableStructsPlugin/Generated/"
        + "State.swift")
  }

  private func modificationDate(of url: URL) throws -> Date {
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    return try XCTUnwrap(attributes[.modificationDate] as? Date)
  }
}
