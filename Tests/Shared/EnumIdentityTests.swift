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

  /// A stale copy of a route written back after an in-place edit of its screen is a change,
  /// wherever the screen sits among the case's values.
  func testAStaleRouteWrittenBackNotifiesWhereverTheScreenSitsAmongTheValues() {
    let routes: [Route] = [
      .push(Child(), true), .sheet(true, Child()),
      .cover(flag: true, title: "t", screen: Child()),
    ]
    for route in routes {
      var holder = RouteHolder(route: route)
      let stale = holder.route
      let inPlace = track { _ = holder.route }
      holder.route.editScreen { $0.count += 1 }
      XCTAssertFalse(inPlace.fired, "an in-place edit of \(route) notified the route's readers")
      XCTAssertNotEqual(holder.route, stale)
      let probe = track { _ = holder.route }
      holder.route = stale
      XCTAssertTrue(probe.fired, "writing back a stale \(route) notified nobody")
      XCTAssertEqual(holder.route, stale)
    }
  }

  /// Writing back the route the holder already has, or an equal one of the same case with the
  /// same screen, is not a change.
  func testAMultiValueRouteWrittenBackUnchangedDoesNotNotify() {
    var holder = RouteHolder(route: .cover(flag: true, title: "t", screen: Child()))
    let probe = track { _ = holder.route }
    holder.route = holder.route
    let copy = holder.route
    holder.route = copy
    XCTAssertFalse(probe.fired)
  }
}

extension Route {
  /// Edits the screen of a case that has one, in place.
  fileprivate mutating func editScreen(_ edit: (inout Child) -> Void) {
    switch self {
    case .push(var screen, let flag):
      edit(&screen)
      self = .push(screen, flag)
    case .sheet(let flag, var screen):
      edit(&screen)
      self = .sheet(flag, screen)
    case .cover(let flag, let title, var screen):
      edit(&screen)
      self = .cover(flag: flag, title: title, screen: screen)
    case .home:
      break
    }
  }
}
