import Foundation
import XCTest

/// Builds each target of `Examples/IntegrationFixtures/DiagnosticsPackage` and checks that the
/// misuse diagnostics and a user type error are reported at the annotated source's own
/// `file:line:col`. The three builds share the fixture's `.build`, so only the first is slow.
final class DiagnosticsTests: XCTestCase {
  private let build = SwiftBuild(
    package: Checkout.diagnosticsFixture,
    scratch: Checkout.diagnosticsFixture.appendingPathComponent(".build"))

  private func source(_ target: String, _ file: String) -> String {
    Checkout.diagnosticsFixture.appendingPathComponent("Sources/\(target)/\(file)").path
  }

  /// Builds `target`, asserting that the build fails, and returns what it printed.
  private func failedBuild(
    of target: String, file: StaticString = #filePath, line: UInt = #line
  ) throws -> SwiftBuild.Outcome {
    let outcome = try build.run(["--target", target])
    XCTAssertNotEqual(outcome.status, 0, "\(target) built", file: file, line: line)
    return outcome
  }

  /// Asserts that the build printed `expected` as one of its lines.
  private func assertReports(
    _ outcome: SwiftBuild.Outcome, _ expected: String, file: StaticString = #filePath,
    line: UInt = #line
  ) {
    XCTAssertTrue(
      outcome.lines.contains(expected), "missing: \(expected)\n\(outcome.output)", file: file,
      line: line)
  }

  func testMacroMisuse_reportsEachMisuseAtItsDeclaration() throws {
    let outcome = try failedBuild(of: "MacroMisuse")
    let file = source("MacroMisuse", "Misuse.swift")
    let expected = [
      "\(file):7:1: error: [type.not-struct-or-enum] '@ObservableState' cannot be applied to "
        + "class type 'NotAStruct'; use it on a struct or enum (for a class, use '@Observable') "
        + "(from macro 'ObservableState')",
      "\(file):14:3: error: [property.foreign-attribute] '@ObservationIgnored' cannot be used "
        + "in an '@ObservableState' type; use '@ObservationStateIgnored' instead "
        + "(from macro 'ObservableState')",
      "\(file):25:16: warning: [property.not-observed] 'level' is not observed because it has "
        + "the property wrapper '@Clamped'; mark it '@ObservationStateIgnored' to silence this "
        + "warning (from macro 'ObservableState')",
    ]
    for line in expected { assertReports(outcome, line) }
  }

  func testPluginErrors_typeErrorIsReportedInTheAnnotatedFile() throws {
    let outcome = try failedBuild(of: "PluginErrors")
    assertReports(
      outcome,
      "\(source("PluginErrors", "State.swift.observable")):7:20: error: "
        + "cannot convert value of type 'String' to specified type 'Int'")
    XCTAssertFalse(
      outcome.lines.contains { $0.contains("/Generated/State.swift:") },
      "a diagnostic points into the generated file")
  }

  func testPluginGeneratorError_failsTheBuildAtTheProperty() throws {
    let outcome = try failedBuild(of: "PluginGeneratorError")
    assertReports(
      outcome,
      "\(source("PluginGeneratorError", "State.swift.observable")):8:7: error: "
        + "[property.type-not-inferable] "
        + "add an explicit type annotation to 'total'; its type cannot be inferred from "
        + "'values.count'")
    let generated = build.scratch.appendingPathComponent(
      "plugins/outputs/diagnosticspackage/PluginGeneratorError/destination/"
        + "ObservableStructsPlugin/Generated/State.swift")
    XCTAssertFalse(
      FileManager.default.fileExists(atPath: generated.path), "a failed expansion wrote a file")
  }
}
