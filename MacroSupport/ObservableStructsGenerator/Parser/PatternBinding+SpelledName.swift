extension PatternBinding {
  /// The bound name as written, backticks included, given ``name`` (`name` here): the name
  /// itself, without building another string, unless the pattern is longer than the name
  /// (`` `default` ``), when it is the pattern's text.
  func spelledName(_ name: String, in source: SourceText) -> String {
    patternRange.count == name.utf8.count ? name : source.text(patternRange)
  }
}
