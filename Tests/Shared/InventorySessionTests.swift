import Dispatch
import Foundation
@_spi(Testing) import ObservableStructs
import ObservableStructsTestSupport
import Observation
import XCTest

// Random shop sessions against a `Store` of `InventoryState`: a second oracle beside
// `RandomSessionTests`, over another model (lists inside list elements, a dictionary of
// annotated values, an enum with annotated and plain payloads, a child holding a child) and other
// operations (sorts, reversals, moves, filtered lists assigned back, copies stored in another
// place, edits through nested row stores, case-scoped stores and bindings). After every step,
// every view's fresh read must equal what it last showed, right when the step returns and after
// one turn of the main queue; a view that does not is stale, and the test fails with the seed and
// the steps up to the failure as Swift code. A render that shows what the view showed before is
// spurious: counted and printed.
//
// `SESSION_STEPS` sets the number of steps per session (default 1,000, three sessions per
// type source); `FUZZ_SEED` the seed; `SESSION_BREAKDOWN=1` prints the spurious renders by view.

/// A plain description of the status, for a view to show.
private func describeStatus(_ status: InvStatus) -> String {
  switch status {
  case .empty: "empty"
  case .one(let item): "one(\(item.label))"
  case .many(let count, let cheapest): "many(\(count), \(cheapest.label))"
  }
}

/// Plays one random shop session and checks every view after every step.
@MainActor
final class InventorySession: ShrinkableSession {
  private var random: SessionDice
  let store: Store<InventoryState>
  private var views: [SessionView] = []
  private var scopedViews: [ObjectIdentifier: SessionView] = [:]
  private let settingsStore: Store<InvSettings>
  private let displayStore: Store<InvDisplay>
  private var sectionStores: [Store<InvSection>] = []
  /// The row stores of each section's items, in the order of `sectionStores`.
  private var itemStores: [[Store<InvItem>]] = []
  private var tagStores: [Store<InvTag>] = []
  private var noteStores: [Store<InvNote>] = []
  /// The views that scope the selection's and the editor's stores.
  private let selectionScoping = ScopingView<Store<InvSelection>>()
  private let editingScoping = ScopingView<Store<InvItem>>()
  private var selectionStore: Store<InvSelection>? { selectionScoping.scoped }
  private var editingStore: Store<InvItem>? { editingScoping.scoped }
  private var snapshots: [InventoryState] = []
  private var nextID = 100
  private var nextWord = 0
  /// The steps played so far, as Swift code.
  private(set) var script: [String] = []
  /// The random draws of the steps played so far.
  var drawnSteps: [[UInt64]] { random.steps }
  private(set) var figures = SessionFigures()
  private(set) var byView: [String: (renders: Int, spurious: Int)] = [:]

  static func initialState() -> InventoryState {
    InventoryState(
      sections: [
        InvSection(
          id: 1, title: "Fruit",
          items: [
            InvItem(id: 11, name: "apple", price: 3, stock: 5),
            InvItem(id: 12, name: "pear", price: 4, stock: 1),
            InvItem(id: 13, name: "plum", price: 2, stock: 0),
          ]),
        InvSection(
          id: 2, title: "Bread",
          items: [
            InvItem(id: 21, name: "rye", price: 5, stock: 2),
            InvItem(id: 22, name: "bun", price: 1, stock: 9),
          ]),
        InvSection(id: 3, title: "Empty"),
      ],
      tags: [
        InvTag(id: 1, name: "new", uses: 1), InvTag(id: 2, name: "sale"),
        InvTag(id: 3, name: "eco", uses: 2),
      ],
      pinned: ["a": InvItem(id: 91, name: "gift", price: 7, stock: 1)],
      notes: [InvNote(id: 1, text: "n1", stars: 1), InvNote(id: 2, text: "n2")])
  }

  init(dice: SessionDice) {
    random = dice
    store = Store(initialState: Self.initialState())
    settingsStore = store.scope(\.settings)
    displayStore = settingsStore.scope(\.display)
    makeViews()
  }

