extension ObservableStateArray: CustomReflectable {
  /// The elements, as an array reflects them: `dump` and `Mirror` show the values, never the
  /// array's identity or index.
  public var customMirror: Mirror {
    Mirror(self, unlabeledChildren: _elements, displayStyle: .collection)
  }
}

extension ObservableStateArray: CustomDebugStringConvertible {
  /// The elements' debug description, as an array prints with `String(reflecting:)`.
  public var debugDescription: String { _elements.debugDescription }
}
