import ObservableStructs
import ObservableStructsTestSupport
import XCTest

// A view that compares a row with a saved copy (`row == saved`, the "is the form dirty?"
// check) when both hold a plain array sharing its storage: `Array`'s `==` answers without
// reading the elements, so the view reads the row whole and nothing inside it. A copy of the
// row edited deep inside and written back must still tell it.

@ObservableState
struct ComparedMessage: Identifiable, Equatable {
  let id: Int
  var isRead = false
}

@ObservableState
struct ComparedThread: Identifiable, Equatable {
  let id: Int
  var messages: [ComparedMessage] = []
}

@ObservableState
struct ComparedInbox {
  var threads: ObservableStateArray<ComparedThread> = []
}

@MainActor
final class WrittenBackCopyComparisonTests: XCTestCase {
  private func inbox() -> Store<ComparedInbox> {
    Store(
      initialState: ComparedInbox(threads: [
        ComparedThread(id: 1, messages: [ComparedMessage(id: 1), ComparedMessage(id: 2)])
      ]))
  }

  func testAComparisonWithASavedCopyHearsOfACopyEditedDeepInsideAndWrittenBackByPosition()
    async
  {
    let store = inbox()
    let saved = store.threads[0]
    var shown: [Bool] = []
    let token = store.observe { shown.append(store.threads[0] == saved) }
    var thread = store.threads[0]
    thread.messages[1].isRead.toggle()
    store.threads[0] = thread
    XCTAssertEqual(shown, [true, false])
    token.cancel()
  }

  func testAComparisonWithASavedCopyHearsOfACopyWrittenBackThroughARowStore() async {
    let store = inbox()
    let row = store.scope(each: \.threads)[0]
    let saved = store.threads[0]
    var shown: [Bool] = []
    let token = store.observe { shown.append(row.state == saved) }
    var thread = row.state
    thread.messages[0].isRead = true
    row.state = thread
    XCTAssertEqual(shown, [true, false])
    token.cancel()
  }
}
