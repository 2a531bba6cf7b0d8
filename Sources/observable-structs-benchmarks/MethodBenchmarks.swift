/// What the check that a mutating method replaced `self` costs: a method that assigns `self`
/// (rewritten) beside the same assignment made directly, and a method that edits a property
/// (left as written) beside the same edit made directly.
func methodBenchmarks(_ report: Report) {
  let iterations = 2_000_000
  var counter = MacroCounter()
  let other = MacroCounter()
  report.add(
    "self = other", "direct assignment",
    bestNanoseconds(iterations: iterations) { counter = other })
  report.add(
    "self = other", "mutating method (checked)",
    bestNanoseconds(iterations: iterations) { counter.replace(with: other) })
  report.add(
    "value += 1", "direct", bestNanoseconds(iterations: iterations) { counter.value &+= 1 })
  report.add(
    "value += 1", "mutating method (as written)",
    bestNanoseconds(iterations: iterations) { counter.bump() })
  blackHole(counter.value)
}
