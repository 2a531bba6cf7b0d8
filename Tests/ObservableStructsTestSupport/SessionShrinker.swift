import Foundation

/// Shortens a failing random session: leaves out runs of steps, longest first, and keeps every
/// shorter session that still fails, until leaving out any single step makes it pass or the time
/// is up.
///
/// Sessions are given as the draws of their steps (``SessionDice/steps``), so a shorter session
/// is played with ``SessionDice/init(replaying:)``.
public enum SessionShrinker {
  /// Seconds a shrink may take: `SESSION_SHRINK_SECONDS` from the environment, or 120.
  public static var timeBudget: Double {
    ProcessInfo.processInfo.environment["SESSION_SHRINK_SECONDS"].flatMap(Double.init) ?? 120
  }

  /// The shortest session found that still fails, as the draws of its steps.
  ///
  /// `failingLength` plays a session and gives the number of steps it played up to and with the
  /// one that failed, or `nil` if it passed; it is called once per candidate.
  ///
  /// - Complexity: O(*n* log *n*) calls of `failingLength` for a session of *n* steps in the
  ///   usual case, O(*n*²) at worst; stopped after `seconds`.
  public static func shrink(
    _ steps: [[UInt64]], seconds: Double = timeBudget,
    isolation: isolated (any Actor)? = #isolation,
    failingLength: ([[UInt64]]) async -> Int?
  ) async -> [[UInt64]] {
    let deadline = Date().addingTimeInterval(seconds)
    var shortest = steps
    var chunk = max(1, shortest.count / 2)
    while Date() < deadline {
      var removedAny = false
      var start = 0
      while start < shortest.count, Date() < deadline {
        var candidate = shortest
        candidate.removeSubrange(start..<min(start + chunk, candidate.count))
        if let length = await failingLength(candidate) {
          shortest = Array(candidate.prefix(length))
          removedAny = true
        } else {
          start += chunk
        }
      }
      if !removedAny {
        if chunk == 1 { break }
        chunk = max(1, chunk / 2)
      }
    }
    return shortest
  }
}