  private func makeViews() {
    let store = store
    let settingsStore = settingsStore
    let displayStore = displayStore
    let screens: [(String, @MainActor () -> String)] = [
      ("totalValue", { "\(store.totalValue)" }),
      ("lowStock", { store.lowStock.map(\.label).joined(separator: ",") }),
      ("usedTags", { store.usedTagNames.joined(separator: ",") }),
      ("receipt", { store.receipt?.text ?? "-" }),
      ("status", { describeStatus(store.status) }),
      ("firstSoldOut", { store.firstSoldOut?.label ?? "-" }),
      ("pinnedTotal", { "\(store.pinnedTotal)" }),
      ("noteStars", { "\(store.noteStars)" }),
      ("priceTags", { store.priceTags.joined(separator: ",") }),
      ("allItems", { store.allItems.map(\.label).joined(separator: ",") }),
      ("shopName", { store.shopName }),
      ("sectionHeaders", { store.sections.map(\.header).joined(separator: ",") }),
      (
        "firstSection",
        { store.sections.first.map { $0.items.map(\.label).joined(separator: ",") } ?? "-" }
      ),
      (
        "secondItemPrice",
        {
          guard let first = store.sections.first, first.items.count > 1 else { return "-" }
          return "\(first.items[1].price)"
        }
      ),
      ("tags", { store.tags.map { "\($0.name):\($0.uses)" }.joined(separator: ",") }),
      ("threshold", { "\(store.settings.threshold)" }),
      ("currency", { store.settings.display.currency }),
      ("selection", { store.selection.map { "\($0.item.label)*\($0.quantity)" } ?? "-" }),
      ("selectionPrice", { store[dynamicMember: \.selection?.item.price].map { "\($0)" } ?? "-" }),
      ("mode", { store.mode.summary }),
      ("pinnedA", { store.pinned["a"]?.label ?? "-" }),
      (
        "pinned",
        {
          store.pinned.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value.label)" }.joined(
            separator: ",")
        }
      ),
      ("notes", { store.notes.map { "\($0.text)*\($0.stars)" }.joined(separator: ",") }),
      ("revision", { "\(store.revision)" }),
      (
        "wholeState",
        { "\(store.state.revision)|\(store.state.sections.map { $0.items.map(\.label) })" }
      ),
      (
        "settingsStore",
        {
          "\(settingsStore.threshold)/\(settingsStore.sortsByPrice)/"
            + settingsStore.display.currency
        }
      ),
      ("displayStore", { "\(displayStore.currency)/\(displayStore.showsEmpty)" }),
    ]
    for (index, (name, render)) in screens.enumerated() {
      let observed = SessionView(name: name + "·observe", render: render)
      observed.observe(through: store)
      views.append(observed)
      // Every other screen is also watched the way SwiftUI watches a view body.
      if index.isMultiple(of: 2) || name.hasSuffix("Store") {
        let tracked = SessionView(name: name + "·tracking", render: render)
        tracked.observeWithTracking()
        views.append(tracked)
      }
    }
    refreshScopedViews()
  }

  /// Gives `store` a view once (by the store's identity), observed through `store.observe` and,
  /// for every other store, through `withObservationTracking` as well.
  private func watch<State>(
    _ store: Store<State>, name: String, render: @escaping @MainActor () -> String
  ) {
    guard scopedViews[ObjectIdentifier(store)] == nil else { return }
    let view = SessionView(name: name, render: render)
    view.observe(through: store)
    scopedViews[ObjectIdentifier(store)] = view
    if scopedViews.count.isMultiple(of: 2) {
      let tracked = SessionView(name: name + "·tracking", render: render)
      tracked.observeWithTracking()
      views.append(tracked)
    }
  }

  /// Scopes the lists again, as list views do when they re-render, and gives every new scoped
  /// store a view.
  private func refreshScopedViews() {
    sectionStores = Array(store.scope(each: \.sections))
    itemStores = sectionStores.map { Array($0.scope(each: \.items)) }
    tagStores = Array(store.scope(each: \.tags))
    noteStores = Array(store.scope(each: \.notes))
    for section in sectionStores {
      watch(section, name: "section \(section.id)") { section.header }
    }
    for (section, items) in zip(sectionStores, itemStores) {
      for item in items {
        watch(item, name: "item \(section.id)/\(item.id)") { item.label }
      }
    }
    for tag in tagStores {
      watch(tag, name: "tag \(tag.id)") { "\(tag.name):\(tag.uses)" }
    }
    for note in noteStores {
      watch(note, name: "note \(note.id)") { "\(note.text)*\(note.stars)" }
    }
    // The selection's and the editor's stores are made by views that scope them, as sheets
    // do: such a view renders again, and scopes again, when what the scoping read changed (the
    // child appeared, went away or was replaced by another value).
    if let scoped = selectionScoping.rescope({ store.scope(\.selection) }) {
      watch(scoped, name: "selectionStore") { "\(scoped.item.label)*\(scoped.quantity)" }
    }
    if let scoped = editingScoping.rescope({ store.scope(\.mode, case: InvMode.editing) }) {
      watch(scoped, name: "editingStore") { scoped.label }
    }
  }

  /// A store that reads another value than the state holds where it was scoped, once the views
  /// that scoped it have scoped again: stale, whatever its own views show.
  private func storeBehindTheState() -> String? {
    if let selectionStore, let selection = store.selection {
      let reads = "\(selectionStore.item.label)*\(selectionStore.quantity)"
      let holds = "\(selection.item.label)*\(selection.quantity)"
      if reads != holds {
        return "the selection's store reads \(reads.debugDescription), the state holds "
          + holds.debugDescription
      }
    }
    if let editingStore, case .editing(let item) = store.mode, editingStore.label != item.label {
      return "the editor's store reads \(editingStore.label.debugDescription), the state holds "
        + item.label.debugDescription
    }
    return nil
  }

  private func word() -> String {
    nextWord += 1
    return ["k", "m", "q", "z"][random.below(4)] + "\(nextWord % 5)"
  }

  private func newID() -> Int {
    nextID += 1
    return nextID
  }

  /// Plays `steps` random steps; returns the first stale view found, described.
  func play(steps: Int) async -> String? {
    for _ in 0..<steps {
      random.startStep()
      step()
      figures.steps += 1
      for view in allViews() { view.renderIfDirty() }
      if let stale = staleView() { return stale + ", when the step returned" }
      await settle()
      for view in allViews() { view.renderIfDirty() }
      if let stale = staleView() { return stale + ", after a turn of the main queue" }
      refreshScopedViews()
      if let stale = storeBehindTheState() { return stale }
    }
    for view in allViews() {
      figures.renders += view.renders
      figures.spuriousRenders += view.spuriousRenders
      let key = view.name.split(separator: " ").first.map(String.init) ?? view.name
      byView[key, default: (0, 0)].renders += view.renders
      byView[key, default: (0, 0)].spurious += view.spuriousRenders
    }
    return nil
  }

  private func allViews() -> [SessionView] {
    views + scopedViews.values.sorted { $0.name < $1.name }
  }

  /// Every stale view, described, or `nil` if none is.
  private func staleView() -> String? {
    var stale: [String] = []
    for view in allViews() {
      let fresh = view.freshRead()
      if fresh != view.shown {
        stale.append(
          "view '\(view.name)' shows \(view.shown.debugDescription), state gives "
            + fresh.debugDescription)
      }
    }
    stale += storesBehindTheirRows()
    return stale.isEmpty ? nil : stale.joined(separator: "; ")
  }

  /// The row stores that read another value than their row's in the state. A row's store reads
  /// what it last saw once its row is gone, so a store that lost a row still in the state would
  /// look current to its views: it counts as a stale view.
  private func storesBehindTheirRows() -> [String] {
    var behind: [String] = []
    func check(_ name: String, reads: String, holds current: String?) {
      guard let current, current != reads else { return }
      behind.append(
        "the store of \(name) reads \(reads.debugDescription), the state holds "
          + current.debugDescription)
    }
    for (section, items) in zip(sectionStores, itemStores) {
      let sectionNow = store.sections[id: section.id]
      check("section \(section.id)", reads: section.header, holds: sectionNow?.header)
      for item in items {
        check(
          "item \(section.id)/\(item.id)", reads: item.label,
          holds: sectionNow?.items[id: item.id]?.label)
      }
    }
    for tag in tagStores {
      let current = store.tags.first { $0.id == tag.id }
      check(
        "tag \(tag.id)", reads: "\(tag.name):\(tag.uses)",
        holds: current.map { "\($0.name):\($0.uses)" })
    }
    for note in noteStores {
      check(
        "note \(note.id)", reads: "\(note.text)*\(note.stars)",
        holds: store.notes[id: note.id].map { "\($0.text)*\($0.stars)" })
    }
    return behind
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

  /// A random section index, if there is a section.
  private func anySection() -> Int? {
    let count = store.sections.count
    return count == 0 ? nil : random.below(count)
  }

  /// A random section index and item index in it, if some section has items.
  private func anyItem() -> (Int, Int)? {
    let filled = store.sections.indices.filter { !store.sections[$0].items.isEmpty }
    guard !filled.isEmpty else { return nil }
    let section = random.pick(filled)
    return (section, random.below(store.sections[section].items.count))
  }

  private func itemLiteral(_ item: InvItem) -> String {
    "InvItem(id: \(item.id), name: \(item.name.debugDescription), price: \(item.price), "
      + "stock: \(item.stock))"
  }

  /// The step played when the one drawn does not apply to the state.
  private func fallback() {
    record("store.revision += 1")
    store.revision += 1
  }

  // swift-format-ignore: FunctionBodyLength
  private func step() {
    switch random.below(60) {
    case 0:
      let name = word()
      record("store.shopName = \(name.debugDescription)")
      store.shopName = name
    case 1:
      guard let (s, i) = anyItem() else { return fallback() }
      record("store.sections[\(s)].items[\(i)].price += 1")
      store.sections[s].items[i].price += 1
    case 2:
      guard let (s, i) = anyItem() else { return fallback() }
      record(
        "store.update { $0.sections[\(s)].items[\(i)].stock = max(0, $0.sections[\(s)].items[\(i)].stock - 1) }"
      )
      store.update { $0.sections[s].items[i].stock = max(0, $0.sections[s].items[i].stock - 1) }
    case 3:
      guard let s = anySection() else { return fallback() }
      let title = word()
      record("store.sections[\(s)].title = \(title.debugDescription)")
      store.sections[s].title = title
    case 4:
      let filled = itemStores.indices.filter { !itemStores[$0].isEmpty }
      guard !filled.isEmpty else { return fallback() }
      let s = random.pick(filled)
      let i = random.below(itemStores[s].count)
      let name = word()
      record(
        "store.scope(each: \\.sections)[\(s)].scope(each: \\.items)[\(i)].name = "
          + "\(name.debugDescription)  // item \(itemStores[s][i].id)")
      itemStores[s][i].name = name
    case 5:
      let filled = itemStores.indices.filter { !itemStores[$0].isEmpty }
      guard !filled.isEmpty else { return fallback() }
      let s = random.pick(filled)
      let i = random.below(itemStores[s].count)
      record(
        "store.scope(each: \\.sections)[\(s)].scope(each: \\.items)[\(i)].stock += 2"
          + "  // item \(itemStores[s][i].id)")
      itemStores[s][i].stock += 2
    case 6:
      guard !sectionStores.isEmpty else { return fallback() }
      let s = random.below(sectionStores.count)
      let title = word()
      record("store.scope(each: \\.sections)[\(s)].title = \(title.debugDescription)")
      sectionStores[s].title = title
    case 7:
      guard !sectionStores.isEmpty else { return fallback() }
      let s = random.below(sectionStores.count)
      let item = InvItem(id: newID(), name: word(), price: random.below(6), stock: random.below(4))
      record("store.scope(each: \\.sections)[\(s)].items.append(\(itemLiteral(item)))")
      sectionStores[s].items.append(item)
    case 8:
      guard let s = anySection() else { return fallback() }
      if random.oneIn(2) {
        record("store.sections[\(s)].items.sort { ($0.price, $0.id) < ($1.price, $1.id) }")
        store.sections[s].items.sort { ($0.price, $0.id) < ($1.price, $1.id) }
      } else {
        record(
          "store.update { $0.sections[\(s)].items.sort { ($0.name, $0.id) < ($1.name, $1.id) } }")
        store.update { $0.sections[s].items.sort { ($0.name, $0.id) < ($1.name, $1.id) } }
      }
    case 9:
      guard let s = anySection() else { return fallback() }
      record("store.sections[\(s)].items.reverse()")
      store.sections[s].items.reverse()
    case 10:
      guard let s = anySection() else { return fallback() }
      record("store.sections[\(s)].items.removeAll { $0.stock == 0 }")
      store.sections[s].items.removeAll { $0.stock == 0 }
    case 11:
      guard let (s, i) = anyItem() else { return fallback() }
      let destination = random.below(store.sections[s].items.count + 1)
      record("store.sections[\(s)].items.move(fromOffsets: [\(i)], toOffset: \(destination))")
      store.sections[s].items.move(fromOffsets: [i], toOffset: destination)
    case 12:
      guard let (s, i) = anyItem() else { return fallback() }
      let j = random.below(store.sections[s].items.count)
      record("store.update { $0.sections[\(s)].items.swapAt(\(i), \(j)) }")
      store.update { $0.sections[s].items.swapAt(i, j) }
    case 13:
      guard let s = anySection() else { return fallback() }
      let at = random.below(store.sections[s].items.count + 1)
      let item = InvItem(id: newID(), name: word(), price: random.below(6), stock: random.below(4))
      record("store.sections[\(s)].items.insert(\(itemLiteral(item)), at: \(at))")
      store.sections[s].items.insert(item, at: at)
    case 14:
      guard let (s, i) = anyItem() else { return fallback() }
      let old = store.sections[s].items[i]
      let item = InvItem(
        id: random.oneIn(2) ? old.id : newID(), name: word(), price: old.price, stock: old.stock)
      record("store.sections[\(s)].items[\(i)] = \(itemLiteral(item))  // replaced")
      store.sections[s].items[i] = item
    case 15:
      // A copy stored into another list.
      guard let (s, i) = anyItem(), store.sections.count > 1 else { return fallback() }
      let t = random.below(store.sections.count)
      let id = store.sections[s].items[i].id
      guard !store.sections[t].items.ids.contains(id) else { return fallback() }
      record(
        "store.update { $0.sections[\(t)].items.append($0.sections[\(s)].items[\(i)]) }  // copy")
      store.update { $0.sections[t].items.append($0.sections[s].items[i]) }
    case 16:
      guard let s = anySection() else { return fallback() }
      let limit = random.below(5)
      record(
        "store.update { $0.sections[\(s)].items = $0.sections[\(s)].items.filter { $0.price > \(limit) } }"
      )
      store.update { $0.sections[s].items = $0.sections[s].items.filter { $0.price > limit } }
    case 17:
      record("var settings = store.settings; settings.threshold += 1; store.settings = settings")
      var settings = store.settings
      settings.threshold += 1
      store.settings = settings
    case 18:
      let currency = word()
      record(
        "var settings = store.settings; settings.display.currency = \(currency.debugDescription)"
          + "  // never written back")
      var settings = store.settings
      settings.display.currency = currency
      _ = settings
    case 19:
      guard let (s, i) = anyItem() else { return fallback() }
      record("var item = store.sections[\(s)].items[\(i)]; item.price += 10  // never written back")
      var item = store.sections[s].items[i]
      item.price += 10
      _ = item
    case 20:
      switch random.below(3) {
      case 0:
        record("store.scope(\\.settings).threshold -= 1")
        settingsStore.threshold -= 1
      case 1:
        record("store.scope(\\.settings).display.showsEmpty.toggle()")
        settingsStore.display.showsEmpty.toggle()
      default:
        let currency = word()
        record("store.scope(\\.settings).scope(\\.display).currency = \(currency.debugDescription)")
        displayStore.currency = currency
      }
    case 21:
      record("store.settings.sortsByPrice.toggle()")
      store.settings.sortsByPrice.toggle()
    case 22:
      guard let (s, i) = anyItem() else { return fallback() }
      record("store.selection = InvSelection(item: store.sections[\(s)].items[\(i)])")
      store.selection = InvSelection(item: store.sections[s].items[i])
    case 23:
      guard store.selection != nil else { return fallback() }
      if random.oneIn(2) {
        record("store.selection?.quantity += 1")
        store.selection?.quantity += 1
      } else {
        record("store.selection?.item.price += 1")
        store.selection?.item.price += 1
      }
    case 24:
      guard let selectionStore else { return fallback() }
      if random.oneIn(2) {
        let name = word()
        record("store.scope(\\.selection)!.item.name = \(name.debugDescription)")
        selectionStore.item.name = name
      } else {
        record("store.scope(\\.selection)!.quantity += 2")
        selectionStore.quantity += 2
      }
    case 25:
      guard store.selection != nil else { return fallback() }
      record(
        "store.update { if let selection = $0.selection { for s in $0.sections.indices "
          + "where $0.sections[s].items.ids.contains(selection.item.id) "
          + "{ $0.sections[s].items[id: selection.item.id] = selection.item } } }  // write back")
      store.update {
        if let selection = $0.selection {
          for s in $0.sections.indices where $0.sections[s].items.ids.contains(selection.item.id) {
            $0.sections[s].items[id: selection.item.id] = selection.item
          }
        }
      }
    case 26:
      if random.oneIn(2) {
        record("store[scope: \\.selection] = nil")
        store[scope: \.selection] = nil
      } else {
        record("store.selection = nil")
        store.selection = nil
      }
    case 27:
      guard let selectionStore else { return fallback() }
      record("store[scope: \\.selection] = selectionStore  // the store of the child there")
      store[scope: \.selection] = selectionStore
    case 28:
      guard let (s, i) = anyItem() else { return fallback() }
      switch random.below(5) {
      case 0:
        record("store.mode = .editing(store.sections[\(s)].items[\(i)])")
        store.mode = .editing(store.sections[s].items[i])
      case 1:
        record("store.mode = .comparing(store.sections[\(s)].items[\(i)], store.allItems[0])")
        store.mode = .comparing(store.sections[s].items[i], store.allItems[0])
      case 2:
        let query = word()
        record("store.mode = .searching(\(query.debugDescription), 0)")
        store.mode = .searching(query, 0)
      case 3:
        let note = word()
        record("store.mode = .configuring(store.settings, \(note.debugDescription))")
        store.mode = .configuring(store.settings, note)
      default:
        record("store.mode = .browsing")
        store.mode = .browsing
      }
    case 29:
      let text = word()
      if random.oneIn(2) {
        record("store.mode.bumpPayload(\(text.debugDescription))")
        store.mode.bumpPayload(text)
      } else {
        record("store.update { $0.mode.bumpPayload(\(text.debugDescription)) }")
        store.update { $0.mode.bumpPayload(text) }
      }
    case 30:
      guard let editingStore else { return fallback() }
      if random.oneIn(2) {
        let name = word()
        record("store.scope(\\.mode, case: InvMode.editing)!.name = \(name.debugDescription)")
        editingStore.name = name
      } else {
        record("store.scope(\\.mode, case: InvMode.editing)!.stock += 1")
        editingStore.stock += 1
      }
    case 31:
      let key = random.pick(["a", "b", "c"])
      let item = InvItem(id: newID(), name: word(), price: random.below(9), stock: 1)
      record("store.pinned[\(key.debugDescription)] = \(itemLiteral(item))")
      store.pinned[key] = item
    case 32:
      let key = random.pick(["a", "b", "c"])
      record("store.pinned[\(key.debugDescription)] = nil")
      store.pinned[key] = nil
    case 33:
      let key = random.pick(["a", "b", "c"])
      if random.oneIn(2) {
        record("store.pinned[\(key.debugDescription)]?.price += 1")
        store.pinned[key]?.price += 1
      } else {
        let name = word()
        record(
          "store.update { $0.pinned[\(key.debugDescription)]?.name = \(name.debugDescription) }")
        store.update { $0.pinned[key]?.name = name }
      }
    case 34:
      guard let (s, i) = anyItem() else { return fallback() }
      let key = random.pick(["a", "b", "c"])
      record("store.pinned[\(key.debugDescription)] = store.sections[\(s)].items[\(i)]  // copy")
      store.pinned[key] = store.sections[s].items[i]
    case 35:
      let key = random.pick(["a", "b", "c"])
      guard store.pinned[key] != nil else { return fallback() }
      record(
        "store.update { if let pin = $0.pinned[\(key.debugDescription)] { for s in $0.sections.indices "
          + "where $0.sections[s].items.ids.contains(pin.id) "
          + "{ $0.sections[s].items[id: pin.id] = pin } } }  // pin written back")
      store.update {
        if let pin = $0.pinned[key] {
          for s in $0.sections.indices where $0.sections[s].items.ids.contains(pin.id) {
            $0.sections[s].items[id: pin.id] = pin
          }
        }
      }
    case 36:
      guard !store.tags.isEmpty else { return fallback() }
      let i = random.below(store.tags.count)
      record("store.tags[\(i)].uses += 1")
      store.tags[i].uses += 1
    case 37:
      guard !tagStores.isEmpty else { return fallback() }
      let i = random.below(tagStores.count)
      let name = word()
      record(
        "store.scope(each: \\.tags)[\(i)].name = \(name.debugDescription)  // tag \(tagStores[i].id)"
      )
      tagStores[i].name = name
    case 38:
      switch random.below(3) {
      case 0:
        let id = newID()
        let name = word()
        record("store.tags.append(InvTag(id: \(id), name: \(name.debugDescription)))")
        store.tags.append(InvTag(id: id, name: name))
      case 1:
        record("store.tags.removeAll { $0.uses == 0 }")
        store.tags.removeAll { $0.uses == 0 }
      default:
        record("store.tags.sort { ($0.name, $0.id) < ($1.name, $1.id) }")
        store.tags.sort { ($0.name, $0.id) < ($1.name, $1.id) }
      }
    case 39:
      guard !store.tags.isEmpty else { return fallback() }
      let i = random.below(store.tags.count)
      record("store.update { $0.tags[\(i)].uses = 0 }")
      store.update { $0.tags[i].uses = 0 }
    case 40:
      guard !store.notes.isEmpty else { return fallback() }
      let i = random.below(store.notes.count)
      record("store.notes[\(i)].stars += 1")
      store.notes[i].stars += 1
    case 41:
      guard !noteStores.isEmpty else { return fallback() }
      let i = random.below(noteStores.count)
      let text = word()
      record(
        "store.scope(each: \\.notes)[\(i)].text = \(text.debugDescription)  // note \(noteStores[i].id)"
      )
      noteStores[i].text = text
    case 42:
      if store.notes.count > 2 && random.oneIn(2) {
        let i = random.below(store.notes.count)
        record("store.notes.remove(at: \(i))")
        store.notes.remove(at: i)
      } else {
        let id = newID()
        record("store.notes.insert(InvNote(id: \(id), text: \"new\"), at: 0)")
        store.notes.insert(InvNote(id: id, text: "new"), at: 0)
      }
    case 43:
      guard !store.notes.isEmpty else { return fallback() }
      let i = random.below(store.notes.count)
      record(
        "store.update { $0.notes[\(i)] = InvNote(id: $0.notes[\(i)].id, text: $0.notes[\(i)].text, stars: $0.notes[\(i)].stars) }  // equal data, new identity"
      )
      store.update {
        $0.notes[i] = InvNote(id: $0.notes[i].id, text: $0.notes[i].text, stars: $0.notes[i].stars)
      }
    case 44:
      record("snapshots.append(store.state)")
      snapshots.append(store.state)
      record("store.revision += 1")
      store.revision += 1
    case 45:
      guard !snapshots.isEmpty else { return fallback() }
      let index = random.below(snapshots.count)
      record("store.state = snapshots[\(index)]  // undo")
      store.state = snapshots[index]
    case 46:
      guard !snapshots.isEmpty else { return fallback() }
      let index = random.below(snapshots.count)
      record("store.update { $0 = snapshots[\(index)] }  // undo inside an update")
      let snapshot = snapshots[index]
      store.update { $0 = snapshot }
    case 47:
      switch random.below(4) {
      case 0:
        record("store.state = store.state  // reset to equal state")
        store.state = store.state
      case 1:
        record("store.update { $0.rebuildWholesale() }  // equal data, new identities")
        store.update { $0.rebuildWholesale() }
      case 2:
        record("let state = store.state; store.update { $0 = state }")
        let state = store.state
        store.update { $0 = state }
      default:
        guard random.oneIn(4) else {
          record("store.revision += 1")
          store.revision += 1
          break
        }
        record("store.state = InventorySession.initialState()  // reset")
        store.state = Self.initialState()
      }
    case 48:
      guard let (s, i) = anyItem() else { return fallback() }
      record("store.update { $0.sections[\(s)].items[\(i)].restockWholesale(2) }")
      store.update { $0.sections[s].items[i].restockWholesale(2) }
    case 49:
      if random.oneIn(2) {
        record("store.settings.raiseThresholdWholesale(1)")
        store.settings.raiseThresholdWholesale(1)
      } else {
        record("store.scope(\\.settings).update { $0.raiseThresholdWholesale(-1) }")
        settingsStore.update { $0.raiseThresholdWholesale(-1) }
      }
    case 50:
      guard let s = anySection() else { return fallback() }
      let title = word()
      record("store.sections[\(s)].retitleWholesale(\(title.debugDescription))")
      store.sections[s].retitleWholesale(title)
    case 51:
      record("store.update { $0.closeWholesale() }")
      store.update { $0.closeWholesale() }
    case 52:
      switch random.below(4) {
      case 0:
        let id = newID()
        record("store.sections.append(InvSection(id: \(id), title: \"S\(id)\"))")
        store.sections.append(InvSection(id: id, title: "S\(id)"))
      case 1 where store.sections.count > 1:
        let s = random.below(store.sections.count)
        record("store.sections.remove(at: \(s))")
        store.sections.remove(at: s)
      case 2 where store.sections.count > 1:
        let s = random.below(store.sections.count)
        let destination = random.below(store.sections.count + 1)
        record("store.sections.move(fromOffsets: [\(s)], toOffset: \(destination))")
        store.sections.move(fromOffsets: [s], toOffset: destination)
      default:
        record("store.sections.reverse()")
        store.sections.reverse()
      }
    case 53:
      // A whole list of items copied into a new section: the copy is stored in another place.
      guard let s = anySection() else { return fallback() }
      let id = newID()
      record(
        "store.sections.append(InvSection(id: \(id), title: \"copy\", "
          + "items: store.sections[\(s)].items))  // copy")
      store.sections.append(InvSection(id: id, title: "copy", items: store.sections[s].items))
    case 54:
      guard store.sections.count > 1 else { return fallback() }
      let s = random.below(store.sections.count)
      let t = random.below(store.sections.count)
      record(
        "store.update { let items = $0.sections[\(s)].items; $0.sections[\(s)].items = "
          + "$0.sections[\(t)].items; $0.sections[\(t)].items = items }  // swapped lists")
      store.update {
        let items = $0.sections[s].items
        $0.sections[s].items = $0.sections[t].items
        $0.sections[t].items = items
      }
    case 55:
      guard !sectionStores.isEmpty else { return fallback() }
      let s = random.below(sectionStores.count)
      guard !sectionStores[s].items.isEmpty else { return fallback() }
      let i = random.below(sectionStores[s].items.count)
      record("store.scope(each: \\.sections)[\(s)].update { $0.items[\(i)].price += 2 }")
      sectionStores[s].update { $0.items[i].price += 2 }
    case 56:
      guard let (s, i) = anyItem() else { return fallback() }
      let id = store.sections[s].items[i].id
      record("store.update { $0.sections[\(s)].items[id: \(id)]?.stock += 1 }")
      store.update { $0.sections[s].items[id: id]?.stock += 1 }
    case 57:
      record("store.scope(\\.settings).state = InvSettings()")
      settingsStore.state = InvSettings()
    case 58:
      guard let s = anySection() else { return fallback() }
      record(
        "var section = store.sections[\(s)]; section.items.reverse(); store.sections[\(s)] = section"
      )
      var section = store.sections[s]
      section.items.reverse()
      store.sections[s] = section
    default:
      fallback()
    }
  }

  func stop() {
    for view in allViews() { view.stop() }
  }
}

