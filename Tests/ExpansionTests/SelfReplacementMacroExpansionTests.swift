import GeneratorTestSupport
import ObservableStructsGenerator
import XCTest

/// The macro path's share of self-replacement: `@ObservableState` marks mutating methods that
/// assign `self`, and the marker's body expansion adds the same check the build plugin writes.
final class SelfReplacementMacroExpansionTests: XCTestCase {
  private let parent = """
    @ObservableState
    struct Form {
      var name = ""
      var age = 0
      mutating func reset() { self = Form() }
      mutating func rename(_ name: String) { self.name = name }
    }
    """

  private func memberAttribute(for member: String) -> String {
    ObservableStateExpansion.expand(
      .memberAttribute, of: member, parent: parent
    ).expandedSource ?? "(no expansion)"
  }

  func testMutatingMethodAssigningSelfGetsTheBodyMacroThatMakesTheNewValueAdoptTheOld() {
    XCTAssertEqual(
      memberAttribute(for: "mutating func reset() { self = Form() }"),
      "@ObservationStateSelfReplacement()")
  }

  func testMutatingMethodOfATypeThatCannotAdoptGetsTheBodyMacroNamingEveryTrackedProperty() {
    let conditional = parent.replacingOccurrences(
      of: "  var age = 0\n", with: "  var age = 0\n  #if DEBUG\n  var trace = \"\"\n  #endif\n")
    XCTAssertNotEqual(conditional, parent)
    XCTAssertEqual(
      ObservableStateExpansion.expand(
        .memberAttribute, of: "mutating func reset() { self = Form() }", parent: conditional
      ).expandedSource,
      #"@ObservationStateSelfReplacement("name", "age")"#)
  }

  func testMethodsThatDoNotAssignSelfGetNothing() {
    XCTAssertEqual(
      memberAttribute(for: "mutating func rename(_ name: String) { self.name = name }"), "")
    XCTAssertEqual(memberAttribute(for: "func same(_ other: Form) -> Bool { self == other }"), "")
  }

  func testBodyExpansionChecksForAReplacementWhenTheMethodEnds() {
    let response = BodyMacroExpansion.expand(
      #"@ObservationStateSelfReplacement("name")"#,
      on: "mutating func reset() {\n  self = Form()\n}")
    XCTAssertEqual(
      response.expandedSource,
      "{ let _$previousRegistrar = _$observationRegistrar; defer { if "
        + "_$previousRegistrar._$isReplaced(by: _$observationRegistrar) { "
        + "_$previousRegistrar._$didReplace(self, keyPath: \\._$_name) } };\n  self = Form()\n}")
  }
}
