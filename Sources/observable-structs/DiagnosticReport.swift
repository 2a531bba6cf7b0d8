import ObservableStructsGenerator

/// The text an input's diagnostics are reported with on standard error: one
/// `file:line:column: severity: message` line each, as ``Diagnostic/description`` spells it.
///
/// A file may have thousands of diagnostics, so the lines are written as bytes into one buffer
/// rather than interpolated into a string each and joined.
enum DiagnosticReport {
  /// The report of `diagnostics`, each line ending with a line break.
  static func bytes(of diagnostics: [Diagnostic]) -> [UInt8] {
    var report: [UInt8] = []
    guard let first = diagnostics.first else { return report }
    // Lines of about the first one's length, plus room for the numbers and the severity.
    let lineLength = first.file.utf8.count + first.message.utf8.count + 32
    report.reserveCapacity(diagnostics.count * lineLength)
    for diagnostic in diagnostics {
      report.append(contentsOf: diagnostic.file.utf8)
      report.append(colon)
      appendDecimal(diagnostic.line, to: &report)
      report.append(colon)
      appendDecimal(diagnostic.column, to: &report)
      report.append(colon)
      report.append(space)
      report.append(contentsOf: diagnostic.severity.rawValue.utf8)
      report.append(colon)
      report.append(space)
      report.append(contentsOf: diagnostic.message.utf8)
      report.append(newline)
    }
    return report
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
