/// Runs the precision scenario and prints observers fired beside the minimum the rules
/// require; a ratio above 1 means over-notification.
@MainActor
func precisionReport(_ report: Report) {
  let outcome = runPrecisionScenario()
  print(
    "Precision: 2,000 seeded operations on a 100-feature tree fired \(outcome.fired) observer "
      + "runs; the minimum R1–R11 require is \(outcome.minimum)"
      + (outcome.firstMismatch.map { "; first difference: \($0)" } ?? "; every step exact."))
  // A step that ran the wrong observers fails the goal even if the totals happen to agree.
  let ratio =
    outcome.firstMismatch == nil
    ? Double(outcome.fired) / Double(max(outcome.minimum, 1)) : Double.infinity
  report.goal(
    "precision: observers fired = minimum (shown as fired / minimum)", ratio: ratio, bound: 1)
}
