import ObservableStructs

/// Reads and mutates the generated type through a store, so that the build compiles both.
@MainActor public func incrementedPluginCount() -> Int {
  let store = Store(initialState: PluginCounter())
  store.update { $0.count += 1 }
  return store.count
}
