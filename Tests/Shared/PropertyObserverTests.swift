import ObservableStructsTestSupport
import XCTest

/// Property observers of annotated types run exactly as on the same type unannotated: on every
/// set outside initializers, never for assignments inside the type's own initializers.
final class PropertyObserverTests: XCTestCase {
  func testInitializerAssignmentsRunNoObservers() {
    let account = ObservedAccount(balance: 5)
    XCTAssertEqual(account.balance, 6)
    XCTAssertEqual(account.log, [])
  }

  func testInitializerAssignmentsToBarePropertyNamesRunNoObservers() {
    let account = ObservedAccount(opening: 3, limit: -5)
    XCTAssertEqual(account.balance, 6)
    XCTAssertEqual(account.limit, -5, "a didSet that clamps must not run in an initializer")
    XCTAssertEqual(account.log, [])
  }

  func testDelegatingInitializerAssignmentsRunNoObservers() {
    let account = ObservedAccount(copying: ObservedAccount(balance: 1))
    XCTAssertEqual(account.balance, 103)
    XCTAssertEqual(account.limit, -1)
    XCTAssertEqual(account.log, [])
  }

  func testObserversRunForSetsAfterInitialization() {
    var account = ObservedAccount(balance: 1)
    account.balance = 7
    account.limit = -3
    XCTAssertEqual(account.log, ["balance.willSet 2->7", "balance.didSet 2->7"])
    XCTAssertEqual(account.limit, 0)
  }

  func testPropertiesAssignedInInitializersStayObservable() {
    var account = ObservedAccount(balance: 1)
    let probe = track { _ = account.balance }
    account.balance += 1
    XCTAssertEqual(probe.count, 1)
  }
}