@MainActor
final class InventorySessionTests: XCTestCase {
  func testRandomShopSessionsLeaveNoViewStale() async {
    guard
      let (total, sessions) = await InventorySession.playSeededSessions(
        named: "Inventory sessions")
    else { return }
    var byView: [String: (renders: Int, spurious: Int)] = [:]
    for session in sessions {
      for (name, figures) in session.byView {
        byView[name, default: (0, 0)].renders += figures.renders
        byView[name, default: (0, 0)].spurious += figures.spurious
      }
    }
    // What this model's sessions measure today, at 1,000 steps: about 28% (plugin and
    // hand-written types) to 32% (macro types, whose `self = …` in extensions the macro cannot
    // see). Most of it comes from views derived from whole lists (a total, a filter, the first
    // sold-out item) that re-render when an item changes in a way they do not show, and from
    // whole states assigned inside an update (`$0 = snapshot`), which tell every reader. The
    // ceiling catches a regression, not a goal met.
    XCTAssertLessThanOrEqual(total.spuriousShare, 0.36, "spurious renders")
    if ProcessInfo.processInfo.environment["SESSION_BREAKDOWN"] != nil {
      for (name, figures) in byView.sorted(by: { $0.value.spurious > $1.value.spurious }) {
        print("  \(name): \(figures.renders) renders, \(figures.spurious) spurious")
      }
      SpuriousRenderCauses.report()
    }
  }

