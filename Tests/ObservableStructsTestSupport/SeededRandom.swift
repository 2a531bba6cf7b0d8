import Foundation

/// A seeded SplitMix64 generator for the fuzz and precision tests: the same seed gives the same
/// sequence on every platform, so a failure reproduces from the seed the test prints.
public struct SeededRandom: RandomNumberGenerator, RandomDraws {
  /// The seed a fuzz run uses: `FUZZ_SEED` from the environment (decimal or `0x` hex) if set,
  /// else a fixed default so that CI runs are reproducible.
  public static var seed: UInt64 {
    let defaultSeed: UInt64 = 0x0B5E_57A7_E5EE_D001
    guard let text = ProcessInfo.processInfo.environment["FUZZ_SEED"] else { return defaultSeed }
    if text.lowercased().hasPrefix("0x") { return UInt64(text.dropFirst(2), radix: 16) ?? 0 }
    // Any other text is hashed with FNV-1a, which unlike `hashValue` is stable across runs.
    return UInt64(text)
      ?? text.utf8.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
  }

  private var state: UInt64

  /// Creates a generator; `stream` separates independent sequences drawn from one seed.
  public init(seed: UInt64, stream: UInt64 = 0) {
    state = seed ^ (stream &* 0xD1B5_4A32_D192_ED03)
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }

}

/// A source of random 64-bit draws, and the few shapes the tests draw in. Every shape is made
/// from `next()` alone, so the same draws give the same choices whatever the source.
public protocol RandomDraws {
  /// The next 64 random bits.
  mutating func next() -> UInt64
}

extension RandomDraws {
  /// A number in `0..<bound`; `bound` must be positive.
  public mutating func below(_ bound: Int) -> Int {
    Int(next() % UInt64(bound))
  }

  /// One element of a non-empty array.
  public mutating func pick<Element>(_ elements: [Element]) -> Element {
    elements[below(elements.count)]
  }

  /// `true` with probability `1 / denominator`.
  public mutating func oneIn(_ denominator: Int) -> Bool {
    below(denominator) == 0
  }
}
