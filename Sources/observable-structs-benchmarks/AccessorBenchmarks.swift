import ObservableStructs
import Observation

/// Get, set, equal set and `+=` on a plain struct, macro- and plugin-expanded observable
/// structs, and an `@Observable` class; then the same with one active observer.
func accessorBenchmarks(_ report: Report) {
  let iterations = 2_000_000
  var plain = PlainCounter()
  var macro = MacroCounter()
  var generated = GeneratedCounter()
  let apple = AppleCounter()
  var k = 0

  report.add(
    "get", "plain struct", bestNanoseconds(iterations: iterations) { blackHole(plain.value) })
  let macroGet = report.add(
    "get", "macro struct", bestNanoseconds(iterations: iterations) { blackHole(macro.value) })
  report.add(
    "get", "generated struct",
    bestNanoseconds(iterations: iterations) { blackHole(generated.value) })
  let appleGet = report.add(
    "get", "@Observable class", bestNanoseconds(iterations: iterations) { blackHole(apple.value) })

  report.add(
    "set new", "plain struct",
    bestNanoseconds(iterations: iterations) {
      k &+= 1
      plain.value = k
    })
  let macroSet = report.add(
    "set new", "macro struct",
    bestNanoseconds(iterations: iterations) {
      k &+= 1
      macro.value = k
    })
  report.add(
    "set new", "generated struct",
    bestNanoseconds(iterations: iterations) {
      k &+= 1
      generated.value = k
    })
  let appleSet = report.add(
    "set new", "@Observable class",
    bestNanoseconds(iterations: iterations) {
      k &+= 1
      apple.value = k
    })

  report.add(
    "set equal", "plain struct", bestNanoseconds(iterations: iterations) { plain.value = 1 })
  report.add(
    "set equal", "macro struct", bestNanoseconds(iterations: iterations) { macro.value = 1 })
  report.add(
    "set equal", "generated struct", bestNanoseconds(iterations: iterations) { generated.value = 1 }
  )
  report.add(
    "set equal", "@Observable class", bestNanoseconds(iterations: iterations) { apple.value = 1 })

  report.add(
    "+= (modify)", "plain struct", bestNanoseconds(iterations: iterations) { plain.value += 1 })
  let macroModify = report.add(
    "+= (modify)", "macro struct", bestNanoseconds(iterations: iterations) { macro.value += 1 })
  report.add(
    "+= (modify)", "generated struct",
    bestNanoseconds(iterations: iterations) { generated.value += 1 })
  let appleModify = report.add(
    "+= (modify)", "@Observable class",
    bestNanoseconds(iterations: iterations) { apple.value += 1 })

  report.goal("tracked get vs @Observable", ratio: macroGet / appleGet, bound: 1.2)
  report.goal("tracked set vs @Observable", ratio: macroSet / appleSet, bound: 1.2)
  report.goal("tracked += vs @Observable", ratio: macroModify / appleModify, bound: 1.2)

  // One active observer on the property, re-subscribing after every change.
  let observedIterations = 200_000
  let macroCopy = macro
  let macroObserver = Retracker { blackHole(macroCopy.value) }
  nonisolated(unsafe) let observedApple = apple
  let appleObserver = Retracker { blackHole(observedApple.value) }
  let observedMacroSet = report.add(
    "set new, 1 observer", "macro struct",
    bestNanoseconds(iterations: observedIterations) {
      k &+= 1
      macro.value = k
    })
  let observedAppleSet = report.add(
    "set new, 1 observer", "@Observable class",
    bestNanoseconds(iterations: observedIterations) {
      k &+= 1
      apple.value = k
    })
  report.add(
    "+= (modify), 1 observer", "macro struct",
    bestNanoseconds(iterations: observedIterations) { macro.value += 1 })
  report.add(
    "+= (modify), 1 observer", "@Observable class",
    bestNanoseconds(iterations: observedIterations) { apple.value += 1 })
  report.goal(
    "observed set vs @Observable", ratio: observedMacroSet / observedAppleSet, bound: 1.2)
  let generatedCopy = generated
  let generatedObserver = Retracker { blackHole(generatedCopy.value) }
  report.add(
    "set new, 1 observer", "generated struct",
    bestNanoseconds(iterations: observedIterations) {
      k &+= 1
      generated.value = k
    })
  report.add(
    "+= (modify), 1 observer", "generated struct",
    bestNanoseconds(iterations: observedIterations) { generated.value += 1 })
  // Reads and equal writes do not fire the observer, so they run at full count.
  report.add(
    "get, 1 observer", "macro struct",
    bestNanoseconds(iterations: iterations) { blackHole(macro.value) })
  report.add(
    "get, 1 observer", "generated struct",
    bestNanoseconds(iterations: iterations) { blackHole(generated.value) })
  report.add(
    "get, 1 observer", "@Observable class",
    bestNanoseconds(iterations: iterations) { blackHole(apple.value) })
  macro.value = 1
  generated.value = 1
  apple.value = 1
  report.add(
    "set equal, 1 observer", "macro struct",
    bestNanoseconds(iterations: iterations) { macro.value = 1 })
  report.add(
    "set equal, 1 observer", "generated struct",
    bestNanoseconds(iterations: iterations) { generated.value = 1 })
  report.add(
    "set equal, 1 observer", "@Observable class",
    bestNanoseconds(iterations: iterations) { apple.value = 1 })
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
  report.goal("nested += vs top-level set", ratio: nested / topLevelSet, bound: 3)

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
