import Foundation
import Testing

/// What the command line (and the build plugin, which runs it) prints for bad input: each
/// message with its stable identifier, at most twenty errors per file and then one line that
/// counts the rest, and one message for a file that is not UTF-8.
@Suite struct CLIDiagnosticReportTests {
  /// Runs `expand` on `bytes` saved as `name` in a scratch folder; returns what it printed on
  /// standard error, line by line, and its exit status.
  private func expand(_ bytes: [UInt8], named name: String) throws -> (Int32, [String]) {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("cli-diagnostics-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(bytes).write(to: folder.appendingPathComponent(name))
    let run = try CLIRun(arguments: ["expand", name], in: folder)
    return (run.status, run.errors.split(separator: "\n").map(String.init))
  }

  @Test func everyMessageStartsWithItsIdentifier() throws {
    let source = "@ObservableState\nstruct Form {\n  var text = \"open\n}\n"
    let (status, lines) = try expand(Array(source.utf8), named: "Form.swift.observable")
    #expect(status == 1)
    #expect(
      lines == [
        "Form.swift.observable:3:14: error: [lexer.unterminated-string] "
          + "unterminated string literal"
      ])
  }

  @Test func aFileWithManyErrorsReportsTwentyAndCountsTheRest() throws {
    let source = (0..<30).map { "let a\($0) = 1\u{1}\n" }.joined()
    let (status, lines) = try expand(Array(source.utf8), named: "Many.swift.observable")
    #expect(status == 1)
    #expect(lines.count == 21)
    #expect(lines.prefix(20).allSatisfy { $0.contains("error: [lexer.invalid-character] ") })
    #expect(
      lines.last
        == "Many.swift.observable:21:12: error: [cli.too-many-errors] too many errors: 10 more "
        + "not shown; fix the ones above first")
  }

  @Test(
    arguments: [
      ([0xFF, 0xFE, 0x40, 0x00, 0x4F, 0x00], "it starts with a UTF-16 byte order mark"),
      (
        [0x2F, 0x2F, 0x20, 0xC3, 0x28, 0x0A],
        "the byte at offset 3 is not part of a UTF-8 character"
      ),
    ] as [([UInt8], String)])
  func aFileThatIsNotUTF8GetsOneMessageNamingTheEncoding(bytes: [UInt8], problem: String) throws {
    let (status, lines) = try expand(bytes, named: "Odd.swift.observable")
    #expect(status == 1)
    #expect(
      lines == [
        "Odd.swift.observable:1:1: error: [cli.not-utf8] 'Odd.swift.observable' is not UTF-8 "
          + "text (\(problem)); save it as UTF-8"
      ])
  }
}
