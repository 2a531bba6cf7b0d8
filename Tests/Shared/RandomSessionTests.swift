import Dispatch
import Foundation
@_spi(Testing) import ObservableStructs
import ObservableStructsTestSupport
import Observation
import XCTest

// Random list/detail sessions against a `Store` of `SessionState`, with an exact oracle: after
// every step, every view's fresh read must equal what it last showed. A view is a closure that
// reads through the store (or through scoped and row stores) and renders a string, observed
// either with `Store.observe` or with `withObservationTracking` (re-rendered after the step when
// its `onChange` fired, as a UI framework schedules a render). A view that shows something
// other than what a fresh read gives is stale: the test fails, printing the seed and the steps
// up to the failure as Swift code. A render that shows what the view showed before is spurious:
// counted and reported, and held under a ceiling.
//
// `SESSION_STEPS` sets the number of steps per session (default 1,000, three sessions per
// type source); `FUZZ_SEED` the seed; `SESSION_BREAKDOWN=1` prints the spurious renders by view
// and by step. A long run:
//
//     SESSION_STEPS=34000 swift test -c release --filter RandomSessionTests

/// One screen of the session: what it shows, how often it rendered, and how often a render
/// showed what it already showed.
@MainActor
final class SessionView {
  let name: String
  private let render: @MainActor () -> String
  private(set) var shown = ""
  private(set) var renders = 0
  private(set) var spuriousRenders = 0
  private var token: ObservationToken?
  /// For views observed with `withObservationTracking`: whether a change was announced.
  private var isDirty = false
  private var tracksWithObservationTracking = false

  init(name: String, render: @escaping @MainActor () -> String) {
    self.name = name
    self.render = render
  }

  /// Starts observing through `store.observe`.
  func observe<State>(through store: Store<State>) {
    token = store.observe { [weak self] in self?.show() }
  }

  /// Starts observing through `withObservationTracking`.
  func observeWithTracking() {
    tracksWithObservationTracking = true
    track()
  }

  private func track() {
    isDirty = false
    withObservationTracking {
      show()
    } onChange: { [weak self] in
      MainActor.assumeIsolated { self?.isDirty = true }
    }
  }

  /// Re-renders a view observed with `withObservationTracking` whose reads changed.
  func renderIfDirty() {
    if tracksWithObservationTracking && isDirty { track() }
  }

  private func show() {
    let value = render()
    renders += 1
    if renders > 1 && value == shown {
      spuriousRenders += 1
      SpuriousRenderCauses.record(view: name)
    }
    shown = value
  }

  /// What a fresh read shows now, outside any observation.
  func freshRead() -> String { render() }

  func stop() {
    token?.cancel()
    token = nil
    tracksWithObservationTracking = false
  }
}

/// With `SESSION_BREAKDOWN` set: the spurious renders by view and by the kind of step that
/// caused them.
@MainActor
enum SpuriousRenderCauses {
  static let isOn = ProcessInfo.processInfo.environment["SESSION_BREAKDOWN"] != nil
  /// The step being played, with its numbers and strings left out.
  static var currentStep = ""
  static var counts: [String: Int] = [:]

  static func record(view: String) {
    guard isOn else { return }
    // Views of rows and scoped stores count by their kind ("row", "item", "section").
    let kind = view.hasPrefix("row") ? "row" : String(view.prefix { $0 != " " })
    counts["\(kind) <- \(currentStep)", default: 0] += 1
  }

  /// Sets the step being played from its Swift code.
  static func play(_ code: String) {
    guard isOn else { return }
    currentStep = String(
      code.replacing(/"[^"]*"/, with: "\"…\"").replacing(/[0-9]+/, with: "N").prefix(60))
  }

  static func report() {
    guard isOn else { return }
    for (cause, count) in counts.sorted(by: { $0.value > $1.value }).prefix(40) {
      print("  \(count) \(cause)")
    }
    counts = [:]
  }
}

