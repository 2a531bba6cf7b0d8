import ObservableStructs

/// Edits by id on `ObservableStateArray`, per-row store creation, and reads through scoped
/// stores against the same reads made directly on the parent store.
@MainActor
func identifiedBenchmarks(_ report: Report) {
  var byID: [Int: Double] = [:]
  var positional: [Int: Double] = [:]
  for count in [100, 1_000, 10_000] {
    var list = MacroStateList(
      rows: ObservableStateArray(uniqueElements: (0..<count).map { MacroRow(id: $0) }))
    var index = 0
    positional[count] = report.add(
      "identified N=\(count)", "list.rows[i].value += 1",
      bestNanoseconds(iterations: 200_000) {
        list.rows[index].value += 1
        index = index + 1 == count ? 0 : index + 1
      })
    byID[count] = report.add(
      "identified N=\(count)", "list.rows[id: x]?.value += 1",
      bestNanoseconds(iterations: 200_000) {
        list.rows[id: index]?.value += 1
        index = index + 1 == count ? 0 : index + 1
      })
    report.add(
      "identified N=\(count)", "if let i = list.rows.index(id: x) { list.rows[i].value += 1 }",
      bestNanoseconds(iterations: 200_000) {
        if let position = list.rows.index(id: index) { list.rows[position].value += 1 }
        index = index + 1 == count ? 0 : index + 1
      })
    report.add(
      "identified N=\(count)", "list.rows[id: x]?.value (read)",
      bestNanoseconds(iterations: 200_000) {
        blackHole(list.rows[id: index]?.value)
        index = index + 1 == count ? 0 : index + 1
      })
    blackHole(list)
  }
  if let small = byID[100], let large = byID[10_000], let edit = positional[10_000] {
    report.goal("rows[id:] += N=10,000 vs N=100", ratio: large / small, bound: 2)
    report.goal("rows[id:] += vs rows[i] += (N=10,000)", ratio: large / edit, bound: 2)
  }
}

/// Per-row store creation and reads through scoped stores.
@MainActor
func scopingBenchmarks(_ report: Report) {
  rowStoreCreation(report)
  scopedReads(report)
}

/// Scoping a 10,000-row list into row stores: the first time (every store made) and again
/// while the previous collection is held (every store reused).
@MainActor
private func rowStoreCreation(_ report: Report) {
  let state = MacroStateList(
    rows: ObservableStateArray(uniqueElements: (0..<10_000).map { MacroRow(id: $0) }))
  let fresh = bestNanoseconds(iterations: 5) {
    blackHole(Store(initialState: state).scope(each: \.rows))
  }
  report.add("row stores N=10,000", "scope(each:) on a new store, per row", fresh / 10_000)
  // A view holds the previous collection while it scopes again, so the stores are reused.
  let store = Store(initialState: state)
  var previous = store.scope(each: \.rows)
  let again = bestNanoseconds(iterations: 5) { previous = store.scope(each: \.rows) }
  blackHole(previous)
  report.add("row stores N=10,000", "scope(each:) again, stores reused, per row", again / 10_000)
}

/// A field read through a scoped store against the same read on the parent store.
@MainActor
private func scopedReads(_ report: Report) {
  let store = Store(initialState: MacroCounter())
  let child = store.scope(\.child)
  let direct = report.add(
    "scoped read", "store.child.value",
    bestNanoseconds(iterations: 200_000) { blackHole(store.child.value) })
  let scoped = report.add(
    "scoped read", "store.scope(\\.child) → child.value",
    bestNanoseconds(iterations: 200_000) { blackHole(child.value) })
  report.goal("scoped-store read vs direct read", ratio: scoped / direct, bound: 2)

  let list = Store(
    initialState: MacroStateList(
      rows: ObservableStateArray(uniqueElements: (0..<1_000).map { MacroRow(id: $0) })))
  let row = list.scope(each: \.rows)[500]
  let directRow = report.add(
    "scoped read", "store.rows[id: x]?.value (N=1,000)",
    bestNanoseconds(iterations: 200_000) { blackHole(list.rows[id: 500]?.value) })
  let scopedRow = report.add(
    "scoped read", "row store → row.value (N=1,000)",
    bestNanoseconds(iterations: 200_000) { blackHole(row.value) })
  report.goal("row-store read vs direct read by id", ratio: scopedRow / directRow, bound: 2)
}
