import ObservableStructsGenerator
import XCTest

/// An initializer's reads of tracked properties go to their storage, except where the body or
/// the parameter list declares the name again: then the name means the parameter, the local or
/// the pattern variable, and every use of it is left as written.
final class InitializerShadowingTests: XCTestCase {
  /// The expanded body of `init(x: Int, pairs: [(Int, Int)], maybe: Int?)` with `statements`,
  /// in a struct that tracks `count` and `total`.
  private func expandedBody(_ statements: String, parameters: String = "x: Int") throws -> String {
    let source = """
      @ObservableState
      struct S {
        var count: Int
        var total: Int

        init(\(parameters)) {
      \(statements)
        }
      }

      """
    let output = try XCTUnwrap(
      ObservableStructsGenerator.expand(SourceText(source), file: "S.swift").output)
    let start = try XCTUnwrap(output.range(of: "init(\(parameters)) {"))
    let end = try XCTUnwrap(output.range(of: "\n  }\n", range: start.upperBound..<output.endIndex))
    return String(output[start.upperBound..<end.lowerBound])
  }

  func testAnUnshadowedReadGoesToStorage() throws {
    let body = try expandedBody("    count = x\n    total = count * 2")
    XCTAssertTrue(body.contains("total = _$_count * 2"), body)
  }

  func testEveryWayABodyDeclaresTheNameKeepsItsUsesWhileInScope() throws {
    // Each declaration, and whether a read after it is the property's again.
    let declarations: [(String, readsPropertyAfter: Bool)] = [
      ("let count = x", false),
      ("var a = 0, count = x", false),
      ("let (count, other) = (x, x)", false),
      ("guard case let .some(count) = Optional(x) else { return }", false),
      ("for (count, other) in [(x, x)] { _ = count + other }", true),
      ("for count in [x] { _ = count }", true),
      ("_ = [x].map { count in count }", true),
      ("_ = [(x, x)].map { a, count in a + count }", true),
      ("_ = [x].map { (count: Int) in count }", true),
      ("if case let .some(count) = Optional(x) { _ = count }", true),
      ("if case .some(let count) = Optional(x) { _ = count }", true),
      (
        "switch Optional((x, x)) {\n    case let .some((count, _)): _ = count\n    default: break\n    }",
        true
      ),
      ("func helper(count: Int) -> Int { count }", true),
      ("func helper(_ count: Int) -> Int { count }", true),
    ]
    for (declaration, readsPropertyAfter) in declarations {
      let body = try expandedBody("    \(declaration)\n    count = x\n    total = count * 2")
      XCTAssertTrue(body.contains(declaration), "\(declaration) changed:\n\(body)")
      XCTAssertEqual(
        body.contains("total = _$_count * 2"), readsPropertyAfter, "\(declaration):\n\(body)")
    }
  }

  func testAParameterNamedWithAKeywordShadowsThePropertyOfThatName() throws {
    let source = """
      @ObservableState
      struct Variable {
        var `enum`: [String]?
        var `default`: String

        init(enum: [String]? = nil, default: String) {
          self.enum = `enum`
          self.default = `default`
        }
      }

      """
    let output = try XCTUnwrap(
      ObservableStructsGenerator.expand(SourceText(source), file: "V.swift").output)
    XCTAssertTrue(output.contains("self.enum = `enum`\n"), output)
    XCTAssertTrue(output.contains("self.default = `default`\n"), output)
  }

  func testCallsWithLabelsNamedLikeThePropertyStillRead() throws {
    // Argument labels and members of other values are not declarations.
    let body = try expandedBody(
      "    count = x\n    total = max(count, x)\n    _ = Array(repeating: 0, count: count)")
    XCTAssertTrue(body.contains("total = max(_$_count, x)"), body)
    XCTAssertTrue(body.contains("count: _$_count)"), body)
  }
}
