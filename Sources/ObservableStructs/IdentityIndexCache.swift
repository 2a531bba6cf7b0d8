import Synchronization

/// The lazily built map from element id to position that makes `ObservableStateArray`'s
/// lookups by id O(1) on average.
///
/// An array owns one cache; copies share it until one of them changes its structure, which
/// clears the cache (if the array holds the only reference) or replaces it. The map is built on
/// the first lookup after that, in O(n), under a lock, so copies read from several threads
/// build it once and safely. Positional edits that leave the elements where they are never
/// touch it.
@usableFromInline
final class IdentityIndexCache: Sendable {
  @usableFromInline
  let positions = Mutex<AnyObject?>(nil)

  @usableFromInline
  init() {}

  /// Drops the map; the next lookup rebuilds it.
  @usableFromInline
  func clear() {
    positions.withLock { $0 = nil }
  }

  /// The map for `elements`, built now if there is none. When ids repeat, the first position
  /// wins, as `firstIndex(where:)` would find it.
  @inlinable
  func positions<Element: Identifiable>(of elements: [Element]) -> [Element.ID: Int] {
    let map = positions.withLock { cached -> IdentityPositions<Element.ID> in
      if let cached {
        return unsafeDowncast(cached, to: IdentityPositions<Element.ID>.self)
      }
      let built = IdentityPositions(elements.lazy.map(\.id))
      cached = built
      return built
    }
    return map.positions
  }

  /// Installs a map already built by the caller (an initializer that checked uniqueness).
  @usableFromInline
  func install<ID: Hashable>(_ positions: [ID: Int]) {
    let built = IdentityPositions<ID>(positions: positions)
    self.positions.withLock { $0 = built }
  }
}

/// An immutable map from id to position, shared by every reader of one cache. It is never
/// mutated after its initializer, so sharing it across threads is safe whatever `ID` is.
@usableFromInline
final class IdentityPositions<ID: Hashable>: @unchecked Sendable {
  @usableFromInline
  let positions: [ID: Int]

  @usableFromInline
  init(positions: [ID: Int]) {
    self.positions = positions
  }

  @inlinable
  convenience init(_ ids: some Sequence<ID>) {
    var positions: [ID: Int] = [:]
    for (position, id) in ids.enumerated() where positions[id] == nil {
      positions[id] = position
    }
    self.init(positions: positions)
  }
}
