/// An attribute written before a declaration: `@available(iOS 17, *)`, `@ObservableState`.
public struct Attribute: Equatable, Sendable {
  /// The attribute's name without `@` and arguments: `available`, `ObservableState`,
  /// `Foo.Wrapper`.
  public var name: String
  /// UTF-8 range of the whole attribute, `@` through the closing parenthesis of its arguments.
  public var range: Range<Int>
  /// Index of the `@` token.
  public var tokenIndex: Int

  /// The name without a module qualifier: `ObservableState` for
  /// `@ObservableStructs.ObservableState`.
  public var baseName: String { name.lastDottedComponent }
}

/// A declaration modifier: `public`, `static`, `private(set)`, `nonisolated`, `lazy` …
public struct Modifier: Equatable, Sendable {
  /// The modifier word: `private`, `static`.
  public var name: String
  /// The parenthesised detail, if any: `set` for `private(set)`.
  public var detail: String?
  /// UTF-8 range of the modifier, detail included.
  public var range: Range<Int>
}

/// What kind of nominal declaration or extension a ``TypeDeclaration`` is.
public enum TypeKind: String, Equatable, Sendable {
  /// `struct`
  case `struct`
  /// `enum`
  case `enum`
  /// `class`
  case `class`
  /// `actor`
  case actor
  /// `protocol`
  case `protocol`
  /// `extension`
  case `extension`
}

/// A struct, enum, class, actor, protocol or extension with its members.
public struct TypeDeclaration: Equatable, Sendable {
  /// The kind of declaration.
  public var kind: TypeKind
  /// The declared name; for an extension, the extended type as written (`Feature.State`).
  public var name: String
  /// UTF-8 range of the name (for an extension, of the extended type).
  public var nameRange: Range<Int>
  /// Attributes before the declaration.
  public var attributes: [Attribute]
  /// Modifiers before the keyword.
  public var modifiers: [Modifier]
  /// The generic parameter clause as written (`<Value: Equatable>`), if any.
  public var genericParameterClause: String?
  /// The inherited types as written, in order.
  public var inheritedTypes: [String]
  /// The `where` clause as written (without `where`), if any.
  public var whereClause: String?
  /// UTF-8 range of the whole declaration, first attribute or modifier through the closing `}`.
  public var range: Range<Int>
  /// UTF-8 offset of the keyword (`struct`, `enum` …).
  public var keywordOffset: Int
  /// UTF-8 offset of the body's `{`.
  public var bodyOpenOffset: Int
  /// UTF-8 offset of the body's `}`; equals the end of the source if the body is unterminated.
  public var bodyCloseOffset: Int
  /// The members, in order, `#if` blocks kept as blocks.
  public var members: [MemberDeclaration]
}

/// One member of a type body.
public enum MemberDeclaration: Equatable, Sendable {
  /// A nested type or extension (boxed: a type declaration is much larger than the others).
  indirect case type(TypeDeclaration)
  /// A `var` or `let` declaration.
  case variable(VariableDeclaration)
  /// An enum `case` declaration.
  case enumCase(EnumCaseDeclaration)
  /// A `#if … #endif` block of members.
  case ifConfig(IfConfigDeclaration)
  /// Any other declaration (function, initializer, subscript, typealias …).
  case other(OtherDeclaration)
}

/// A member the expander does not look into, identified by its introducer.
public struct OtherDeclaration: Equatable, Sendable {
  /// The introducing word: `func`, `init`, `subscript`, `typealias`, `#warning` …
  public var introducer: String
  /// The declared name when the parser could tell (a typealias's or function's), else empty.
  public var name: String
  /// UTF-8 range of the declaration.
  public var range: Range<Int>
}

/// A `var` or `let` declaration, possibly with several bindings.
public struct VariableDeclaration: Equatable, Sendable {
  /// Attributes before the declaration.
  public var attributes: [Attribute]
  /// Modifiers before the introducer.
  public var modifiers: [Modifier]
  /// Whether the introducer is `let`.
  public var isLet: Bool
  /// UTF-8 offset of the `var`/`let` keyword.
  public var introducerOffset: Int
  /// The bindings, in order.
  public var bindings: [PatternBinding]
  /// UTF-8 range of the whole declaration, first attribute or modifier through the end of the
  /// last binding.
  public var range: Range<Int>
}