/// The counts of a finished session.
struct SessionFigures {
  var steps = 0
  var renders = 0
  var spuriousRenders = 0
  var spuriousShare: Double { renders == 0 ? 0 : Double(spuriousRenders) / Double(renders) }

  /// Steps per session: `SESSION_STEPS` from the environment, or 1,000.
  static var stepsPerSession: Int {
    ProcessInfo.processInfo.environment["SESSION_STEPS"].flatMap(Int.init) ?? 1_000
  }

  /// Adds the counts of another session.
  mutating func add(_ other: SessionFigures) {
    steps += other.steps
    renders += other.renders
    spuriousRenders += other.spuriousRenders
  }

  /// What a test reports when session `stream` left a view stale: the seed, the view, and the
  /// session shrunk to the fewest steps that still leave a view stale, as Swift code.
  @MainActor static func staleReport<Session: ShrinkableSession>(
    _ stale: String, stream: UInt64, session: Session
  ) async -> String {
    let shortest = await SessionShrinker.shrink(session.drawnSteps) { steps in
      let (replayed, stale) = await Session.replay(steps)
      return stale == nil ? nil : replayed.figures.steps
    }
    let (shrunk, shrunkStale) = await Session.replay(shortest)
    return """
      Stale view after \(session.script.count) steps (FUZZ_SEED=\(SeededRandom.seed), \
      session \(stream)): \(stale). Shrunk to \(shrunk.script.count) steps, which leave \
      \(shrunkStale ?? "no view stale (the failure did not reproduce)"):
      \(shrunk.script.joined(separator: "\n"))
      """
  }
}

/// A random session that can be played again from the draws of its steps, to shrink it.
@MainActor
protocol ShrinkableSession: AnyObject, Sendable {
  /// A session whose steps draw from `dice`.
  init(dice: SessionDice)
  /// The steps played so far, as Swift code.
  var script: [String] { get }
  /// The random draws of the steps played so far.
  var drawnSteps: [[UInt64]] { get }
  /// The counts so far; `steps` counts the steps played.
  var figures: SessionFigures { get }
  /// Plays `steps` steps; the first stale view found, described, or `nil`.
  func play(steps: Int) async -> String?
  /// Stops every view of the session.
  func stop()
}

extension ShrinkableSession {
  /// Plays `steps` steps and stops the session; returns the first stale view found, described,
  /// or `nil`. Runtime warnings are collected, not printed: sessions write to stores whose
  /// child is gone, on purpose.
  @MainActor func playToEnd(steps: Int) async -> String? {
    var stale: String?
    _ = await _collectingRuntimeWarnings { stale = await play(steps: steps) }
    stop()
    return stale
  }

  /// Plays the steps whose draws are `steps` in a new session, and stops it.
  @MainActor static func replay(_ steps: [[UInt64]]) async -> (session: Self, stale: String?) {
    let session = Self(dice: SessionDice(replaying: steps))
    return (session, await session.playToEnd(steps: steps.count))
  }

  /// Plays three sessions of ``SessionFigures/stepsPerSession`` steps from the seed and prints
  /// their total under `name`; returns the total and the sessions, or `nil` after failing the
  /// test with the first stale view, its session shrunk.
  @MainActor static func playSeededSessions(
    named name: String
  ) async -> (total: SessionFigures, sessions: [Self])? {
    var total = SessionFigures()
    var sessions: [Self] = []
    for stream in UInt64(0)..<3 {
      let session = Self(dice: SessionDice(seed: SeededRandom.seed, stream: stream))
      if let stale = await session.playToEnd(steps: SessionFigures.stepsPerSession) {
        XCTFail(await SessionFigures.staleReport(stale, stream: stream, session: session))
        return nil
      }
      total.add(session.figures)
      sessions.append(session)
    }
    print(
      "\(name): \(total.steps) steps, \(total.renders) renders, "
        + "\(total.spuriousRenders) spurious (\(String(format: "%.1f", total.spuriousShare * 100))%)"
    )
    return (total, sessions)
  }
}

