/// How output files are named: after the input's last path component without a trailing
/// `.observable`, and never a name that would leave the output directory.
enum OutputName {
  /// The output file name for `input`, or `nil` when the input's name gives no usable one
  /// (`.observable`, `..observable`, `/`, `dir/..`).
  static func forInput(_ input: String) -> String? {
    if input == "-" { return "stdin.swift" }
    let components = input.split(separator: "/", omittingEmptySubsequences: true)
    guard var name = components.last.map(String.init) else { return nil }
    if name.hasSuffix(".observable") { name.removeLast(".observable".count) }
    guard !name.isEmpty, name != ".", name != "..", !name.contains("/"), !name.contains("\0")
    else { return nil }
    return name
  }

  /// `text` with control characters (line breaks above all) escaped, so that it cannot end
  /// the line comment it is written into.
  static func commentSafe(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      if scalar.properties.generalCategory == .control || scalar == "\u{2028}"
        || scalar == "\u{2029}"
      {
        result += "\\u{\(String(scalar.value, radix: 16))}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
