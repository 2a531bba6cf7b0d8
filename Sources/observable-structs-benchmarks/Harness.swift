import Foundation

/// Keeps the optimizer from deleting the work a benchmark measures.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

/// Monotonic nanoseconds.
func now() -> UInt64 {
  DispatchTime.now().uptimeNanoseconds
}

/// The iterations every timed loop runs, in one round, when the environment variable
/// `OBSERVABLE_STRUCTS_BENCHMARK_ITERATIONS` sets them: for counting instructions under
/// `valgrind --tool=callgrind`, where the times mean nothing and the full counts take long.
let fixedIterations = ProcessInfo.processInfo.environment["OBSERVABLE_STRUCTS_BENCHMARK_ITERATIONS"]
  .flatMap { Int($0) }

/// Runs `body` `iterations` times per round for `rounds` rounds and returns the best
/// nanoseconds per operation. The best round is the one least disturbed by the machine.
func bestNanoseconds(iterations: Int, rounds: Int = 7, _ body: () -> Void) -> Double {
  let iterations = fixedIterations ?? iterations
  let rounds = fixedIterations == nil ? rounds : 1
  var best = Double.infinity
  for _ in 0..<rounds {
    let start = now()
    for _ in 0..<iterations { body() }
    let elapsed = Double(now() - start) / Double(iterations)
    best = min(best, elapsed)
  }
  return best
}

/// One printed row: a label and a time.
struct Row {
  var group: String
  var label: String
  var nanoseconds: Double
}

/// A goal: a ratio that must stay under a bound.
struct Goal {
  var name: String
  var ratio: Double
  var bound: Double
  var met: Bool { ratio <= bound }
}

/// Collects rows and goals and prints them as Markdown tables.
final class Report {
  private(set) var rows: [Row] = []
  private(set) var goals: [Goal] = []

  /// Records a time row and returns it.
  @discardableResult
  func add(_ group: String, _ label: String, _ nanoseconds: Double) -> Double {
    rows.append(Row(group: group, label: label, nanoseconds: nanoseconds))
    FileHandle.standardError.write(Data("  measured \(group) / \(label)\n".utf8))
    return nanoseconds
  }

  /// Records a goal.
  func goal(_ name: String, ratio: Double, bound: Double) {
    goals.append(Goal(name: name, ratio: ratio, bound: bound))
  }

  /// Prints everything.
  func print() {
    Swift.print("| group | operation | ns/op (best of 7) |")
    Swift.print("| --- | --- | ---: |")
    for row in rows {
      Swift.print("| \(row.group) | \(row.label) | \(format(row.nanoseconds)) |")
    }
    Swift.print("")
    Swift.print("| goal | ratio | bound | verdict |")
    Swift.print("| --- | ---: | ---: | --- |")
    for goal in goals {
      Swift.print(
        "| \(goal.name) | \(format(goal.ratio, digits: 2))× | \(format(goal.bound, digits: 2))× "
          + "| \(goal.met ? "met" : "short") |")
    }
  }

  private func format(_ value: Double, digits: Int = 1) -> String {
    String(format: "%.\(digits)f", value)
  }
}
