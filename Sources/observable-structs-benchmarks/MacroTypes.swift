import ObservableStateMacro
import Observation

/// A struct expanded by the `@ObservableState` macro.
@ObservableState
struct MacroCounter {
  var value = 0
  var label = ""
  var child = MacroChild()

  /// Replaces the whole value: the expansion adds a check that tells the replaced value's
  /// observers.
  mutating func replace(with other: MacroCounter) {
    self = other
  }

  /// Changes one property: left as written.
  mutating func bump() {
    value &+= 1
  }
}

/// A child expanded by the macro.
@ObservableState
struct MacroChild {
  var value = 0
}

/// A row of a list, expanded by the macro.
@ObservableState
struct MacroRow: Identifiable {
  let id: Int
  var value = 0
}

/// A list holder, expanded by the macro.
@ObservableState
struct MacroList {
  var rows: [MacroRow] = []
}

/// Apple's `@Observable` class, the reference the goals compare against.
@Observable
final class AppleCounter {
  var value = 0
  var label = ""
}

/// A plain struct: the floor.
struct PlainCounter {
  var value = 0
  var label = ""
}

/// A list holder using the identity-aware collection, expanded by the macro.
@ObservableState
struct MacroStateList {
  var rows: ObservableStateArray<MacroRow> = []
}
