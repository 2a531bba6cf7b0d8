import GeneratorTestSupport
import ObservableStructsGenerator
import XCTest

/// The macro path's share of keeping observers out of initializers: `@ObservableState` marks
/// the initializers that mention tracked properties with observers, and the marker's body
/// expansion sends those references to storage, as the build plugin does in place.
final class InitializerMacroExpansionTests: XCTestCase {
  private let parent = """
    @ObservableState
    struct Account {
      var balance: Int = 0 {
        didSet { print(oldValue) }
      }
      var owner = ""
      init(balance: Int) {
        self.balance = balance
        self.balance += 1
      }
      init(owner: String) { self.owner = owner }
    }
    """

  private func memberAttribute(for member: String, parent: String) -> String {
    ObservableStateExpansion.expand(
      .memberAttribute, of: member, parent: parent
    ).expandedSource ?? "(no expansion)"
  }

  func testInitializerMentioningObservedPropertyGetsTheBodyMacro() {
    let member = "init(balance: Int) {\n  self.balance = balance\n  self.balance += 1\n}"
    XCTAssertEqual(
      memberAttribute(for: member, parent: parent),
      #"@ObservationStateInitializer("balance", reading: "owner")"#)
  }

  func testInitializerReadingATrackedPropertyGetsTheBodyMacro() {
    let member = "init(owner: String) {\n  self.owner = owner\n  log(owner.count, self.owner)\n}"
    XCTAssertEqual(
      memberAttribute(for: member, parent: parent),
      #"@ObservationStateInitializer("balance", reading: "owner")"#)
  }

  func testDelegatingInitializerReadsThroughTheProperties() {
    let delegating = "init(twice owner: String) {\n  self.init(owner: owner)\n  log(self.owner)\n}"
    XCTAssertEqual(memberAttribute(for: delegating, parent: parent), "")
    let assigning = "init(copy: Account) {\n  self = copy\n  log(owner)\n}"
    XCTAssertEqual(memberAttribute(for: assigning, parent: parent), "")
  }

  func testInitializerBodyReadsTrackedPropertiesFromStorageAndAssignsThroughThem() {
    let body = BodyMacroExpansion.expand(
      #"@ObservationStateInitializer(reading: "total", "count")"#,
      on: "init(count: Int) {\n  self.count = count\n  total = self.count * 2\n  total += 1\n}")
    XCTAssertEqual(
      body.expandedSource,
      "{\n  self.count = count\n  total = self._$_count * 2\n  _$_total += 1\n}")
  }

  func testInitializerMentioningOnlyPropertiesWithoutObserversGetsNothing() {
    XCTAssertEqual(
      memberAttribute(for: "init(owner: String) { self.owner = owner }", parent: parent), "")
  }

  func testInitializersOfTypesWithoutObserversGetNothing() {
    let plain = "@ObservableState\nstruct Plain {\n  var balance = 0\n  init() { balance = 1 }\n}"
    XCTAssertEqual(memberAttribute(for: "init() { balance = 1 }", parent: plain), "")
  }

  func testBodyExpansionSendsReferencesToStorageAndKeepsParameters() {
    let response = BodyMacroExpansion.expand(
      #"@ObservationStateInitializer("balance", "limit")"#,
      on: "init(balance: Int) {\n  self.balance = balance\n  limit = balance\n}")
    XCTAssertEqual(
      response.expandedSource, "{\n  self._$_balance = balance\n  _$_limit = balance\n}")
    XCTAssertEqual(response.diagnostics, [])
  }

  func testBodyExpansionOfAnUnrelatedBodyKeepsItAsWritten() {
    let response = BodyMacroExpansion.expand(
      #"@ObservationStateInitializer("balance")"#,
      on: "init() { print(1) }")
    XCTAssertEqual(response.expandedSource, "{ print(1) }")
  }
}
