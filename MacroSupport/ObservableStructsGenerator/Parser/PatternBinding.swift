/// One binding of a `var`/`let` declaration: `name: Type = initial { accessors }`.
///
/// Its ranges are kept packed (see ``PackedRange``): a file has a binding for nearly every
/// property, each in an array of its own declaration's bindings.
package struct PatternBinding: Equatable, Sendable {
  /// The bound name without backticks, or `nil` for a tuple or wildcard pattern.
  package var name: String?
  private var packedPatternRange: PackedRange
  private var packedTypeRange: PackedRange
  private var packedInitializerRange: PackedRange
  private var packedInitializerTokens: PackedRange
  private var packedRange: PackedRange
  /// The accessor block, if any.
  package var accessorBlock: AccessorBlock?

  /// Creates a binding.
  package init(
    name: String?, patternRange: Range<Int>, typeRange: Range<Int>?,
    initializerRange: Range<Int>?, initializerTokens: Range<Int>?,
    accessorBlock: AccessorBlock?, range: Range<Int>
  ) {
    self.name = name
    packedPatternRange = PackedRange(patternRange)
    packedTypeRange = PackedRange(typeRange)
    packedInitializerRange = PackedRange(initializerRange)
    packedInitializerTokens = PackedRange(initializerTokens)
    self.accessorBlock = accessorBlock
    packedRange = PackedRange(range)
  }

  /// UTF-8 range of the pattern as written.
  package var patternRange: Range<Int> {
    get { packedPatternRange.bounds }
    set { packedPatternRange = PackedRange(newValue) }
  }
  /// UTF-8 range of the type annotation's type, if any. A bare binding shares the type of
  /// the next annotated binding of its declaration (`width` in `var width, height: Double`).
  package var typeRange: Range<Int>? {
    get { packedTypeRange.range }
    set { packedTypeRange = PackedRange(newValue) }
  }
  /// UTF-8 range of the initial value expression, if any.
  package var initializerRange: Range<Int>? {
    get { packedInitializerRange.range }
    set { packedInitializerRange = PackedRange(newValue) }
  }
  /// Indices, in the file's tokens, of the initial value expression, if any.
  package var initializerTokens: Range<Int>? {
    get { packedInitializerTokens.range }
    set { packedInitializerTokens = PackedRange(newValue) }
  }
  /// UTF-8 range of the whole binding.
  package var range: Range<Int> {
    get { packedRange.bounds }
    set { packedRange = PackedRange(newValue) }
  }
}

/// A `{ … }` after a binding: explicit accessors, or an implicit getter's body.
package struct AccessorBlock: Equatable, Sendable {
  /// UTF-8 range from `{` through `}`, packed (see ``PackedRange``).
  private var packedRange: PackedRange
  /// The accessors; empty when the block is an implicit getter.
  package var accessors: [Accessor]

  /// Creates a block.
  package init(range: Range<Int>, accessors: [Accessor]) {
    packedRange = PackedRange(range)
    self.accessors = accessors
  }

  /// UTF-8 range from `{` through `}`.
  package var range: Range<Int> {
    get { packedRange.bounds }
    set { packedRange = PackedRange(newValue) }
  }
  /// Whether the block is an implicit getter (`var x: Int { 42 }`).
  package var isImplicitGetter: Bool { accessors.isEmpty }
}
