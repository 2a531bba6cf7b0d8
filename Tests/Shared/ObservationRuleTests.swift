import Foundation
import ObservableStructs
import ObservableStructsTestSupport
import Observation
import XCTest

// The behaviour suite for rules R1–R9 of the Observation rules article in the documentation
// catalog (the store rules, R10 and R11, are in StoreTests.swift). It is written against
// `Parent`, `Child` and `Destination` and is compiled into every test target that provides
// them: hand-written, plugin-generated and macro-expanded types all have to pass it.

final class ObservationRuleTests: XCTestCase {
  // MARK: R1 — reading subscribes to that property of that value only

  func testR1_readingAPropertySubscribesToThatPropertyOnly() {
    var parent = Parent()
    let countProbe = track { _ = parent.child.count }
    let nameProbe = track { _ = parent.name }
    parent.child.label = "changed"
    parent.isOn = true
    XCTAssertFalse(countProbe.fired)
    XCTAssertFalse(nameProbe.fired)
    parent.name = "new"
    XCTAssertTrue(nameProbe.fired)
    XCTAssertFalse(countProbe.fired)
  }

  func testR1_readingOneValueDoesNotSubscribeToAnotherValue() {
    var first = Child()
    var second = Child()
    let probe = track { _ = first.count }
    second.count += 1
    XCTAssertFalse(probe.fired)
    first.count += 1
    XCTAssertTrue(probe.fired)
  }

  // MARK: R2 — set notifies; equal values do not, unless identity differs

  func testR2_settingANewValueNotifies() {
    var child = Child()
    let probe = track { _ = child.count }
    child.count = 5
    XCTAssertTrue(probe.fired)
    XCTAssertEqual(child.count, 5)
  }

  func testR2_settingAnEqualValueDoesNotNotify() {
    var child = Child(count: 3)
    let countProbe = track { _ = child.count }
    let labelProbe = track { _ = child.label }
    child.count = 3
    child.label = ""
    XCTAssertFalse(countProbe.fired)
    XCTAssertFalse(labelProbe.fired)
  }

  func testR2_dataEqualReplacementKeepsObservationAlive() {
    var parent = Parent()
    let probe = track { _ = parent.child.count }
    parent.child = Child()  // equal data, new identity
    XCTAssertTrue(probe.fired, "observers of the old child must hear of the replacement")
    let next = track { _ = parent.child.count }
    parent.child.count += 1
    XCTAssertTrue(next.fired, "after a data-equal reset, observation must still work")
  }

  func testR2_dataEqualEnumPayloadReplacementKeepsObservationAlive() {
    var parent = Parent(destination: .child(Child()))
    let probe = track { _ = parent.destination }
    parent.destination = .child(Child())
    XCTAssertTrue(probe.fired)
    let payloadProbe = track {
      if case .child(let child) = parent.destination { _ = child.count }
    }
    parent.destination = .child(Child())
    XCTAssertTrue(payloadProbe.fired)
  }

  func testR2_assigningTheSameIdentityBackDoesNotNotify() {
    var parent = Parent()
    let probe = track { _ = parent.child }
    let same = parent.child
    parent.child = same
    XCTAssertFalse(probe.fired)
  }

  func testR2_equalCollectionOfNewIdentitiesNotifies() {
    var parent = Parent(rows: [Child(), Child()])
    let probe = track { _ = parent.rows }
    parent.rows = [Child(), Child()]
    XCTAssertTrue(probe.fired)
  }

  // MARK: R3 — in-place mutation of a child notifies the child's observers only

  func testR3_inPlaceChildMutationNotifiesInnerObserversNotParent() {
    var parent = Parent()
    let childProbe = track { _ = parent.child }
    let countProbe = track { _ = parent.child.count }
    parent.child.count += 1
    XCTAssertTrue(countProbe.fired)
    XCTAssertFalse(childProbe.fired)
    XCTAssertEqual(parent.child.count, 1)
  }

  // MARK: R4 — wholesale replacement of a child notifies the parent property

  func testR4_replacingAChildNotifiesParentObservers() {
    var parent = Parent()
    parent.child.count = 4
    let probe = track { _ = parent.child }
    parent.child = Child(count: 9)
    XCTAssertTrue(probe.fired)
  }

  func testR4_mutatingMethodThatReplacesSelfNotifiesParentObservers() {
    var parent = Parent()
    parent.child.count = 4
    let probe = track { _ = parent.child }
    parent.child.reset()
    XCTAssertTrue(probe.fired)
    XCTAssertEqual(parent.child.count, 0)
  }

  // MARK: R5 — optional child

  func testR5_nilToValueAndBackNotifies() {
    var parent = Parent()
    let appear = track { _ = parent.optional }
    parent.optional = Child()
    XCTAssertTrue(appear.fired)
    let disappear = track { _ = parent.optional }
    parent.optional = nil
    XCTAssertTrue(disappear.fired)
  }

  func testR5_optionalInPlaceMutationNotifiesInnerObserversOnly() {
    var parent = Parent(optional: Child())
    let outer = track { _ = parent.optional }
    let inner = track { _ = parent.optional?.count }
    parent.optional?.count += 1
    XCTAssertTrue(inner.fired)
    XCTAssertFalse(outer.fired)
    XCTAssertEqual(parent.optional?.count, 1)
  }

