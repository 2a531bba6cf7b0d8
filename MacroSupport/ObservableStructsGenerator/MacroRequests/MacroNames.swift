/// The names of the macros the generator expands, as `Macros.swift` declares them.
package enum MacroNames {
  /// The type macro: `@ObservableState`.
  package static let observableState = "ObservableState"
  /// Added by `@ObservableState` to each tracked stored property.
  package static let tracked = PropertyClassifier.trackedAttribute
  /// What `@ObservableState` adds to the one tracked property whose init accessor initializes
  /// the registrar (see ``RegistrarShape``): the same macro, told apart by its empty argument
  /// list, since its accessor role sees only the property.
  package static let registrarCarrierAttribute = "@" + tracked + "()"
  /// Excludes a stored property from observation.
  package static let ignored = PropertyClassifier.ignoredAttribute
  /// Added by `@ObservableState` to an initializer that mentions tracked properties with
  /// observers; its arguments name those properties.
  package static let initializer = "ObservationStateInitializer"
  /// Added by `@ObservableState` to a mutating method that assigns `self`; its arguments name
  /// the tracked properties whose observers hear of the replacement.
  package static let selfReplacement = "ObservationStateSelfReplacement"

  /// The macro whose `#externalMacro(module:type:)` names `typeName` in `Macros.swift`, or
  /// `nil` for a type this plugin does not implement.
  package static func macro(implementedBy typeName: String) -> String? {
    switch typeName {
    case observableState + "Macro": return observableState
    case tracked + "Macro": return tracked
    case ignored + "Macro": return ignored
    case initializer + "Macro": return initializer
    case selfReplacement + "Macro": return selfReplacement
    default: return nil
    }
  }
}