/// Plays one random session and checks every view after every step.
@MainActor
final class RandomSession: ShrinkableSession {
  private var random: SessionDice
  let store: Store<SessionState>
  private var views: [SessionView] = []
  private var rowViews: [ObjectIdentifier: SessionView] = [:]
  private var rowStores: [Store<SessionTodo>] = []
  private var plainRowStores: [Store<SessionTodo>] = []
  private var profileStore: Store<SessionProfile>
  /// The view that scopes the draft's store.
  private let draftScoping = ScopingView<Store<SessionTodo>>()
  private var draftStore: Store<SessionTodo>? { draftScoping.scoped }
  private var snapshots: [SessionState] = []
  private var nextID = 100
  private var nextWord = 0
  /// The steps played so far, as Swift code.
  private(set) var script: [String] = []
  /// The random draws of the steps played so far.
  var drawnSteps: [[UInt64]] { random.steps }
  private(set) var figures = SessionFigures()
  private let breakdown = ProcessInfo.processInfo.environment["SESSION_BREAKDOWN"] != nil

  init(dice: SessionDice) {
    random = dice
    store = Store(
      initialState: SessionState(
        todos: [
          SessionTodo(id: 1, title: "A"), SessionTodo(id: 2, title: "B"),
          SessionTodo(id: 3, title: "C", isComplete: true),
        ],
        rows: [SessionTodo(id: 11, title: "x"), SessionTodo(id: 12, title: "y")]))
    profileStore = store.scope(\.profile)
    makeViews()
  }

  private func makeViews() {
    let store = store
    let profileStore = profileStore
    let screens: [(String, @MainActor () -> String)] = [
      ("visible", { store.visibleTodos.map(\.summary).joined(separator: ",") }),
      ("firstTwo", { store.firstTwo.map(\.title).joined(separator: ",") }),
      ("sortedRows", { store.sortedRows.map(\.summary).joined(separator: ",") }),
      ("headers", { store.headers.map { "\($0.title):\($0.isComplete)" }.joined(separator: ",") }),
      ("badge", { store.badge?.label ?? "-" }),
      ("rowBadges", { store.rowBadges.map(\.label).joined(separator: ",") }),
      ("loudFirst", { store.loudFirst.map { "\($0.summary)" } ?? "-" }),
      ("shoutingBadge", { store.shoutingBadge.map { "\($0.label)" } ?? "-" }),
      ("everything", { store.everything.map(\.summary).joined(separator: ",") }),
      ("allTodos", { store.todos.map(\.summary).joined(separator: ",") }),
      ("count", { "\(store.todos.count)" }),
      ("secondTitle", { store.todos.count > 1 ? store.todos[1].title : "-" }),
      ("draft", { store.draft?.summary ?? "-" }),
      ("profileName", { store.profile.name }),
      ("profileScore", { "\(store.profile.score)" }),
      ("route", { store.route?.summary ?? "-" }),
      ("counter", { "\(store.counter)" }),
      ("scopedProfile", { "\(profileStore.name)/\(profileStore.score)" }),
      ("wholeState", { "\(store.state.counter)|\(store.state.todos.map(\.summary))" }),
      // Whole values read by what the compiler synthesized or by reflection, not by getters.
      ("draftIsFirst", { "\(store.draft != nil && store.draft == store.todos.first)" }),
      ("printedProfile", { "\(store.profile)" }),
      ("printedDraft", { String(describing: store.draft) }),
    ]
    for (index, (name, render)) in screens.enumerated() {
      let observed = SessionView(name: name + "·observe", render: render)
      observed.observe(through: store)
      views.append(observed)
      // Every other screen is also watched the way SwiftUI watches a view body.
      if index.isMultiple(of: 2) {
        let tracked = SessionView(name: name + "·tracking", render: render)
        tracked.observeWithTracking()
        views.append(tracked)
      }
    }
    refreshRowViews()
  }

