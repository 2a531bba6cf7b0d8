import ObservableStructsGenerator
import Testing

/// The declaration tree the parser builds, asserted node by node: types with their attributes,
/// modifiers and conformances; variables with their bindings and typed accessors; enum cases
/// with their values; `#if` clauses; nested types.
@Suite("Parser: declaration trees")
struct ParserTreeTests {
  private func parse(_ source: String) -> ParsedFile {
    DeclarationParser.parse(SourceText(source), file: "Tree.swift")
  }

  private func text(_ range: Range<Int>?, in file: ParsedFile) -> String? {
    range.map { file.lexed.source.text($0) }
  }

  private func variables(of type: TypeDeclaration) -> [VariableDeclaration] {
    type.members.compactMap { if case .variable(let variable) = $0 { variable } else { nil } }
  }

  @Test("A struct: its attribute, modifier, name and conformances")
  func structHeader() throws {
    let file = parse(
      """
      @ObservableState
      public struct Todo: Identifiable, Sendable {
        let id: Int
      }
      """)
    let type = try #require(file.types.first)
    #expect(file.types.count == 1)
    #expect(type.kind == .struct)
    #expect(type.name == "Todo")
    #expect(type.attributes.map(\.name) == ["ObservableState"])
    #expect(type.modifiers.map(\.name) == ["public"])
    #expect(type.inheritedTypes == ["Identifiable", "Sendable"])
    #expect(file.diagnostics.isEmpty)
  }

  @Test("Variables: bindings, type annotations, initializers and typed accessors")
  func variablesAndAccessors() throws {
    let file = parse(
      """
      struct Todo {
        let id: Int
        private(set) var title = "" {
          willSet(next) { print(next) }
          didSet { print(oldValue) }
        }
        var summary: String { title }
        var count: Int {
          get { 1 }
          set {}
          _modify { var value = 1; yield &value }
        }
      }
      """)
    let type = try #require(file.types.first)
    let declared = variables(of: type)
    #expect(
      declared.map { $0.bindings.map(\.name) } == [["id"], ["title"], ["summary"], ["count"]])
    #expect(declared.map(\.isLet) == [true, false, false, false])

    let id = try #require(declared[0].bindings.first)
    #expect(text(id.typeRange, in: file) == "Int")
    #expect(id.initializerRange == nil && id.accessorBlock == nil)

    let title = try #require(declared[1].bindings.first)
    #expect(declared[1].modifiers.map(\.name) == ["private"])
    #expect(declared[1].modifiers.first?.detail == "set")
    #expect(text(title.initializerRange, in: file) == "\"\"")
    let observers = try #require(title.accessorBlock).accessors
    #expect(observers.map(\.kind) == [.willSet, .didSet])
    #expect(observers.map(\.parameterName) == ["next", nil])
    #expect(observers.allSatisfy { $0.kind.isObserver })

    let summary = try #require(declared[2].bindings.first?.accessorBlock)
    #expect(summary.isImplicitGetter)

    let count = try #require(declared[3].bindings.first?.accessorBlock)
    #expect(count.accessors.map(\.kind) == [.get, .set, .underscoredModify])
    #expect(count.accessors.allSatisfy { $0.bodyRange != nil })
  }

  @Test("Accessor words a later Swift may add keep their spelling")
  func unknownAccessorWord() {
    #expect(AccessorKind("unsafeAddress") == .other("unsafeAddress"))
    #expect(AccessorKind("modify") == .modify)
    #expect(AccessorKind("_read") == .underscoredRead)
  }

  @Test("An enum's cases, with labelled and unlabelled associated values")
  func enumCases() throws {
    let file = parse(
      """
      @ObservableState
      enum Route {
        case detail(Todo), compare(first: Todo, Todo)
        case about
      }
      """)
    let type = try #require(file.types.first)
    #expect(type.kind == .enum)
    let cases = type.members.compactMap {
      if case .enumCase(let declaration) = $0 { declaration } else { nil }
    }
    let elements = cases.flatMap(\.elements)
    #expect(elements.map(\.name) == ["detail", "compare", "about"])
    #expect(elements[0].associatedValues?.map(\.label) == [nil])
    #expect(elements[0].associatedValues?.map(\.type) == ["Todo"])
    #expect(elements[1].associatedValues?.map(\.label) == ["first", nil])
    #expect(elements[1].associatedValues?.map(\.type) == ["Todo", "Todo"])
    #expect(elements[2].associatedValues == nil)
  }

  @Test("#if clauses hold their own members, and nested types nest")
  func conditionalMembersAndNestedTypes() throws {
    let file = parse(
      """
      struct Outer {
        #if DEBUG
        var debugCount = 0
        #else
        var releaseCount = 0
        #endif
        struct Inner {
          var value = 1
        }
      }
      """)
    let outer = try #require(file.types.first)
    let conditional = try #require(
      outer.members.compactMap { if case .ifConfig(let config) = $0 { config } else { nil } }
        .first)
    #expect(conditional.clauses.map(\.directive) == ["#if", "#else"])
    #expect(conditional.clauses.map(\.condition) == ["DEBUG", ""])
    #expect(
      conditional.clauses.map { clause in
        clause.members.compactMap {
          if case .variable(let v) = $0 { v.bindings[0].name } else { nil }
        }
      } == [["debugCount"], ["releaseCount"]])
    let inner = try #require(
      outer.members.compactMap { if case .type(let type) = $0 { type } else { nil } }.first)
    #expect(inner.name == "Inner")
    #expect(variables(of: inner).map { $0.bindings[0].name } == ["value"])
  }
}
