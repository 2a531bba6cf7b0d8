/// Hand-written twin entries whose coding is decided by an extension beside the type:
/// `CodingKeys` declared in an extension, with synthesized or hand-written coding, for a
/// nested type, and for a type that is only `Encodable`; and initializers whose parameters and
/// locals share the names of tracked properties, keywords included.
extension TwinCorpus {
  static let keysInExtensions: [TwinEntry] = [
    TwinEntry(
      name: "KeysInExtensionSynthesized",
      declarations: """
        @TWIN
        struct Headline: Codable, Equatable {
          var title: String
          var count: Int = 0
          var note: String? = nil
        }

        extension Headline {
          enum CodingKeys: String, CodingKey {
            case title = "t"
            case count = "c"
            case note
          }
        }
        """,
      scenario: #"""
        var headline = Headline(title: "a", count: 2)
        r.roundTrip("memberwise", headline)
        headline.note = "n"
        headline.count += 1
        r.roundTrip("changed", headline)
        r.decode("canonical", Headline.self, #"{"t":"q","c":5}"#)
        r.decode("property names", Headline.self, #"{"title":"q","count":5}"#)
        r.check("edited", headline == Headline(title: "a", count: 3, note: "n"))
        """#),
    TwinEntry(
      name: "KeysInExtensionHandWritten",
      declarations: """
        @TWIN
        struct Parameter: Equatable {
          var name: String
          var required: Bool
          var schema: [String: String] = [:]

          init(name: String, required: Bool = false) {
            self.name = name
            self.required = required
          }
        }

        extension Parameter {
          enum CodingKeys: String, CodingKey, CaseIterable {
            case name
            case required = "req"
            case schema
          }
        }

        extension Parameter: Encodable {
          func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            if required { try container.encode(true, forKey: .required) }
            if !schema.isEmpty { try container.encode(schema, forKey: .schema) }
          }
        }

        extension Parameter: Decodable {
          init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = try container.decode(String.self, forKey: .name)
            required = try container.decodeIfPresent(Bool.self, forKey: .required) ?? false
            schema = try container.decodeIfPresent([String: String].self, forKey: .schema) ?? [:]
          }
        }
        """,
      scenario: #"""
        var parameter = Parameter(name: "id")
        r.roundTrip("plain", parameter)
        parameter.required = true
        parameter.schema["type"] = "string"
        r.roundTrip("changed", parameter)
        r.decode("canonical", Parameter.self, #"{"name":"x","req":true}"#)
        r.check("keys", Parameter.CodingKeys.allCases.map(\.stringValue))
        """#),
    TwinEntry(
      name: "KeysInExtensionNested",
      declarations: """
        enum Catalog {
          @TWIN
          struct Entry: Equatable {
            var sku: String = "s-1"
            var stock: Int = 3
          }
        }

        extension Catalog.Entry: Codable {}

        extension Catalog.Entry {
          enum CodingKeys: String, CodingKey {
            case sku = "id"
            case stock
          }
        }
        """,
      scenario: #"""
        var entry = Catalog.Entry()
        r.roundTrip("default", entry)
        entry.stock -= 1
        r.roundTrip("changed", entry)
        r.decode("canonical", Catalog.Entry.self, #"{"id":"s-2","stock":9}"#)
        """#),
    TwinEntry(
      name: "OwnKeysEncodableOnly",
      declarations: """
        struct Handle: Encodable, Equatable {
          var raw: Int
        }

        @TWIN
        struct Event: Encodable {
          var kind = "tap"
          var handle = Handle(raw: 7)
          let at: Double

          enum CodingKeys: String, CodingKey {
            case kind = "k"
            case handle
            case at
          }
        }
        """,
      scenario: #"""
        var event = Event(at: 1.5)
        r.encode("memberwise", event)
        event.handle.raw += 1
        event.kind = "swipe"
        r.encode("changed", event)
        """#),
    TwinEntry(
      name: "InitializerNamesShadowProperties",
      declarations: #"""
        @TWIN
        public struct ServerVariable: Equatable {
          public var `enum`: [String]?
          public var `default`: String
          public var description: String?
          var count = 0 {
            didSet { record("count.didSet \(oldValue)") }
          }
          var total: Int

          public init(enum: [String]? = nil, default: String, description: String? = nil) {
            self.enum = `enum`
            self.default = `default`
            self.description = description
            var total = 0
            for (count, step) in [(1, 2), (3, 4)] { total += count * step }
            let sums = [(5, 6)].map { count, other in count + other }
            if case let .some(count) = `enum`?.count { total += count }
            self.total = total + sums[0]
            count = total
            count += 1
            func doubled(_ count: Int) -> Int { count * 2 }
            self.total = doubled(count)
          }
        }
        """#,
      scenario: #"""
        var variable = ServerVariable(enum: ["a", "b"], default: "a", description: "d")
        r.events("init")
        r.check("values", [variable.enum ?? [], [variable.default, variable.description ?? "-"]])
        r.check("numbers", [variable.count, variable.total])
        let bare = ServerVariable(default: "x")
        r.check("bare", [bare.enum == nil, bare.count == 26, bare.total == 52])
        variable.count += 1
        r.events("after init")
        """#),
  ]
}
