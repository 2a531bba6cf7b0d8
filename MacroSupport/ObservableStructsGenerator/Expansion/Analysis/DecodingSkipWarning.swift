/// The warning Swift gives a `let` with an initial value in a struct whose `init(from:)` it
/// synthesizes: decoding cannot overwrite the value, so the key is ignored.
///
/// Swift gives it for every such constant when it synthesizes the `CodingKeys` too, and, with
/// `CodingKeys` written out, only for a type that is not also `Encodable` (one that is encodes
/// the constant, which is why its key is there). An annotated struct's `CodingKeys` are
/// written out, so for a struct that is both `Encodable` and `Decodable` the compiler says
/// nothing and the expansion gives the warning in its place: at the same line and column (the
/// property's name), with the same text, as far as the front end can see the conditions (both
/// conformances, no `CodingKeys` of the type's own, no hand-written `init(from:)`). A property
/// inside `#if` is left out, since the generator cannot tell whether its clause is compiled.
enum DecodingSkipWarning {
  /// The warning's text for the property `name`.
  static func message(for name: String) -> DiagnosticMessage {
    DiagnosticMessages.constantNotDecoded(name)
  }

  /// Appends to `diagnostics` a warning for each binding of `declaration` among `stored` that
  /// decoding skips, each with a fix-it that makes the declaration a `var`. Appended one at a
  /// time: no array is built for a declaration's few warnings.
  static func append(
    for declaration: VariableDeclaration, stored: ArraySlice<CodingTemplate.StoredProperty>,
    in lexed: LexedFile, to diagnostics: inout [Diagnostic]
  ) {
    for property in stored where property.isConstantWithValue {
      let location = lexed.source.location(of: property.nameOffset)
      diagnostics.append(
        Diagnostic(
          file: lexed.file, offset: property.nameOffset, line: location.line,
          column: location.column, severity: .warning, message: message(for: property.name),
          fixIt: FixIt(
            message: "make the property mutable",
            range: declaration.introducerOffset..<declaration.introducerOffset + 3,
            replacement: "var")))
    }
  }
}
