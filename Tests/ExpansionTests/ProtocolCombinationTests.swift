import Testing

/// Properties whose types combine the protocols the runtime's calls are chosen by — an
/// annotated type that is also a collection of annotated elements, optionals and arrays of it,
/// `Identifiable` and `RawRepresentable` annotated types — compile through the expansion and
/// can be set, edited in place and replaced, in Swift 5 and 6.
@Suite struct ProtocolCombinationTests {
  private static let model = """
    import ObservableStructs

    @ObservableState
    public struct HTTPField: Hashable, Identifiable, Sendable {
      public var id: Int
      public var value: String = ""
    }

    @ObservableState
    public struct HTTPFields: RandomAccessCollection, Hashable, Sendable {
      public var storage: [HTTPField] = []
      public var startIndex: Int { storage.startIndex }
      public var endIndex: Int { storage.endIndex }
      public subscript(position: Int) -> HTTPField { storage[position] }
    }

    @ObservableState
    struct EditableFields: MutableCollection, RandomAccessCollection {
      var storage: [HTTPField] = [HTTPField(id: 0)]
      var startIndex: Int { storage.startIndex }
      var endIndex: Int { storage.endIndex }
      subscript(position: Int) -> HTTPField {
        get { storage[position] }
        set { storage[position] = newValue }
      }
    }

    @ObservableState
    struct Tag: RawRepresentable, Hashable, Identifiable {
      var rawValue: String
      var id: String { rawValue }
    }

    @ObservableState
    enum Body {
      case fields(HTTPFields)
      case tags([Tag], Tag?)
      case empty
    }

    @ObservableState
    public struct HTTPRequest {
      public var headerFields: HTTPFields = HTTPFields()
      public var trailerFields: HTTPFields? = nil
      var editable: EditableFields = EditableFields()
      var history: [HTTPFields] = []
      var rows: ObservableStateArray<HTTPFields> = []
      var tags: [Tag] = []
      var primaryTag: Tag? = nil
      var body: Body = .empty

      mutating func edit() {
        headerFields = HTTPFields(storage: [HTTPField(id: 1)])
        headerFields.storage.append(HTTPField(id: 2))
        trailerFields = headerFields
        trailerFields?.storage.removeAll()
        editable[0].value = "x"
        editable = EditableFields()
        history.append(headerFields)
        history[0].storage[0].value = "y"
        rows.append(headerFields)
        rows[0].storage.removeFirst()
        tags = [Tag(rawValue: "a")]
        tags[0].rawValue = "b"
        primaryTag = tags.first
        primaryTag?.rawValue = "c"
        body = .fields(headerFields)
        body = .tags(tags, primaryTag)
      }

      mutating func reset() {
        self = HTTPRequest()
      }
    }

    """

  @Test(arguments: ["5", "6"])
  func combinationsCompile(swiftVersion: String) throws {
    let outcome = try PluginModuleBuild.compile(
      [("Model.swift", Self.model)], swiftVersion: swiftVersion)
    #expect(outcome.problems == [])
    #expect(outcome.statuses == [0])
  }
}
