import Foundation
import GeneratorTestSupport
import Testing

@testable import ObservableStructsGenerator

/// No declaration of the user's can capture a name the expansion writes: every standard name
/// carries a module selector (`Swift::String`, `Observation::Observable`), which looks in that
/// module only, whatever types named `Swift` or `String` are in scope.
@Suite struct ReservedNameShadowingTests {
  /// Annotated types with the features whose expansion names the most: inferred and optional
  /// types, observers, coding (synthesized and with keys of its own), reflection, an enum.
  /// `SHADOWS` marks where the other test declares types. The user's own standard names are
  /// aliases declared outside, so that the shadows capture only what the expansion writes.
  private static let model = """
    @ObservableState
    struct Model: Codable, Equatable, Hashable {
      SHADOWS
      var title = ""
      var count = 0
      var ratio = 1.5
      var isOn = false
      var note: Text?
      var tags: [Text] = [] {
        didSet { count += 1 }
      }
      let version = 1
    }

    @ObservableState
    struct Keyed: Codable {
      SHADOWS
      var first = ""
      var second = 0

      enum CodingKeys: KeyName, Key {
        case first = "f"
        case second
      }
    }

    @ObservableState
    enum Phase {
      SHADOWS
      case idle
      case loading(Model)
      case failed(Keyed, code: Count)
    }
    """

  /// The standard names the user's types use, declared where no shadow reaches.
  private static let aliases = """
    typealias Text = String
    typealias Count = Int
    typealias KeyName = String
    typealias Key = CodingKey
    """

  /// Every identifier the expansion of `model` writes that the user did not: the names it
  /// declares under the reserved `_$` prefix aside, since only the expansion may use them.
  private static func identifiersTheExpansionWrites() throws -> [String] {
    let types = model.replacingOccurrences(of: "SHADOWS", with: "")
    let input = "import ObservableStructs\n\n" + aliases + "\n\n" + types
    let output = try #require(
      ObservableStructsGenerator.expand(SourceText(input), file: "Model.swift").output)
    let written = Set(identifiers(in: output))
    let theUsers = Set(identifiers(in: types))
    return written.subtracting(theUsers).filter { !$0.hasPrefix("_$") }.sorted()
  }

  private static func identifiers(in text: String) -> [String] {
    LexerTestSupport.pieces(text).compactMap { piece in
      guard piece.kind == .identifier else { return nil }
      return piece.text.hasPrefix("`") ? String(piece.text.dropFirst().dropLast()) : piece.text
    }
  }

  @Test func theExpansionWritesStandardNamesWithTheirModules() throws {
    let names = try Self.identifiersTheExpansionWrites()
    // The check below is only as strong as the names it declares.
    for name in ["Swift", "Observation", "ObservableStructs", "Mirror", "CodingKey", "KeyPath"] {
      #expect(names.contains(name), "\(name) not among \(names)")
    }
  }

  @Test func aNestedTypeNamedLikeAnythingTheExpansionWritesCapturesNothing() throws {
    // Declared in the annotated types, and again in the type their extension adds them to.
    let shadows = try Self.identifiersTheExpansionWrites().map { "enum `\($0)` {}" }
    let nested = Self.model.replacingOccurrences(
      of: "SHADOWS", with: shadows.joined(separator: "\n"))
    let text = """
      import ObservableStructs

      \(Self.aliases)

      enum Outer {
      \(shadows.joined(separator: "\n"))
      }

      extension Outer {
      \(nested)
      }

      """
    let errors = try PluginOutputTypecheck.typecheckErrors(of: text, file: "Outer.swift")
    #expect(errors == [], "\(text)")
  }
}
