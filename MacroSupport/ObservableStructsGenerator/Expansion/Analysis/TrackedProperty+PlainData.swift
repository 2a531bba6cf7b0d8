// Which tracked properties hold plain data of the standard library, for which the accessors
// can skip the runtime's questions about identity.

extension TrackedProperty {
  /// Whether the type written `type` on its own is plain data of the standard library (see
  /// ``TypeSyntax/isPlainStandardData(in:)``), as written (`[String: Int]?`) or inferred
  /// (`Swift::Int`).
  ///
  /// Such a value never carries an observable identity and is always `Equatable`, so its
  /// accessors ask the runtime only whether a new value differs: the same answer as the
  /// general accessors give, from code that is cheaper to compile. A type of the user's own
  /// that takes one of these names and holds observable values would be observed as plain
  /// data; any other type takes the general accessors.
  package static func isPlainData(type: String) -> Bool {
    TypeSyntax.parse(type)?.isPlainStandardData(in: SourceText(type)) ?? false
  }
}
