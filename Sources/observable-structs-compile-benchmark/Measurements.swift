/// Processor times in seconds of repeated builds of one row, in the order they ran.
struct Timings {
  /// The times of every round.
  var rounds: [Double] = []

  /// The fastest round: the least disturbed by the rest of the machine.
  var best: Double { rounds.min() ?? .nan }

  /// `best (r1, r2, …)` in seconds with one decimal.
  var summary: String {
    "\(seconds(best)) (\(rounds.map { seconds($0) }.joined(separator: ", ")))"
  }
}

/// Seconds with one decimal and a unit, for the tables.
func seconds(_ value: Double) -> String {
  value.isNaN ? "—" : "\((value * 10).rounded() / 10) s"
}

/// One row of the rebuild table: a style's target in one of the generated packages.
struct Row {
  /// The label printed in the table.
  var label: String
  /// The style of the target.
  var style: ModelStyle
  /// The package holding the target.
  var package: String
  /// Rebuilds of the whole target after touching its files.
  var rebuild = Timings()
  /// Rebuilds after editing one model file.
  var incremental = Timings()
}

/// A goal: the measured ratio against its limit.
struct Goal {
  /// What is compared.
  var name: String
  /// The measured value (a ratio, or seconds when `unit` is "s").
  var value: Double
  /// The largest value that meets the goal.
  var limit: Double
  /// "×" for ratios, " s" for times.
  var unit: String

  /// The table line: goal, value, verdict.
  var line: String {
    let shown = unit == "×" ? "\((value * 100).rounded() / 100)×" : seconds(value)
    let limitText = unit == "×" ? "\(limit)×" : seconds(limit)
    let verdict = value.isNaN ? "—" : value <= limit ? "met" : "short"
    return "| \(name) (≤ \(limitText)) | \(shown) | \(verdict) |"
  }
}
