import Foundation
import GeneratorTestSupport
import ObservableStructsGenerator
import XCTest

/// Types the conformance extension cannot reach, and types that cannot be observed: a
/// `private` type nested in another type works through the build plugin (it is made
/// `fileprivate`, so that its extension can name it; a type inside an unannotated `private`
/// one adopts the protocols in its own declaration) and, through the macro, is left plain with
/// one warning saying why it is not observed; a noncopyable type is one clear error on both
/// paths.
final class RestrictedTypeTests: XCTestCase {
  private let privateNested = """
    import ObservableStructs

    struct Form: Equatable {
      @ObservableState
      private struct Draft: Equatable, Codable {
        var title = ""
        var count = 0
      }

      @ObservableState
      private struct Generic<Value: Equatable>: Equatable where Value: Sendable {
        var value: Value
      }

      private var draft = Draft()
      private var generic = Generic(value: 1)

      mutating func edit() -> String {
        draft.title = "edited"
        draft.count += 1
        generic.value += 1
        return "\\(draft)"
      }
    }

    """

  func testAPrivateNestedTypeCompilesThroughThePlugin() throws {
    let errors = try PluginOutputTypecheck.typecheckErrors(
      of: privateNested, file: "Form.swift.observable")
    XCTAssertEqual(errors, [])
  }

  func testAPrivateNestedTypeBecomesFileprivateWithItsExtensionThroughThePlugin() throws {
    let output = try XCTUnwrap(
      ObservableStructsGenerator.expand(SourceText(privateNested), file: "Form.swift").output)
    XCTAssertTrue(output.contains("fileprivate struct Draft: Equatable, Codable {"), output)
    XCTAssertTrue(
      output.contains(
        "fileprivate struct Generic<Value: Equatable>: Equatable where Value: Sendable {"),
      output)
    XCTAssertTrue(
      output.contains(
        "extension Form.Draft: ObservableStructs::ObservableState, Observation::Observable"),
      output)
  }

  /// Keys of its own make the type's coding functions generated; in an extension, they leave
  /// the memberwise initializer in place.
  private let privateNestedWithKeys = """
    import ObservableStructs

    final class Holder {
      @ObservableState
      private struct SplitsData: Codable, Equatable {
        var version: String
        var laps = 0

        enum CodingKeys: String, CodingKey {
          case version = "v"
          case laps
        }
      }

      @ObservableState
      private struct DataEntry: Codable, Equatable {
        let value: String

        enum CodingKeys: String, CodingKey {
          case value = ""
        }
      }

      func run() -> Bool {
        SplitsData(version: "1.8") == SplitsData(version: "1.8", laps: 0)
          && DataEntry(value: "x").value == "x"
      }
    }

    """

  func testAPrivateNestedTypeWithKeysOfItsOwnKeepsItsMemberwiseInitializerThroughThePlugin()
    throws
  {
    let errors = try PluginOutputTypecheck.typecheckErrors(
      of: privateNestedWithKeys, file: "Holder.swift.observable")
    XCTAssertEqual(errors, [])
  }

  func testAPrivateNestedTypeIsLeftPlainWithOneWarningAtTheAnnotationThroughTheMacro() {
    let declaration = "@ObservableState\nprivate struct Draft {\n  var title = \"\"\n}"
    let context = ["struct Form {}"]
    let members = ObservableStateExpansion.expand(.member, of: declaration, lexicalContext: context)
    XCTAssertEqual(members.diagnostics.count, 1)
    XCTAssertEqual(members.diagnostics.first?.severity, .warning)
    XCTAssertEqual(members.expandedSource, "")
    XCTAssertTrue(
      members.diagnostics.first?.message.contains("declare it 'fileprivate'") ?? false,
      "\(members.diagnostics)")
    let extensionText = ObservableStateExpansion.expand(
      .extension, of: declaration, extendedType: "Draft",
      conformances: ["ObservableState", "Observable"], lexicalContext: context
    ).expandedSource
    XCTAssertEqual(extensionText, "")
    let attributes = ObservableStateExpansion.expand(
      .memberAttribute, of: "var title = \"\"", parent: declaration,
      lexicalContext: [declaration] + context)
    XCTAssertEqual(attributes.expandedSource ?? "", "")
    XCTAssertEqual(attributes.diagnostics.count, 0)
  }

  private let insidePrivate = """
    import ObservableStructs

    final class Holder {
      private struct Splits: Codable, Equatable {
        @ObservableState
        enum Kind: String, Codable { case fast, slow }

        @ObservableState
        struct Entry: Codable, Equatable {
          var time = 1
        }

        var kind: Kind = .fast
        var entry = Entry()
      }

      func run() -> Int {
        var splits = Splits()
        splits.entry.time += 1
        return splits.entry.time
      }
    }

    """

  func testATypeInsideAPrivateNestedTypeCompilesThroughThePlugin() throws {
    let errors = try PluginOutputTypecheck.typecheckErrors(
      of: insidePrivate, file: "Holder.swift.observable")
    XCTAssertEqual(errors, [])
  }

  func testATypeInsideAPrivateNestedTypeIsLeftPlainWithOneWarningThroughTheMacro() {
    let declaration = "@ObservableState\nstruct Entry {\n  var time = 1\n}"
    let context = ["private struct Splits {}", "final class Holder {}"]
    let members = ObservableStateExpansion.expand(.member, of: declaration, lexicalContext: context)
    XCTAssertEqual(members.diagnostics.map(\.severity), [.warning])
    XCTAssertEqual(members.expandedSource, "")
    let fileScopePrivateParent = ObservableStateExpansion.expand(
      .member, of: declaration, lexicalContext: ["private struct Splits {}"])
    XCTAssertEqual(fileScopePrivateParent.diagnostics.count, 0)
  }

  func testAFileScopePrivateTypeIsExpandedByTheMacro() {
    let declaration = "@ObservableState\nprivate struct Draft {\n  var title = \"\"\n}"
    let members = ObservableStateExpansion.expand(.member, of: declaration)
    XCTAssertEqual(members.diagnostics.count, 0)
    XCTAssertTrue(members.expandedSource?.contains("_$observationRegistrar") ?? false)
  }

  func testANoncopyableTypeIsOneErrorAtTheAnnotationOnBothPaths() {
    let text =
      "import ObservableStructs\n\n@ObservableState\nstruct Token: ~Copyable {\n"
      + "  var value = 0\n}\n"
    let plugin = ObservableStructsGenerator.expand(SourceText(text), file: "Token.swift")
    XCTAssertEqual(plugin.diagnostics.count, 1)
    XCTAssertEqual(plugin.diagnostics.first?.line, 3)
    XCTAssertTrue(plugin.diagnostics.first?.message.contains("noncopyable") ?? false)
    let declaration = "@ObservableState\nstruct Token: ~Copyable {\n  var value = 0\n}"
    let members = ObservableStateExpansion.expand(.member, of: declaration)
    XCTAssertEqual(members.diagnostics.count, 1)
    XCTAssertTrue(members.diagnostics.first?.message.contains("noncopyable") ?? false)
    let attributes = ObservableStateExpansion.expand(
      .memberAttribute, of: "var value = 0", parent: declaration,
      lexicalContext: [declaration])
    XCTAssertEqual(attributes.expandedSource ?? "", "")
  }
}