  func testAnItemPinnedInADictionaryIsACopyWhoseEditsLeaveTheItemsReadersAlone() async {
    let store = Store(initialState: InventorySession.initialState())
    store.pinned["b"] = store.sections[0].items[0]
    let itemReader = track { _ = store.sections[0].items[0].price }
    let pinReader = track { _ = store.pinned["b"]?.price }
    store.pinned["b"]?.price += 1
    store.update { $0.pinned["b"]?.price += 1 }
    XCTAssertEqual(itemReader.count, 0)
    XCTAssertEqual(pinReader.count, 1)
    XCTAssertEqual(store.sections[0].items[0].price, 3)
    XCTAssertEqual(store.pinned["b"]?.price, 5)
  }

  func testAValuePutInADictionaryByAnEditInPlaceAndCopiedElsewhereIsSeenWhenTheCopyComesBack()
    async
  {
    let store = Store(initialState: InventorySession.initialState())
    var shown = ""
    let token = store.observe { shown = store.pinned["c"]?.name ?? "-" }
    store.update { $0.pinned["c"] = InvItem(id: 5, name: "a") }
    store.selection = InvSelection(item: store.pinned["c"]!)
    store.update { $0.pinned["c"]?.name = "ab" }
    XCTAssertEqual(shown, "ab")
    store.pinned["c"] = store.selection?.item
    XCTAssertEqual(store.pinned["c"]?.name, "a")
    XCTAssertEqual(shown, "a", "the copy written back was seen")
    token.cancel()
  }

