/// What lets a value that replaces another in its place keep its readers attached.
///
/// A store given a new state (a reset, an undo) and `self = …` in a mutating method replace a
/// value by one that mostly holds the same data. `_$adopt(_:)` makes the new value take over
/// the old one's registrar and, property by property, keep the old property value where the
/// data is the same (with the registrars inside it), and tell the readers of each property
/// whose data differs. When any differs, the value takes a new identity, so that the place
/// holding it (a parent's property, an array's element) tells the readers of the whole value:
///
/// ```swift
/// public nonisolated mutating func _$adopt(_ previous: Self) -> Swift::Bool {
///   ObservableStructs::_$adoptRegistrar(&self, from: previous)
///   var _$changed = false
///   if ObservableStructs::_$adoptMember(&_$_name, from: previous._$_name) {
///     previous._$observationRegistrar._$didReplace(previous, keyPath: \._$_name)
///     _$changed = true
///   }
///   if _$changed { _$willModify() }
///   return true
/// }
/// ```
enum AdoptionTemplate {
  /// Writes `_$adopt(_:)` for a struct whose tracked properties are `trackedProperties` (all
  /// of them: a struct with one inside `#if` does not adopt), of which those in `observed`
  /// have `willSet` or `didSet`; `access` is the modifier the witness needs (`public`,
  /// `package`, `@usableFromInline` or empty).
  static func writeAdopt(
    trackedProperties: [String], observed: Set<String>, access: String, into writer: CodeWriter
  ) {
    let prefix = access.isEmpty ? "" : access + " "
    writer.line(
      prefix, "nonisolated mutating func _$adopt(_ previous: Self) -> Swift::Bool {")
    writer.line(literal: "  ObservableStructs::_$adoptRegistrar(&self, from: previous)")
    writer.line(literal: "  var _$changed = false")
    for name in trackedProperties {
      let storage = TrackedProperty.storagePrefix + name
      // Passing storage with `willSet` or `didSet` `inout` would run them: a property with
      // observers is compared, never written.
      if observed.contains(name) {
        writer.line("  if ObservableStructs::_$differs(", storage, ", from: previous.", storage)
      } else {
        writer.line(
          "  if ObservableStructs::_$adoptMember(&", storage, ", from: previous.", storage)
      }
      writer.append(
        literal: ") { previous._$observationRegistrar._$didReplace(previous, keyPath: \\.")
      writer.append(storage)
      writer.append(literal: "); _$changed = true }")
    }
    // Other data under the old identity would look unchanged to the place holding the value:
    // a new identity makes the place tell the readers of the whole value.
    writer.line(literal: "  if _$changed { _$willModify() }")
    writer.line(literal: "  return true")
    writer.line(literal: "}")
  }
}
