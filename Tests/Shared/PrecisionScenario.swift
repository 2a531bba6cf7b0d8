import ObservableStateMacro
import ObservableStructsTestSupport

// The precision check, shared by `PrecisionTests` (which pins it) and the benchmark
// (which prints it): a tree of 100 features behind a Store, driven by a seeded random mix of
// leaf mutations, equal writes, list edits and resets. After every operation the observers
// that ran must be exactly those whose reads the operation changed — the minimum R1–R11 allow.

@ObservableState
struct PrecisionItem {
  var value = 0
}

@ObservableState
struct PrecisionFeature {
  var count = 0
  var title = ""
  var items: [PrecisionItem] = [PrecisionItem(), PrecisionItem()]
}

@ObservableState
struct PrecisionTree {
  var features: ObservableStateArray<PrecisionFeature> = ObservableStateArray(
    (0..<100).map { _ in PrecisionFeature() })
  var selected = 0
}

/// What an observer read, in the model: a field of one feature, the list, or the selection.
private enum PrecisionCell: Hashable {
  case features
  case count(Int)
  case title(Int)
  case items(Int)
  case selected
}

/// How many times each observer has run, shared with the observers' closures.
@MainActor
private final class PrecisionRunCounts {
  var runs: [String: Int] = [:]
}

/// The totals of a precision run and the first step, if any, where the observers that ran
/// differ from the minimum or one ran twice.
struct PrecisionOutcome {
  /// Observer runs caused by the operations (initial renders excluded).
  var fired = 0
  /// The runs the rules require: one per observer whose reads an operation changed.
  var minimum = 0
  /// A description of the first step that fired more, fewer or other observers than required.
  var firstMismatch: String?
}

/// Runs the precision scenario: 302 observers over a 100-feature tree, `steps` seeded
/// operations, compared step by step with the model of what each observer read.
@MainActor
func runPrecisionScenario(steps: Int = 2_000, seed: UInt64 = 2026) -> PrecisionOutcome {
  let store = Store(initialState: PrecisionTree())
  let counts = PrecisionRunCounts()
  var reads: [String: Set<PrecisionCell>] = [:]
  var tokens: [ObservationToken] = []
  defer { tokens.forEach { $0.cancel() } }
  func view(_ name: String, _ cells: Set<PrecisionCell>, _ read: @escaping @MainActor () -> Void) {
    reads[name] = cells
    tokens.append(
      store.observe {
        read()
        counts.runs[name, default: -1] += 1  // the first run is the initial render
      })
  }
  for index in 0..<100 {
    view("count\(index)", [.features, .count(index)]) { _ = store.features[index].count }
    view("title\(index)", [.features, .title(index)]) { _ = store.features[index].title }
    view("items\(index)", [.features, .items(index)]) { _ = store.features[index].items.count }
  }
  view("list", [.features]) { _ = store.features.count }
  view("selection", [.selected]) { _ = store.selected }

  var random = SeededRandom(seed: seed)
  var outcome = PrecisionOutcome()
  for step in 0..<steps {
    let before = counts.runs
    let feature = Int.random(in: 0..<100, using: &random)
    let changed: Set<PrecisionCell>
    switch Int.random(in: 0..<100, using: &random) {
    case 0..<35:
      store.update { $0.features[feature].count += 1 }
      changed = [.count(feature)]
    case 35..<50:
      store.update { $0.features[feature].title = "title \(step)" }
      changed = [.title(feature)]
    case 50..<60:
      let title = store.features[feature].title
      store.update { $0.features[feature].title = title }
      changed = []
    case 60..<72:
      store.update { $0.features[feature].items.append(PrecisionItem()) }
      changed = [.items(feature)]
    case 72..<85:
      store.update { $0.features[feature].items[0].value += 1 }
      changed = []
    case 85..<92:
      store.update { $0.selected = step }
      changed = [.selected]
    case 92..<97:
      store.update { $0.features[feature] = PrecisionFeature() }
      changed = [.features]
    case 97..<99:
      store.update { $0.features.swapAt(feature, (feature + 1) % 100) }
      changed = [.features]
    default:
      // A reset tells the readers of what it changes: the new state adopts the registrars of
      // the properties whose data it shares with the old one.
      let featuresAreFresh =
        store.features.count == 100
        && store.features.allSatisfy {
          $0.count == 0 && $0.title.isEmpty && $0.items.count == 2
            && $0.items.allSatisfy { $0.value == 0 }
        }
      let selectionIsFresh = store.selected == 0
      store.state = PrecisionTree()
      changed = Set(
        (featuresAreFresh ? [] : [PrecisionCell.features]) + (selectionIsFresh ? [] : [.selected]))
    }
    let expected = Set(reads.filter { !$0.value.isDisjoint(with: changed) }.keys)
    let runs = counts.runs
    let actual = Set(runs.filter { before[$0.key] != $0.value }.keys)
    let ranOnce = runs.allSatisfy { ($0.value - (before[$0.key] ?? 0)) <= 1 }
    outcome.minimum += expected.count
    outcome.fired += runs.reduce(0) { $0 + $1.value - (before[$1.key] ?? 0) }
    if actual != expected || !ranOnce {
      outcome.firstMismatch =
        "step \(step) changed \(changed): ran \(actual.sorted()), required \(expected.sorted())"
      break
    }
  }
  return outcome
}
