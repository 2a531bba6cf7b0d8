extension CodingTemplate {
  /// What synthesized coding codes in a stored property's place.
  enum CodedStorage {
    /// The property itself.
    case itself
    /// The backing storage of a tracked property (`_$_count`), coded under the property's name.
    case backing
    /// The wrapper of a wrapped property (`_count`).
    case wrapper
  }
}

extension CodingTemplate.StoredProperty {
  /// Whether it is tracked: its backing storage is coded under the property's name, so its
  /// generated key is renamed.
  var isTracked: Bool { coded == .backing }

  /// The stored property synthesis codes in its place, if it is not the property itself:
  /// the backing storage of a tracked property, or the wrapper of a wrapped one (`_count`).
  var codedStorage: String? {
    switch coded {
    case .itself: nil
    case .backing: TrackedProperty.storageName(for: name)
    case .wrapper: "_" + name
    }
  }

  /// Appends the name of what is coded in the property's place — ``codedStorage``, or the
  /// name as written for the property itself — without building it.
  func writeCodedName(into writer: CodeWriter) {
    switch coded {
    case .itself:
      writer.append(spelledName)
    case .backing:
      writer.append(literal: TrackedProperty.storagePrefixLiteral)
      writer.append(name)
    case .wrapper:
      writer.append(byte: ASCII.underscore)
      writer.append(name)
    }
  }

  /// Appends the label reflection shows the property under: its name, or for a wrapped
  /// property its wrapper's (`_count`), as the compiler's default mirror does.
  func writeMirrorLabel(into writer: CodeWriter) {
    if coded == .wrapper { writer.append(byte: ASCII.underscore) }
    writer.append(name)
  }
}
