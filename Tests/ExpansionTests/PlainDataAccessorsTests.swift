import ObservableStructsGenerator
import Testing

/// Which tracked properties get the accessors of plain data: the standard library's numbers,
/// `Bool`, strings and characters, and optionals, arrays, sets and dictionaries of them,
/// however they are spelled; every other type keeps the general accessors, which ask the
/// runtime about identity.
@Suite struct PlainDataAccessorsTests {
  @Test(arguments: [
    "Int", "Swift::Int", "Swift.Int", "UInt8", "Double", "Float", "Bool", "String",
    "Character", "Substring", "String?", "Int??", "[Int]", "[String]?", "[String: Int]",
    "[ String : [Int] ]", "Set<String>", "Optional<Int>", "Array<Double>",
    "Dictionary<String, [Bool]>", "Swift::Optional<Swift::String>",
  ])
  func standardLibraryPlainDataIsRecognised(type: String) {
    #expect(TrackedProperty.isPlainData(type: type))
  }

  @Test(arguments: [
    "Todo", "Todo?", "[Todo]", "ObservableStateArray<Todo>", "[String: Todo]", "Int!",
    "(Int, Int)", "() -> Void", "Int.Type", "Swift", "Swift.Todo", "Optional<Todo>",
    "Dictionary<String>", "Set<Int, Int>", "[Int", "any Equatable", "some Hashable",
    "MyModule.Int", "Date", "UUID", "Array<Int>.Index",
  ])
  func anyOtherTypeKeepsTheGeneralAccessors(type: String) {
    #expect(!TrackedProperty.isPlainData(type: type))
  }

  /// The expansion of plain data asks one comparison and makes no modification snapshot;
  /// an observable child's asks the registrar.
  @Test func plainDataAndAChildExpandToTheirOwnAccessors() throws {
    let source = """
      @ObservableState
      struct Screen {
        var title = ""
        var child = Child()
      }
      """
    let output = try #require(
      ObservableStructsGenerator.expand(SourceText(source), file: "Screen.swift").output)
    #expect(output.contains("if ObservableStructs::_$plainValueChanged(_$_title, newValue) {"))
    #expect(output.contains("defer { _$notify(\\._$_title) }"))
    #expect(output.contains("_$observationRegistrar.decideNotification(_$_child, newValue)"))
    #expect(output.contains("_$observationRegistrar.willModify(&_$_child)"))
    #expect(!output.contains("willModify(&_$_title)"))
  }
}