  func testACopyPutInADictionaryByAnEditInPlaceGetsAnIdentityOfItsOwn() async {
    let store = Store(initialState: InventorySession.initialState())
    var shown = ""
    let token = store.observe { shown = store.pinned["c"]?.name ?? "-" }
    store.selection = InvSelection(item: InvItem(id: 5, name: "a"))
    store.update { $0.pinned["c"] = $0.selection?.item }
    store.update { $0.pinned["c"]?.name = "ab" }
    XCTAssertEqual(store.selection?.item.name, "a", "the copy in the dictionary is another value")
    store.pinned["c"] = store.selection?.item
    XCTAssertEqual(store.pinned["c"]?.name, "a")
    XCTAssertEqual(shown, "a", "the value written back was seen")
    token.cancel()
  }

  /// What the sessions found first (seed 5): a nested row store's readers, after a whole state
  /// assigned inside an update holding the same data under other registrars inside.
  func testANestedRowStoreHearsOfEditsAfterAnUndoInsideAnUpdate() async {
    let store = Store(
      initialState: InventoryState(sections: [
        InvSection(id: 1, items: [InvItem(id: 7, name: "a")]), InvSection(id: 2),
      ]))
    func swapItems(_ state: inout InventoryState) {
      let items = state.sections[0].items
      state.sections[0].items = state.sections[1].items
      state.sections[1].items = items
    }
    store.update { swapItems(&$0) }
    let snapshot = store.state
    store.update { swapItems(&$0) }
    store.update { swapItems(&$0) }
    let row = store.scope(each: \.sections)[1].scope(each: \.items)[0]
    var shown = ""
    let token = row.observe { shown = row.label }
    store.update { $0 = snapshot }
    store.sections[1].items[0].name = "b"
    XCTAssertEqual(shown, row.label)
    XCTAssertEqual(shown, "b$0x0")
    token.cancel()
  }
}

