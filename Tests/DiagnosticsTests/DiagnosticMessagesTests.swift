import Foundation
import GeneratorTestSupport
import ObservableStructsGenerator
import XCTest

/// The message catalogue: every message the generator reports has a stable identifier and its
/// text in `DiagnosticMessages`, and the `Diagnostics` documentation article names each one.
final class DiagnosticMessagesTests: XCTestCase {
  func testEveryMessageHasOneIdentifierAndAText() {
    let ids = DiagnosticMessages.all.map(\.id)
    XCTAssertEqual(Set(ids).count, ids.count, "an identifier is used twice")
    XCTAssertEqual(ids, ids.sorted(), "the catalogue lists messages by identifier")
    for message in DiagnosticMessages.all {
      XCTAssertFalse(message.text.isEmpty, message.id)
      XCTAssertTrue(
        message.id.contains(".") && message.id == message.id.lowercased(),
        "identifiers read `stage.what-went-wrong`: \(message.id)")
    }
  }

  func testTheDiagnosticsArticleNamesEveryMessage() throws {
    let article = try String(
      contentsOf: Repository.root.appendingPathComponent(
        "Sources/ObservableStructs/ObservableStructs.docc/Diagnostics.md"),
      encoding: .utf8)
    for message in DiagnosticMessages.all {
      XCTAssertTrue(
        article.contains("`\(message.id)`"), "Diagnostics.md does not name \(message.id)")
    }
  }

  func testTheReportedTextsComeFromTheCatalogue() {
    XCTAssertEqual(
      diagnostics("@ObservableState\nstruct S {\n  lazy var x = 1\n  var (a, b) = (1, 2)\n}\n")
        .map(\.message),
      [
        DiagnosticMessages.notObserved(
          "x", plural: false, because: DiagnosticMessages.lazyReason
        ).text,
        DiagnosticMessages.tuplePattern.text,
      ])
  }

  func testEveryStageReportsTheCataloguesIdentifier() {
    // The lexer, the parser and the expansion each report one problem here.
    let reported = diagnostics(
      "@ObservableState\nstruct S {\n  lazy var x = 1\n}\nstruct T\n/* open")
    XCTAssertEqual(
      Set(reported.map(\.id)),
      [
        DiagnosticMessages.unterminatedComment.id,
        DiagnosticMessages.expectedBody(of: "struct", "T").id,
      ])
    XCTAssertEqual(
      diagnostics("@ObservableState\nstruct S {\n  lazy var x = 1\n}\n").map(\.id),
      [DiagnosticMessages.notObserved("x", plural: false, because: "").id])
  }

  /// What the generator reports on expanding `source` as the file `S.swift`.
  private func diagnostics(_ source: String) -> [Diagnostic] {
    ObservableStructsGenerator.expand(SourceText(source), file: "S.swift").diagnostics
  }
}
