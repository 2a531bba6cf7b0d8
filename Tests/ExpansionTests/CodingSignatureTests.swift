import Testing

@testable import ObservableStructsGenerator

/// A type's own coding members are told by their whole signature: `init(from:)` and
/// `encode(to:)` take one argument with that label, so `init(from:configuration:)` and
/// `encode(to:configuration:)` (`DecodableWithConfiguration`, `EncodableWithConfiguration`)
/// leave the `Codable` requirements to the expansion.
@Suite struct CodingSignatureTests {
  /// Whether the one member of `struct S { <member> }` implements decoding and encoding.
  private static func recognition(of member: String) throws -> (decodes: Bool, encodes: Bool) {
    let parsed = DeclarationParser.parse(
      SourceText("struct S {\n  \(member)\n}\n"), file: "S.swift")
    let type = try #require(parsed.types.first)
    guard case .other(let declaration) = try #require(type.members.first) else {
      Issue.record("not a function or initializer: \(member)")
      return (false, false)
    }
    return (
      CodingSignature.isDecodingInitializer(declaration, in: parsed.lexed),
      CodingSignature.isEncodingFunction(declaration, in: parsed.lexed)
    )
  }

  @Test(arguments: [
    "init(from decoder: any Decoder) throws {}",
    "init(from decoder: Decoder) throws { self.init() }",
    "public init(from decoder: any Swift.Decoder) throws {}",
    "@available(*, deprecated, message: \"(old)\") init(from decoder: Decoder) throws {}",
    "init(  from   decoder : Decoder ) throws {}",
    "init<D: Decoder>(from decoder: D) throws {}",
    "init(`from` decoder: Decoder) throws {}",
    "init!(from decoder: Decoder) {}",
  ])
  func decodingInitializers(_ member: String) throws {
    let recognized = try Self.recognition(of: member)
    #expect(recognized.decodes)
    #expect(!recognized.encodes)
  }

  @Test(arguments: [
    "func encode(to encoder: any Encoder) throws {}",
    "public func encode(to encoder: Encoder) throws {}",
    "func encode<E: Encoder>(to encoder: E) throws {}",
    "nonisolated func encode(to encoder: any Encoder) throws {}",
  ])
  func encodingFunctions(_ member: String) throws {
    let recognized = try Self.recognition(of: member)
    #expect(!recognized.decodes)
    #expect(recognized.encodes)
  }

  @Test(arguments: [
    "init(from decoder: Decoder, configuration: Config) throws {}",
    "init(from decoder: Decoder, strict: Bool = true) throws {}",
    "init(fromDecoder decoder: Decoder) throws {}",
    "init(_ from: Decoder) throws {}",
    "init() {}",
    "func encode(to encoder: Encoder, configuration: Config) throws {}",
    "func encode(into encoder: Encoder) throws {}",
    "func encoded(to encoder: Encoder) throws {}",
    "func encode() {}",
  ])
  func otherMembers(_ member: String) throws {
    let recognized = try Self.recognition(of: member)
    #expect(!recognized.decodes)
    #expect(!recognized.encodes)
  }

  /// A `Codable` struct with keys of its own and coding functions that take a configuration
  /// as well gets the `init(from:)` and `encode(to:)` synthesis would give the plain struct.
  @Test func configurationCodingLeavesTheCodableRequirementsToTheExpansion() throws {
    let text = """
      import ObservableStructs

      struct Scale { var factor = 1 }

      @ObservableState
      struct Reading: Codable {
        var label: String
        var value = 0

        enum CodingKeys: String, CodingKey {
          case label = "l"
          case value
        }

        init(label: String) { self.label = label }

        init(from decoder: any Decoder, configuration: Scale) throws {
          let container = try decoder.container(keyedBy: CodingKeys.self)
          label = try container.decode(String.self, forKey: .label)
          value = try container.decode(Int.self, forKey: .value) * configuration.factor
        }

        func encode(to encoder: any Encoder, configuration: Scale) throws {
          var container = encoder.container(keyedBy: CodingKeys.self)
          try container.encode(label, forKey: .label)
          try container.encode(value / configuration.factor, forKey: .value)
        }
      }

      """
    let errors = try PluginOutputTypecheck.typecheckErrors(of: text, file: "Reading.swift")
    #expect(errors == [])
  }
}
