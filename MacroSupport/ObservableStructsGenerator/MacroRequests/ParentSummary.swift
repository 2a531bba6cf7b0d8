/// What the `memberAttribute` role needs to know of a member's parent declaration.
struct ParentSummary: Equatable, Sendable {
  /// Whether the parent's first type is a struct (only struct members get attributes).
  var isStruct: Bool
  /// Whether the parent is declared `private`.
  var isPrivate: Bool
  /// The parent's tracked properties that have `willSet` or `didSet`, sorted: initializers
  /// that mention them get their bodies rewritten.
  var propertiesWithObservers: [String]
  /// The parent's tracked properties outside `#if`, in source order: mutating methods that
  /// replace `self` report them.
  var unconditionalTrackedProperties: [String]
  /// Whether the parent adopts (see ``AdoptionTemplate``): its mutating methods that replace
  /// `self` make the new value adopt the old one, and name no property.
  var adopts: Bool = false
  /// The tracked property whose init accessor initializes the registrar, if any: it is marked
  /// ``MacroNames/registrarCarrierAttribute`` (see ``RegistrarShape``).
  var registrarCarrier: String?
}
