import GeneratorTestSupport
import ObservableStructsGenerator
import XCTest

/// When the macro's front end can read the annotated type's file, the macro expands the type
/// with the extensions beside it, as the build plugin does: keys, coding functions and mirrors
/// declared there are the type's own, and nothing generated collides with them.
final class MacroSameFileExtensionsTests: XCTestCase {
  /// The `member` and `extension` expansions of the annotated declaration that starts at
  /// `marker` in `file` (the declaration runs to the first line that is only `}` after it).
  private func expansions(
    of file: String, at marker: String = "@ObservableState", readable: Bool = true,
    fileSeen: String? = nil
  ) throws -> (members: MacroExpansionResponse, extension: MacroExpansionResponse) {
    let start = try XCTUnwrap(file.range(of: marker)).lowerBound
    let tail = file[start...]
    let end = try XCTUnwrap(tail.range(of: "\n}")).upperBound
    let declaration = String(file[start..<end])
    let offset = file.utf8.distance(from: file.utf8.startIndex, to: start)
    let enclosing =
      readable
      ? EnclosingSourceFile(bytes: Array((fileSeen ?? file).utf8), declarationOffset: offset)
      : nil
    let members = ObservableStateExpansion.expand(
      .member, of: declaration, enclosingFile: enclosing)
    let conformances = ObservableStateExpansion.expand(
      .extension, of: declaration, extendedType: "S",
      conformances: ["ObservableState", "Observable", "CustomReflectable"],
      enclosingFile: enclosing)
    return (members, conformances)
  }

  private let keysInExtension = """
    @ObservableState
    struct S: Codable {
      var a = 0
      var b = ""
    }

    extension S {
      enum CodingKeys: String, CodingKey {
        case a = "x"
        case b
      }
    }

    """

  func testKeysDeclaredInAnExtensionReplaceTheGeneratedKeys() throws {
    let (members, conformance) = try expansions(of: keysInExtension)
    XCTAssertFalse(try XCTUnwrap(members.expandedSource).contains("CodingKeys"))
    let extensionText = try XCTUnwrap(conformance.expandedSource)
    XCTAssertTrue(extensionText.contains("init(from decoder: any Swift::Decoder) throws"))
    XCTAssertTrue(extensionText.contains("forKey: .a)"))
    XCTAssertTrue(extensionText.contains("func encode(to encoder: any Swift::Encoder) throws"))
  }

  func testWithoutTheFileTheMacroWritesItsOwnKeys() throws {
    let (members, conformance) = try expansions(of: keysInExtension, readable: false)
    XCTAssertTrue(try XCTUnwrap(members.expandedSource).contains("enum CodingKeys"))
    XCTAssertFalse(try XCTUnwrap(conformance.expandedSource).contains("init(from"))
  }

  func testAFileThatNoLongerHoldsTheDeclarationIsIgnored() throws {
    // An editor's buffer moved on since the compiler read the file: the file is not trusted.
    let edited = keysInExtension.replacingOccurrences(of: "var b = \"\"", with: "var c = \"\"")
    let (members, _) = try expansions(of: keysInExtension, fileSeen: edited)
    XCTAssertTrue(try XCTUnwrap(members.expandedSource).contains("enum CodingKeys"))
  }

  func testCodingWrittenInExtensionsGetsNoGeneratedCoding() throws {
    let file = """
      @ObservableState
      struct S {
        var a = 0
      }

      extension S {
        enum CodingKeys: CodingKey { case a }
      }

      extension S: Encodable {
        func encode(to encoder: any Encoder) throws {}
      }

      extension S: Decodable {
        init(from decoder: any Decoder) throws { a = 1 }
      }

      """
    let (members, conformance) = try expansions(of: file)
    XCTAssertFalse(try XCTUnwrap(members.expandedSource).contains("CodingKeys"))
    let extensionText = try XCTUnwrap(conformance.expandedSource)
    XCTAssertFalse(extensionText.contains("init(from"))
    XCTAssertFalse(extensionText.contains("func encode"))
  }

  func testANestedTypeFindsTheExtensionsOfItsQualifiedName() throws {
    let file = """
      enum Outer {
        @ObservableState
        struct S {
          var a = 0
        }
      }

      extension Outer.S: Codable {
        enum CodingKeys: String, CodingKey { case a = "x" }
      }

      extension S {
        var unrelated: Int { 0 }
      }

      """
    let (members, conformance) = try expansions(of: file)
    XCTAssertFalse(try XCTUnwrap(members.expandedSource).contains("CodingKeys"))
    XCTAssertTrue(try XCTUnwrap(conformance.expandedSource).contains("init(from"))
  }

  func testATypeSeenToBeOnlyEncodableIsNotDecoded() throws {
    let file = """
      @ObservableState
      struct S: Encodable {
        var a = 0

        enum CodingKeys: String, CodingKey { case a = "x" }
      }

      """
    let seen = try XCTUnwrap(try expansions(of: file).extension.expandedSource)
    XCTAssertTrue(seen.contains("func encode(to"))
    XCTAssertFalse(seen.contains("init(from"))
    // Unseen, a conformance elsewhere may add `Decodable`: both are written.
    let unseen = try XCTUnwrap(try expansions(of: file, readable: false).extension.expandedSource)
    XCTAssertTrue(unseen.contains("init(from"))
  }

  func testDiagnosticsStayRelativeToTheDeclaration() throws {
    let file = """
      // A comment that moves the declaration away from the file's start.
      @ObservableState
      struct S {
        lazy var a = 0
      }

      """
    let seen = try expansions(of: file).members.diagnostics
    let unseen = try expansions(of: file, readable: false).members.diagnostics
    XCTAssertEqual(seen.count, 1)
    XCTAssertEqual(seen, unseen)
  }
}
