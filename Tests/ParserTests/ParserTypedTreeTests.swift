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

  /// The tree of `text` written out: each node's kind with its children in parentheses, and
  /// a name's text after it.
  private func shape(_ text: String) -> String? {
    guard let tree = TypeSyntax.parse(text) else { return nil }
    let source = SourceText(text)
    func describe(_ index: Int) -> String {
      let node = tree[index]
      let children = tree.children(of: index).map(describe)
      if node.kind == .identifier && children.isEmpty { return source.text(node.range) }
      let name =
        node.kind == .identifier ? String(source.text(node.range).prefix { $0 != "<" }) : ""
      return "\(node.kind)\(name.isEmpty ? "" : " " + name)(\(children.joined(separator: ", ")))"
    }
    #expect(source.text(tree.range) == text)
    return describe(tree.rootIndex)
  }

  @Test("Type annotations are parsed into a tree of their parts")
  func typeTrees() {
    #expect(shape("Int") == "Int")
    #expect(shape("[String: Int]?") == "optional(dictionary(String, Int))")
    #expect(shape("Array<Set<Int>>?") == "optional(identifier Array(identifier Set(Int)))")
    #expect(shape("Int??") == "optional(optional(Int))")
    #expect(shape("Double!") == "implicitlyUnwrapped(Double)")
    #expect(shape("[Int]") == "array(Int)")
    #expect(shape("Swift::Int") == "moduleSelector(Int)")
    #expect(shape("Foo.Bar.Type") == "member(member(Foo, Bar), Type)")
    #expect(shape("(Int, String)?") == "optional(tuple(Int, String))")
    #expect(
      shape("(a: Int, _ b: String) async throws -> Void")
        == "function(tuple(labeledElement(Int), labeledElement(String)), Void)")
    #expect(shape("() -> Int?") == "function(tuple(), optional(Int))")
    #expect(shape("(() -> Void)?") == "optional(tuple(function(tuple(), Void)))")
    #expect(shape("@Sendable () -> Void") == "attributed(function(tuple(), Void))")
    #expect(shape("@convention(c) (Int) -> Int") == "attributed(function(tuple(Int), Int))")
    #expect(shape("some P & Q") == "some(composition(P, Q))")
    #expect(shape("any Error") == "any(Error)")
    #expect(
      shape("(inout Int, Int...) -> Void") == "function(tuple(specified(Int), variadic(Int)), Void)"
    )
    #expect(shape("(repeat each T)") == "tuple(packExpansion(each(T)))")
    #expect(shape("InlineArray<3, Int>") == "identifier InlineArray(integer(), Int)")
    #expect(shape("~Copyable") == "suppressed(Copyable)")
    #expect(shape("() throws(MyError) -> Int") == "function(tuple(), MyError, Int)")
  }

  @Test("What the grammar does not cover leaves no tree")
  func unparsedTypes() {
    #expect(shape("Foo<Int") == nil)
    #expect(shape("[Int") == nil)
    #expect(shape("Int ->") == nil)
    #expect(
      shape(String(repeating: "[", count: 500) + "Int" + String(repeating: "]", count: 500)) == nil)
  }

  @Test("An optional's wrapped type, as the backing storage spells it out")
  func optionalWrapped() {
    func wrapped(_ text: String) -> String? { TypeSyntax.optionalWrappedText(of: text) }
    #expect(wrapped("Shape?") == "Shape")
    #expect(wrapped("[String: Int]? ") == "[String: Int]")
    #expect(wrapped("Int??") == "Int?")
    #expect(wrapped("Array<Set<Int>>?") == "Array<Set<Int>>")
    #expect(wrapped("@MainActor (() -> Void)?") == "@MainActor (() -> Void)")
    #expect(wrapped("() -> Int?") == nil)
    #expect(wrapped("Dictionary<String, Int>") == nil)
  }

  @Test("A binding's annotation has its tree; a bare binding shares the next one's")
  func bindingTypeTrees() throws {
    let file = parse(
      """
      struct S {
        var shape: Shape? = .empty
        var width, height: [Double]
        var plain = 1
        var count: Swift::Int = 0
      }
      """)
    let type = try #require(file.types.first)
    let declared = variables(of: type)
    let source = file.lexed.source
    let shape = try #require(declared[0].bindings[0].typeSyntax)
    #expect(shape.kind == .optional)
    #expect(shape.optionalWrappedRange.map { source.text($0) } == "Shape")
    #expect(declared[1].bindings.map { $0.typeSyntax?.kind } == [.array, .array])
    #expect(declared[2].bindings[0].typeSyntax == nil)
    let count = try #require(declared[3].bindings[0].typeSyntax)
    #expect(count.kind == .moduleSelector)
    #expect(declared[3].bindings[0].typeRange.map { source.text($0) } == "Swift::Int")
    #expect(declared[3].bindings[0].initializerRange.map { source.text($0) } == "0")
    #expect(file.diagnostics.isEmpty)
  }

  @Test("An inheritance clause's entries have trees, which name the protocols")
  func inheritanceTrees() throws {
    let file = parse(
      """
      struct S: Swift.Equatable, @unchecked Sendable, ~Copyable, Foo<Int>, P & Q, Codable {}
      enum E: ~Swift.Copyable, @retroactive Hashable {}
      """)
    let source = file.lexed.source
    let structEntries = try #require(file.types.first).inheritance
    #expect(
      structEntries.map(\.text) == [
        "Swift.Equatable", "@unchecked Sendable", "~Copyable", "Foo<Int>", "P & Q", "Codable",
      ])
    #expect(
      structEntries.map { $0.syntax?.conformanceName(in: source) } == [
        "Equatable", nil, nil, nil, nil, "Codable",
      ])
    #expect(
      structEntries[1].syntax?.conformanceName(in: source, lookingThroughUnchecked: true)
        == "Sendable")
    #expect(
      structEntries.map { $0.syntax?.isSuppressedCopyable(in: source) } == [
        false, false, true, false, false, false,
      ])
    let enumEntries = try #require(file.types.last).inheritance
    #expect(enumEntries[0].syntax?.isSuppressedCopyable(in: source) == true)
    #expect(
      enumEntries[1].syntax?.conformanceName(in: source, lookingThroughUnchecked: true) == nil)
  }

  @Test("Other members carry their introducer, attributes, modifiers and introducer token")
  func otherDeclarations() throws {
    let file = parse(
      """
      struct S {
        @inlinable public mutating func reset() { self = S() }
        nonisolated init?(from decoder: Decoder) { nil }
        static subscript(i: Int) -> Int { i }
        #warning("later")
      }
      """)
    let type = try #require(file.types.first)
    let others = type.members.compactMap {
      if case .other(let other) = $0 { other } else { nil }
    }
    #expect(others.map(\.introducer) == [.func, .`init`, .subscript, .pound])
    #expect(
      others.map { $0.modifiers.map(\.kind) } == [
        [.public, .mutating], [.nonisolated], [.static], [],
      ])
    #expect(others[0].attributes.map(\.name) == ["inlinable"])
    #expect(others[0].name == "reset")
    let tokens = file.lexed.tokens
    #expect(
      others.map { file.lexed.text(of: tokens[$0.introducerToken]) } == [
        "func", "init", "subscript", "#warning",
      ])
  }

  @Test("Enum cases carry their attributes and modifiers")
  func enumCaseModifiers() throws {
    let file = parse(
      """
      enum Tree {
        @available(*, deprecated) indirect case node(Tree, Tree)
        case leaf
      }
      """)
    let type = try #require(file.types.first)
    let cases = type.members.compactMap {
      if case .enumCase(let enumCase) = $0 { enumCase } else { nil }
    }
    #expect(cases.map { $0.modifiers.map(\.kind) } == [[.indirect], []])
    #expect(cases.map { $0.attributes.map(\.kind) } == [[.available], []])
    #expect(cases.map { $0.elements.map(\.name) } == [["node"], ["leaf"]])
  }
}
