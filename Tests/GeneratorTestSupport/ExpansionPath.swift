import ObservableStructsGenerator
import Testing

/// The two ways an annotated file is expanded, for tests that run the same input through
/// either.
package enum ExpansionPath: String, CaseIterable, Sendable, CustomTestStringConvertible {
  /// The build plugin and the command-line tool: the generator over the whole file.
  case plugin
  /// The macro: the requests the compiler makes of `@ObservableState` for each annotated type
  /// of the file (`member`, `extension`, and `memberAttribute` for each member), with the
  /// enclosing declarations as lexical context and the file readable, as the compiler plugin
  /// reads it. Types declared inside a function body are not asked about: the parser, which
  /// finds the annotated types here, does not look into bodies.
  case macro

  package var testDescription: String {
    switch self {
    case .plugin: "plugin and command line"
    case .macro: "macro"
    }
  }

  /// Expands `text` on this path.
  package func expand(_ text: String) -> PathExpansion {
    switch self {
    case .plugin: PathExpansion(generatorExpanding: text)
    case .macro: PathExpansion(macroExpanding: text)
    }
  }
}

/// One diagnostic of either path, at a position of the file.
package struct PlacedDiagnostic: Equatable, Sendable, CustomStringConvertible {
  /// The message's identifier in the catalogue (`lexer.unterminated-string`); empty if the
  /// diagnostic came without one.
  package var id: String
  /// Error, warning or note.
  package var severity: DiagnosticSeverity
  /// What the user reads.
  package var message: String
  /// The 1-based line in the file.
  package var line: Int
  /// The 1-based column in the file, in UTF-8 bytes.
  package var column: Int

  /// `line:column: severity: [id] message`.
  package var description: String {
    "\(line):\(column): \(severity.rawValue): [\(id)] \(message)"
  }
}

/// What a path made of a file: its diagnostics, in the order reported, and what it generated.
package struct PathExpansion: Sendable {
  /// The diagnostics, placed in the file.
  package var diagnostics: [PlacedDiagnostic]
  /// What was generated: on the plugin path, the rewritten file, if it had annotations and no
  /// error; on the macro path, every non-empty expansion, one after the other. `nil` if
  /// nothing was.
  package var generated: String?

  /// The plugin path.
  init(generatorExpanding text: String) {
    let result = ObservableStructsGenerator.expand(SourceText(text), file: "Marked.swift")
    diagnostics = result.diagnostics.map {
      PlacedDiagnostic(
        id: $0.id, severity: $0.severity, message: $0.message, line: $0.line, column: $0.column)
    }
    generated = result.hasAnnotations ? result.output : nil
  }

  /// The macro path. Macro diagnostics count their offsets into one of the request's sources;
  /// they are placed in the file from where that source sits in it.
  init(macroExpanding text: String) {
    let source = SourceText(text)
    let parsed = DeclarationParser.parse(source, file: "Marked.swift")
    var diagnostics: [PlacedDiagnostic] = []
    var expansions: [String] = []
    /// Asks `request`, whose declaration starts at offset `declaration` of the file, for a
    /// type at `type` whose annotation is at `attribute`.
    func ask(
      _ request: MacroExpansionRequest, declarationAt declaration: Int, type: Int, attribute: Int
    ) {
      let response = MacroExpander.expand(request)
      if let expanded = response.expandedSource, !expanded.isEmpty { expansions.append(expanded) }
      for diagnostic in response.diagnostics {
        let base: Int
        switch diagnostic.anchor {
        case .declaration: base = declaration
        case .parentDeclaration: base = type
        case .attribute: base = attribute
        }
        let location = MarkedSource.location(of: base + diagnostic.offset, in: text)
        diagnostics.append(
          PlacedDiagnostic(
            id: diagnostic.id ?? "", severity: diagnostic.severity, message: diagnostic.message,
            line: location.line, column: location.column))
      }
    }
    for (type, parents) in Self.annotatedTypes(parsed.types) {
      let declaration = source.text(type.range)
      let start = type.range.lowerBound
      // The annotation as written, which the compiler sends as the attribute's source.
      let annotation = type.attributes.first { $0.baseName == "ObservableState" }?.range
      let attribute = annotation?.lowerBound ?? start
      let attributeSource = annotation.map { source.text($0) } ?? "@ObservableState"
      // Innermost first, each without its body, as the compiler sends them.
      let context = parents.reversed().map {
        source.text($0.range.lowerBound..<$0.bodyOpenOffset) + "{}"
      }
      let file = EnclosingSourceFile(bytes: Array(text.utf8), declarationOffset: start)
      let adopted = Set(
        type.inheritedTypes.compactMap { $0.split(separator: ".").last.map(String.init) })
      ask(
        MacroExpansionRequest(
          macroName: "ObservableState", role: .member, attributeSource: attributeSource,
          declarationSource: declaration, lexicalContext: context, enclosingFile: file),
        declarationAt: start, type: start, attribute: attribute)
      ask(
        MacroExpansionRequest(
          macroName: "ObservableState", role: .extension, attributeSource: attributeSource,
          declarationSource: declaration,
          extendedTypeSource: (parents.map(\.name) + [type.name]).joined(separator: "."),
          conformances: ["ObservableState", "Observable", "CustomReflectable"].filter {
            !adopted.contains($0)
          },
          lexicalContext: context, enclosingFile: file),
        declarationAt: start, type: start, attribute: attribute)
      for member in Self.membersOutsideTypes(type.members) {
        ask(
          MacroExpansionRequest(
            macroName: "ObservableState", role: .memberAttribute,
            attributeSource: attributeSource, declarationSource: source.text(member),
            parentDeclarationSource: declaration, lexicalContext: [declaration] + context),
          declarationAt: member.lowerBound, type: start, attribute: attribute)
      }
    }
    self.diagnostics = diagnostics
    generated = expansions.isEmpty ? nil : expansions.joined(separator: "\n")
  }

  /// The annotated types among `types` and the types nested in them (extensions aside), each
  /// with its enclosing declarations, outermost first.
  private static func annotatedTypes(
    _ types: [TypeDeclaration], parents: [TypeDeclaration] = []
  ) -> [(TypeDeclaration, [TypeDeclaration])] {
    types.flatMap { type -> [(TypeDeclaration, [TypeDeclaration])] in
      let nested = type.members.compactMap { member -> TypeDeclaration? in
        if case .type(let inner) = member { return inner }
        return nil
      }
      let isAnnotated =
        type.kind != .extension && type.attributes.contains { $0.baseName == "ObservableState" }
      return (isAnnotated ? [(type, parents)] : [])
        + annotatedTypes(nested, parents: parents + [type])
    }
  }

  /// The byte ranges of the members other than nested types, `#if` clauses included.
  private static func membersOutsideTypes(_ members: [MemberDeclaration]) -> [Range<Int>] {
    members.flatMap { member -> [Range<Int>] in
      switch member {
      case .type: []
      case .ifConfig(let block): block.clauses.flatMap { membersOutsideTypes($0.members) }
      case .variable(let variable): [variable.range]
      case .enumCase(let enumCase): [enumCase.range]
      case .other(let other): [other.range]
      }
    }
  }
}
