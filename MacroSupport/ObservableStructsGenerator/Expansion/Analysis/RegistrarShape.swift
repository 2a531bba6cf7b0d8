/// How an annotated struct declares its registrar, and how `_$willModify()` renews it.
///
/// The memberwise initializer must stay exactly the plain struct's (also as a function value,
/// or as a protocol's initializer), and every initializer the plain struct accepts must
/// compile, wherever it is declared: `self = other` in an extension in another file included.
///
/// A stored `var` with an initial value is a parameter of the memberwise initializer, and a
/// `let` with one makes Swift refuse `self = other` in every initializer ("immutable value may
/// only be initialized once"). But storage that an init accessor initializes stays out of the
/// memberwise initializer, initial value or not. So the registrar is a `var` with an initial
/// value that the init accessor of one tracked property, the carrier, initializes too (the
/// first outside `#if` that the user did not mark `@ObservationStateTracked`). Synthesized
/// coding leaves it alone, as it leaves every stored property with a value that its keys do
/// not name.
///
/// A struct without a carrier keeps the registrar out of the memberwise initializer as a
/// `let` with an initial value, where it has a memberwise initializer to keep (no initializer
/// declared in its body), else it is a plain `var`.
///
/// The carrier's registrar is declared just before the carrier's storage, not among the members
/// added at the end: the synthesized `==` compares stored properties in order and stops at the
/// first that differs, and the registrar's `==` is what subscribes a reader who compares values
/// to their changes (see the runtime's `ObservationStateRegistrar`), so it must come before the
/// tracked properties.
///
/// Outside generic contexts, `_$willModify()` renews the registrar's identity in place at an
/// offset computed once per type (a static stored property, which generic contexts cannot
/// have); elsewhere it calls the registrar's own mutating method.
enum RegistrarShape: Hashable {
  /// A `let` with an initial value, renewed at a static offset.
  case constant
  /// A `var` with an initial value, renewed at a static offset when `usesOffset`, else through
  /// its mutating method.
  case variable(usesOffset: Bool)
  /// A `var` with an initial value, declared beside the carrier's storage (see
  /// ``AccessorTemplate/writeStorage(for:into:sourceLocation:resumeLine:)``), renewed at a
  /// static offset when `usesOffset`, else through its mutating method.
  case carried(usesOffset: Bool)

  /// The shape for `type`; `isGeneric` when the type or its context is generic, `hasCarrier`
  /// when one of its tracked properties carries the registrar.
  static func shape(for type: TypeDeclaration, isGeneric: Bool, hasCarrier: Bool) -> Self {
    if hasCarrier { return .carried(usesOffset: !isGeneric) }
    return !isGeneric && !declaresInitializer(type.members)
      ? .constant : .variable(usesOffset: false)
  }

  /// Whether `_$willModify()` renews the registrar at a static offset.
  var usesOffset: Bool {
    switch self {
    case .constant: true
    case .variable(let usesOffset), .carried(let usesOffset): usesOffset
    }
  }

  /// Whether `members` (including those under `#if`) declare an initializer.
  private static func declaresInitializer(_ members: [MemberDeclaration]) -> Bool {
    members.contains { member in
      switch member {
      case .other(let other): other.introducer == .`init`
      case .ifConfig(let block): block.clauses.contains { declaresInitializer($0.members) }
      default: false
      }
    }
  }
}
