// Where SwiftUI is, it extends every `MutableCollection` with a `move(fromOffsets:toOffset:)`
// taking an `IndexSet`, which a call with an `IndexSet` (what `onMove` hands over) would prefer
// to the generic one of `ObservableStateArray`: it moves the elements one exchange at a time.
// An overload taking an `IndexSet` itself is the better match there. Elsewhere the generic
// method takes an `IndexSet` as it is, and the runtime does not need Foundation.

#if canImport(SwiftUI)
  import Foundation

  extension ObservableStateArray {
    /// Moves the elements at the offsets in `source` to just before the element at offset
    /// `destination`, as the generic `move(fromOffsets:toOffset:)` does: the form SwiftUI's
    /// `onMove` calls.
    ///
    /// - Complexity: O(*n* + *k*), where *n* is the length of the array and *k* the number of
    ///   offsets in `source`.
    @inlinable
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
      moveElements(at: source, to: destination)
    }
  }
#endif