extension InventorySessionTests {
  /// What the sessions found at seed 32: an undo (`store.state = snapshot`) that takes the
  /// list of sections in one piece, where a section holds the same data under the same
  /// registrar but its items under other ones. The row store of such an item must hear of the
  /// undo, so that its readers attach to the items the state holds and hear of the next edit.
  func testANestedRowStoreHearsOfEditsAfterAnUndoThatTookItsListInOnePiece() async {
    let store = Store(initialState: InventorySession.initialState())
    store.sections.append(InvSection(id: 101, title: "copy", items: store.sections[0].items))
    store.update {
      let items = $0.sections[0].items
      $0.sections[0].items = $0.sections[1].items
      $0.sections[1].items = items
    }
    let row = store.scope(each: \.sections)[1].scope(each: \.items)[1]
    var shown = ""
    let token = row.observe { shown = row.label }
    store.update {
      let items = $0.sections[0].items
      $0.sections[0].items = $0.sections[3].items
      $0.sections[3].items = items
    }
    store.sections.append(InvSection(id: 102, title: "copy", items: store.sections[0].items))
    store.selection = InvSelection(item: store.sections[4].items[1])
    store.scope(each: \.sections)[0].scope(each: \.items)[1].stock += 2
    let snapshot = store.state
    store.revision += 1
    store.update {
      if let selection = $0.selection {
        for s in $0.sections.indices where $0.sections[s].items.ids.contains(selection.item.id) {
          $0.sections[s].items[id: selection.item.id] = selection.item
        }
      }
    }
    store.state = snapshot
    XCTAssertEqual(shown, row.label)
    store.scope(each: \.sections)[1].scope(each: \.items)[1].name = "z1"
    XCTAssertEqual(shown, row.label)
    XCTAssertEqual(row.label, "z1$4x1")
    token.cancel()
  }
}

