extension ByteSink {
  /// Appends the bytes of `range` of `source`, as written.
  func append(_ source: SourceText, _ range: Range<Int>) {
    source.bytes.withUnsafeBufferPointer { append(UnsafeBufferPointer(rebasing: $0[range])) }
  }
}
