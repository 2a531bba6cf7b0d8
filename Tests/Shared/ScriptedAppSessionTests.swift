import Foundation
import ObservableStructs
import ObservableStructsTestSupport
import Observation
import XCTest

// The flows of a list/detail app, played as a user would: open a row, edit it through a scoped
// store and through a draft written back, save by id, close, undo with a snapshot, navigate
// with enum routes whose cases carry several values, persist as JSON. Every screen is an
// `observe` closure; after every step the test checks what each screen shows (never stale)
// and how often it rendered (no missed render, and no render where nothing it shows changed).
// Written against `Board`, `Row`, `RouteHolder`, `Route`, `Parent` and `Child`, and
// compiled into every test target that provides them.

@MainActor
final class ScriptedAppSessionTests: XCTestCase {
  /// Checks what `screen` shows after a step, once every render the step queued has run (a
  /// change made outside a store, to a copy, renders on the next turn of the main queue), and,
  /// with `renders`, how often it has rendered in all.
  private func check<Value: Equatable>(
    _ screen: AppScreen<Value>, shows value: Value, renders: Int? = nil, _ step: String,
    file: StaticString = #filePath, line: UInt = #line
  ) async {
    await settle()
    XCTAssertEqual(screen.shown, value, "\(step): the screen is stale", file: file, line: line)
    if let renders {
      XCTAssertEqual(screen.renders, renders, "\(step): render count", file: file, line: line)
    }
  }

  /// Lets the main queue run what was queued on it before now.
  private func settle() async {
    await withCheckedContinuation { continuation in
      DispatchQueue.main.async { continuation.resume() }
    }
  }

  private func routeName(_ route: Route) -> String {
    switch route {
    case .push: "push"
    case .sheet: "sheet"
    case .cover: "cover"
    case .home: "home"
    }
  }

  /// Open a row's detail, edit it through a scoped store and through a draft written back,
  /// save it into the list by id, close the detail.
  func testListDetailAndDraftSession() async {
    let store = Store(
      initialState: Board(
        rows: [Row(id: 1, title: "Standup"), Row(id: 2, title: "Retro")], title: "Meetings"))
    let titles = AppScreen(store) { store.rows.map(\.title) }
    let count = AppScreen(store) { store.rows.count }
    let detailTitle = AppScreen(store) { store.detail?.title }
    let heading = AppScreen(store) { store.title }

    store.detail = store.rows[0]
    await check(detailTitle, shows: "Standup", renders: 2, "open the detail")
    await check(titles, shows: ["Standup", "Retro"], renders: 1, "open the detail")
    await check(count, shows: 2, renders: 1, "open the detail")

    let detail = store.scope(\.detail)!
    detail.title = "Daily"
    await check(detailTitle, shows: "Daily", "edit through the scoped store")
    XCTAssertEqual(store.detail?.title, "Daily")
    await check(titles, shows: ["Standup", "Retro"], "the list keeps its own row")

    var draft = store.detail!
    draft.title = "Daily sync"
    draft.count += 1
    await check(detailTitle, shows: "Daily", "a draft's edits are not the detail's")
    store.detail = draft
    await check(detailTitle, shows: "Daily sync", "write the draft back through the store")
    XCTAssertEqual(store.detail?.count, 1)

    store.update { $0.rows[id: 1] = $0.detail! }
    await check(titles, shows: ["Daily sync", "Retro"], "save the detail into the list")
    await check(count, shows: 2, "save the detail into the list")

    let rendersBeforeClose = titles.renders
    store.detail = nil
    await check(detailTitle, shows: nil, "close the detail")
    await check(titles, shows: ["Daily sync", "Retro"], renders: rendersBeforeClose, "close")
    await check(heading, shows: "Meetings", renders: 1, "the heading never changed")
    closeScreens(titles, count, detailTitle, heading)
  }

  /// Delete a row, look rows up by id in a snapshot and in an edited copy of it, undo by
  /// writing the snapshot back; operations that change nothing render nothing.
  func testUndoSnapshotSession() async {
    let store = Store(
      initialState: Board(rows: [Row(id: 1, title: "A"), Row(id: 2, title: "B")]))
    let titles = AppScreen(store) { store.rows.map(\.title) }
    let count = AppScreen(store) { store.rows.count }

    let snapshot = store.rows
    store.rows.remove(at: 0)
    await check(titles, shows: ["B"], renders: 2, "delete a row")
    await check(count, shows: 1, renders: 2, "delete a row")

    var filtered = snapshot
    filtered.insert(Row(id: 0, title: "New"), at: 0)
    XCTAssertEqual(filtered[id: 2]?.title, "B")
    XCTAssertEqual(snapshot[id: 2]?.title, "B", "the snapshot's own lookup after a copy changed")
    XCTAssertEqual(snapshot[id: 1]?.title, "A")
    XCTAssertNil(snapshot[id: 0])

    store.rows = snapshot
    await check(titles, shows: ["A", "B"], renders: 3, "undo")
    await check(count, shows: 2, renders: 3, "undo")

    store.rows.removeAll { $0.id == 99 }
    store.rows[id: 99]?.title = "nobody"
    await check(titles, shows: ["A", "B"], renders: 3, "operations that change nothing")
    await check(count, shows: 2, renders: 3, "operations that change nothing")

    store.rows[id: 2]?.title = "B2"
    await check(titles, shows: ["A", "B2"], renders: 4, "edit a row by id")
    await check(count, shows: 2, renders: 3, "edit a row by id")

    var rows = store.rows
    rows[0].title = "A2"
    store.rows = rows
    await check(titles, shows: ["A2", "B2"], "write an edited copy of the list back")
    closeScreens(titles, count)
  }

