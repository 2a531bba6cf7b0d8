import Foundation
import XCTest

/// Follows the README as a new user would: in a sandbox holding a copy of the checkout (every
/// file git tracks or would track, nothing ignored such as build folders) named
/// `ObservableStructs`, writes the files the README shows, runs its marked shell snippets
/// where it says to run them, and checks the output it quotes. The marks are described in
/// `ReadmeSnippet`.
final class ReadmeTests: XCTestCase {
  func testMarkedSnippetsWorkInACopyOfTheCheckout() throws {
    let readme = try String(
      contentsOf: Checkout.root.appendingPathComponent("README.md"), encoding: .utf8)
    let snippets = try ReadmeSnippet.parse(readme)
    let runs = snippets.filter { if case .run = $0.kind { true } else { false } }
    XCTAssertGreaterThanOrEqual(runs.count, 4, "the README lost its runnable snippets")

    let sandbox = FileManager.default.temporaryDirectory
      .appendingPathComponent("readme-\(UUID().uuidString)")
    defer { SwiftCommand.removeTemporaryPackage(sandbox) }
    try copyCheckout(to: sandbox.appendingPathComponent("ObservableStructs"))

    var lastOutput: String?
    for snippet in snippets {
      switch snippet.kind {
      case .file(let path):
        let url = sandbox.appendingPathComponent(path)
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(snippet.text.utf8).write(to: url)
      case .run(let folder):
        let outcome = try SwiftCommand.run(
          ["bash", "-euo", "pipefail", "-c", snippet.text],
          in: sandbox.appendingPathComponent(folder))
        XCTAssertEqual(
          outcome.status, 0, "in \(folder):\n\(snippet.text)\nprinted:\n\(outcome.output)")
        lastOutput = outcome.output
      case .output:
        let output = try XCTUnwrap(lastOutput, "an output block before any snippet ran")
        assertLinesAppearInOrder(snippet.text, in: output)
      }
    }
  }

  /// Fails unless every line of `expected` that is neither blank nor holds `…` is a line of
  /// `output`, in the same order.
  private func assertLinesAppearInOrder(
    _ expected: String, in output: String, file: StaticString = #filePath, line: UInt = #line
  ) {
    let printed = output.split(separator: "\n", omittingEmptySubsequences: false)
    var position = printed.startIndex
    for wanted in expected.split(separator: "\n") where !wanted.contains("…") {
      guard let found = printed[position...].firstIndex(of: wanted) else {
        XCTFail("not printed (in this order): \(wanted)\n\(output)", file: file, line: line)
        return
      }
      position = printed.index(after: found)
    }
  }

  /// Copies the working tree as a fresh clone would hold it, with the changes not committed
  /// yet: the files git tracks, and untracked ones it does not ignore.
  private func copyCheckout(to destination: URL) throws {
    try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: true)
    let copy = try SwiftCommand.run(
      [
        "bash", "-euo", "pipefail", "-c",
        "git ls-files -z --cached --others --exclude-standard "
          + "| tar --null --ignore-failed-read -T - -cf - | tar -xf - -C \"$0\"",
        destination.path,
      ], in: Checkout.root)
    XCTAssertEqual(copy.status, 0, copy.output)
    XCTAssertTrue(
      FileManager.default.fileExists(
        atPath: destination.appendingPathComponent("Package.swift").path),
      "the copy has no Package.swift")
  }
}

/// How `ReadmeSnippet` reads marks, so that a README that silently lost its checks is noticed.
final class ReadmeSnippetParsingTests: XCTestCase {
  func testMarkedBlocksAreReadInOrderWithoutTheirIndentation() throws {
    let markdown = """
      Intro.

      <!-- readme-test: file App/Package.swift -->
      ```swift
      let x = 1
      ```

      ```sh
      echo "not marked"
      ```

      1. A step:

         <!-- readme-test: run App -->
         ```sh
         swift run
           --verbose
         ```

         <!-- readme-test: output -->
         ```text
         done
         ```
      """
    XCTAssertEqual(
      try ReadmeSnippet.parse(markdown),
      [
        ReadmeSnippet(kind: .file("App/Package.swift"), text: "let x = 1\n"),
        ReadmeSnippet(kind: .run("App"), text: "swift run\n  --verbose\n"),
        ReadmeSnippet(kind: .output, text: "done\n"),
      ])
  }

  func testAMarkWithoutABlockOrWithAnUnknownKindIsAnError() {
    XCTAssertThrowsError(try ReadmeSnippet.parse("<!-- readme-test: output -->\ntext\n"))
    XCTAssertThrowsError(try ReadmeSnippet.parse("<!-- readme-test: runs App -->\n```\n```\n"))
  }
}
