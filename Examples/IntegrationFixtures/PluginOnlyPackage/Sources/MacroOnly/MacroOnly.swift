// Imports the macro module only: the expansion's `ObservableStructs.…` names and the runtime's
// `Store` must resolve through its re-export of the runtime.
import ObservableStateMacro

/// Expanded by the `@ObservableState` macro.
@ObservableState
public struct MacroCounter: Equatable {
  /// The current count.
  public var count = 0
  /// Whether the count is shown.
  public var isDisplayed = true

  /// A counter at zero, shown.
  public init() {}
}

/// Reads and mutates the macro-expanded type through a store.
@MainActor public func incrementedMacroCount() -> Int {
  let store = Store(initialState: MacroCounter())
  store.update { $0.count += 1 }
  return store.count
}