  /// Scopes the rows again, as a list view does when it re-renders, and gives every new row
  /// store a view.
  private func refreshRowViews() {
    rowStores = Array(store.scope(each: \.todos))
    plainRowStores = Array(store.scope(each: \.rows))
    for row in rowStores + plainRowStores where rowViews[ObjectIdentifier(row)] == nil {
      let view = SessionView(name: "row \(row.id)") { "\(row.title)|\(row.isComplete)" }
      view.observe(through: row)
      rowViews[ObjectIdentifier(row)] = view
    }
    // The draft's store is made by a view that scopes it, as a sheet does: that view renders
    // again, and scopes again, when what the scoping read changed (the draft appeared, went
    // away or was replaced by another value); the store it made before goes with it.
    guard draftScoping.mustRescope else { return }
    if let draftStore {
      rowViews[ObjectIdentifier(draftStore)]?.stop()
      rowViews[ObjectIdentifier(draftStore)] = nil
    }
    if let scoped = draftScoping.rescope({ store.scope(\.draft) }) {
      let view = SessionView(name: "draftStore") { scoped.summary }
      view.observe(through: scoped)
      rowViews[ObjectIdentifier(scoped)] = view
    }
  }

  /// A store that reads another value than the state holds where it was scoped, once the views
  /// that scoped it have scoped again: stale, whatever its own views show.
  private func storeBehindTheState() -> String? {
    guard let draftStore, let draft = store.draft, draftStore.summary != draft.summary else {
      return nil
    }
    return "the draft's store reads \(draftStore.summary.debugDescription), the state holds "
      + draft.summary.debugDescription
  }

  private func word() -> String {
    nextWord += 1
    return ["t", "u", "v", "w"][random.below(4)] + "\(nextWord % 7)"
  }

  /// Plays `steps` random steps; returns the first stale view found, described.
  func play(steps: Int) async -> String? {
    for _ in 0..<steps {
      random.startStep()
      step()
      figures.steps += 1
      // Every step ends with a write through the store: the views must be current when it
      // returns, without waiting for the main queue.
      for view in views { view.renderIfDirty() }
      if let stale = staleView() { return stale + ", when the step returned" }
      await settle()
      for view in views { view.renderIfDirty() }
      if let stale = staleView() { return stale }
      refreshRowViews()
      if let stale = storeBehindTheState() { return stale }
    }
    var byName: [String: (Int, Int)] = [:]
    for view in views + Array(rowViews.values) {
      figures.renders += view.renders
      figures.spuriousRenders += view.spuriousRenders
      let key = view.name.hasPrefix("row") ? "row" : view.name
      byName[key, default: (0, 0)].0 += view.renders
      byName[key, default: (0, 0)].1 += view.spuriousRenders
    }
    if breakdown {
      for (name, (renders, spurious)) in byName.sorted(by: { $0.value.1 > $1.value.1 }) {
        print("  \(name): \(renders) renders, \(spurious) spurious")
      }
      SpuriousRenderCauses.report()
    }
    return nil
  }

  private func staleView() -> String? {
    for view in views + rowViews.values.sorted(by: { $0.name < $1.name }) {
      let fresh = view.freshRead()
      if fresh != view.shown {
        return "view '\(view.name)' shows \(view.shown.debugDescription), state gives "
          + fresh.debugDescription
      }
    }
    // A row's store reads what it last saw once its row is gone, so a store that lost a row
    // still in the state would look current to its views: it counts as a stale view.
    let rowsInState = [
      (rowStores, Array(store.todos)), (plainRowStores, store.rows),
    ]
    for (stores, rows) in rowsInState {
      for row in stores {
        if let current = rows.first(where: { $0.id == row.id }), current.summary != row.summary {
          return "the store of row \(row.id) reads \(row.summary.debugDescription), the state "
            + "holds \(current.summary.debugDescription)"
        }
      }
    }
    return nil
  }

