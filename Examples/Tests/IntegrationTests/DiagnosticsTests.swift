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

  func testMacroMisuse_reportsEachMisuseAtItsDeclaration() throws {
    let outcome = try build.run(["--target", "MacroMisuse"])
    XCTAssertNotEqual(outcome.status, 0)
    let file = source("MacroMisuse", "Misuse.swift")
    let expected = [
      "\(file):7:1: error: '@ObservableState' cannot be applied to class type 'NotAStruct'; "
        + "use it on a struct or enum (for a class, use '@Observable') "
        + "(from macro 'ObservableState')",
      "\(file):14:3: error: '@ObservationIgnored' cannot be used in an '@ObservableState' "
        + "type; use '@ObservationStateIgnored' instead (from macro 'ObservableState')",
      "\(file):25:16: warning: 'level' is not observed because it has the property wrapper "
        + "'@Clamped'; mark it '@ObservationStateIgnored' to silence this warning "
        + "(from macro 'ObservableState')",
    ]
    for line in expected {
      XCTAssertTrue(outcome.lines.contains(line), "missing: \(line)\n\(outcome.output)")
    }
  }

  func testPluginErrors_typeErrorIsReportedInTheAnnotatedFile() throws {
    let outcome = try build.run(["--target", "PluginErrors"])
    XCTAssertNotEqual(outcome.status, 0)
    let line =
      "\(source("PluginErrors", "State.swift.observable")):7:20: error: "
      + "cannot convert value of type 'String' to specified type 'Int'"
    XCTAssertTrue(outcome.lines.contains(line), "missing: \(line)\n\(outcome.output)")
    XCTAssertFalse(
      outcome.lines.contains { $0.contains("/Generated/State.swift:") },
      "a diagnostic points into the generated file")
  }

  func testPluginGeneratorError_failsTheBuildAtTheProperty() throws {
    let outcome = try build.run(["--target", "PluginGeneratorError"])
    XCTAssertNotEqual(outcome.status, 0)
    let line =
      "\(source("PluginGeneratorError", "State.swift.observable")):8:7: error: "
      + "add an explicit type annotation to 'total'; its type cannot be inferred from "
      + "'values.count'"
    XCTAssertTrue(outcome.lines.contains(line), "missing: \(line)\n\(outcome.output)")
    let generated = build.scratch.appendingPathComponent(
      "plugins/outputs/diagnosticspackage/PluginGeneratorError/destination/"
        + "ObservableStructsPlugin/Generated/State.swift")
    XCTAssertFalse(
      FileManager.default.fileExists(atPath: generated.path), "a failed expansion wrote a file")
  }
}
