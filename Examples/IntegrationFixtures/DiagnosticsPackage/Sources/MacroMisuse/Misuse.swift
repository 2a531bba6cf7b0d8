import ObservableStateMacro
import Observation

// Each declaration below misuses @ObservableState; the expected diagnostics are pinned in
// Examples/Tests/IntegrationTests/DiagnosticsTests.swift. Keep line numbers stable.

@ObservableState
final class NotAStruct {
  var count = 0
}

@ObservableState
struct UsesAppleIgnored {
  @ObservationIgnored var cache = 0
  var count = 0
}

@propertyWrapper
struct Clamped {
  var wrappedValue: Int
}

@ObservableState
struct HasWrapper {
  @Clamped var level = 0
  var count = 0
}
