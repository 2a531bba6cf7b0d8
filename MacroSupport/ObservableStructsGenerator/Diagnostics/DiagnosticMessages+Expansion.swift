// The catalogue's messages about annotated types, their properties and macro requests; the
// lexer's and the parser's are in `DiagnosticMessages.swift`, beside the list of them all.

extension DiagnosticMessages {
  // MARK: Types

  /// `@ObservableState` on a declaration that is not a struct or enum (`noun` names it, as
  /// "class type" or "extension of").
  package static func notStructOrEnum(_ noun: String, _ name: String, isClass: Bool)
    -> DiagnosticMessage
  {
    DiagnosticMessage(
      "type.not-struct-or-enum",
      "'@ObservableState' cannot be applied to \(noun) '\(name)'; use it on a struct or enum"
        + (isClass ? " (for a class, use '@Observable')" : ""))
  }

  /// `@ObservableState` on a noncopyable type.
  package static func noncopyable(_ name: String) -> DiagnosticMessage {
    DiagnosticMessage(
      "type.noncopyable",
      "'@ObservableState' cannot be applied to noncopyable type '\(name)': observers are shared "
        + "through copies of a value; remove '~Copyable' or the annotation")
  }

  /// `@ObservableState` on a type declared inside a function or closure.
  package static let localType = DiagnosticMessage(
    "type.local",
    "'@ObservableState' applies only to a struct or enum declared at file scope or inside "
      + "another type")

  /// The build plugin on a struct or enum declared inside a function or closure.
  package static func localTypeUnobserved(_ name: String) -> DiagnosticMessage {
    DiagnosticMessage(
      "type.local-unobserved",
      "'@ObservableState' leaves local type '\(name)' unobserved: a type declared inside a "
        + "function or closure cannot be given the conformance; move it to file scope or into "
        + "a type to observe it")
  }

  /// The macro on a type that file scope cannot name (a private nested type, or one inside it).
  package static func privateNestedThroughMacro(_ name: String) -> DiagnosticMessage {
    DiagnosticMessage(
      "type.private-nested-macro",
      "'@ObservableState' leaves private nested type '\(name)' unobserved as a macro: the "
        + "compiler cannot attach a conformance to it; declare it 'fileprivate' to observe it, "
        + "or expand it with the build plugin")
  }

  /// The macro attached to something that is not a type declaration.
  package static let notAttachedToType = DiagnosticMessage(
    "type.not-attached-to-type", "'@ObservableState' must be attached to a struct or enum")

  // MARK: Properties

  /// A property (or several, `names` joined) left unobserved because of `reason`.
  package static func notObserved(_ names: String, plural: Bool, because reason: String)
    -> DiagnosticMessage
  {
    DiagnosticMessage(
      "property.not-observed",
      "'\(names)' \(plural ? "are" : "is") not observed because \(reason); mark it "
        + "'@ObservationStateIgnored' to silence this warning")
  }

  /// The reason a `lazy` property is not observed.
  package static let lazyReason = "it is 'lazy'"

  /// The reason a wrapped property is not observed.
  package static func wrapperReason(_ wrapper: String) -> String {
    "it has the property wrapper '@\(wrapper)'"
  }

  /// The reason properties sharing one declaration are not observed.
  package static let sharedDeclarationReason =
    "they share one declaration; declare each in its own 'var' to observe it"

  /// A tuple pattern in an annotated struct.
  package static let tuplePattern = DiagnosticMessage(
    "property.tuple-pattern",
    "a tuple pattern cannot be observed; declare each property separately or mark the "
      + "declaration '@ObservationStateIgnored'")

  /// The build plugin cannot infer a property's type from `initialValue`.
  package static func typeNotInferable(_ name: String, initialValue: String?) -> DiagnosticMessage {
    DiagnosticMessage(
      "property.type-not-inferable",
      "add an explicit type annotation to '\(name)'; its type cannot be inferred from "
        + (initialValue.map { "'\($0)'" } ?? "a missing initial value"))
  }

  /// Apple's observation attribute (`name`) inside an annotated type.
  package static func foreignAttribute(_ name: String, replacement: String) -> DiagnosticMessage {
    DiagnosticMessage(
      "property.foreign-attribute",
      "'@\(name)' cannot be used in an '@ObservableState' type; use '\(replacement)' instead")
  }

  /// `@ObservationStateTracked` or `@ObservationStateIgnored` (`name`) outside an annotated
  /// struct.
  package static func strayPropertyAttribute(_ name: String) -> DiagnosticMessage {
    DiagnosticMessage(
      "property.stray-attribute",
      "'@\(name)' applies only to a stored property of an '@ObservableState' struct; remove it")
  }

  /// A constant with an initial value that synthesized decoding skips, as plain Swift warns.
  package static func constantNotDecoded(_ name: String) -> DiagnosticMessage {
    let before = """
      immutable property will not be decoded because it is declared with an initial value \
      which cannot be overwritten; set the initial value in an initializer, define \
      'CodingKeys' including a '
      """
    let after = "' case, or make the property mutable"
    // Made in a string of its final size: it is made for every constant of a coded struct.
    var text = ""
    text.reserveCapacity(before.utf8.count + name.utf8.count + after.utf8.count)
    text += before
    text += name
    text += after
    return DiagnosticMessage("property.constant-not-decoded", text)
  }

  // MARK: Macro requests

  /// A macro asked for a role it does not have.
  package static func noSuchRole(_ macro: String, _ role: String) -> DiagnosticMessage {
    DiagnosticMessage("macro.no-such-role", "'@\(macro)' has no '\(role)' expansion")
  }

  /// `@ObservationStateTracked` on something other than a stored `var`.
  package static let trackedNotStoredVar = DiagnosticMessage(
    "macro.tracked-not-stored-var", "'@ObservationStateTracked' applies only to a stored 'var'")

  /// `@ObservationStateTracked` on a declaration of several properties (`declaration`).
  package static func trackedSeveralBindings(_ declaration: String) -> DiagnosticMessage {
    DiagnosticMessage(
      "macro.tracked-several-bindings",
      "'@ObservationStateTracked' needs one property per declaration; split '\(declaration)' "
        + "into separate 'var' declarations")
  }

  /// `@ObservationStateTracked` on a property that cannot be tracked.
  package static let trackedUntrackable = DiagnosticMessage(
    "macro.tracked-untrackable",
    "'@ObservationStateTracked' cannot track this property: only a stored instance 'var' "
      + "without 'lazy' or a property wrapper can be tracked")
}
