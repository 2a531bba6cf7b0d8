// The macro declarations, apart from the runtime so that the runtime library declares no macro:
// a target that only applies the build plugin never builds or loads the compiler plugin.
// Importing this module also imports the runtime, which expansions name as
// `ObservableStructs.<symbol>`.
@_exported import ObservableStructs

/// Makes a struct or enum observable property by property.
///
/// On a struct, every stored `var` without `@ObservationStateIgnored`, a property wrapper or
/// `lazy` becomes tracked: reading it inside observation tracking subscribes to that property
/// of that value only, and changing it notifies those observers. The type gains a registrar,
/// a structural identity (`_$id`) and conformance to `ObservableState`.
/// On an enum, the identity combines the case with its payload's identity.
///
/// ```swift
/// import ObservableStateMacro
///
/// @ObservableState
/// struct Counter {
///   var count = 0
/// }
/// ```
@attached(
  member,
  names: named(_$observationRegistrar), named(_$registrarOffset), named(_$id), named(_$lineage),
  named(_$editStamp),
  named(_$willModify), named(_$set), named(_$notify), named(_$stampEdit),
  named(CodingKeys)
)
@attached(memberAttribute)
@attached(
  extension,
  conformances: ObservableStructs.ObservableState, Observation.Observable, Swift.CustomReflectable,
  names: named(init(from:)), named(encode(to:)), named(customMirror),
  named(_$adoptedStorage), named(_$comparedStorage)
)
public macro ObservableState() =
  #externalMacro(module: "ObservableStructsMacros", type: "ObservableStateMacro")

/// Marks a stored property of an `@ObservableState` type as tracked. Added for you by
/// `@ObservableState`; write it yourself only to track a property the macro would skip.
@attached(accessor, names: named(init), named(get), named(set), named(_modify))
// The storage (`_$_name`) is a peer: declared by the type's `member` role it would need
// `names: arbitrary`, which makes the compiler expand that role for every name looked up in the
// type; a witness the type writes itself (`==`, `<`, `hash(into:)`) is then not found, and
// Swift synthesizes one instead where it can or reports a missing conformance. The first tracked
// property declares the registrar beside its storage, so that it comes before the storage.
@attached(peer, names: prefixed(_$_), named(_$observationRegistrar))
public macro ObservationStateTracked() =
  #externalMacro(module: "ObservableStructsMacros", type: "ObservationStateTrackedMacro")

/// Excludes a stored property of an `@ObservableState` type from observation.
///
/// It expands to nothing; the `willSet` name only tells the compiler that the property may
/// keep its storage.
@attached(accessor, names: named(willSet))
public macro ObservationStateIgnored() =
  #externalMacro(module: "ObservableStructsMacros", type: "ObservationStateIgnoredMacro")

/// Gives an initializer of an `@ObservableState` struct the meaning it has on a plain struct:
/// assignments in it never run the `willSet` or `didSet` of the properties it names.
///
/// Added for you by `@ObservableState` to initializers that mention tracked properties with
/// observers or read tracked properties; the arguments name those properties. Do not write it
/// yourself.
@attached(body)
public macro ObservationStateInitializer(
  _ propertiesWithObservers: String..., reading trackedProperties: String...
) =
  #externalMacro(module: "ObservableStructsMacros", type: "ObservationStateInitializerMacro")

/// Lets a mutating method of an `@ObservableState` struct that assigns `self` tell the
/// observers of the value it replaced, which would otherwise never hear of it when nothing
/// owns the value (a bare variable).
///
/// Added for you by `@ObservableState` to mutating methods whose body contains `self = …`;
/// the arguments name the tracked properties to report. Do not write it yourself.
@attached(body)
public macro ObservationStateSelfReplacement(_ trackedProperties: String...) =
  #externalMacro(module: "ObservableStructsMacros", type: "ObservationStateSelfReplacementMacro")
