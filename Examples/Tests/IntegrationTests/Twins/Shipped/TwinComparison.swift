// Copied verbatim into the generated twin package's `TwinRunner` executable. It is compiled
// here as well so that it is type-checked and linted with the rest of the tests.

import Foundation

/// Compares twin reports line by line and keeps the counts and the differences found.
///
/// Lines are keyed by `entry | label`; a label repeated within an entry gets `#2`, `#3`… so
/// every check is compared with the check at the same place in the other report.
struct TwinComparison {
  /// Checks that agreed.
  private(set) var passed = 0
  /// Checks that disagreed, plus variants that did not build and scenarios that crashed.
  private(set) var failed = 0
  /// Pairs of variants compared.
  private(set) var pairs = 0
  /// One or more lines per failure, in the order found.
  private(set) var differences: [String] = []

  /// Counts a failure found outside the line comparison.
  mutating func fail(_ description: String) {
    failed += 1
    differences.append(description)
  }

  /// Compares `other` with `reference`: observation lines when `observation` is set,
  /// every other line when not. Entries `other` crashed in are left out (counted already).
  mutating func compare(_ reference: TwinRun, _ other: TwinRun, observation: Bool) {
    pairs += 1
    let crashed = Set(other.crashes.map(\.entry) + reference.crashes.map(\.entry))
    func wanted(_ line: String) -> Bool {
      let fields = line.components(separatedBy: " | ")
      guard fields.count >= 3, !crashed.contains(fields[0]) else { return false }
      return fields[1].hasPrefix("observe: ") == observation
    }
    let expected = Self.table(reference.lines.filter(wanted))
    let actual = Self.table(other.lines.filter(wanted))
    let actualValues = Dictionary(actual, uniquingKeysWith: { first, _ in first })
    let expectedKeys = Set(expected.map(\.key))
    for (key, value) in expected {
      let found = actualValues[key]
      if found == value {
        passed += 1
      } else {
        fail(
          "DIFF \(other.name) | \(key)\n  \(reference.name): \(value)\n"
            + "  \(other.name): \(found ?? "(no such check)")")
      }
    }
    for (key, value) in actual where !expectedKeys.contains(key) {
      fail(
        "DIFF \(other.name) | \(key)\n  \(reference.name): (no such check)\n"
          + "  \(other.name): \(value)")
    }
  }

  /// The text the runner prints: every difference, the pair count, then `N passed, M failed`.
  var summary: String {
    (differences + ["\(pairs) twin pairs compared", "\(passed) passed, \(failed) failed"])
      .joined(separator: "\n")
  }

  /// Splits lines into unique `entry | label` keys and their values, in order.
  private static func table(_ lines: [String]) -> [(key: String, value: String)] {
    var seen: [String: Int] = [:]
    return lines.map { line in
      let fields = line.components(separatedBy: " | ")
      var key = fields[0] + " | " + fields[1]
      seen[key, default: 0] += 1
      if let count = seen[key], count > 1 { key += " #\(count)" }
      return (key, fields.dropFirst(2).joined(separator: " | "))
    }
  }
}
