import ObservableStructs

/// A `Store` mutation end to end, with 0, 1 and 100 observers of other fields.
@MainActor
func storeBenchmarks(_ report: Report) {
  for observers in [0, 1, 100] {
    let store = Store(initialState: StoreRoot())
    let tokens = (0..<observers).map { _ in store.observe { blackHole(store.other) } }
    report.add(
      "store", "update { $0.value += 1 }, \(observers) observers of other fields",
      bestNanoseconds(iterations: 200_000) { store.update { $0.value += 1 } })
    tokens.forEach { $0.cancel() }
  }
}
