import Foundation
import GeneratorTestSupport
import ObservableStructsGenerator
import Testing

/// Macro-mode goldens: for every fixture with a plugin-mode expected output, the macro's
/// answer to each request the compiler makes for the file — `member` and `extension` for each
/// annotated type, `memberAttribute` for each of its members, then `accessor` and `peer` for
/// each member marked `@ObservationStateTracked` and `body` for each initializer or method
/// marked for a body rewrite — compared with `NAME.expected-macro.swift.txt`.
///
/// `UPDATE_GOLDENS=1 swift test --filter MacroGoldenTests` rewrites the expected files; read
/// every change as for the plugin goldens.
@Suite struct MacroGoldenTests {
  /// The fixtures the plugin expands without errors.
  static let fixtureNames: [String] = GoldenFixture.fixtureNames.filter {
    GoldenFixture(name: $0, directory: GoldenFixture.fixturesDirectory).exists(.expected)
  }

  @Test("macro expansion matches its golden file", arguments: MacroGoldenTests.fixtureNames)
  func macroExpansionMatchesItsGoldenFile(_ name: String) throws {
    let fixture = GoldenFixture(name: name, directory: GoldenFixture.fixturesDirectory)
    let actual = try Self.transcript(of: fixture.read(.input))
    let expectedFile = fixture.directory.appendingPathComponent(name + ".expected-macro.swift.txt")
    if GoldenFixture.isUpdating {
      try actual.write(to: expectedFile, atomically: true, encoding: .utf8)
      return
    }
    let expected = try String(contentsOf: expectedFile, encoding: .utf8)
    if let difference = TextDifference.describe(expected: expected, actual: actual) {
      Issue.record(Comment(rawValue: "fixture '\(name)', macro mode:\n\(difference)"))
    }
  }

  @Test func representativeFixturesHaveMacroGoldens() {
    #expect(Self.fixtureNames.count >= 40)
  }

  /// Every request the compiler would make for the annotated types of `text`, each followed
  /// by the macro's answer.
  static func transcript(of text: String) -> String {
    let source = SourceText(text)
    let parsed = DeclarationParser.parse(source, file: "Fixture.swift")
    var lines: [String] = []
    func answer(_ request: MacroExpansionRequest, _ title: String) {
      let response = MacroExpander.expand(request)
      lines.append("// \(title)")
      if let expanded = response.expandedSource, !expanded.isEmpty { lines.append(expanded) }
      for diagnostic in response.diagnostics {
        lines.append("// \(diagnostic.severity): \(diagnostic.message)")
      }
    }
    for type in annotated(parsed.types) {
      let declaration = source.text(type.range)
      answer(
        MacroExpansionRequest(
          macroName: "ObservableState", role: .member, attributeSource: "@ObservableState",
          declarationSource: declaration),
        "member of \(type.name)")
      answer(
        MacroExpansionRequest(
          macroName: "ObservableState", role: .extension, attributeSource: "@ObservableState",
          declarationSource: declaration, extendedTypeSource: type.name,
          conformances: askedConformances(of: type, in: parsed.types)),
        "extension of \(type.name)")
      type.members.forEachMemberOutsideTypes { member in
        let memberText = source.text(member)
        let attribute =
          ObservableStateExpansion.expand(
            .memberAttribute, of: memberText, parent: declaration
          ).expandedSource ?? ""
        guard !attribute.isEmpty else { return }
        let title = memberText.split(separator: "\n").first.map(String.init) ?? memberText
        lines.append("// memberAttribute of `\(title)`: \(attribute)")
        let macro = String(attribute.dropFirst().prefix { $0 != "(" })
        let roles: [MacroRole] = macro == "ObservationStateTracked" ? [.accessor, .peer] : [.body]
        for role in roles {
          answer(
            MacroExpansionRequest(
              macroName: macro, role: role, attributeSource: attribute,
              declarationSource: attribute + "\n" + memberText),
            "\(role) of `\(title)`")
        }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The conformances the compiler asks the extension role for: those of the macro's
  /// declaration that the type does not already have, in its declaration or in an extension
  /// of the file without a `where` clause.
  private static func askedConformances(
    of type: TypeDeclaration, in types: [TypeDeclaration]
  ) -> [String] {
    let declarations = [type] + types.filter { $0.kind == .extension && $0.name == type.name }
    let adopted = declarations.filter { $0.kind != .extension || $0.whereClause == nil }
      .flatMap(\.inheritedTypes).map { $0.split(separator: ".").last.map(String.init) ?? $0 }
    let coding = adopted.contains("Codable") ? ["Encodable", "Decodable"] : adopted
    return ["ObservableState", "Observable", "Encodable", "Decodable"].filter {
      !coding.contains($0)
    }
  }

  /// The annotated types of `types` and of the types nested in them.
  private static func annotated(_ types: [TypeDeclaration]) -> [TypeDeclaration] {
    types.flatMap { type -> [TypeDeclaration] in
      var nested: [TypeDeclaration] = []
      for member in type.members {
        if case .type(let inner) = member { nested.append(inner) }
      }
      let isAnnotated = type.attributes.contains { $0.name == "ObservableState" }
      return (isAnnotated && type.kind != .extension ? [type] : []) + annotated(nested)
    }
  }
}

extension Array where Element == MemberDeclaration {
  /// The byte ranges of the members other than nested types, `#if` clauses included, in
  /// source order.
  fileprivate func forEachMemberOutsideTypes(_ body: (Range<Int>) -> Void) {
    for member in self {
      switch member {
      case .type: continue
      case .ifConfig(let block):
        for clause in block.clauses { clause.members.forEachMemberOutsideTypes(body) }
      case .variable(let variable): body(variable.range)
      case .enumCase(let enumCase): body(enumCase.range)
      case .other(let other): body(other.range)
      }
    }
  }
}