extension InventorySessionTests {
  /// A value built from a row and stored elsewhere (a selection made of an item, a section made
  /// of another's items) holds copies: edits through it tell its own readers, not the row's,
  /// and edits of the row tell the row's readers, not its.
  func testAValueBuiltFromARowAndStoredElsewhereHoldsCopiesOfIt() async {
    let store = Store(initialState: InventorySession.initialState())
    store.selection = InvSelection(item: store.sections[0].items[1])
    store.sections.append(InvSection(id: 9, title: "copy", items: store.sections[0].items))
    let row = store.scope(each: \.sections)[0].scope(each: \.items)[1]
    let copiedRow = store.scope(each: \.sections)[3].scope(each: \.items)[1]
    var rowRenders = 0
    var selectionRenders = 0
    var copiedRowRenders = 0
    var shown = (row: "", selection: "", copiedRow: "")
    let tokens = [
      row.observe {
        shown.row = row.label
        rowRenders += 1
      },
      store.observe {
        shown.selection = store.selection?.item.label ?? "-"
        selectionRenders += 1
      },
      copiedRow.observe {
        shown.copiedRow = copiedRow.label
        copiedRowRenders += 1
      },
    ]
    store.scope(\.selection)!.item.name = "draft"
    XCTAssertEqual(shown.selection, "draft$4x1")
    XCTAssertEqual([rowRenders, selectionRenders, copiedRowRenders], [1, 2, 1])
    row.stock += 1
    XCTAssertEqual(shown.row, "pear$4x2")
    XCTAssertEqual([rowRenders, selectionRenders, copiedRowRenders], [2, 2, 1])
    copiedRow.price += 1
    XCTAssertEqual(shown.copiedRow, "pear$5x1")
    XCTAssertEqual([rowRenders, selectionRenders, copiedRowRenders], [2, 2, 2])
    XCTAssertEqual(store.sections[0].items[1].label, "pear$4x2")
    for token in tokens { token.cancel() }
  }

