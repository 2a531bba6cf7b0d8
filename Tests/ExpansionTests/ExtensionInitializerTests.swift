import GeneratorTestSupport
import Testing

@testable import ObservableStructsGenerator

/// Initializers declared in extensions compile as they do on the plain struct, in the file of
/// the type and in others, with each file compiled as its own primary (as an incremental debug
/// build compiles them): `self = other`, edits after it, reads of tracked properties before a
/// constant is set. The registrar stays out of the memberwise initializer, which keeps the
/// plain struct's signature (see `RegistrarShape`).
@Suite struct ExtensionInitializerTests {
  private static let model = """
    import ObservableStructs

    @ObservableState
    struct Model: Codable, Equatable {
      var name: String
      var count = 0
      var tags: [String] = [] {
        didSet { count += 1 }
      }
      let id: Int
    }

    extension Model {
      init(copying other: Model) { self = other }

      init(bumping other: Model) {
        self = other
        count += 1
        tags.append("bumped")
      }

      init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        count = name.count
        id = count + 1
      }
    }

    /// The memberwise initializer, exactly the plain struct's.
    func makeModel() -> (String, Int, [String], Int) -> Model { Model.init(name:count:tags:id:) }

    @ObservableState
    struct Box<Value: Equatable>: Equatable {
      var value: Value
      var label = ""
    }

    func makeBox() -> (Int, String) -> Box<Int> { Box<Int>.init(value:label:) }

    @ObservableState
    struct Counted {
      var total = 0
      init(total: Int) { self.total = total }
    }

    """

  private static let otherFile = """
    import ObservableStructs

    extension Model {
      init(copy other: Model) { self = other }

      init(renaming other: Model) {
        self = other
        name += "!"
        count += 1
      }

      init(named name: String) {
        self.name = name
        id = 1
        count += 1
      }
    }

    extension Box {
      init(copy other: Box) {
        self = other
        label += "copy"
      }
    }

    extension Counted {
      init(copy other: Counted) {
        self = other
        total += 1
      }
    }

    """

  @Test(arguments: ["5", "6"])
  func initializersInExtensionsCompileWithEachFileItsOwnPrimary(swiftVersion: String) throws {
    let outcome = try PluginModuleBuild.compile(
      [("Model.swift", Self.model), ("Other.swift", Self.otherFile)],
      swiftVersion: swiftVersion, arguments: ["-g", "-Onone"])
    #expect(outcome.problems == [])
    #expect(outcome.statuses == [0, 0])
  }

  /// The macro's accessor role sees one property: the type's `memberAttribute` role marks the
  /// carrier with an empty argument list, and only its init accessor initializes the registrar.
  @Test func theMacroMarksTheCarrierAndOnlyItInitializesTheRegistrar() throws {
    let parent = """
      struct Model {
        let id: Int
        @ObservationStateTracked var first: Int
        var name: String
        var count = 0
      }
      """
    let attributes = ["var name: String", "var count = 0"].map { member in
      ObservableStateExpansion.expand(.memberAttribute, of: member, parent: parent).expandedSource
    }
    #expect(attributes == ["@ObservationStateTracked()", "@ObservationStateTracked"])
    let accessors = ["@ObservationStateTracked()", "@ObservationStateTracked"].map { attribute in
      MacroExpander.expand(
        MacroExpansionRequest(
          macroName: "ObservationStateTracked", role: .accessor, attributeSource: attribute,
          declarationSource: "var name: String")
      ).expandedSource ?? ""
    }
    #expect(accessors[0].contains("initializes: _$_name, _$observationRegistrar)"))
    #expect(accessors[0].contains("_$observationRegistrar = ObservableStructs::"))
    #expect(!accessors[1].contains("_$observationRegistrar ="))
  }
}
