import ObservableStructs
import XCTest

// Issue 9's precision check: a tree of 100 features behind a Store, driven by a seeded random
// mix of leaf mutations, equal writes, list edits and resets. After every operation the
// observers that ran must be exactly those whose reads the operation changed — the minimum
// R1–R11 allow — and the totals are printed and pinned.

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
  var features = ObservableStateArray((0..<100).map { _ in PrecisionFeature() })
  var selected = 0
}

/// What an observer read, in the model: a field of one feature, the list, or the selection.
private enum Cell: Hashable {
  case features
  case count(Int)
  case title(Int)
  case items(Int)
  case selected
  case root
}

final class PrecisionTests: XCTestCase {
  // Not `@MainActor` on the class: swift-corelibs-xctest cannot list isolated test methods.
  func testObserversFiredEqualTheMinimumTheRulesRequire() {
    MainActor.assumeIsolated { Self.runScenario() }
  }

  @MainActor
  private static func runScenario() {
    let store = Store(initialState: PrecisionTree())
    var runs: [String: Int] = [:]
    var reads: [String: Set<Cell>] = [:]
    var tokens: [ObservationToken] = []
    func view(_ name: String, _ cells: Set<Cell>, _ read: @escaping @MainActor () -> Void) {
      reads[name] = cells.union([.root])
      tokens.append(
        store.observe {
          read()
          runs[name, default: -1] += 1  // the first run is the initial render
        })
    }
    for index in 0..<100 {
      view("count\(index)", [.features, .count(index)]) { _ = store.features[index].count }
      view("title\(index)", [.features, .title(index)]) { _ = store.features[index].title }
      view("items\(index)", [.features, .items(index)]) { _ = store.features[index].items.count }
    }
    view("list", [.features]) { _ = store.features.count }
    view("selection", [.selected]) { _ = store.selected }

    var random = SeededRandom(seed: 2026)
    var expectedTotal = 0
    var actualTotal = 0
    for step in 0..<2_000 {
      let before = runs
      let feature = Int.random(in: 0..<100, using: &random)
      let changed: Set<Cell>
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
        store.state = PrecisionTree()
        changed = [.root]
      }
      let expected = Set(reads.filter { !$0.value.isDisjoint(with: changed) }.keys)
      let actual = Set(runs.filter { before[$0.key] != $0.value }.keys)
      XCTAssertEqual(actual, expected, "step \(step): \(changed)")
      XCTAssertTrue(runs.allSatisfy { ($0.value - (before[$0.key] ?? 0)) <= 1 }, "step \(step)")
      expectedTotal += expected.count
      actualTotal += actual.count
      if actual != expected { break }
    }
    print("precision: observers fired \(actualTotal), minimum required \(expectedTotal)")
    XCTAssertEqual(actualTotal, expectedTotal)
    XCTAssertEqual(expectedTotal, 46_283)
    tokens.forEach { $0.cancel() }
  }
}
