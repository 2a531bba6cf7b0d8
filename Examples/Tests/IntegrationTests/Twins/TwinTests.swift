import Foundation
import XCTest

/// `@ObservableState` adds observation and nothing else: the corpus compiled without the
/// annotation, through the macro and through the build plugin, in Swift 5 and 6 modes, must
/// compile alike (debug, release, no new warnings) and print the same results. The only warnings
/// allowed are an entry's documented `expectedWarnings`, which the debug build (compiled to the
/// end, warnings kept) checks appear; the warnings plain Swift gives (`plainWarnings`) must
/// appear in every variant at the same place.
///
/// Run alone with `swift test --package-path Examples --filter Twin`; `TWIN_SEED=<n>` replays
/// the generated part of a failing run. The twin package and its build folder stay in the
/// temporary folder between runs (one per checkout), so a second run rebuilds only what changed.
final class TwinTests: XCTestCase {
  private static let seed = TwinCorpus.seed
  private static let package = TwinPackage(
    folder: FileManager.default.temporaryDirectory.appendingPathComponent(
      "observable-structs-twins"
        + Checkout.root.standardizedFileURL.path
        .replacingOccurrences(of: "/", with: "-")),
    corpus: TwinCorpus.entries(seed: seed, generatedCount: 12))
  private static var scratch: URL { package.folder.appendingPathComponent(".build") }

  func testTwinsAgreeInDebug() throws {
    let result = try buildAndCompare(configuration: "debug", recordsWarnings: true)
    checkDocumentedWarnings(result)
  }

  func testTwinsAgreeInRelease() throws {
    try buildAndCompare(configuration: "release")
  }

  func testTwinsCompileWithoutWarnings() throws {
    // Every warning fails this build; `build` fails the test for each that is not documented.
    let result = try build(configuration: "debug", warningsAsErrors: true)
    XCTAssertNotNil(result.runner, "the warnings-as-errors build gave up")
  }

  /// Checks the warnings of a build that compiled every variant to the end: each documented
  /// warning shows up in every annotated variant and never in plain Swift, and each warning
  /// plain Swift gives, every annotated variant gives at the same place.
  private func checkDocumentedWarnings(_ result: TwinBuild.Result) {
    func warned(_ variant: TwinVariant, _ entry: TwinEntry) -> (lines: [String], placed: [String]) {
      let found = result.warned.first { $0.variant == variant.name && $0.entry == entry.name }
      return (found?.lines ?? [], found?.placed ?? [])
    }
    for entry in Self.package.corpus where !entry.expectedWarnings.isEmpty {
      for variant in TwinVariant.all {
        let lines = warned(variant, entry).lines
        for warning in entry.expectedWarnings {
          XCTAssertEqual(
            lines.contains { $0.contains(warning) }, variant.annotated,
            "\(variant.name) \(variant.annotated ? "did not warn" : "warned") \"\(warning)\" for "
              + "\(entry.name); it gave: \(lines)")
        }
      }
    }
    for entry in Self.package.corpus where !entry.plainWarnings.isEmpty {
      func places(_ variant: TwinVariant) -> [String] {
        let places = warned(variant, entry).placed.filter { line in
          entry.plainWarnings.contains { line.contains($0) }
        }.map { String($0.prefix { $0 != " " }) }
        return Set(places).sorted()
      }
      // The compiler's own warnings differ between language modes (Swift 6 warns about a
      // constant after a comma in one declaration, Swift 5 does not), so each annotated variant
      // is held against plain Swift in its own mode.
      for mode in [6, 5] {
        let reference = places(TwinVariant(path: .plain, languageMode: mode))
        XCTAssertFalse(
          reference.isEmpty, "plain Swift \(mode) gave no warning for \(entry.name)")
        for variant in TwinVariant.all where variant.annotated && variant.languageMode == mode {
          XCTAssertEqual(
            places(variant), reference,
            "\(variant.name) does not warn where plain Swift \(mode) does for \(entry.name)")
        }
      }
    }
  }

  /// Builds `configuration`, runs the runner and fails on every difference it prints.
  @discardableResult
  private func buildAndCompare(configuration: String, recordsWarnings: Bool = false) throws
    -> TwinBuild.Result
  {
    let result = try build(
      configuration: configuration, warningsAsErrors: false, recordsWarnings: recordsWarnings)
    guard let runner = result.runner else { return result }
    let start = Date()
    let process = Process()
    process.executableURL = runner
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let lines = printed.split(separator: "\n").map(String.init)
    let summary = lines.last ?? "(nothing printed)"
    let pairs = lines.last { $0.hasSuffix(" twin pairs compared") } ?? "no twin pairs compared"
    let seconds = String(format: "%.1f", Date().timeIntervalSince(start))
    print(
      "Twins (\(configuration), seed \(Self.seed), \(Self.package.corpus.count) entries): "
        + "ran in \(seconds) s: \(pairs), \(summary)")
    XCTAssertEqual(
      process.terminationStatus, 0,
      "\(configuration), seed \(Self.seed): the twins differ:\n\(printed)")
    let passed = Int(summary.split(separator: " ").first ?? "") ?? 0
    XCTAssertGreaterThan(passed, 500, "\(configuration): too few checks ran: \(summary)")
    return result
  }

  /// Builds the twin package; fails for every variant that does not compile.
  private func build(configuration: String, warningsAsErrors: Bool, recordsWarnings: Bool = false)
    throws -> TwinBuild.Result
  {
    let result = try TwinBuild(package: Self.package, scratch: Self.scratch)
      .run(
        configuration: configuration, warningsAsErrors: warningsAsErrors,
        recordsWarnings: recordsWarnings)
    let mode = configuration + (warningsAsErrors ? " with warnings as errors" : "")
    print("Twins (\(mode)): built in \(String(format: "%.0f", result.seconds)) s")
    for failure in result.failures {
      XCTFail(
        "\(mode), seed \(Self.seed): \(failure.variant) does not compile:\n"
          + failure.errors.joined(separator: "\n"))
    }
    let entries = Dictionary(
      Self.package.corpus.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    for failure in result.uncompiled {
      let entry = entries[failure.entry]
      let plainWarnings = entry?.plainWarnings ?? []
      let warnings =
        plainWarnings + (failure.variant.hasPrefix("Plain") ? [] : entry?.expectedWarnings ?? [])
      let documented =
        warningsAsErrors && !warnings.isEmpty
        && failure.errors.allSatisfy { line in warnings.contains { line.contains($0) } }
      if documented { continue }
      XCTFail(
        "\(mode), seed \(Self.seed): \(failure.entry) does not compile in \(failure.variant):\n"
          + failure.errors.joined(separator: "\n"))
    }
    if let unexplained = result.unexplained {
      let tail = unexplained.split(separator: "\n").suffix(200).joined(separator: "\n")
      XCTFail(
        "\(mode): the build failed in the plain reference or without an error line naming a "
          + "variant; the end of its output:\n\(tail)")
    }
    return result
  }
}
