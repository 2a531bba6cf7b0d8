import Synchronization

/// Remembers whether the last parent declaration the macro plugin parsed is a struct.
///
/// The compiler asks for the `memberAttribute` role once per member and sends the whole parent
/// declaration every time, so parsing it each time is quadratic in the number of members. The
/// requests for one type's members arrive one after another, so one entry, keyed by the
/// parent's text, answers all but the first. The entry is behind a lock: the plugin handles
/// one message at a time, but tests may expand from several threads.
enum ParentKindCache {
  /// The last parent text and whether its first type is a struct.
  private struct Entry {
    let source: String
    let isStruct: Bool
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

  /// Whether `parentSource` declares a struct first, computed by `compute` only when the text
  /// differs from the last one asked about.
  static func isStruct(_ parentSource: String, compute: (String) -> Bool) -> Bool {
    guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, macCatalyst 18, visionOS 2, *),
      let box = box as? Box
    else { return compute(parentSource) }
    if let known = box.entry.withLock({ $0?.source == parentSource ? $0?.isStruct : nil }) {
      return known
    }
    let isStruct = compute(parentSource)
    box.entry.withLock { $0 = Entry(source: parentSource, isStruct: isStruct) }
    return isStruct
  }
}
