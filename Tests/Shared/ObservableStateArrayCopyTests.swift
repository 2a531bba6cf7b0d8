import ObservableStructs
import XCTest

// Copies of an `ObservableStateArray` share their index by id only while their elements sit at
// the same positions: after one copy inserts, removes, moves, sorts or replaces elements, a
// lookup on either copy finds what that copy holds, whichever copy looks up first.

final class ObservableStateArrayCopyTests: XCTestCase {
  /// The structural edits a copy can make, each by name for the failure message.
  private var edits: [(name: String, apply: (inout ObservableStateArray<Row>) -> Void)] {
    [
      ("insert", { $0.insert(Row(id: 0), at: 0) }),
      ("append", { $0.append(Row(id: 9)) }),
      ("remove(at:)", { $0.remove(at: 0) }),
      ("remove(id:)", { $0.remove(id: 2) }),
      ("removeAll(where:)", { $0.removeAll { $0.id.isMultiple(of: 2) } }),
      ("swapAt", { $0.swapAt(0, 3) }),
      (
        "move",
        {
          let first = $0.remove(at: 0)
          $0.insert(first, at: 2)
        }
      ),
      ("sort", { $0.sort { $0.id > $1.id } }),
      ("replace by position", { $0[1] = Row(id: 7) }),
      ("replace by id", { $0[id: 3] = Row(id: 3, count: 30) }),
      ("replaceSubrange", { $0.replaceSubrange(0..<2, with: [Row(id: 5)]) }),
    ]
  }

  private func rows() -> ObservableStateArray<Row> {
    ObservableStateArray((1...4).map { Row(id: $0, count: $0) })
  }

  /// Every id either array might hold, looked up in `rows` by index and checked against a
  /// linear search.
  private func assertLookupsAreRight(
    _ rows: ObservableStateArray<Row>, _ label: String, file: StaticString = #filePath,
    line: UInt = #line
  ) {
    for id in 0...10 {
      let expected = rows.firstIndex { $0.id == id }
      XCTAssertEqual(rows.index(id: id), expected, "\(label): id \(id)", file: file, line: line)
      XCTAssertEqual(
        rows[id: id]?.count, expected.map { rows[$0].count }, "\(label): id \(id)", file: file,
        line: line)
    }
  }

  /// One of the two arrays a copy test compares: the rows first made, or their copy.
  private enum Side: String {
    case original, copy
  }

  /// When a copy test builds the index by id before the edit, if it does.
  private enum IndexBuilding {
    case never, inTheOriginalBeforeCopying, inTheUneditedArrayAfterCopying
  }

  /// For every edit: makes rows and a copy of them, builds their index by id when `indexBuilt`
  /// says, applies the edit to the `edited` array, then checks the lookups of both arrays, the
  /// `first` one first. A failure names the edit and the array.
  private func assertLookupsAfterEveryEdit(
    of edited: Side, lookingUpFirst first: Side, indexBuilt: IndexBuilding = .never,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    for (name, apply) in edits {
      var original = rows()
      if indexBuilt == .inTheOriginalBeforeCopying { _ = original[id: 1] }
      var copy = original
      switch edited {
      case .copy:
        if indexBuilt == .inTheUneditedArrayAfterCopying { _ = original[id: 4] }
        apply(&copy)
      case .original:
        if indexBuilt == .inTheUneditedArrayAfterCopying { _ = copy[id: 4] }
        apply(&original)
      }
      for side in first == .original ? [Side.original, .copy] : [.copy, .original] {
        let label = "\(name), \(side == edited ? "edited " : "")\(side.rawValue)"
        assertLookupsAreRight(side == .original ? original : copy, label, file: file, line: line)
      }
    }
  }

  func testLookingUpTheEditedCopyFirstLeavesTheOriginalRight() {
    assertLookupsAfterEveryEdit(of: .copy, lookingUpFirst: .copy)
  }

  func testLookingUpTheOriginalFirstLeavesTheEditedCopyRight() {
    assertLookupsAfterEveryEdit(of: .copy, lookingUpFirst: .original)
  }

  func testCopiesOfABuiltIndexEachFindTheirOwnElementsAfterAnEdit() {
    assertLookupsAfterEveryEdit(
      of: .copy, lookingUpFirst: .copy, indexBuilt: .inTheOriginalBeforeCopying)
  }

  func testAnOriginalEditedAfterCopyingLeavesTheCopyRight() {
    assertLookupsAfterEveryEdit(
      of: .original, lookingUpFirst: .original, indexBuilt: .inTheUneditedArrayAfterCopying)
  }

  func testAnArrayWithoutCopiesFindsItsElementsAfterEveryEdit() {
    for (name, apply) in edits {
      var rows = rows()
      _ = rows[id: 1]
      apply(&rows)
      assertLookupsAreRight(rows, name)
      apply(&rows)
      assertLookupsAreRight(rows, "\(name) twice")
    }
  }

  func testEditingACopyByIdLeavesTheOriginalUntouched() {
    let original = rows()
    var copy = original
    copy.insert(Row(id: 0), at: 0)
    copy[id: 3]?.count += 100
    XCTAssertEqual(copy[id: 3]?.count, 103)
    XCTAssertEqual(original[id: 3]?.count, 3)
    XCTAssertEqual(original.map(\.count), [1, 2, 3, 4])
  }
}
