import ObservableStructsTestSupport
import XCTest

/// Through the build plugin, a mutating method declared in an extension in the annotated
/// type's file tells the replaced value's observers when it assigns `self`, as one declared in
/// the type does. (The macro sees the type's declaration alone; the documentation says so.)
final class SelfReplacementInExtensionTests: XCTestCase {
  func testSelfReplacementInASameFileExtensionNotifiesObserversOfAnUnownedValue() {
    var tally = Tally(count: 3, note: "n")
    let countProbe = track { _ = tally.count }
    let noteProbe = track { _ = tally.note }
    tally.reset()
    XCTAssertEqual(countProbe.count, 1)
    XCTAssertEqual(noteProbe.count, 1)
    XCTAssertEqual(tally, Tally())
  }

  func testObserversOfTheNewValueAreTrackedAfterAnExtensionReplacedIt() {
    var tally = Tally(count: 3)
    tally.reset()
    let probe = track { _ = tally.note }
    tally.note.append("!")
    XCTAssertEqual(probe.count, 1)
    XCTAssertEqual(tally.note, "!")
  }
}
