/// Hand-written twin entries about `Codable`: synthesized, declared in an extension, with
/// custom or partial coding keys, around `#if`, hand-written, and Foundation value types; code
/// that names synthesized keys, enums and wrapped properties with keys of their own, standard
/// names shadowed by the user's types, and the warning for a constant decoding skips.
extension TwinCorpus {
  static let coding: [TwinEntry] = [
    TwinEntry(
      name: "SynthesizedCodable",
      declarations: """
        @TWIN
        struct Person: Codable, Hashable {
          var name: String = "Ann"
          var age: Int = 30
          var tags: [String] = ["a", "b"]
          var nickname: String?
        }
        """,
      scenario: #"""
        let person = Person()
        r.roundTrip("default", person)
        r.decode("canonical", Person.self, #"{"name":"Bo","age":4,"tags":[],"nickname":"b"}"#)
        r.decode("null optional", Person.self, #"{"name":"Bo","age":4,"tags":[],"nickname":null}"#)
        r.decode("missing key", Person.self, #"{"name":"Bo","tags":[]}"#)
        r.decode("type mismatch", Person.self, #"{"name":"Bo","age":"four","tags":[]}"#)
        var other = Person(name: "Cy", age: 5, tags: [])
        r.check("equal", person == Person())
        r.check("unequal", person == other)
        r.check("hash", person.hashValue)
        r.check("equal hashes", person.hashValue == Person().hashValue)
        other.age += 1
        other.tags.append("z")
        other.nickname = "c"
        r.roundTrip("changed", other)
        """#),
    TwinEntry(
      name: "SynthesizedKeysInPatterns",
      declarations: #"""
        @TWIN
        struct Attributed: Codable, Equatable {
          var attr = "a"
          var body = "b"

          static func isAttribute(_ key: any CodingKey) -> Bool {
            switch key {
            case CodingKeys.attr: return true
            default: return false
            }
          }

          private static func describe(_ key: CodingKeys) -> String {
            switch key {
            case .attr: return "attribute"
            default: return "element"
            }
          }

          static var patterns: [Bool] {
            [
              isAttribute(CodingKeys.attr), isAttribute(CodingKeys.body),
              isAttribute(OtherKey(stringValue: "attr")),
            ]
          }

          static var descriptions: [String] { [describe(.attr), describe(.body)] }
        }

        struct OtherKey: CodingKey, Equatable {
          var stringValue: String
          var intValue: Int? { nil }
          init(stringValue: String) { self.stringValue = stringValue }
          init?(intValue: Int) { nil }
        }
        """#,
      scenario: #"""
        r.check("patterns", Attributed.patterns)
        r.check("switch", Attributed.descriptions)
        r.roundTrip("coded", Attributed())
        """#),
    TwinEntry(
      name: "CodableThroughARefiningProtocol",
      declarations: #"""
        protocol Model: Codable, Equatable {}

        protocol Format: Codable, RawRepresentable where RawValue == String {}

        @TWIN
        struct Stored {
          var x = 1
        }

        extension Stored: Model {}

        @TWIN
        struct Inline: Model {
          var y = 2
          var name: String? = nil
        }

        @TWIN
        enum StringFormat: RawRepresentable, Equatable {
          case generic
          case other(String)

          var rawValue: String {
            switch self {
            case .generic: return ""
            case .other(let other): return other
            }
          }

          init(rawValue: String) {
            self = rawValue.isEmpty ? .generic : .other(rawValue)
          }
        }

        extension StringFormat: Format {}
        """#,
      scenario: #"""
        r.roundTrip("extension", Stored())
        r.roundTrip("inline", Inline(y: 3, name: "n"))
        r.roundTrip("raw", [StringFormat.other("uuid"), .generic])
        """#),
    TwinEntry(
      name: "ExtensionCodable",
      declarations: """
        @TWIN
        struct Settings: Equatable {
          var volume: Double = 0.5
          var muted = false
          let version: Int
        }

        extension Settings: Codable {}
        """,
      scenario: #"""
        var settings = Settings(volume: 0.25, muted: true, version: 2)
        r.roundTrip("memberwise", settings)
        settings.volume *= 2
        r.roundTrip("doubled", settings)
        r.decode("canonical", Settings.self, #"{"volume":1,"muted":false,"version":3}"#)
        r.decode("missing key", Settings.self, #"{"volume":1,"version":3}"#)
        r.check("equal", settings == Settings(volume: 0.5, muted: true, version: 2))
        """#),
    TwinEntry(
      name: "RenamingCodingKeys",
      declarations: """
        @TWIN
        struct Profile: Codable, Equatable {
          var name: String
          var age: Int

          enum CodingKeys: String, CodingKey {
            case name = "full_name"
            case age
          }
        }
        """,
      scenario: #"""
        let profile = Profile(name: "Dee", age: 41)
        r.roundTrip("memberwise", profile)
        r.decode("canonical", Profile.self, #"{"full_name":"Eve","age":2}"#)
        r.decode("property name as key", Profile.self, #"{"name":"Eve","age":2}"#)
        r.check("keys", [Profile.CodingKeys.name.stringValue, Profile.CodingKeys.age.stringValue])
        """#),
    TwinEntry(
      name: "SubsetCodingKeys",
      declarations: """
        @TWIN
        struct Draft: Codable {
          var title: String = "t"
          var cached: Int = 7
          var body: String = ""

          enum CodingKeys: String, CodingKey {
            case title, body
          }
        }
        """,
      scenario: #"""
        var draft = Draft()
        draft.cached = 9
        draft.body = "text"
        r.roundTrip("changed", draft)
        let decoded = try? JSONDecoder().decode(Draft.self, from: Data(#"{"title":"x","body":"y"}"#.utf8))
        r.check("decoded", [decoded?.title ?? "-", decoded?.body ?? "-", "\(decoded?.cached ?? -1)"])
        r.decode("missing key", Draft.self, #"{"title":"x"}"#)
        """#),
    TwinEntry(
      name: "ConditionalStoredCodable",
      declarations: """
        @TWIN
        struct BuildInfo: Codable, Equatable {
          var name: String = "app"
          #if DEBUG
            var debugLevel: Int = 2
          #elseif os(Windows)
            var windowsOnly: Int = 0
          #else
            var releaseFlag: Bool = true
          #endif
          var count = 0
        }
        """,
      scenario: #"""
        var info = BuildInfo()
        r.roundTrip("default", info)
        info.count += 3
        #if DEBUG
          info.debugLevel = 5
        #else
          info.releaseFlag.toggle()
        #endif
        r.roundTrip("changed", info)
        r.decode(
          "canonical", BuildInfo.self,
          #"{"name":"n","count":3,"debugLevel":1,"releaseFlag":false}"#)
        r.decode("missing key", BuildInfo.self, #"{"name":"n"}"#)
        r.check("equal", info == BuildInfo())
        """#),
    TwinEntry(
      name: "HandWrittenCoding",
      declarations: """
        @TWIN
        struct Temperature: Codable, Equatable {
          var celsius: Double
          var label: String = "room"

          init(celsius: Double) {
            self.celsius = celsius
          }

          init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            celsius = try container.decode(Double.self)
            label = "decoded"
          }

          func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(celsius)
          }
        }
        """,
      scenario: #"""
        let warm = Temperature(celsius: 21.5)
        r.roundTrip("custom", warm)
        r.check("label", warm.label)
        let decoded = try? JSONDecoder().decode(Temperature.self, from: Data("3.5".utf8))
        r.check("decoded", "\(decoded?.celsius ?? 0) \(decoded?.label ?? "-")")
        r.decode("type mismatch", Temperature.self, #""hot""#)
        """#),
    TwinEntry(
      name: "SynthesizedKeysByName",
      declarations: #"""
        @TWIN
        struct Badge: Codable, Equatable {
          var count: Int = 0
          var attr: String = "a"
          let version: Int

          init(count: Int, attr: String, version: Int) {
            self.count = count
            self.attr = attr
            self.version = version
          }

          init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            count = try container.decode(Int.self, forKey: .count)
            attr = try container.decodeIfPresent(String.self, forKey: CodingKeys.attr) ?? "none"
            version = container.contains(.version) ? try container.decode(Int.self, forKey: .version) : 0
          }

          static var keyNames: [String] {
            [CodingKeys.count, .attr, .version, CodingKeys(stringValue: "attr")!].map { key in
              switch key {
              case .count: return "count " + key.stringValue
              case .attr: return "attr " + CodingKeys.attr.stringValue
              default: return "other " + key.stringValue
              }
            }
          }
        }

        @TWIN
        struct Stamp: Codable {
          var name: String = "n"
          var size: Int = 1

          func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name.uppercased(), forKey: .name)
            try container.encode(size * 2, forKey: CodingKeys.size)
          }

          static var keys: String {
            "\(CodingKeys.name.stringValue) \(CodingKeys.size == CodingKeys(stringValue: "size"))"
          }
        }
        """#,
      scenario: #"""
        var badge = Badge(count: 2, attr: "b", version: 3)
        r.roundTrip("memberwise", badge)
        badge.count += 1
        r.roundTrip("changed", badge)
        r.decode("missing attr", Badge.self, #"{"count":1,"version":2}"#)
        r.decode("missing version", Badge.self, #"{"count":1,"attr":"x"}"#)
        r.check("key names", Badge.keyNames)
        var stamp = Stamp()
        r.encode("default", stamp)
        stamp.size = 5
        r.encode("changed", stamp)
        r.decode("canonical", Stamp.self, #"{"name":"x","size":3}"#)
        r.check("keys", Stamp.keys)
        """#),
    TwinEntry(
      name: "OwnKeysCodableInExtension",
      declarations: """
        @TWIN
        struct Ticket: Equatable {
          var seat: String = "A1"
          var price: Int = 10
          var note: String? = nil

          enum CodingKeys: String, CodingKey {
            case seat = "s"
            case price
            case note
          }
        }

        extension Ticket: Codable {}
        """,
      scenario: #"""
        var ticket = Ticket()
        r.roundTrip("default", ticket)
        ticket.price *= 2
        ticket.note = "aisle"
        r.roundTrip("changed", ticket)
        r.decode("canonical", Ticket.self, #"{"s":"B2","price":3}"#)
        r.decode("property name as key", Ticket.self, #"{"seat":"B2","price":3}"#)
        """#),
    TwinEntry(
      name: "EnumOwnKeys",
      declarations: """
        @TWIN
        enum Figure: Codable, Equatable {
          case square(Int)
          case named(label: String, size: Int)
          case empty

          enum CodingKeys: String, CodingKey {
            case square = "s"
            case named
            case empty
          }
        }

        @TWIN
        enum Signal: Encodable {
          case s(Int)
          case off

          enum CodingKeys: CodingKey {
            case s, off
          }
        }
        """,
      scenario: #"""
        r.roundTrip("square", Figure.square(2))
        r.roundTrip("named", Figure.named(label: "x", size: 1))
        r.roundTrip("empty", Figure.empty)
        r.decode("canonical", Figure.self, #"{"s":{"_0":4}}"#)
        r.decode("unknown case", Figure.self, #"{"square":{"_0":4}}"#)
        r.encode("payload", Signal.s(1))
        r.encode("off", Signal.off)
        """#),
    TwinEntry(
      name: "StandardNamesShadowed",
      declarations: #"""
        enum TwinShadowing {
          struct String: Codable, Equatable {
            var text = ""
          }
          struct CodingKey {}
          struct Decoder {}
          struct Encoder {}
          struct KeyPath {}
          struct WritableKeyPath {}
          struct Never {}
          struct Bool {}
          struct Int {}
          struct Double {}
          struct Optional {}

          @TWIN
          struct Model: Codable, Equatable {
            var name = "m"
            var count = 1
            var ratio = 0.5
            var flag = true
            var note: Swift.String? = "n"
            var tag: String = String(text: "t")
          }

          @TWIN
          struct Keyed: Codable, Equatable {
            var title = "k"
            var size = 2

            enum CodingKeys: Swift.String, Swift.CodingKey {
              case title = "t"
              case size
            }
          }

          @TWIN
          enum Choice: Equatable {
            case one(Swift.Int)
            case zero
          }
        }
        """#,
      scenario: #"""
        var model = TwinShadowing.Model()
        r.roundTrip("model", model)
        model.count += 1
        model.note = nil
        model.tag.text += "!"
        r.roundTrip("changed model", model)
        var keyed = TwinShadowing.Keyed()
        keyed.size = 3
        r.roundTrip("keyed", keyed)
        r.decode("canonical keyed", TwinShadowing.Keyed.self, #"{"t":"x","size":1}"#)
        var choice = TwinShadowing.Choice.one(1)
        r.check("choice", choice == .one(1))
        choice = .zero
        r.check("changed choice", choice == .zero)
        """#),
    TwinEntry(
      name: "WrappedOwnKeys",
      declarations: """
        @propertyWrapper
        struct TwinTagged: Codable, Equatable {
          var wrappedValue: String
          var tag: String
        }

        @TWIN
        struct Labelled: Codable, Equatable {
          @TwinTagged var id: String
          var count: Int = 0

          enum CodingKeys: String, CodingKey {
            case id = "identifier"
            case count
          }
        }

        @TWIN
        struct Unkeyed: Codable, Equatable {
          @TwinTagged var id: String
          var count: Int = 0
        }
        """,
      scenario: #"""
        var labelled = Labelled(id: TwinTagged(wrappedValue: "x", tag: "t"))
        r.roundTrip("memberwise", labelled)
        labelled.id = "y"
        labelled.count = 2
        r.roundTrip("changed", labelled)
        r.decode(
          "canonical", Labelled.self, #"{"identifier":{"wrappedValue":"z","tag":"u"},"count":1}"#)
        r.decode("wrapped value only", Labelled.self, #"{"identifier":"z","count":1}"#)
        r.roundTrip("unkeyed", Unkeyed(id: TwinTagged(wrappedValue: "x", tag: "t")))
        """#,
      expectedWarnings: [
        "'id' is not observed because it has the property wrapper '@TwinTagged'"
      ]),
    TwinEntry(
      name: "ConstantsDecodingSkips",
      declarations: """
        @TWIN
        struct Manifest: Codable, Equatable {
          var name = "m"
          let version = 1
          let kind: String = "doc", revision = 2
          let fixed: Int
          #if compiler(>=5)
            var extra = 0
          #endif
        }

        @TWIN
        struct KeyedManifest: Codable, Equatable {
          var name = "m"
          let version = 1

          enum CodingKeys: String, CodingKey {
            case name
          }
        }

        @TWIN
        struct EncodedManifest: Encodable {
          var name = "m"
          let version = 1
        }

        @TWIN
        struct DecodedByHand: Codable {
          var name = "m"
          let version = 1

          init() {}

          init(from decoder: any Decoder) throws {
            name = "decoded"
          }
        }
        """,
      scenario: #"""
        r.roundTrip("manifest", Manifest(name: "x", fixed: 3))
        r.decode(
          "other constants", Manifest.self,
          #"{"name":"n","version":5,"kind":"k","revision":9,"fixed":4,"extra":1}"#)
        r.roundTrip("keyed", KeyedManifest())
        r.encode("encoded", EncodedManifest())
        r.roundTrip("by hand", DecodedByHand())
        """#,
      plainWarnings: [
        "immutable property will not be decoded because it is declared with an initial value"
      ]),
    TwinEntry(
      name: "FoundationValues",
      declarations: """
        @TWIN
        struct Upload: Codable, Hashable {
          var id: UUID = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
          var date: Date = Date(timeIntervalSince1970: 1_000_000)
          var url: URL = URL(string: "https://example.com/a")!
          var data: Data = Data([1, 2, 3])
        }
        """,
      scenario: #"""
        var upload = Upload()
        r.roundTrip("default", upload)
        r.check("hash", upload.hashValue)
        upload.data.append(4)
        upload.date += 60
        upload.url.append(path: "b")
        r.roundTrip("changed", upload)
        r.check("equal", upload == Upload())
        r.decode("type mismatch", Upload.self, #"{"id":"not a uuid","date":0,"url":"x","data":""}"#)
        """#),
  ]
}
