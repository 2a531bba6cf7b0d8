/// What kind of nominal declaration or extension a ``TypeDeclaration`` is.
package enum TypeKind: String, Equatable, Sendable {
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

/// One member of a type body.
package enum MemberDeclaration: Equatable, Sendable {
  /// A nested type or extension (one reference: see ``TypeDeclaration``).
  case type(TypeDeclaration)
  /// A `var` or `let` declaration.
  case variable(VariableDeclaration)
  /// An enum `case` declaration.
  case enumCase(EnumCaseDeclaration)
  /// A `#if … #endif` block of members.
  case ifConfig(IfConfigDeclaration)
  /// Any other declaration (function, initializer, subscript, typealias …).
  case other(OtherDeclaration)
}

/// What introduces a member the expander does not look into.
package enum DeclarationIntroducer: Equatable, Sendable {
  case `func`, `init`, `deinit`, `subscript`, `typealias`, `associatedtype`, `import`
  case `operator`, `precedencegroup`, macro
  /// A `#` directive or freestanding macro: `#warning`, `#error`, `#myMacro`.
  case pound
  /// Anything else: a statement, a stray word.
  case other
}

/// A member the expander does not look into, identified by its introducer, with its
/// attributes and modifiers.
///
/// Its offsets are packed (see ``PackedRange``), as are a variable declaration's: a type's
/// members are kept in an array as long as its longest kind of member.
package struct OtherDeclaration: Equatable, Sendable {
  /// What introduces the declaration.
  package var introducer: DeclarationIntroducer
  /// Attributes before the declaration.
  package var attributes: [Attribute]
  /// Modifiers before the introducer.
  package var modifiers: [Modifier]
  /// The declared name when the parser could tell (a typealias's or function's), else empty.
  package var name: String
  /// Index, in the file's tokens, of the introducer (the end-of-file token's if there is
  /// none).
  @PackedOffset package var introducerToken: Int
  /// UTF-8 range of the declaration.
  @PackedRange package var range: Range<Int>
}

/// A `var` or `let` declaration, possibly with several bindings.
///
/// Its offsets are packed (see ``PackedRange``): a type's members are kept in an array as
/// long as its longest kind of member, which this is.
package struct VariableDeclaration: Equatable, Sendable {
  /// Attributes before the declaration.
  package var attributes: [Attribute]
  /// Modifiers before the introducer.
  package var modifiers: [Modifier]
  /// Whether the introducer is `let`.
  package var isLet: Bool
  /// UTF-8 offset of the `var`/`let` keyword.
  @PackedOffset package var introducerOffset: Int
  /// The bindings, in order.
  package var bindings: [PatternBinding]
  /// UTF-8 range of the whole declaration, first attribute or modifier through the end of the
  /// last binding.
  @PackedRange package var range: Range<Int>
}

/// Which accessor an accessor is, by the word that introduces it.
package enum AccessorKind: Equatable, Sendable {
  case get
  case set
  case willSet
  case didSet
  case `init`
  case read
  case modify
  /// `_read`, the underscored form of `read`.
  case underscoredRead
  /// `_modify`, the underscored form of `modify`.
  case underscoredModify
  /// `unsafeAddress`, `unsafeMutableAddress`, or a word a later Swift adds.
  case other(String)

  /// The kind that `word` introduces.
  package init(_ word: String) {
    switch word {
    case "get": self = .get
    case "set": self = .set
    case "willSet": self = .willSet
    case "didSet": self = .didSet
    case "init": self = .`init`
    case "read": self = .read
    case "modify": self = .modify
    case "_read": self = .underscoredRead
    case "_modify": self = .underscoredModify
    default: self = .other(word)
    }
  }

  /// Whether the accessor observes a stored property (`willSet`, `didSet`).
  package var isObserver: Bool { self == .willSet || self == .didSet }
}

/// One accessor in an accessor block: `get`, `set(newValue)`, `didSet { … }`.
package struct Accessor: Equatable, Sendable {
  /// Which accessor it is.
  package var kind: AccessorKind
  /// The explicit parameter name in parentheses, if written: `willSet(next)`.
  package var parameterName: String?
  /// UTF-8 range of the body including its braces, if the accessor has one.
  package var bodyRange: Range<Int>?
  /// Indices, in the file's tokens, of the body including its braces, if it has one.
  package var bodyTokens: Range<Int>?
  /// UTF-8 range of the whole accessor.
  package var range: Range<Int>
}

/// An enum `case` declaration with one or more elements.
package struct EnumCaseDeclaration: Equatable, Sendable {
  /// Attributes before the declaration.
  package var attributes: [Attribute] = []
  /// Modifiers before `case` (`indirect`).
  package var modifiers: [Modifier] = []
  /// The elements, in order: `case a, b(Int)` has two.
  package var elements: [EnumCaseElement]
  /// UTF-8 range of the declaration.
  package var range: Range<Int>
}

/// One element of an enum case declaration: `loaded(Child, label: String)`.
package struct EnumCaseElement: Equatable, Sendable {
  /// The case name without backticks.
  package var name: String
  /// The case name as written, backticks included.
  package var spelledName: String
  /// The associated values, or `nil` if the case has none.
  package var associatedValues: [AssociatedValue]?
}

/// One associated value of an enum case.
package struct AssociatedValue: Equatable, Sendable {
  /// The label, or `nil` if unlabelled (`_` counts as unlabelled).
  package var label: String?
  /// The type as written.
  package var type: String
}

/// A `#if` block among members.
package struct IfConfigDeclaration: Equatable, Sendable {
  /// The clauses in order: `#if`, any `#elseif`, and `#else`.
  package var clauses: [IfConfigClause]
  /// UTF-8 range from `#if` through `#endif`.
  package var range: Range<Int>
}

/// One clause of a `#if` block.
package struct IfConfigClause: Equatable, Sendable {
  /// The directive: `#if`, `#elseif` or `#else`.
  package var directive: String
  /// The condition as written; empty for `#else`.
  package var condition: String
  /// The members of the clause.
  package var members: [MemberDeclaration]
}

/// The declarations of one source file that the expander cares about.
package struct ParsedFile: Sendable {
  /// The file's lexed form.
  package var lexed: LexedFile
  /// Type declarations at file scope, in order (nested types live in their members).
  package var types: [TypeDeclaration]
  /// Problems the lexer and parser found.
  package var diagnostics: [Diagnostic]
}