  // MARK: R6 — collections of children

  func testR6_elementMutationInPlaceDoesNotNotifyCollectionObservers() {
    var parent = Parent(rows: [Child(), Child(), Child()])
    let rowsProbe = track { _ = parent.rows.count }
    let elementProbe = track { _ = parent.rows[1].count }
    let otherElement = track { _ = parent.rows[0].count }
    parent.rows[1].count += 1
    XCTAssertFalse(rowsProbe.fired)
    XCTAssertTrue(elementProbe.fired)
    XCTAssertFalse(otherElement.fired)
  }

  func testR6_appendNotifiesCollectionObservers() {
    var parent = Parent()
    let probe = track { _ = parent.rows }
    parent.rows.append(Child())
    XCTAssertTrue(probe.fired)
  }

  func testR6_removeNotifiesCollectionObservers() {
    var parent = Parent(rows: [Child(), Child()])
    let probe = track { _ = parent.rows }
    parent.rows.removeLast()
    XCTAssertTrue(probe.fired)
  }

  func testR6_swapNotifiesCollectionObservers() {
    var parent = Parent(rows: [Child(count: 1), Child(count: 2)])
    let probe = track { _ = parent.rows }
    parent.rows.swapAt(0, 1)
    XCTAssertTrue(probe.fired)
  }

  func testR6_replacingAnElementByAnotherIdentityNotifies() {
    var parent = Parent(rows: [Child(), Child()])
    let probe = track { _ = parent.rows }
    parent.rows[0] = Child()
    XCTAssertTrue(probe.fired)
  }

  // MARK: R7 — enum state

  func testR7_switchingCaseNotifies() {
    var parent = Parent()
    let probe = track { _ = parent.destination }
    parent.destination = .child(Child())
    XCTAssertTrue(probe.fired)
  }

  func testR7_mutatingPayloadInPlaceDoesNotNotifyEnumObservers() {
    var parent = Parent(destination: .child(Child()))
    let enumProbe = track { _ = parent.destination }
    let payloadProbe = track {
      if case .child(let child) = parent.destination { _ = child.count }
    }
    parent.destination.incrementChild()
    XCTAssertFalse(enumProbe.fired)
    XCTAssertTrue(payloadProbe.fired)
  }

  func testR7_enumIdentityCombinesCaseAndPayload() {
    let child = Child()
    XCTAssertEqual(Destination.child(child)._$id, Destination.child(child)._$id)
    XCTAssertNotEqual(Destination.child(child)._$id, Destination.child(Child())._$id)
    XCTAssertEqual(Destination.text("a")._$id, Destination.text("a")._$id)
    XCTAssertNotEqual(Destination.text("a")._$id, Destination.text("b")._$id)
    XCTAssertEqual(Destination.none._$id, Destination.none._$id)
  }

  // MARK: R8 — copies share a registrar; _$willModify separates identities

  func testR8_aPlainCopySharesItsRegistrar() {
    var original = Child()
    var copy = original
    let probe = track { _ = original.count }
    copy.count += 1
    XCTAssertTrue(probe.fired, "documented limit: a copy shares the original's registrar")
    XCTAssertEqual(original.count, 0)
    original.count = 0
  }

  func testR8_willModifyGivesANewIdentityToOneCopyOnly() {
    let original = Child()
    var copy = original
    XCTAssertEqual(original._$id, copy._$id)
    copy._$willModify()
    XCTAssertNotEqual(original._$id, copy._$id)
    XCTAssertEqual(original._$id, original._$id)
  }

  func testR8_reassigningAStaleCopyIsSeenAsAReplacement() {
    var parent = Parent()
    let stale = parent.child
    parent.child.count += 1  // in-place: the held child gets a new identity
    let probe = track { _ = parent.child }
    parent.child = stale
    XCTAssertTrue(probe.fired)
    XCTAssertEqual(parent.child.count, 0)
  }

  // MARK: R9 — synthesized conformances keep working

  func testR9_equatableComparesDataOnly() {
    XCTAssertEqual(Child(count: 1), Child(count: 1))
    XCTAssertNotEqual(Child(count: 1), Child(count: 2))
    XCTAssertEqual(Parent(), Parent())
  }

  func testR9_hashableHashesDataOnly() {
    XCTAssertEqual(Child(count: 7).hashValue, Child(count: 7).hashValue)
    XCTAssertEqual(Set([Child(count: 1), Child(count: 1)]).count, 1)
  }

  func testR9_codableUsesPropertyNamesAndSkipsTheRegistrar() throws {
    let data = try JSONEncoder().encode(Child(count: 2, label: "x"))
    let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    XCTAssertEqual(Set(object?.keys.map { $0 } ?? []), ["count", "label"])
    let decoded = try JSONDecoder().decode(Child.self, from: data)
    XCTAssertEqual(decoded, Child(count: 2, label: "x"))
  }
}

extension Destination {
  mutating func incrementChild() {
    if case .child(var child) = self {
      child.count += 1
      self = .child(child)
    }
  }
}
