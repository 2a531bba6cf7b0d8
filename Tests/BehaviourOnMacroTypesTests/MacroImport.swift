// This target uses the `@ObservableState` macro; the runtime comes with it.
@_exported import ObservableStateMacro

/// Whether `self = …` in a mutating method declared in an extension in the type's file tells
/// the readers of a value nothing owns: not through the macro, which sees the type's body only.
let selfReplacementInSameFileExtensionsIsSeen = false
