/// A replacement of a byte range of the input by new text.
package struct SourceEdit: Equatable, Sendable {
  /// UTF-8 range of the input that is replaced; empty for an insertion.
  package var range: Range<Int>
  /// The new text as UTF-8 bytes, which is how the expander writes it and the rewriter copies
  /// it: keeping bytes spares a decode and a re-encode of every replacement.
  var replacementBytes: [UInt8]
  /// Whether the replacement changes line numbering, so the rewriter must resynchronise the
  /// presumed location after it with a `#sourceLocation` directive.
  package var shiftsLines: Bool
  /// The line that generated text should be attributed to, if it is not the user's own text
  /// (added members point at the `@ObservableState` line, so an error in them lands there).
  package var generatedLine: Int?

  /// The new text.
  package var replacement: String {
    get { String(decoding: replacementBytes, as: UTF8.self) }
    set { replacementBytes = Array(newValue.utf8) }
  }

  /// Creates an edit; `shiftsLines` defaults to whether the replacement and the replaced text
  /// differ in line breaks (assumed when the replacement has any).
  package init(
    range: Range<Int>, replacement: String, shiftsLines: Bool? = nil, generatedLine: Int? = nil
  ) {
    self.init(
      range: range, replacementBytes: Array(replacement.utf8), shiftsLines: shiftsLines,
      generatedLine: generatedLine)
  }

  /// Creates an edit from replacement bytes (valid UTF-8); see
  /// ``init(range:replacement:shiftsLines:generatedLine:)``.
  init(
    range: Range<Int>, replacementBytes: [UInt8], shiftsLines: Bool? = nil,
    generatedLine: Int? = nil
  ) {
    self.range = range
    self.replacementBytes = replacementBytes
    self.generatedLine = generatedLine
    self.shiftsLines =
      shiftsLines ?? ByteSearch.contains(ASCII.newline, in: replacementBytes)
  }
}
