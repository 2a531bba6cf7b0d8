import ObservableStructs
import ObservableStructsTestSupport
import Observation
import XCTest

// Enum identity (rule R7 of the Observation rules article): an equal value of the same case
// keeps its identity, so assigning it notifies nobody; a new case, a changed plain payload or
// a payload with a new identity notifies. Written against `Parent`, `Destination` and
// `Navigator`, and compiled into every test target that provides them.

final class EnumIdentityTests: XCTestCase {
  func testAssigningAnEnumPropertyToItselfDoesNotNotify() {
    var parent = Parent(destination: .text("a"))
    let probe = track { _ = parent.destination }
    parent.destination = parent.destination
    XCTAssertFalse(probe.fired)
  }

  func testAssigningTheSamePayloadFreeCaseDoesNotNotify() {
    var parent = Parent()
    let probe = track { _ = parent.destination }
    parent.destination = .none
    XCTAssertFalse(probe.fired)
  }

  func testAssigningAnEqualPlainPayloadOfTheSameCaseDoesNotNotify() {
    var parent = Parent(destination: .text("a"))
    let probe = track { _ = parent.destination }
    parent.destination = .text("a")
    XCTAssertFalse(probe.fired)
  }

  func testChangingAPlainPayloadNotifies() {
    var parent = Parent(destination: .text("a"))
    let probe = track { _ = parent.destination }
    parent.destination = .text("b")
    XCTAssertTrue(probe.fired)
  }

  func testSwitchingFromAPayloadFreeCaseToAnotherCaseNotifies() {
    var parent = Parent()
    let probe = track { _ = parent.destination }
    parent.destination = .text("")
    XCTAssertTrue(probe.fired)
  }

  func testAnOptionalEnumStartsAtItsInitialValueAndNotifiesWhenSetToNil() {
    var navigator = Navigator()
    XCTAssertEqual(navigator.current, .text("start"))
    let probe = track { _ = navigator.current }
    navigator.current = nil
    XCTAssertTrue(probe.fired)
  }

  func testAssigningAnEqualValueToAnOptionalEnumDoesNotNotify() {
    var navigator = Navigator(current: Destination.none)
    let probe = track { _ = navigator.current }
    navigator.current = Destination.none
    navigator.current = navigator.current
    XCTAssertFalse(probe.fired)
    navigator.current = .text("start")
    XCTAssertTrue(probe.fired)
  }

  func testAssigningAnEqualArrayOfEnumValuesDoesNotNotify() {
    var navigator = Navigator(stack: [.none, .text("a")])
    let probe = track { _ = navigator.stack }
    navigator.stack = [.none, .text("a")]
    XCTAssertFalse(probe.fired)
    navigator.stack = [.none, .text("b")]
    XCTAssertTrue(probe.fired)
  }

  func testReplacingAnEnumElementNotifiesOnlyWhenTheValueDiffers() {
    var navigator = Navigator(stack: [.none, .text("a")])
    let probe = track { _ = navigator.stack }
    navigator.stack[1] = .text("a")
    XCTAssertFalse(probe.fired)
    navigator.stack[0] = .text("a")
    XCTAssertTrue(probe.fired)
  }

  func testAPayloadIsComparedByHashOrElseAlwaysCountsAsChanged() {
    struct Point: Hashable { var x = 0 }
    struct Opaque { var x = 0 }
    XCTAssertEqual(_$id(for: Point()), _$id(for: Point()))
    XCTAssertNotEqual(_$id(for: Point()), _$id(for: Point(x: 1)))
    XCTAssertEqual(_$id(for: 7), _$id(for: 7))
    XCTAssertEqual(_$id(for: 0.5), _$id(for: 0.5))
    XCTAssertNotEqual(_$id(for: Opaque()), _$id(for: Opaque()))
    let child = Child()
    XCTAssertEqual(_$id(for: child), child._$id)
    XCTAssertEqual(_$id(for: Optional(child)), child._$id)
  }
}
