import Foundation
import GeneratorTestSupport
import ObservableStructsGenerator
import Testing
import XCTest

/// Types the conformance extension cannot reach, and types that cannot be observed: a
/// `private` type nested in another type works through the build plugin (it is made
/// `fileprivate`, so that its extension can name it; a type inside an unannotated `private`
/// one adopts the protocols in its own declaration) and, through the macro, is left plain with
/// one warning saying why it is not observed; a noncopyable type is one clear error on both
/// paths. What each path reports and generates for the same source is in
/// `RestrictedTypeOnEachPathTests`, below.
final class RestrictedTypeTests: XCTestCase {
  /// Two private types nested in another (the marked text of the suite below).
  private let privateNested = MarkedSource(RestrictedTypeOnEachPathTests.privateNested).text

  func testAPrivateNestedTypeCompilesThroughThePlugin() throws {
    let errors = try PluginOutputTypecheck.typecheckErrors(
      of: privateNested, file: "Form.swift.observable")
    XCTAssertEqual(errors, [])
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
}

/// The restricted types on each path, with their diagnostics marked where they must point.
@Suite struct RestrictedTypeOnEachPathTests {
  /// Two private types nested in another; `1️⃣` and `2️⃣` mark their annotations.
  static let privateNested = """
    import ObservableStructs

    struct Form: Equatable {
      1️⃣@ObservableState
      private struct Draft: Equatable, Codable {
        var title = ""
        var count = 0
      }

      2️⃣@ObservableState
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

  /// A private nested type: the plugin makes it `fileprivate` and extends it, without a word;
  /// the macro, which cannot attach a conformance to it, leaves it plain (no member, member
  /// attribute or extension) with one warning at its annotation.
  @Test(
    arguments: [
      (
        ExpansionPath.plugin, [],
        [
          "fileprivate struct Draft: Equatable, Codable {",
          "fileprivate struct Generic<Value: Equatable>: Equatable where Value: Sendable {",
          "extension Form.Draft: ObservableStructs::ObservableState, Observation::Observable",
        ]
      ),
      (
        .macro,
        [
          ExpectedDiagnostic("type.private-nested-macro", at: "1️⃣", severity: .warning),
          ExpectedDiagnostic("type.private-nested-macro", at: "2️⃣", severity: .warning),
        ],
        nil
      ),
    ] as [(ExpansionPath, [ExpectedDiagnostic], [String]?)])
  func aPrivateNestedType(
    path: ExpansionPath, diagnostics: [ExpectedDiagnostic], generated fragments: [String]?
  ) throws {
    let expansion = assertDiagnostics(Self.privateNested, diagnostics, on: path)
    guard let fragments else {
      #expect(expansion.generated == nil, "the \(path.testDescription) path generated code")
      return
    }
    let output = try #require(expansion.generated)
    for fragment in fragments {
      #expect(output.contains(fragment), "no `\(fragment)` in:\n\(output)")
    }
  }

  /// A noncopyable type is one error at its annotation, and nothing is generated.
  @Test(arguments: ExpansionPath.allCases)
  func aNoncopyableTypeIsOneErrorAtTheAnnotation(path: ExpansionPath) {
    let expansion = assertDiagnostics(
      """
      import ObservableStructs

      1️⃣@ObservableState
      struct Token: ~Copyable {
        var value = 0
      }

      """,
      [ExpectedDiagnostic("type.noncopyable", severity: .error)], on: path)
    #expect(expansion.generated == nil)
  }
}
