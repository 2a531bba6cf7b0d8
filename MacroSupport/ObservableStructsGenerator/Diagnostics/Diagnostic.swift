/// How serious a diagnostic is.
package enum DiagnosticSeverity: String, Sendable, Equatable {
  /// The build must fail.
  case error
  /// The build goes on; the user should look.
  case warning
  /// Extra information attached to another diagnostic.
  case note
}

/// A text replacement that fixes the problem a diagnostic reports.
package struct FixIt: Equatable, Sendable {
  /// What the fix does, for display ("Replace with '@ObservationStateIgnored'").
  package var message: String
  /// UTF-8 byte range of the source to replace.
  package var range: Range<Int>
  /// The replacement text.
  package var replacement: String

  /// Creates a fix-it.
  package init(message: String, range: Range<Int>, replacement: String) {
    self.message = message
    self.range = range
    self.replacement = replacement
  }
}

/// A problem found in the input, as a value: where, how serious, what to do.
package struct Diagnostic: Equatable, Sendable, CustomStringConvertible {
  /// The file name the input was read from, as given to the pipeline.
  package var file: String
  /// UTF-8 byte offset of the position the diagnostic points at.
  package var offset: Int
  /// 1-based line.
  package var line: Int
  /// 1-based column, counted in UTF-8 bytes as the Swift compiler does.
  package var column: Int
  /// Error, warning or note.
  package var severity: DiagnosticSeverity
  /// The message's stable identifier in ``DiagnosticMessages`` (`lexer.unterminated-comment`).
  package var id: String
  /// What is wrong and what to do about it.
  package var message: String
  /// An optional mechanical fix.
  package var fixIt: FixIt?

  /// Creates a diagnostic that reports `message` from the catalogue.
  package init(
    file: String, offset: Int, line: Int, column: Int, severity: DiagnosticSeverity,
    message: DiagnosticMessage, fixIt: FixIt? = nil
  ) {
    self.file = file
    self.offset = offset
    self.line = line
    self.column = column
    self.severity = severity
    self.id = message.id
    self.message = message.text
    self.fixIt = fixIt
  }

  /// `file:line:column: severity: message`, the form compilers and editors understand.
  package var description: String {
    "\(file):\(line):\(column): \(severity.rawValue): \(message)"
  }
}
