/// The `#sourceLocation(file: "…", line: N)` directive that maps generated lines back to the
/// user's: the one place the generator spells it, whether the rewriter writes it between edits
/// or a template writes it inside an observer's body.
struct SourceLocationDirective {
  /// `#sourceLocation(file: "…", line: ` as bytes, written before every line number.
  private let prefix: [UInt8]

  /// The directive for `file`, escaped as a string literal.
  init(file: String) {
    prefix = Array("#sourceLocation(file: \(Self.stringLiteral(file)), line: ".utf8)
  }

  /// Writes `#sourceLocation(file: "…", line: line)`, without a newline on either side.
  func write<Sink: ByteSink>(line: Int, into sink: Sink) {
    sink.append(bytes: prefix)
    sink.append(decimal: line)
    sink.append(byte: ASCII.rightParen)
  }

  /// `text` as a Swift string literal.
  static func stringLiteral(_ text: String) -> String {
    var escaped = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": escaped += "\\\\"
      case "\"": escaped += "\\\""
      case "\n": escaped += "\\n"
      case "\r": escaped += "\\r"
      case "\t": escaped += "\\t"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped + "\""
  }
}
