import ObservableStructsGenerator

/// The text an input's diagnostics are reported with on standard error: one
/// `file:line:column: severity: [identifier] message` line each, at most ``errorLimit`` errors
/// and then one line that says how many more there are, as compilers do.
///
/// A file may have thousands of diagnostics, so the lines are written as bytes into one buffer
/// rather than interpolated into a string each and joined.
enum DiagnosticReport {
  /// The most errors reported for one input; the rest are counted on one line.
  static let errorLimit = 20

  /// The report of `diagnostics`, each line ending with a line break.
  static func bytes(of diagnostics: [Diagnostic]) -> [UInt8] {
    var report: [UInt8] = []
    guard let first = diagnostics.first else { return report }
    // Lines of about the first one's length, plus room for the numbers, severity and id.
    let lineLength = first.file.utf8.count + first.message.utf8.count + 64
    report.reserveCapacity(min(diagnostics.count, errorLimit + 1) * lineLength)
    var errors = 0
    var unreported: Diagnostic?
    var unreportedCount = 0
    for diagnostic in diagnostics {
      if diagnostic.severity == .error {
        errors += 1
        if errors > errorLimit {
          if unreported == nil { unreported = diagnostic }
          unreportedCount += 1
          continue
        }
      }
      append(
        diagnostic, severity: diagnostic.severity.rawValue, id: diagnostic.id,
        message: diagnostic.message, to: &report)
    }
    if let unreported {
      append(
        unreported, severity: "error", id: "cli.too-many-errors",
        message: "too many errors: \(unreportedCount) more not shown; fix the ones above first",
        to: &report)
    }
    return report
  }

  /// Appends `file:line:column: severity: [id] message` at `diagnostic`'s position.
  private static func append(
    _ diagnostic: Diagnostic, severity: String, id: String, message: String,
    to report: inout [UInt8]
  ) {
    report.append(contentsOf: diagnostic.file.utf8)
    report.append(colon)
    appendDecimal(diagnostic.line, to: &report)
    report.append(colon)
    appendDecimal(diagnostic.column, to: &report)
    report.append(colon)
    report.append(space)
    report.append(contentsOf: severity.utf8)
    report.append(colon)
    report.append(space)
    report.append(UInt8(ascii: "["))
    report.append(contentsOf: id.utf8)
    report.append(UInt8(ascii: "]"))
    report.append(space)
    report.append(contentsOf: message.utf8)
    report.append(newline)
  }

  /// Appends `number` in decimal, as string interpolation writes it.
  private static func appendDecimal(_ number: Int, to report: inout [UInt8]) {
    if number < 0 { report.append(minus) }
    var magnitude = number.magnitude
    var divisor: UInt = 1
    while magnitude / divisor >= 10 { divisor *= 10 }
    repeat {
      report.append(zero + UInt8(magnitude / divisor))
      magnitude %= divisor
      divisor /= 10
    } while divisor > 0
  }

  private static let colon = UInt8(ascii: ":")
  private static let space = UInt8(ascii: " ")
  private static let newline = UInt8(ascii: "\n")
  private static let minus = UInt8(ascii: "-")
  private static let zero = UInt8(ascii: "0")
}