/// One binding of a `var`/`let` declaration: `name: Type = initial { accessors }`.
public struct PatternBinding: Equatable, Sendable {
  /// The bound name without backticks, or `nil` for a tuple or wildcard pattern.
  public var name: String?
  /// UTF-8 range of the pattern as written.
  public var patternRange: Range<Int>
  /// UTF-8 range of the type annotation's type, if any. A bare binding shares the type of
  /// the next annotated binding of its declaration (`width` in `var width, height: Double`).
  public var typeRange: Range<Int>?
  /// UTF-8 range of the initial value expression, if any.
  public var initializerRange: Range<Int>?
  /// Indices, in the file's tokens, of the initial value expression, if any.
  public var initializerTokens: Range<Int>?
  /// The accessor block, if any.
  public var accessorBlock: AccessorBlock?
  /// UTF-8 range of the whole binding.
  public var range: Range<Int>
}

/// A `{ … }` after a binding: explicit accessors, or an implicit getter's body.
public struct AccessorBlock: Equatable, Sendable {
  /// UTF-8 range from `{` through `}`.
  public var range: Range<Int>
  /// The accessors; empty when the block is an implicit getter.
  public var accessors: [Accessor]
  /// Whether the block is an implicit getter (`var x: Int { 42 }`).
  public var isImplicitGetter: Bool { accessors.isEmpty }
}

/// One accessor in an accessor block: `get`, `set(newValue)`, `didSet { … }`.
public struct Accessor: Equatable, Sendable {
  /// The accessor's word: `get`, `set`, `willSet`, `didSet`, `_modify`, `init` …
  public var kind: String
  /// The explicit parameter name in parentheses, if written: `willSet(next)`.
  public var parameterName: String?
  /// UTF-8 range of the body including its braces, if the accessor has one.
  public var bodyRange: Range<Int>?
  /// Indices, in the file's tokens, of the body including its braces, if it has one.
  public var bodyTokens: Range<Int>?
  /// UTF-8 range of the whole accessor.
  public var range: Range<Int>
}

/// An enum `case` declaration with one or more elements.
public struct EnumCaseDeclaration: Equatable, Sendable {
  /// The elements, in order: `case a, b(Int)` has two.
  public var elements: [EnumCaseElement]
  /// UTF-8 range of the declaration.
  public var range: Range<Int>
}

/// One element of an enum case declaration: `loaded(Child, label: String)`.
public struct EnumCaseElement: Equatable, Sendable {
  /// The case name without backticks.
  public var name: String
  /// The case name as written, backticks included.
  public var spelledName: String
  /// The associated values, or `nil` if the case has none.
  public var associatedValues: [AssociatedValue]?
}

/// One associated value of an enum case.
public struct AssociatedValue: Equatable, Sendable {
  /// The label, or `nil` if unlabelled (`_` counts as unlabelled).
  public var label: String?
  /// The type as written.
  public var type: String
}

/// A `#if` block among members.
public struct IfConfigDeclaration: Equatable, Sendable {
  /// The clauses in order: `#if`, any `#elseif`, and `#else`.
  public var clauses: [IfConfigClause]
  /// UTF-8 range from `#if` through `#endif`.
  public var range: Range<Int>
}

/// One clause of a `#if` block.
public struct IfConfigClause: Equatable, Sendable {
  /// The directive: `#if`, `#elseif` or `#else`.
  public var directive: String
  /// The condition as written; empty for `#else`.
  public var condition: String
  /// The members of the clause.
  public var members: [MemberDeclaration]
}

/// The declarations of one source file that the expander cares about.
public struct ParsedFile: Sendable {
  /// The file's lexed form.
  public var lexed: LexedFile
  /// Type declarations at file scope, in order (nested types live in their members).
  public var types: [TypeDeclaration]
  /// Problems the lexer and parser found.
  public var diagnostics: [Diagnostic]
}
