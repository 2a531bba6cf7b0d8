/// Whether an annotated struct stores its registrar as a `let` or as a `var`.
///
/// A `let` with an initial value stays out of the memberwise initializer, which is then exactly
/// the plain struct's (also as a function value, or as a protocol's initializer). But Swift
/// refuses `self = other` in an initializer of a struct that has such a `let` ("immutable value
/// may only be initialized once"). A struct that declares an initializer in its body has no
/// memberwise initializer to keep, and its initializers may assign `self`: it gets a `var`.
/// A generic struct always gets a `var` (its offset cannot be computed once for every
/// specialization).
enum RegistrarShape {
  /// Whether `type`'s registrar is a `let`; `isGeneric` when the type or its context is
  /// generic.
  static func isConstant(for type: TypeDeclaration, isGeneric: Bool) -> Bool {
    !isGeneric && !declaresInitializer(type.members)
  }

  /// Whether `members` (including those under `#if`) declare an initializer.
  private static func declaresInitializer(_ members: [MemberDeclaration]) -> Bool {
    members.contains { member in
      switch member {
      case .other(let other): other.introducer == "init"
      case .ifConfig(let block): block.clauses.contains { declaresInitializer($0.members) }
      default: false
      }
    }
  }
}
