/// What lets a value that replaces another in its place keep its readers attached.
///
/// A store given a new state (a reset, an undo) and `self = …` in a mutating method replace a
/// value by one that mostly holds the same data. The runtime's `_$adopt(_:)` makes the new
/// value take over the old one's registrar and, property by property, keep the old property
/// value where the data is the same, and tell the readers of each property whose data differs.
/// It needs the storage of the tracked properties, which the type lists: those with `willSet`
/// or `didSet` apart, since writing them would run the observers.
///
/// ```swift
/// nonisolated static var _$adoptedStorage: [Swift::PartialKeyPath<Self>] {
///   [\._$_name, \._$_count]
/// }
/// ```
enum AdoptionTemplate {
  /// Writes the storage lists of a struct whose tracked properties are `trackedProperties`
  /// (all of them: a struct with one inside `#if` does not adopt), of which those in
  /// `observed` have `willSet` or `didSet`; `access` is the modifier the witnesses need
  /// (`public`, `package`, `@usableFromInline` or empty).
  static func writeStorageLists(
    trackedProperties: [String], observed: Set<String>, access: String, into writer: CodeWriter
  ) {
    let prefix = access.isEmpty ? "" : access + " "
    let adopted = trackedProperties.filter { !observed.contains($0) }
    let compared = trackedProperties.filter { observed.contains($0) }
    for (name, properties) in [("_$adoptedStorage", adopted), ("_$comparedStorage", compared)]
    where !properties.isEmpty {
      if name == "_$comparedStorage" && !adopted.isEmpty { writer.blankLine() }
      writer.line(
        prefix, "nonisolated static var ", name, ": [Swift::PartialKeyPath<Self>] {")
      writer.line(literal: "  [")
      for (index, property) in properties.enumerated() {
        if index > 0 { writer.append(literal: ", ") }
        writer.append(literal: "\\.")
        writer.append(TrackedProperty.storagePrefix + property)
      }
      writer.append(literal: "]")
      writer.line(literal: "}")
    }
  }
}
