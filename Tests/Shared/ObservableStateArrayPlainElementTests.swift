import ObservableStructs
import ObservableStructsTestSupport
import XCTest

// An `ObservableStateArray` of plain elements (`Shelf.books`, `Shelf.bookmarks`) compiles and
// codes as the array of its elements; an element has no identity of its own, so a write that
// changes one tells the readers of the whole array, as for a plain `Array` property.

final class ObservableStateArrayPlainElementTests: XCTestCase {
  private func shelf() -> Shelf {
    Shelf(
      books: [Book(id: 1, title: "Emma"), Book(id: 2, title: "Persuasion")],
      bookmarks: [Bookmark(page: 3)])
  }

  func testEditingAPlainElementInPlaceNotifiesReadersOfTheArray() {
    var shelf = shelf()
    let books = track { _ = shelf.books }
    let label = track { _ = shelf.label }
    shelf.books[1].title = "Sanditon"
    XCTAssertEqual(books.count, 1)
    XCTAssertEqual(label.count, 0)
    XCTAssertEqual(shelf.books.map(\.title), ["Emma", "Sanditon"])
  }

  func testWritingAnEqualHashableElementNotifiesNobody() {
    var shelf = shelf()
    let books = track { _ = shelf.books }
    shelf.books[0] = Book(id: 1, title: "Emma")
    shelf.books[0].title = "Emma"
    shelf.books[id: 2]?.title = "Persuasion"
    XCTAssertEqual(books.count, 0)
  }

  func testAssigningAChangedPlainElementNotifiesReadersOfTheArray() {
    var shelf = shelf()
    let books = track { _ = shelf.books }
    shelf.books[0] = Book(id: 1, title: "Mansfield Park")
    XCTAssertEqual(books.count, 1)
  }

  func testEditingByIdFindsThePlainElementAndNotifiesReadersOfTheArray() {
    var shelf = shelf()
    let books = track { _ = shelf.books }
    shelf.books[id: 2]?.title = "Lady Susan"
    XCTAssertEqual(books.count, 1)
    XCTAssertEqual(shelf.books[id: 2]?.title, "Lady Susan")
    XCTAssertEqual(shelf.books.index(id: 1), 0)
    XCTAssertEqual(shelf.books.remove(id: 1), Book(id: 1, title: "Emma"))
    XCTAssertEqual(Array(shelf.books.ids), [2])
  }

  func testEveryInPlaceEditOfAnElementThatIsNotHashableNotifies() {
    var shelf = shelf()
    let bookmarks = track { _ = shelf.bookmarks }
    shelf.bookmarks[0].page = 3
    XCTAssertEqual(bookmarks.count, 1, "without a hash, an edit cannot be told from a change")
    XCTAssertEqual(shelf.bookmarks[0], Bookmark(page: 3))
  }

  func testStructuralEditsOfPlainElementsNotifyAndEmptyEditsDoNot() {
    var shelf = shelf()
    let books = track { _ = shelf.books }
    shelf.books.removeAll { $0.id == 99 }
    shelf.books.append(contentsOf: [])
    XCTAssertEqual(books.count, 0)
    shelf.books.append(Book(id: 3))
    XCTAssertEqual(books.count, 1)
    let swapped = track { _ = shelf.books }
    shelf.books.swapAt(0, 2)
    XCTAssertEqual(swapped.count, 1)
    XCTAssertEqual(Array(shelf.books.ids), [3, 2, 1])
  }

  func testACopyOfTheStructKeepsItsOwnPlainElements() {
    var shelf = shelf()
    let copy = shelf
    shelf.books[0].title = "Changed"
    XCTAssertEqual(copy.books[0].title, "Emma")
    XCTAssertNotEqual(shelf, copy)
  }

  func testPlainElementsCodeAsAPlainArray() throws {
    let shelf = shelf()
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    XCTAssertEqual(try encoder.encode(shelf.books), try encoder.encode(shelf.books.array))
    let decoded = try JSONDecoder().decode(Shelf.self, from: JSONEncoder().encode(shelf))
    XCTAssertEqual(decoded, shelf)
    XCTAssertThrowsError(
      try JSONDecoder().decode(
        ObservableStateArray<Book>.self, from: Data(#"[{"id":1},{"id":1}]"#.utf8)))
  }

  @MainActor
  func testAStoreEditOfAPlainElementTellsTheReadersOfTheArrayOnly() {
    let store = Store(initialState: shelf())
    let books = track { _ = store.books }
    let label = track { _ = store.label }
    store.books[0].title = "Lady Susan"
    store.update { $0.books[id: 2]?.title = "Sanditon" }
    XCTAssertEqual(books.count, 1)
    XCTAssertEqual(label.count, 0)
    XCTAssertEqual(store.books.map(\.title), ["Lady Susan", "Sanditon"])
  }

  func testTheAnnotatedHolderCodesComparesPrintsAndReflectsAsItsPlainTwin() throws {
    let shelf = shelf()
    let plain = PlainShelf(books: shelf.books, bookmarks: shelf.bookmarks, label: shelf.label)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    XCTAssertEqual(try encoder.encode(shelf), try encoder.encode(plain))
    XCTAssertEqual(
      String(describing: shelf), "\(plain)".replacingOccurrences(of: "PlainShelf(", with: "Shelf("))
    let described = { (mirror: Mirror) in mirror.children.map { "\($0.label ?? "-") \($0.value)" } }
    XCTAssertEqual(described(Mirror(reflecting: shelf)), described(Mirror(reflecting: plain)))
    var editedShelf = shelf
    var editedPlain = plain
    editedShelf.books[0].title = "Changed"
    editedPlain.books[0].title = "Changed"
    XCTAssertEqual([shelf == editedShelf, shelf == shelf], [plain == editedPlain, plain == plain])
  }

  func testPlainElementsPrintAndReflectAsAnArray() {
    let books = shelf().books
    XCTAssertEqual(books.description, books.array.description)
    XCTAssertEqual(Mirror(reflecting: books).children.count, 2)
  }
}

/// `Shelf` without the annotation: what the annotated one must code, compare, print and
/// reflect as.
private struct PlainShelf: Codable, Equatable {
  var books: ObservableStateArray<Book> = []
  var bookmarks: ObservableStateArray<Bookmark> = []
  var label: String = ""
}
