import ObservableStructs
import Observation

/// Get, set, equal set and `+=` on a plain struct, macro- and plugin-expanded observable
/// structs, and an `@Observable` class; then the same with one active observer.
func accessorBenchmarks(_ report: Report) {
  let iterations = 2_000_000
  var plain = PlainCounter()
  var macro = MacroCounter()
  var generated = GeneratedCounter()
  var apple = AppleCounter()
  var k = 0

  var macroTimes: [CounterAccess: Double] = [:]
  var appleTimes: [CounterAccess: Double] = [:]
  for access in CounterAccess.allCases {
    report.add(access.name, "plain struct", access.time(&plain, iterations: iterations))
    macroTimes[access] = report.add(
      access.name, "macro struct", access.time(&macro, iterations: iterations))
    report.add(access.name, "generated struct", access.time(&generated, iterations: iterations))
    appleTimes[access] = report.add(
      access.name, "@Observable class", access.time(&apple, iterations: iterations))
  }
  // The goals: no slower than the class to read or assign, and `+=` well under it (on the
  // class a `+=` is a tracked read and then an assignment; on the struct, one edit in place).
  for (name, access, bound) in [
    ("get", CounterAccess.get, 1.0), ("set", .setNew, 1.0), ("+=", .modify, 0.7),
  ] {
    report.goal(
      "tracked \(name) vs @Observable", ratio: macroTimes[access]! / appleTimes[access]!,
      bound: bound)
  }

  // One active observer on the property of each observable type, re-subscribing after every
  // change. A change runs the observer, so writes that change the value run a tenth as often.
  let macroCopy = macro
  let macroObserver = Retracker { blackHole(macroCopy.value) }
  let generatedCopy = generated
  let generatedObserver = Retracker { blackHole(generatedCopy.value) }
  nonisolated(unsafe) let observedApple = apple
  let appleObserver = Retracker { blackHole(observedApple.value) }
  var observedSets: [Double] = []
  for access in [CounterAccess.setNew, .modify, .get, .setEqual] {
    let name = access.name + ", 1 observer"
    let count = access.changesTheValue ? iterations / 10 : iterations
    let macroTime = report.add(name, "macro struct", access.time(&macro, iterations: count))
    report.add(name, "generated struct", access.time(&generated, iterations: count))
    let appleTime = report.add(name, "@Observable class", access.time(&apple, iterations: count))
    if access == .setNew { observedSets = [macroTime, appleTime] }
  }
  report.goal("observed set vs @Observable", ratio: observedSets[0] / observedSets[1], bound: 1.2)
  blackHole((macroObserver.changes, appleObserver.changes, generatedObserver.changes, plain))

  // Nested in-place mutation and child replacement.
  var state = MacroCounter()
  let topLevelSet = report.add(
    "nested", "state.value = k (top-level set)",
    bestNanoseconds(iterations: iterations) {
      k &+= 1
      state.value = k
    })
  let nested = report.add(
    "nested", "state.child.value += 1",
    bestNanoseconds(iterations: iterations) { state.child.value += 1 })
  report.add(
    "nested", "state.child = MacroChild()",
    bestNanoseconds(iterations: iterations) { state.child = MacroChild() })
  report.goal("nested += vs top-level set", ratio: nested / topLevelSet, bound: 1.2)

  // Storing values: a fresh child takes its place; a copy of a child held elsewhere gets a
  // registrar of its own.
  report.add(
    "placement", "MacroCounter() (init, one observable child)",
    bestNanoseconds(iterations: iterations) { blackHole(MacroCounter()) })
  var other = MacroCounter()
  report.add(
    "placement", "other.child = state.child (copy stored elsewhere)",
    bestNanoseconds(iterations: iterations) { other.child = state.child })
  blackHole(other)

  report.add(
    "identity", "ObservableStateID()",
    bestNanoseconds(iterations: iterations) { blackHole(ObservableStateID()) })
  var child = MacroChild()
  let perturb = report.add(
    "identity", "_$willModify()", bestNanoseconds(iterations: iterations) { child._$willModify() })
  report.goal("_$willModify() under 20 ns", ratio: perturb / 20, bound: 1)
  blackHole(child)
}

/// A type the accessor benchmarks read and write through one `Int` property.
protocol BenchmarkedCounter {
  /// The property every access goes through.
  var value: Int { get set }
}

extension PlainCounter: BenchmarkedCounter {}
extension MacroCounter: BenchmarkedCounter {}
extension GeneratedCounter: BenchmarkedCounter {}
extension AppleCounter: BenchmarkedCounter {}

/// One way of using a counter's property, timed the same way on every kind of counter (the
/// benchmark is compiled as one module, so each call is specialized for its counter's type).
enum CounterAccess: CaseIterable {
  case get, setNew, setEqual, modify

  /// The row group's name.
  var name: String {
    switch self {
    case .get: "get"
    case .setNew: "set new"
    case .setEqual: "set equal"
    case .modify: "+= (modify)"
    }
  }

  /// Whether every run changes the value (and so runs an observer of the property).
  var changesTheValue: Bool { self == .setNew || self == .modify }

  /// The best time of one access to `counter.value`, in nanoseconds.
  func time<Counter: BenchmarkedCounter>(_ counter: inout Counter, iterations: Int) -> Double {
    switch self {
    case .get:
      return bestNanoseconds(iterations: iterations) { blackHole(counter.value) }
    case .setNew:
      var k = counter.value
      return bestNanoseconds(iterations: iterations) {
        k &+= 1
        counter.value = k
      }
    case .setEqual:
      counter.value = 1
      return bestNanoseconds(iterations: iterations) { counter.value = 1 }
    case .modify:
      return bestNanoseconds(iterations: iterations) { counter.value += 1 }
    }
  }
}
