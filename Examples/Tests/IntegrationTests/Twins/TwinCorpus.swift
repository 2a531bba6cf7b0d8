import Foundation

/// The declarations every twin variant compiles: the hand-written entries, grouped by topic in
/// `TwinCorpus+*.swift`, and a seeded family that brings new combinations as the seed moves.
enum TwinCorpus {
  /// Every hand-written entry.
  static var handWritten: [TwinEntry] {
    coding + keysInExtensions + modelPackage + observers + members + shapes + everyday + printing
  }

  /// The seed for the generated part: `TWIN_SEED` when set, otherwise the day number, so each
  /// day tries other combinations and a failing seed can be run again.
  static var seed: UInt64 {
    if let text = ProcessInfo.processInfo.environment["TWIN_SEED"], let seed = UInt64(text) {
      return seed
    }
    return UInt64(Date().timeIntervalSince1970 / 86_400)
  }

  /// The hand-written entries and `generatedCount` seeded ones.
  static func entries(seed: UInt64, generatedCount: Int) -> [TwinEntry] {
    var generator = TwinSeededEntries(seed: seed)
    return handWritten + (0..<generatedCount).map { generator.entry(index: $0) }
  }
}
