/// Hand-written twin entries about `Codable`: synthesized, declared in an extension, with
/// custom or partial coding keys, around `#if`, hand-written, and Foundation value types.
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
