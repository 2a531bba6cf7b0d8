// The ids of an array of `Identifiable` elements, seen as an ordered set: in the array's order,
// with membership answered by the array's index by id rather than by a search.

extension ObservableStateArray where Element: Identifiable {
  /// The ids of an ``ObservableStateArray``'s elements, in order.
  ///
  /// A random-access collection, like the ordered set `IdentifiedArray` gives as its `ids`:
  /// iterate it, count it, make an `Array` of it; `contains(_:)` and `firstIndex(of:)` look the
  /// id up in the array's index by id instead of searching.
  ///
  /// ```swift
  /// if state.todos.ids.contains(id) { … }   // O(1) on average
  /// let order = Array(state.todos.ids)      // the ids as a plain array
  /// ```
  ///
  /// A view holds the array as it was when the view was made: edits of the array afterwards do
  /// not show in it.
  public struct IDs: RandomAccessCollection {
    @usableFromInline
    let base: ObservableStateArray

    @inlinable
    init(_ base: ObservableStateArray) {
      self.base = base
    }

    /// The position of the first id.
    @inlinable
    public var startIndex: Int { base._elements.startIndex }

    /// The position after the last id.
    @inlinable
    public var endIndex: Int { base._elements.endIndex }

    /// The id of the element at `position`.
    ///
    /// - Complexity: O(1).
    @inlinable
    public subscript(position: Int) -> Element.ID { base._elements[position].id }

    /// Whether one of the elements has `id`.
    ///
    /// - Complexity: O(1) on average: a lookup in the array's index by id (see
    ///   ``ObservableStateArray/index(id:)``), which the first lookup after a structural change
    ///   builds in O(*n*).
    @inlinable
    public func contains(_ id: Element.ID) -> Bool {
      base.index(id: id) != nil
    }

    /// The position of `id`, or `nil` if no element has it; with repeated ids, the first.
    ///
    /// - Complexity: O(1) on average, as for ``contains(_:)``.
    @inlinable
    public func firstIndex(of id: Element.ID) -> Int? {
      base.index(id: id)
    }
  }

  /// The elements' ids, in order, as an ordered-set-like view whose `contains(_:)` is O(1) on
  /// average.
  ///
  /// - Complexity: O(1): the view shares the array's storage and its index by id.
  @inlinable
  public var ids: IDs { IDs(self) }
}

extension ObservableStateArray.IDs: Equatable {
  /// Views are equal when they hold the same ids in the same order.
  ///
  /// - Complexity: O(*n*), where *n* is the number of ids.
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.elementsEqual(rhs)
  }
}

extension ObservableStateArray.IDs: Hashable {
  /// Hashes the ids in order.
  ///
  /// - Complexity: O(*n*), where *n* is the number of ids.
  @inlinable
  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for id in self { hasher.combine(id) }
  }
}

extension ObservableStateArray.IDs: Sendable where Element: Sendable {}

extension ObservableStateArray.IDs: CustomStringConvertible {
  /// The ids, as an array of them prints.
  public var description: String { Array(self).description }
}