  /// Navigate with routes whose cases carry several values: edit the screen through a scoped
  /// store, let the parent extract, edit and embed it again, write a stale route back.
  func testMultiValueRouteSession() async {
    let store = Store(initialState: RouteHolder())
    let route = AppScreen(store) { self.routeName(store.route) }

    store.route = .push(Child(count: 1), true)
    await check(route, shows: "push", renders: 2, "push")
    let screen = store.scope(
      \.route, extract: { if case .push(let child, _) = $0 { child } else { nil } },
      embed: { .push($0, true) })!
    let count = AppScreen(screen) { screen.count }
    let label = AppScreen(screen) { screen.label }

    screen.count += 1
    await check(count, shows: 2, renders: 2, "edit the pushed screen")
    await check(label, shows: "", renders: 1, "edit the pushed screen")
    await check(route, shows: "push", renders: 2, "edit the pushed screen")

    store.update { state in
      if case .push(var child, let flag) = state.route {
        child.label = "edited by the parent"
        state.route = .push(child, flag)
      }
    }
    await check(label, shows: "edited by the parent", renders: 2, "the parent re-embeds the screen")
    XCTAssertEqual(screen.label, "edited by the parent", "the scoped store is still attached")
    screen.count += 1
    await check(count, shows: 3, "edit after the parent re-embedded the screen")
    if case .push(let child, _) = store.route {
      XCTAssertEqual(child.count, 3, "the write reached the parent")
    } else {
      XCTFail("the route left .push")
    }

    let stale = store.route
    screen.count += 1
    await check(count, shows: 4, "edit before the stale write-back")
    store.route = stale
    XCTAssertEqual(store.route, stale)
    await check(route, shows: "push", "write a stale route back")

    store.route = .cover(flag: false, title: "Settings", screen: Child())
    await check(route, shows: "cover", "present a cover")
    XCTAssertNil(
      store.scope(
        \.route, extract: { if case .push(let child, _) = $0 { child } else { nil } },
        embed: { .push($0, true) }))
    closeScreens(route, count, label)
  }

  /// Save the list as JSON, load it back into the store: every screen shows the loaded rows,
  /// and edits after loading reach them.
  func testPersistenceSession() async {
    let store = Store(
      initialState: Parent(rows: [Child(count: 1, label: "a"), Child(count: 2, label: "b")]))
    let labels = AppScreen(store) { store.rows.map(\.label) }
    let name = AppScreen(store) { store.name }

    // (Decoded without `throws`: every session is a main-actor test.)
    guard let data = try? JSONEncoder().encode(store.rows),
      let loaded = try? JSONDecoder().decode([Child].self, from: data)
    else { return XCTFail("the list does not survive JSON") }
    XCTAssertEqual(loaded, store.rows)
    store.rows = loaded
    await check(labels, shows: ["a", "b"], "load the saved list")

    let before = labels.renders
    store.rows[1].label = "c"
    await check(labels, shows: ["a", "c"], renders: before + 1, "edit after loading")
    await check(name, shows: "", renders: 1, "loading the list is not the name's")
    closeScreens(labels, name)
  }

  /// The rows of a list as stores: each store's `id` is its row's id, edits through one reach
  /// only that row's readers.
  func testRowStoreSession() async {
    let store = Store(
      initialState: Board(rows: [Row(id: 7, title: "x"), Row(id: 9, title: "y")]))
    let rowStores = store.scope(each: \.rows)
    XCTAssertEqual(rowStores.map(\.id), [7, 9])
    let first = AppScreen(rowStores[0]) { rowStores[0].title }
    let second = AppScreen(rowStores[1]) { rowStores[1].title }
    rowStores[0].title = "x2"
    await check(first, shows: "x2", renders: 2, "edit the first row")
    await check(second, shows: "y", renders: 1, "edit the first row")
    XCTAssertEqual(store.rows.map(\.title), ["x2", "y"])
    closeScreens(first, second)
  }
}

/// One screen of the app: what it shows and how often it rendered.
@MainActor
final class AppScreen<Value: Equatable> {
  /// The value the screen showed at its last render.
  private(set) var shown: Value
  /// How many times it rendered, the first render included.
  private(set) var renders = 0
  private var token: ObservationToken?

  /// A screen that renders `read` against `store` now and after every change it read.
  init<State>(_ store: Store<State>, _ read: @escaping @MainActor () -> Value) {
    shown = read()
    token = store.observe { [unowned self] in
      self.renders += 1
      self.shown = read()
    }
  }

  /// Stops rendering.
  func close() {
    token?.cancel()
  }
}

/// Stops every screen of a session.
@MainActor
func closeScreens<each Value>(_ screens: repeat AppScreen<each Value>) {
  repeat (each screens).close()
}
