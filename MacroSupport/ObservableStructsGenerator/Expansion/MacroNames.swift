/// The names of the macros the generator expands, as `Macros.swift` declares them.
enum MacroNames {
  /// The type macro: `@ObservableState`.
  static let observableState = "ObservableState"
  /// Added by `@ObservableState` to each tracked stored property.
  static let tracked = PropertyClassifier.trackedAttribute
  /// Excludes a stored property from observation.
  static let ignored = PropertyClassifier.ignoredAttribute
  /// Added by `@ObservableState` to an initializer that mentions tracked properties with
  /// observers; its arguments name those properties.
  static let initializer = "ObservationStateInitializer"
  /// Added by `@ObservableState` to a mutating method that assigns `self`; its arguments name
  /// the tracked properties whose observers hear of the replacement.
  static let selfReplacement = "ObservationStateSelfReplacement"
}
