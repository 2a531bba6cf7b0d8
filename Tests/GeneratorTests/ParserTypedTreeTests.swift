import ObservableStructsGenerator
import Testing

/// The typed parts of the declaration tree: modifiers and attributes as enum cases rather than
/// words, so that the expansion compares cases.
@Suite("Parser: typed modifiers, attributes and types")
struct ParserTypedTreeTests {
  private func parse(_ source: String) -> ParsedFile {
    DeclarationParser.parse(SourceText(source), file: "Typed.swift")
  }

  private func variables(of type: TypeDeclaration) -> [VariableDeclaration] {
    type.members.compactMap { if case .variable(let variable) = $0 { variable } else { nil } }
  }

  @Test("Modifiers are typed, with their arguments")
  func typedModifiers() throws {
    let file = parse(
      """
      public final class Box {
        private(set) var a = 1
        nonisolated(unsafe) static var b = 2
        weak var c: Box?
        unowned(safe) var d: Box
        open override lazy var e = 3
        package var f = 4
        fileprivate mutating func g() {}
      }
      """)
    let type = try #require(file.types.first)
    #expect(type.modifiers.map(\.kind) == [.public, .final])
    let declared = variables(of: type)
    #expect(
      declared.map { $0.modifiers.map(\.kind) } == [
        [.private], [.nonisolated, .static], [.weak], [.unowned], [.open, .override, .lazy],
        [.package],
      ])
    #expect(declared[0].modifiers[0].argument == .set)
    #expect(declared[0].modifiers[0].detail == "set")
    #expect(declared[1].modifiers[0].argument == .unsafe)
    #expect(declared[1].modifiers[1].argument == nil)
    #expect(declared[3].modifiers[0].argument == .safe)
    #expect(declared[4].modifiers.map(\.name) == ["open", "override", "lazy"])
    let source = file.lexed.source
    #expect(
      declared[1].modifiers.map { source.text($0.range) } == ["nonisolated(unsafe)", "static"])
  }

  @Test("Every contextual modifier word has its kind, spelled as written")
  func modifierSpellings() throws {
    for kind in ModifierKind.allCases where kind != .class && kind != .static {
      let file = parse("struct S {\n  \(kind.rawValue) var x = 1\n}")
      let type = try #require(file.types.first)
      let variable = try #require(variables(of: type).first)
      #expect(variable.modifiers.map(\.kind) == [kind], "\(kind.rawValue)")
    }
  }

  @Test("Attributes are typed, with their module and argument range")
  func typedAttributes() throws {
    let file = parse(
      """
      @ObservableStructs.ObservableState
      @available(iOS 17, *) @MainActor
      struct Model {
        @ObservationStateIgnored var a = 1
        @ObservationStateTracked var b = 2
        @Observation.ObservationIgnored var c = 3
        @ObservationTracked var d = 4
        @usableFromInline var e = 5
        @Clamped(0...9) var f = 6
        @DatabaseActor @objc var g = 7
        @Sendable @Foo.ObservableState var h = 8
      }
      """)
    let type = try #require(file.types.first)
    #expect(type.attributes.map(\.kind) == [.observableState, .available, .mainActor])
    #expect(type.attributes.map(\.module) == [.observableStructs, .unqualified, .unqualified])
    #expect(type.attributes[0].isObservableState)
    let source = file.lexed.source
    #expect(type.attributes[1].argumentRange.map { source.text($0) } == "(iOS 17, *)")
    #expect(type.attributes[0].argumentRange == nil)
    let declared = variables(of: type)
    #expect(
      declared.map { $0.attributes.map(\.kind) } == [
        [.observationStateIgnored], [.observationStateTracked], [.observationIgnored],
        [.observationTracked], [.usableFromInline], [.custom], [.globalActor, .builtIn],
        [.sendable, .observableState],
      ])
    #expect(declared[2].attributes[0].module == .other)
    #expect(declared[5].attributes[0].argumentRange.map { source.text($0) } == "(0...9)")
    #expect(declared[5].attributes[0].kind.isPropertyWrapper)
    #expect(declared[6].attributes[0].kind.isGlobalActor)
    #expect(!declared[7].attributes[1].isObservableState)
  }
}
