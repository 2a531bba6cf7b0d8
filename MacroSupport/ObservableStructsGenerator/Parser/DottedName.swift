extension String {
  /// The part after the last `.`, or the whole string without one: `ObservableState` for
  /// `ObservableStructs.ObservableState`, `Codable` for `Swift.Codable`.
  var lastDottedComponent: String {
    guard let dot = utf8.lastIndex(of: Lexer.ASCII.period) else { return self }
    return String(self[utf8.index(after: dot)...])
  }
}
