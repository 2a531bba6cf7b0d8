// This target uses the `@ObservableState` macro; the runtime comes with it.
@_exported import ObservableStateMacro
