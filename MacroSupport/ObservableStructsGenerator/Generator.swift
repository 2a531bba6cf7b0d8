/// The result of running the generator over one file.
package struct FileExpansion: Sendable {
  /// The rewritten text, or `nil` if an error was reported (nothing must be written then).
  package var output: String?
  /// Errors and warnings, in source order.
  package var diagnostics: [Diagnostic]
  /// Whether the file has any `@ObservableState` annotation the generator expanded.
  package var hasAnnotations: Bool

  /// Whether any diagnostic is an error (each severity read in place, no diagnostic copied).
  package var hasErrors: Bool {
    for index in diagnostics.indices where diagnostics[index].severity == .error {
      return true
    }
    return false
  }
}

/// The plugin-mode pipeline: lexer → declaration parser → expander → source rewriter.
///
/// ```swift
/// let result = ObservableStructsGenerator.expand(SourceText(text), file: "State.swift")
/// if let output = result.output { print(output) }
/// ```
package enum ObservableStructsGenerator {
  /// Expands every `@ObservableState` type of `source`.
  ///
  /// - Parameters:
  ///   - file: The file name diagnostics carry.
  ///   - sourceLocationFile: The file name `#sourceLocation` directives name, so compiler
  ///     errors in the output point at the input; `nil` for no directives (for display).
  ///     A file without annotations never gets directives: it comes out byte-identical.
  ///   - freeingIntermediates: Whether the tokens, declarations, type expansions and edits are
  ///     freed before returning. A process that exits soon after, like the command-line tool,
  ///     passes `false` and leaves them to the end of the process: taking apart hundreds of
  ///     thousands of small values one by one costs a sizeable share of the whole expansion.
  package static func expand(
    _ source: SourceText, file: String, sourceLocationFile: String? = nil,
    freeingIntermediates: Bool = true
  ) -> FileExpansion {
    let parsed = DeclarationParser.parse(source, file: file)
    var expander = FileExpander(
      parsed: parsed, sourceLocationFile: sourceLocationFile,
      keepingExpansions: !freeingIntermediates)
    expander.run()
    if !freeingIntermediates {
      // One reference the process never gives back keeps everything reachable from it.
      _ = Unmanaged.passRetained(Intermediates(parsed: parsed, expander: expander))
    }
    // When the source itself is malformed, expansion diagnostics are only echoes of that.
    let sourceIsMalformed = parsed.diagnostics.contains { $0.severity == .error }
    let expansionDiagnostics = sourceIsMalformed ? [] : expander.diagnostics
    let diagnostics = inReportOrder(parsed.diagnostics + expansionDiagnostics)
    let hasAnnotations = !expander.edits.isEmpty
    var result = FileExpansion(
      output: nil, diagnostics: diagnostics, hasAnnotations: hasAnnotations)
    guard !result.hasErrors else { return result }
    result.output = SourceRewriter.apply(
      expander.edits, to: source,
      sourceLocationFile: hasAnnotations ? sourceLocationFile : nil)
    return result
  }
}

/// `diagnostics` by offset, errors before warnings at the same offset, and otherwise in the
/// order given. Diagnostics mostly come in that order already: they are then returned as
/// they are, after one pass over them, rather than sorted into a copy.
private func inReportOrder(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
  func key(_ diagnostic: Diagnostic) -> (Int, Int) {
    (diagnostic.offset, diagnostic.severity == .error ? 0 : 1)
  }
  var index = 1
  while index < diagnostics.count {
    if key(diagnostics[index]) < key(diagnostics[index - 1]) {
      return diagnostics.sorted { key($0) < key($1) }
    }
    index += 1
  }
  return diagnostics
}

/// What an expansion builds on its way to the output, held past the end of the expansion by
/// ``ObservableStructsGenerator/expand(_:file:sourceLocationFile:freeingIntermediates:)``
/// when the caller does not want it freed.
private final class Intermediates {
  /// The tokens and declarations.
  let parsed: ParsedFile
  /// The expander with its edits.
  let expander: FileExpander

  init(parsed: ParsedFile, expander: FileExpander) {
    self.parsed = parsed
    self.expander = expander
  }
}
