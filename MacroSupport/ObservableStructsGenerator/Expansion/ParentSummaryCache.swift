import Synchronization

/// What the `memberAttribute` role needs to know of a member's parent declaration.
struct ParentSummary: Equatable, Sendable {
  /// Whether the parent's first type is a struct (only struct members get attributes).
  var isStruct: Bool
  /// The parent's tracked properties that have `willSet` or `didSet`, sorted: initializers
  /// that mention them get their bodies rewritten.
  var propertiesWithObservers: [String]
  /// The parent's tracked properties outside `#if`, in source order: mutating methods that
  /// replace `self` report them.
  var unconditionalTrackedProperties: [String]
}

/// Remembers the summary of the last parent declaration the macro plugin parsed.
///
/// The compiler asks for the `memberAttribute` role once per member and sends the whole parent
/// declaration every time, so parsing it each time is quadratic in the number of members. The
/// requests for one type's members arrive one after another, so one entry, keyed by the
/// parent's text, answers all but the first. The entry is behind a lock: the plugin handles
/// one message at a time, but tests may expand from several threads.
enum ParentSummaryCache {
  /// The last parent text and its summary.
  private struct Entry {
    let source: String
    let summary: ParentSummary
  }

  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, macCatalyst 18, visionOS 2, *)
  private final class Box: Sendable {
    let entry = Mutex<Entry?>(nil)
  }

  /// The lock-protected entry, where the platform has `Mutex`; without it nothing is cached.
  private static let box: (any Sendable)? = {
    if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, macCatalyst 18, visionOS 2, *) {
      return Box()
    }
    return nil
  }()

  /// The summary of `parentSource`, computed by `compute` only when the text differs from the
  /// last one asked about.
  static func summary(_ parentSource: String, compute: (String) -> ParentSummary)
    -> ParentSummary
  {
    guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, macCatalyst 18, visionOS 2, *),
      let box = box as? Box
    else { return compute(parentSource) }
    if let known = box.entry.withLock({ $0?.source == parentSource ? $0?.summary : nil }) {
      return known
    }
    let summary = compute(parentSource)
    box.entry.withLock { $0 = Entry(source: parentSource, summary: summary) }
    return summary
  }
}
