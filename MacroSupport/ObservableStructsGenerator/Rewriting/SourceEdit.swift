/// A replacement of a byte range of the input by new text.
public struct SourceEdit: Equatable, Sendable {
  /// UTF-8 range of the input that is replaced; empty for an insertion.
  public var range: Range<Int>
  /// The new text.
  public var replacement: String
  /// Whether the replacement changes line numbering, so the rewriter must resynchronise the
  /// presumed location after it with a `#sourceLocation` directive.
  public var shiftsLines: Bool
  /// The line that generated text should be attributed to, if it is not the user's own text
  /// (added members point at the `@ObservableState` line, so an error in them lands there).
  public var generatedLine: Int?

  /// Creates an edit; `shiftsLines` defaults to whether the replacement and the replaced text
  /// differ in line breaks (assumed when the replacement has any).
  public init(
    range: Range<Int>, replacement: String, shiftsLines: Bool? = nil, generatedLine: Int? = nil
  ) {
    self.range = range
    self.replacement = replacement
    self.generatedLine = generatedLine
    self.shiftsLines = shiftsLines ?? replacement.utf8.contains(UInt8(ascii: "\n"))
  }
}
