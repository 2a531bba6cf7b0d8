import ObservableStructsGenerator
import Testing

/// One diagnostic a marked source expects: the message's identifier and the marker it points
/// at, and, if given, its severity and exact text.
package struct ExpectedDiagnostic: Sendable, CustomStringConvertible {
  /// The message's identifier in the catalogue (`DiagnosticMessages`).
  package var id: String
  /// The marker (`1️⃣`) at the position the diagnostic must point at.
  package var marker: String
  /// The severity it must have, if the test says.
  package var severity: DiagnosticSeverity?
  /// The exact text it must have, if the test says.
  package var message: String?

  /// Expects the message `id` at `marker`.
  package init(
    _ id: String, at marker: String = "1️⃣", severity: DiagnosticSeverity? = nil,
    message: String? = nil
  ) {
    self.id = id
    self.marker = marker
    self.severity = severity
    self.message = message
  }

  /// `[id] at marker`.
  package var description: String { "[\(id)] at \(marker)" }
}

/// Expands `marked` with its markers stripped (see ``MarkedSource``) on `path`, and records an
/// issue for each expected diagnostic that is missing, at another position, or of another
/// severity or text than expected, and for each diagnostic reported beyond the expected ones.
/// A marker may appear only once; one that no expectation names is allowed, so that a source
/// marked once can serve paths that report different diagnostics.
///
/// ```swift
/// assertDiagnostics(
///   "struct S {\n  var text = 1️⃣\"open\n}\n",
///   [ExpectedDiagnostic("lexer.unterminated-string", at: "1️⃣", severity: .error)])
/// ```
///
/// - Returns: What the path made of the text, for further checks.
@discardableResult
package func assertDiagnostics(
  _ marked: String, _ expected: [ExpectedDiagnostic], on path: ExpansionPath = .plugin,
  sourceLocation: SourceLocation = #_sourceLocation
) -> PathExpansion {
  let source = MarkedSource(marked)
  for marker in source.repeatedMarkers {
    Issue.record("marker \(marker) appears more than once", sourceLocation: sourceLocation)
  }
  let expansion = path.expand(source.text)
  let pathName = path.testDescription
  var unmatched = expansion.diagnostics
  for expectation in expected {
    guard let offset = source.offset(of: expectation.marker) else {
      Issue.record(
        "\(expectation): the source has no marker \(expectation.marker)",
        sourceLocation: sourceLocation)
      continue
    }
    let (line, column) = source.location(of: offset)
    let place = "\(expectation) (\(line):\(column), `\(source.lineText(line))`)"
    guard
      let index = unmatched.firstIndex(where: {
        $0.id == expectation.id && $0.line == line && $0.column == column
      })
    else {
      let elsewhere = unmatched.filter { $0.id == expectation.id }
      let reported = (elsewhere.isEmpty ? unmatched : elsewhere).map(\.description)
      Issue.record(
        Comment(
          rawValue: "\(pathName): expected \(place); "
            + (elsewhere.isEmpty ? "not reported. Reported: " : "reported elsewhere: ")
            + (reported.isEmpty ? "nothing" : reported.joined(separator: "; "))),
        sourceLocation: sourceLocation)
      continue
    }
    let found = unmatched.remove(at: index)
    if let severity = expectation.severity, found.severity != severity {
      Issue.record(
        "\(pathName): \(place) is a \(found.severity.rawValue), expected a \(severity.rawValue)",
        sourceLocation: sourceLocation)
    }
    if let message = expectation.message, found.message != message {
      Issue.record(
        "\(pathName): \(place) reads \"\(found.message)\", expected \"\(message)\"",
        sourceLocation: sourceLocation)
    }
  }
  for diagnostic in unmatched {
    Issue.record(
      "\(pathName): unexpected diagnostic \(diagnostic) (`\(source.lineText(diagnostic.line))`)",
      sourceLocation: sourceLocation)
  }
  return expansion
}
