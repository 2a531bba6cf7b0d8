/// How serious a diagnostic is.
public enum DiagnosticSeverity: String, Sendable, Equatable {
  /// The build must fail.
  case error
  /// The build goes on; the user should look.
  case warning
  /// Extra information attached to another diagnostic.
  case note
}

/// A text replacement that fixes the problem a diagnostic reports.
public struct FixIt: Equatable, Sendable {
  /// What the fix does, for display ("Replace with '@ObservationStateIgnored'").
  public var message: String
  /// UTF-8 byte range of the source to replace.
  public var range: Range<Int>
  /// The replacement text.
  public var replacement: String

  /// Creates a fix-it.
  public init(message: String, range: Range<Int>, replacement: String) {
    self.message = message
    self.range = range
    self.replacement = replacement
  }
}

/// A problem found in the input, as a value: where, how serious, what to do.
public struct Diagnostic: Equatable, Sendable, CustomStringConvertible {
  /// The file name the input was read from, as given to the pipeline.
  public var file: String
  /// UTF-8 byte offset of the position the diagnostic points at.
  public var offset: Int
  /// 1-based line.
  public var line: Int
  /// 1-based column, counted in UTF-8 bytes as the Swift compiler does.
  public var column: Int
  /// Error, warning or note.
  public var severity: DiagnosticSeverity
  /// What is wrong and what to do about it.
  public var message: String
  /// An optional mechanical fix.
  public var fixIt: FixIt?

  /// Creates a diagnostic.
  public init(
    file: String, offset: Int, line: Int, column: Int, severity: DiagnosticSeverity,
    message: String, fixIt: FixIt? = nil
  ) {
    self.file = file
    self.offset = offset
    self.line = line
    self.column = column
    self.severity = severity
    self.message = message
    self.fixIt = fixIt
  }

  /// `file:line:column: severity: message`, the form compilers and editors understand.
  public var description: String {
    "\(file):\(line):\(column): \(severity.rawValue): \(message)"
  }
}
