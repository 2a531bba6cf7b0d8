/// A declaration modifier keyword Swift has, spelled exactly as its raw value.
///
/// The parser recognises only these words as modifiers, so every modifier it reads is one of
/// them: the expansion compares cases, never text.
package enum ModifierKind: String, Equatable, Sendable, CaseIterable {
  // Access levels.
  case `public`, `private`, `fileprivate`, `internal`, `package`, open
  // Type members and overriding.
  case `static`, `class`, final, override, required, convenience, dynamic, optional
  // Storage, mutation and ownership.
  case lazy, weak, unowned, mutating, nonmutating, indirect
  case consuming, borrowing
  case underscoredConsuming = "__consuming"
  case underscoredOwned = "__owned"
  case underscoredShared = "__shared"
  case underscoredConst = "_const"
  // Concurrency.
  case nonisolated, isolated, distributed
  // Operators.
  case prefix, postfix, infix

  /// Whether the modifier makes a declaration visible to other modules: `public`, `open` or
  /// `package`.
  package var isPublicOrPackage: Bool {
    self == .public || self == .open || self == .package
  }
}

/// The parenthesised word after a modifier: `set` in `private(set)`, `unsafe` in
/// `nonisolated(unsafe)` or `unowned(unsafe)`.
package enum ModifierArgument: Equatable, Sendable {
  /// `(set)`, after an access level.
  case set
  /// `(unsafe)`, after `nonisolated` or `unowned`.
  case unsafe
  /// `(safe)`, after `unowned`.
  case safe
  /// Any other word, as written (`nonsending`, a word a later Swift adds).
  case other(String)

  /// The word as written.
  package var text: String {
    switch self {
    case .set: return "set"
    case .unsafe: return "unsafe"
    case .safe: return "safe"
    case .other(let word): return word
    }
  }
}

/// A declaration modifier: `public`, `static`, `private(set)`, `nonisolated`, `lazy` …
package struct Modifier: Equatable, Sendable {
  /// Which modifier it is.
  package var kind: ModifierKind
  /// The parenthesised argument, if any: ``ModifierArgument/set`` for `private(set)`.
  package var argument: ModifierArgument?
  /// UTF-8 range of the modifier, argument included.
  @PackedRange package var range: Range<Int>

  /// Creates a modifier.
  package init(kind: ModifierKind, argument: ModifierArgument? = nil, range: Range<Int>) {
    self.kind = kind
    self.argument = argument
    self.range = range
  }

  /// The modifier word as written: `private`, `static`.
  package var name: String { kind.rawValue }
  /// The argument as written, if any: `set` for `private(set)`.
  package var detail: String? { argument?.text }
}

extension Array where Element == Modifier {
  /// Whether one of the modifiers is `kind`, with or without an argument.
  package func contains(_ kind: ModifierKind) -> Bool {
    contains { $0.kind == kind }
  }
}
