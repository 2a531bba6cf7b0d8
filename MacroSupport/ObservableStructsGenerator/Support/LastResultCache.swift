import Synchronization

/// Remembers the last key a computation was asked about and its result.
///
/// The compiler sends macro requests about one declaration one after another: every member's
/// `memberAttribute` request carries the whole parent, a property's `peer` request follows its
/// `memberAttribute` request with the same text, and all members share one lexical context.
/// One entry, compared by value, answers all but the first of each run. The entry is behind a
/// lock: the plugin handles one message at a time, but tests may expand from several threads.
final class LastResultCache<Key: Equatable & Sendable, Value: Sendable>: Sendable {
  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, macCatalyst 18, visionOS 2, *)
  private final class Box: Sendable {
    let entry = Mutex<(key: Key, value: Value)?>(nil)
  }

  /// The lock-protected entry, where the platform has `Mutex`; without it nothing is cached.
  private let box: (any Sendable)?

  /// An empty cache.
  init() {
    if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, macCatalyst 18, visionOS 2, *) {
      box = Box()
    } else {
      box = nil
    }
  }

  /// The result for `key`, computed by `compute` only when `key` differs from the last one.
  func value(for key: Key, compute: (Key) -> Value) -> Value {
    guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, macCatalyst 18, visionOS 2, *),
      let box = box as? Box
    else { return compute(key) }
    if let known = box.entry.withLock({ $0?.key == key ? $0?.value : nil }) {
      return known
    }
    let value = compute(key)
    box.entry.withLock { $0 = (key, value) }
    return value
  }
}
