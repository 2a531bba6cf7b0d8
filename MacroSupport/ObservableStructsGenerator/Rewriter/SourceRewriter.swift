/// Applies edits to the original text. Bytes outside the edits are copied unchanged; with a
/// file name for `#sourceLocation`, directives make every original line keep its own line
/// number in compiler diagnostics, and every column after a multi-line edit its column.
public enum SourceRewriter {
  /// The text of `source` with `edits` applied. Edits must not overlap; edits at the same
  /// offset are applied in the given order.
  ///
  /// - Parameter sourceLocationFile: The file name `#sourceLocation` directives name, or `nil`
  ///   for none (for display).
  public static func apply(
    _ edits: [SourceEdit], to source: SourceText, sourceLocationFile: String?
  ) -> String {
    if edits.isEmpty { return source.text(0..<source.count) }
    let ordered = edits.enumerated().sorted {
      ($0.element.range.lowerBound, $0.offset) < ($1.element.range.lowerBound, $1.offset)
    }.map(\.element)
    var output: [UInt8] = []
    output.reserveCapacity(source.count + edits.count * 512)
    let fileLiteral = sourceLocationFile.map(stringLiteral)
    if let fileLiteral {
      output += Array("#sourceLocation(file: \(fileLiteral), line: 1)\n".utf8)
    }
    var cursor = 0
    for edit in ordered {
      let lower = max(cursor, min(edit.range.lowerBound, source.count))
      let upper = max(lower, min(edit.range.upperBound, source.count))
      output += source.bytes[cursor..<lower]
      output += Array(edit.replacement.utf8)
      cursor = upper
      if let fileLiteral, edit.shiftsLines {
        let location = source.location(of: upper)
        if output.last != UInt8(ascii: "\n") { output.append(UInt8(ascii: "\n")) }
        output += Array("#sourceLocation(file: \(fileLiteral), line: \(location.line))\n".utf8)
        output += Array(repeating: UInt8(ascii: " "), count: location.column - 1)
      }
    }
    output += source.bytes[cursor..<source.count]
    return String(decoding: output, as: UTF8.self)
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
