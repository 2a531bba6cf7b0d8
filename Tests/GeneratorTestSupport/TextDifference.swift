/// A readable description of how two texts differ, for failure messages.
package enum TextDifference {
  /// `nil` if the texts are equal, else the lines that differ as one hunk: lines starting with
  /// `-` are expected, lines starting with `+` were produced, with a little context around.
  package static func describe(expected: String, actual: String) -> String? {
    guard expected != actual else { return nil }
    let old = lines(expected)
    let new = lines(actual)
    var prefix = 0
    while prefix < min(old.count, new.count) && old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < min(old.count, new.count) - prefix
      && old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    let context = 2
    let first = max(0, prefix - context)
    var hunk = ["@@ line \(prefix + 1) @@"]
    hunk += old[first..<prefix].map { "  " + $0 }
    hunk += old[prefix..<(old.count - suffix)].map { "- " + $0 }
    hunk += new[prefix..<(new.count - suffix)].map { "+ " + $0 }
    hunk += old[(old.count - suffix)..<min(old.count, old.count - suffix + context)].map {
      "  " + $0
    }
    return hunk.joined(separator: "\n")
  }

  /// The lines of `text`, each with a visible marker if it ends without a line break, so that a
  /// missing final newline shows in the diff.
  private static func lines(_ text: String) -> [String] {
    var result = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if result.last == "" {
      result.removeLast()
    } else if let last = result.popLast() {
      result.append(last + " [no newline at end of text]")
    }
    return result
  }
}
