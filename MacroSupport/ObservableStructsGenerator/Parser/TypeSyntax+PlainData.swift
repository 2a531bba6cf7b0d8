// Whether a type is plain data of the standard library, answered from its tree.

extension TypeSyntax {
  /// Whether the type is plain data of the standard library: a number, `Bool`, `String`,
  /// `Character` or `Substring`, or an optional, array, set or dictionary of such types,
  /// written plainly or qualified (`Swift.Int`, `Swift::Int`, `Optional<[String: Int]>`).
  /// `source` holds the text the tree's ranges point into.
  ///
  /// Such a value never carries an observable identity and is always `Equatable`. A type of
  /// the user's own that takes one of these names is taken for the standard library's.
  package func isPlainStandardData(in source: SourceText) -> Bool {
    isPlainStandardData(rootIndex, source)
  }

  /// The names of the standard library's plain value types.
  private static let plainNames: Set<String> = [
    "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
    "Double", "Float", "Bool", "String", "Character", "Substring",
  ]

  /// The standard library's generic containers whose arguments decide, with how many they take.
  private static let containerArity: [String: Int] = [
    "Optional": 1, "Array": 1, "Set": 1, "Dictionary": 2,
  ]

  private func isPlainStandardData(_ index: Int, _ source: SourceText) -> Bool {
    let node = self[index]
    switch node.kind {
    case .optional, .array, .dictionary:
      return children(of: index).allSatisfy { isPlainStandardData($0, source) }
    case .identifier:
      return isPlainName(index, source)
    case .moduleSelector:
      // `Swift::Int`: the selector names the standard library, its child the type.
      let parts = children(of: index)
      guard parts.count == 1, let selected = parts.first,
        source.hasBytes(
          in: node.range.lowerBound..<self[selected].range.lowerBound, equalTo: "Swift::")
      else { return false }
      return isPlainName(selected, source)
    case .member:
      // `Swift.Int`.
      let parts = children(of: index)
      guard parts.count == 2, self[parts[0]].kind == .identifier, self[parts[0]].subtreeSize == 1,
        source.hasBytes(in: self[parts[0]].range, equalTo: "Swift")
      else { return false }
      return isPlainName(parts[1], source)
    default:
      return false
    }
  }

  /// Whether node `index` is an identifier naming a plain type, or a container whose
  /// arguments are plain data.
  private func isPlainName(_ index: Int, _ source: SourceText) -> Bool {
    guard self[index].kind == .identifier else { return false }
    let arguments = children(of: index)
    let range = self[index].range
    guard let first = arguments.first else {
      return Self.plainNames.contains(source.text(range))
    }
    // The name is what comes before the `<` of the arguments.
    let name = source.text(range.lowerBound..<self[first].range.lowerBound)
      .prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    guard Self.containerArity[String(name)] == arguments.count else { return false }
    return arguments.allSatisfy { isPlainStandardData($0, source) }
  }
}
