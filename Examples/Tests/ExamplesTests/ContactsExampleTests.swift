import ContactsFeature
import ExampleSupport
import XCTest

final class ContactsExampleTests: XCTestCase {
  func testContacts_presentingAndDismissingRenderOnlyTheViewsThatReadTheDestination() {
    playExample(ContactsExample.run) { harness, _ in
      XCTAssertEqual(
        harness.log.timeline,
        [
          "mount: NavigationBar, ContactList, Row 1, Row 2, DestinationHost",
          "open 2: DestinationHost, Sheet Detail 2",
          "type in draft: Sheet Detail 2",
          "save and dismiss: Row 2, DestinationHost",
          "ask to delete 1: DestinationHost, Sheet Delete 1",
          "delete 1: ContactList, Row 2, DestinationHost",
          "write to dismissed detail: -",
        ])
      XCTAssertEqual(
        harness.log.counts,
        [
          "NavigationBar": 1, "ContactList": 2, "Row 1": 1, "Row 2": 3, "DestinationHost": 5,
          "Sheet Detail 2": 2, "Sheet Delete 1": 1,
        ])
    }
  }

  func testContacts_savingWritesTheDraftAndAStaleDetailWritesNothing() {
    playExample(ContactsExample.run) { harness, store in
      XCTAssertEqual(store.contacts.map(\.name), ["Bobby"])
      XCTAssertNil(store.destination)
      let sheet = harness.log.renders.filter { $0.view == "Sheet Detail 2" }.map(\.output)
      XCTAssertEqual(sheet, ["draft=Bob", "draft=Bobby"])
      let host = harness.log.renders.filter { $0.view == "DestinationHost" }.map(\.output)
      XCTAssertEqual(
        host,
        [
          "nothing presented", "Sheet Detail 2", "nothing presented", "Sheet Delete 1",
          "nothing presented",
        ])
    }
  }
}