  /// Lets the main queue run what was queued on it before now.
  private func settle() async {
    await withCheckedContinuation { continuation in
      DispatchQueue.main.async { continuation.resume() }
    }
  }

  private func record(_ code: String) {
    script.append(code)
    SpuriousRenderCauses.play(code)
  }

  // swift-format-ignore: FunctionBodyLength
  private func step() {
    let todos = store.todos
    let rows = store.rows
    switch random.below(34) {
    case 0 where !todos.isEmpty:
      let index = random.below(todos.count)
      let title = word()
      record("store.todos[\(index)].title = \(title.debugDescription)")
      store.todos[index].title = title
    case 1 where !todos.isEmpty:
      let id = random.pick(Array(todos.ids))
      record("store.update { $0.todos[id: \(id)]?.isComplete.toggle() }")
      store.update { $0.todos[id: id]?.isComplete.toggle() }
    case 2 where !rowStores.isEmpty:
      let index = random.below(rowStores.count)
      let title = word()
      record(
        "store.scope(each: \\.todos)[\(index)].title = \(title.debugDescription)"
          + "  // row \(rowStores[index].id)")
      rowStores[index].title = title
    case 3:
      nextID += 1
      let title = word()
      record("store.todos.append(SessionTodo(id: \(nextID), title: \(title.debugDescription)))")
      store.todos.append(SessionTodo(id: nextID, title: title))
    case 4:
      nextID += 1
      record("store.todos.insert(SessionTodo(id: \(nextID), title: \"new\"), at: 0)")
      store.todos.insert(SessionTodo(id: nextID, title: "new"), at: 0)
    case 5 where todos.count > 1:
      let index = random.below(todos.count)
      record("store.todos.remove(at: \(index))")
      store.todos.remove(at: index)
    case 6 where todos.count > 1:
      let (first, second) = (random.below(todos.count), random.below(todos.count))
      record("store.todos.swapAt(\(first), \(second))")
      store.todos.swapAt(first, second)
    case 7 where !rows.isEmpty:
      let index = random.below(rows.count)
      let title = word()
      record("store.rows[\(index)].title = \(title.debugDescription)")
      store.rows[index].title = title
    case 8:
      nextID += 1
      record("store.rows.append(SessionTodo(id: \(nextID), title: \"r\"))")
      store.rows.append(SessionTodo(id: nextID, title: "r"))
    case 9 where rows.count > 1:
      record("store.rows.removeFirst()")
      store.rows.removeFirst()
    case 10 where !plainRowStores.isEmpty:
      let index = random.below(plainRowStores.count)
      record("store.scope(each: \\.rows)[\(index)].isComplete.toggle()")
      plainRowStores[index].isComplete.toggle()
    case 11 where !todos.isEmpty:
      let index = random.below(todos.count)
      record("store.draft = store.todos[\(index)]")
      store.draft = todos[index]
    case 12 where store.draft != nil:
      let title = word()
      record("store.draft?.title = \(title.debugDescription)")
      store.draft?.title = title
    case 13 where store.draft != nil && draftStore != nil:
      let title = word()
      record("store.scope(\\.draft)!.title = \(title.debugDescription)")
      draftStore?.title = title
    case 14 where store.draft != nil:
      record("store.update { if let draft = $0.draft { $0.todos[id: draft.id] = draft } }")
      store.update { if let draft = $0.draft { $0.todos[id: draft.id] = draft } }
    case 15 where store.draft != nil:
      record("store.draft = nil")
      store.draft = nil
    case 16:
      let name = word()
      record(
        "var profile = store.profile; profile.name = \(name.debugDescription); "
          + "store.profile = profile")
      var profile = store.profile
      profile.name = name
      store.profile = profile
    case 17:
      record("var copy = store.profile; copy.score += 1  // never written back")
      var copy = store.profile
      copy.score += 1
      _ = copy
    case 18:
      let name = word()
      record("store.update { $0.profile.renameWholesale(\(name.debugDescription)) }")
      store.update { $0.profile.renameWholesale(name) }
    case 19:
      record("store.scope(\\.profile).score += 1")
      profileStore.score += 1
    case 20 where !todos.isEmpty:
      let index = random.below(todos.count)
      switch random.below(4) {
      case 0:
        record("store.route = .detail(store.todos[\(index)])")
        store.route = .detail(todos[index])
      case 1:
        record("store.route = .compare(store.todos[\(index)], store.todos[0])")
        store.route = .compare(todos[index], todos[0])
      case 2:
        record("store.route = .settings(store.profile, \(index))")
        store.route = .settings(store.profile, index)
      default:
        record("store.route = nil")
        store.route = nil
      }
    case 21 where store.route != nil:
      let title = word()
      record("store.route?.retitleFirst(\(title.debugDescription))")
      store.route?.retitleFirst(title)
    case 22:
      record("snapshots.append(store.state)")
      snapshots.append(store.state)
      record("store.counter += 1")
      store.counter += 1
    case 23 where !snapshots.isEmpty:
      let index = random.below(snapshots.count)
      record("store.state = snapshots[\(index)]  // undo")
      store.state = snapshots[index]
    case 24:
      record("store.state = store.state  // reset to equal state")
      store.state = store.state
    case 25:
      record("store.update { $0.rebuildWholesale() }  // equal data, new identities")
      store.update { $0.rebuildWholesale() }
    case 26 where !todos.isEmpty:
      let index = random.below(todos.count)
      let title = word()
      record("store.update { $0.todos[\(index)].retitleWholesale(\(title.debugDescription)) }")
      store.update { $0.todos[index].retitleWholesale(title) }
    case 27 where !todos.isEmpty:
      record("var copy = store.todos[0]; copy.title = \"zz\"  // never written back")
      var copy = todos[0]
      copy.title = "zz"
      _ = copy
    case 28:
      record("store.hidesCompleted.toggle()")
      store.hidesCompleted.toggle()
    case 29 where random.below(10) == 0:
      record("store.state = SessionState(todos: [SessionTodo(id: 1, title: \"A\")])  // reset")
      store.state = SessionState(todos: [SessionTodo(id: 1, title: "A")])
    case 30 where !snapshots.isEmpty:
      let index = random.below(snapshots.count)
      record("store.update { $0 = snapshots[\(index)] }  // undo inside an update")
      let snapshot = snapshots[index]
      store.update { $0 = snapshot }
    case 31:
      record("let state = store.state; store.update { $0 = state }  // equal, in an update")
      let state = store.state
      store.update { $0 = state }
    case 32 where random.below(5) == 0:
      record(
        "store.update { $0 = SessionState(todos: [SessionTodo(id: 1, title: \"A\")]) }  // reset")
      store.update { $0 = SessionState(todos: [SessionTodo(id: 1, title: "A")]) }
    case 33:
      record("store.update { $0.counter += 1; snapshots.append($0); $0.counter += 1 }")
      var taken: SessionState?
      store.update {
        $0.counter += 1
        taken = $0
        $0.counter += 1
      }
      if let taken { snapshots.append(taken) }
    default:
      record("store.counter += 1")
      store.counter += 1
    }
  }

  func stop() {
    for view in views + Array(rowViews.values) { view.stop() }
  }
}

@MainActor
final class RandomSessionTests: XCTestCase {
  func testRandomListDetailSessionsLeaveNoViewStale() async {
    guard let (total, _) = await RandomSession.playSeededSessions(named: "Random sessions") else {
      return
    }
    // What this model's sessions measure today: 8–10% (release, 3,000 steps per session). They
    // re-render views that derive from a whole list (a filter, a prefix, a count) when the
    // list's structure changes, and the readers of a child replaced by a value with other data
    // (see the documentation's "How observation follows your values").
    XCTAssertLessThanOrEqual(total.spuriousShare, 0.15, "spurious renders")
  }
}