  /// What a session over another model found: a row replaced inside an edit of its list by a
  /// value the expansion never saw being made (`self = …` in an extension the macro cannot
  /// see, here a function assigning through `inout`), carrying over the row's own nested values,
  /// and then taken out and put back. The row's nested readers must stay attached.
  func testARowReplacedOutOfSightOfTheExpansionAndPutBackKeepsItsNestedReadersAttached() async {
    let store = Store(
      initialState: InventoryState(sections: [
        InvSection(id: 1, title: "s", items: [InvItem(id: 7, name: "a")]), InvSection(id: 2),
      ]))
    func rebuild(_ section: inout InvSection) {
      section = InvSection(id: section.id, title: section.title, items: section.items)
    }
    let sectionRow = store.scope(each: \.sections)[0]
    let itemRow = sectionRow.scope(each: \.items)[0]
    var viaItemRow = ""
    var viaSectionRow = ""
    let tokens = [
      observe { viaItemRow = itemRow.label },
      observe { viaSectionRow = sectionRow.items.first?.label ?? "-" },
    ]
    store.update { rebuild(&$0.sections[0]) }
    store.update {
      let section = $0.sections.remove(at: 0)
      $0.sections.insert(section, at: 0)
    }
    store.sections[0].items[0].price = 5
    XCTAssertEqual(viaItemRow, "a$5x0")
    XCTAssertEqual(viaSectionRow, "a$5x0")
    itemRow.stock = 2
    XCTAssertEqual(viaItemRow, "a$5x2")
    XCTAssertEqual(viaSectionRow, "a$5x2")
    for token in tokens { token.cancel() }
  }
}
