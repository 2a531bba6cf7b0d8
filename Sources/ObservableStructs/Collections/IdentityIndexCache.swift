import Synchronization

/// The lazily built map from element id to position that makes `ObservableStateArray`'s
/// lookups by id O(1) on average.
///
/// The map is built on the first lookup, in O(n), and published once with an atomic store, so
/// copies read from several threads build it safely and later lookups cost one atomic load.
///
/// Invariant: a cache is shared only by copies whose elements sit at the same positions. Copies
/// of an array share its cache; a change that moves elements empties the cache in place when the
/// array holds the only reference, and gives the array a fresh cache otherwise, so the copies
/// that still share the old one keep a map that is right for them. Edits that leave the
/// elements where they are never touch it; an append records the new id in a map that the
/// array alone holds. A map can still be out of date for ids changed in place (which
/// `Identifiable` forbids), so a lookup checks the position it finds, bounds included, before
/// reading the element there.
@usableFromInline
final class IdentityIndexCache: Sendable {
  /// The built map, retained by the cache; `nil` until the first lookup.
  @usableFromInline
  let map = Atomic<Unmanaged<IdentityMap>?>(nil)

  @usableFromInline
  init() {}

  deinit {
    map.load(ordering: .acquiring)?.release()
  }

  /// Whether a lookup has built the map.
  @inlinable
  var isBuilt: Bool { map.load(ordering: .relaxed) != nil }

  /// Forgets the built map, if any. Only for a cache no other array shares.
  @usableFromInline
  func reset() {
    guard map.load(ordering: .relaxed) != nil else { return }
    map.exchange(nil, ordering: .acquiringAndReleasing)?.release()
  }

  /// The map for `elements`, built now if there is none. When ids repeat, the first position
  /// wins, as `firstIndex(where:)` would find it.
  @inlinable
  func positions<Element: Identifiable>(of elements: [Element]) -> IdentityPositions<Element.ID> {
    if let built = map.load(ordering: .acquiring) {
      return unsafeDowncast(built.takeUnretainedValue(), to: IdentityPositions<Element.ID>.self)
    }
    return unsafeDowncast(
      publish(IdentityPositions(elements.lazy.map { $0.id })),
      to: IdentityPositions<Element.ID>.self)
  }

  /// The position recorded for `id`, building the map first if there is none; `nil` if the
  /// id is not in the map. Reads the published map without retaining it.
  @inlinable
  func position<Element: Identifiable>(of id: Element.ID, in elements: [Element]) -> Int? {
    guard let built = map.load(ordering: .acquiring) else {
      return positions(of: elements).positions[id]
    }
    return built._withUnsafeGuaranteedRef {
      unsafeDowncast($0, to: IdentityPositions<Element.ID>.self).positions[id]
    }
  }

  /// Records `id`, which the map does not hold, at `position`, if the map is built. Only for a
  /// cache no other array shares: then nothing else can be reading the map.
  @inlinable
  func record<ID: Hashable>(_ id: ID, at position: Int) {
    guard let built = map.load(ordering: .acquiring) else { return }
    built._withUnsafeGuaranteedRef {
      unsafeDowncast($0, to: IdentityPositions<ID>.self).positions[id] = position
    }
  }

  /// Installs a map already built by the caller (an initializer that checked uniqueness).
  @inlinable
  func install<ID: Hashable>(_ positions: [ID: Int]) {
    _ = publish(IdentityPositions<ID>(positions: positions))
  }

  /// Publishes `built` unless another thread published a map first; returns the one in use.
  @usableFromInline
  func publish(_ built: IdentityMap) -> IdentityMap {
    let retained = Unmanaged.passRetained(built)
    let (exchanged, current) = map.compareExchange(
      expected: nil, desired: retained, ordering: .acquiringAndReleasing)
    if exchanged { return built }
    retained.release()
    return current!.takeUnretainedValue()
  }
}

/// A built map, whatever its id type.
@usableFromInline
class IdentityMap: @unchecked Sendable {
  @usableFromInline
  init() {}
}

/// A map from id to position. Once published it changes only through a cache that one array
/// alone holds (see `IdentityIndexCache.record(_:at:)`), which no other thread can be reading,
/// so sharing it across threads is safe whatever `ID` is.
@usableFromInline
final class IdentityPositions<ID: Hashable>: IdentityMap, @unchecked Sendable {
  /// Not checked for exclusive access at run time: a lookup would otherwise pay for two
  /// runtime calls, and the type's invariant (above) already rules out overlapping accesses.
  @usableFromInline
  @exclusivity(unchecked)
  var positions: [ID: Int]

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
