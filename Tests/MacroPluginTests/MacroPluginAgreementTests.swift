import Foundation
import GeneratorTestSupport
import ObservableStructsGenerator
import XCTest

/// The macro and the plugin must agree: for every golden input, the text the macro produces
/// for each role appears in the plugin's rewrite of the same file (modulo indentation and the
/// type annotations only plugin mode needs).
final class MacroPluginAgreementTests: XCTestCase {
  private var fixtures: URL { GoldenFixture.fixturesDirectory }

  func testMacroExpansionOfEveryGoldenInputAppearsInThePluginRewrite() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: fixtures.path)
      .filter { $0.hasSuffix(".input.swift.txt") }.sorted()
    var checkedTypes = 0
    var checkedProperties = 0
    for name in names {
      let text = try String(contentsOf: fixtures.appendingPathComponent(name), encoding: .utf8)
      let source = SourceText(text)
      guard let output = ObservableStructsGenerator.expand(source, file: name).output else {
        continue
      }
      let pluginLines = normalizedLines(output)
      let parsed = DeclarationParser.parse(source, file: name)
      for (type, parents) in annotatedTypes(parsed.types)
      where type.kind == .struct || type.kind == .enum {
        checkedTypes += 1
        let declaration = source.text(type.range)
        var request = MacroExpansionRequest(
          macroName: "ObservableState", role: .member, attributeSource: "@ObservableState",
          declarationSource: declaration)
        // The enclosing declarations without their bodies, innermost first, as the compiler
        // sends them.
        request.lexicalContext = parents.reversed().map { parent in
          "\(parent.kind == .extension ? "extension" : "struct") \(parent.name)"
            + "\(parent.genericParameterClause ?? "") {}"
        }
        let members = MacroExpander.expand(request)
        let memberText = try XCTUnwrap(members.expandedSource, "\(name): \(type.name) members")
        // The plugin leaves out the coding keys of a type its file shows is never coded; the
        // macro, which sees the declaration alone, always writes them.
        var expected = normalizedLines(memberText)
        if let keys = expected.firstIndex(where: { $0.hasPrefix("private enum CodingKeys") }),
          !pluginLines.contains(expected[keys])
        {
          expected = Array(expected[..<keys])
        }
        assertContainsInOrder(pluginLines, expected, "\(name): \(type.name)")
        for property in trackedSingleBindings(type, source: source) {
          checkedProperties += 1
          // The attribute the type's macro adds (it marks the property that carries the
          // registrar apart), or the user's own.
          var marking = MacroExpansionRequest(
            macroName: "ObservableState", role: .memberAttribute,
            attributeSource: "@ObservableState", declarationSource: property)
          marking.parentDeclarationSource = declaration
          marking.lexicalContext = request.lexicalContext
          let added = MacroExpander.expand(marking).expandedSource ?? ""
          let accessors = MacroExpander.expand(
            MacroExpansionRequest(
              macroName: "ObservationStateTracked", role: .accessor,
              attributeSource: added.isEmpty ? "@ObservationStateTracked" : added,
              declarationSource: property))
          let accessorText = try XCTUnwrap(accessors.expandedSource, "\(name): \(property)")
          let lines = normalizedLines(accessorText).filter { $0 != "{" && $0 != "}" }
          assertContainsInOrder(pluginLines, lines, "\(name): \(property)")
        }
      }
    }
    XCTAssertGreaterThan(checkedTypes, 20)
    XCTAssertGreaterThan(checkedProperties, 40)
  }

  func testMacroExtensionMatchesThePluginExtension() {
    let text = "@ObservableState\nstruct Counter {\n  var count: Int = 0\n}\n"
    let output = ObservableStructsGenerator.expand(SourceText(text), file: "C.swift").output ?? ""
    let extensionText = ObservableStateExpansion.expand(
      .extension, of: text, extendedType: "Counter",
      conformances: [
        "ObservableState", "Observable", "CustomReflectable", "Encodable", "Decodable",
      ]
    ).expandedSource
    XCTAssertEqual(
      extensionText,
      """
      extension Counter: ObservableStructs::ObservableState, Observation::Observable, \
      Swift::CustomReflectable {
        nonisolated var customMirror: Swift::Mirror {
          _$observationRegistrar._$accessWholeValue()
          return Swift::Mirror._$reflecting(self)
        }

        nonisolated static var _$adoptedStorage: [Swift::PartialKeyPath<Self>] {
          [\\._$_count]
        }
      }
      """)
    XCTAssertTrue(output.contains(extensionText ?? "<none>"))
  }

  /// A type that already reflects itself (wherever it adopts `CustomReflectable`, which the
  /// compiler tells the macro by not asking for it) keeps its own mirror.
  func testMacroLeavesAnExistingMirrorAlone() {
    let text = "@ObservableState\nstruct Counter {\n  var count: Int = 0\n}\n"
    let extensionText = ObservableStateExpansion.expand(
      .extension, of: text, extendedType: "Counter",
      conformances: ["ObservableState", "Observable"]
    ).expandedSource
    XCTAssertEqual(
      extensionText,
      """
      extension Counter: ObservableStructs::ObservableState, Observation::Observable {
        nonisolated static var _$adoptedStorage: [Swift::PartialKeyPath<Self>] {
          [\\._$_count]
        }
      }
      """)
  }

  /// The annotated types among `types` and the types nested in them, each with its enclosing
  /// declarations, outermost first.
  private func annotatedTypes(_ types: [TypeDeclaration], parents: [TypeDeclaration] = [])
    -> [(TypeDeclaration, [TypeDeclaration])]
  {
    types.flatMap { type -> [(TypeDeclaration, [TypeDeclaration])] in
      let nested = annotatedTypes(
        type.members.compactMap { member in
          if case .type(let inner) = member { return inner }
          return nil
        }, parents: parents + [type])
      let isAnnotated = type.attributes.contains { $0.name == "ObservableState" }
      return (isAnnotated ? [(type, parents)] : []) + nested
    }
  }

  /// The source of each `var` member with one binding that the plugin rewrote (it has a type
  /// annotation or an inferable value, no `let`/`static`/`lazy`/wrapper/ignore attribute).
  private func trackedSingleBindings(_ type: TypeDeclaration, source: SourceText) -> [String] {
    type.members.compactMap { member -> String? in
      guard case .variable(let variable) = member, !variable.isLet,
        variable.bindings.count == 1, variable.bindings[0].name != nil,
        variable.attributes.isEmpty,
        variable.modifiers.allSatisfy({ !["static", "class", "lazy"].contains($0.name) })
      else { return nil }
      if let block = variable.bindings[0].accessorBlock,
        block.isImplicitGetter
          || block.accessors.contains(where: { !$0.kind.isObserver })
      {
        return nil
      }
      return source.text(variable.range)
    }
  }

  private func normalizedLines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: true)
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
  }

  private func assertContainsInOrder(
    _ haystack: [String], _ needles: [String], _ context: String,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    var position = 0
    for needle in needles {
      guard let found = haystack[position...].firstIndex(of: needle) else {
        XCTFail("\(context): plugin output lacks macro line '\(needle)'", file: file, line: line)
        return
      }
      position = found + 1
    }
  }
}
