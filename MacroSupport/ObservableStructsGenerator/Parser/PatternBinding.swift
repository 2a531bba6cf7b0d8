/// One binding of a `var`/`let` declaration: `name: Type = initial { accessors }`.
///
/// Its ranges are kept packed (see ``PackedRange``): a file has a binding for nearly every
/// property, each in an array of its own declaration's bindings.
package struct PatternBinding: Equatable, Sendable {
  /// The bound name without backticks, or `nil` for a tuple or wildcard pattern.
  package var name: String?
  /// UTF-8 range of the pattern as written.
  @PackedRange package var patternRange: Range<Int>
  /// UTF-8 range of the type annotation's type, if any. A bare binding shares the type of
  /// the next annotated binding of its declaration (`width` in `var width, height: Double`).
  @PackedOptionalRange package var typeRange: Range<Int>?
  /// The tree of the type annotation's type, if it has one the parser's grammar of types
  /// covers; shared as ``typeRange`` is.
  package var typeSyntax: TypeSyntax?
  /// UTF-8 range of the initial value expression, if any.
  @PackedOptionalRange package var initializerRange: Range<Int>?
  /// Indices, in the file's tokens, of the initial value expression, if any.
  @PackedOptionalRange package var initializerTokens: Range<Int>?
  /// The accessor block, if any.
  package var accessorBlock: AccessorBlock?
  /// UTF-8 range of the whole binding.
  @PackedRange package var range: Range<Int>
}

/// A `{ … }` after a binding: explicit accessors, or an implicit getter's body.
package struct AccessorBlock: Equatable, Sendable {
  /// UTF-8 range from `{` through `}`.
  @PackedRange package var range: Range<Int>
  /// The accessors; empty when the block is an implicit getter.
  package var accessors: [Accessor]

  /// Whether the block is an implicit getter (`var x: Int { 42 }`).
  package var isImplicitGetter: Bool { accessors.isEmpty }
}
