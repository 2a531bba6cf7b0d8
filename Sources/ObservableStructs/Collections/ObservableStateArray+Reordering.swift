// Edits that reorder the elements: moving some of them, sorting them. Both work on the storage
// directly, in one pass, and give the array a new identity only when the order changed: moving
// elements to where they are, or sorting elements already in order, notifies nobody.

extension ObservableStateArray {
  /// Moves the elements at the offsets in `source`, keeping their order, to just before the
  /// element at offset `destination` — offsets in the array as it was before the move. The
  /// edit a list's drag and drop makes (SwiftUI's `onMove` hands over an `IndexSet`, which is a
  /// collection of offsets).
  ///
  /// ```swift
  /// // [a, b, c, d, e]
  /// state.todos.move(fromOffsets: [0, 2], toOffset: 4)  // [b, d, a, c, e]
  /// ```
  ///
  /// A move is a structural change, which tells the readers of the array; one that leaves
  /// every element where it was tells nobody. Every offset must be a position of an element,
  /// and `destination` must be from `startIndex` to `endIndex`.
  ///
  /// - Complexity: O(*n* + *k*), where *n* is the length of the array and *k* the number of
  ///   offsets in `source`.
  @inlinable
  public mutating func move(fromOffsets source: some Collection<Int>, toOffset destination: Int) {
    moveElements(at: source, to: destination)
  }

  /// The work of `move(fromOffsets:toOffset:)`, under a name that no overload shares.
  @inlinable
  mutating func moveElements(at source: some Collection<Int>, to destination: Int) {
    let count = _elements.count
    precondition(
      destination >= 0 && destination <= count,
      "ObservableStateArray.move(fromOffsets:toOffset:): offset \(destination) is out of bounds "
        + "0...\(count)")
    var isMoving = [Bool](repeating: false, count: count)
    var movingCount = 0
    var firstMoving = count
    var lastMoving = -1
    for offset in source {
      precondition(
        offset >= 0 && offset < count,
        "ObservableStateArray.move(fromOffsets:toOffset:): offset \(offset) is out of bounds "
          + "0..<\(count)")
      if isMoving[offset] { continue }
      isMoving[offset] = true
      movingCount += 1
      firstMoving = Swift.min(firstMoving, offset)
      lastMoving = Swift.max(lastMoving, offset)
    }
    guard movingCount > 0 else { return }
    // Adjacent elements moved to where they are, or to just after: nothing moves.
    if lastMoving - firstMoving + 1 == movingCount
      && (firstMoving...lastMoving + 1).contains(destination)
    {
      return
    }
    var moving: [Element] = []
    moving.reserveCapacity(movingCount)
    for offset in firstMoving..<count where isMoving[offset] { moving.append(_elements[offset]) }
    var reordered: [Element] = []
    reordered.reserveCapacity(count)
    for offset in 0...count {
      if offset == destination { reordered.append(contentsOf: moving) }
      if offset < count && !isMoving[offset] { reordered.append(_elements[offset]) }
    }
    // Elements ahead of both the first moved and the destination stay where they were; behind
    // them, equal plain values may still leave the array as it was.
    let firstChanged = Swift.min(firstMoving, destination)
    guard
      zip(_elements[firstChanged...], reordered[firstChanged...]).contains(where: {
        !Self.isSameElement($0, $1)
      })
    else { return }
    _elements = reordered
    structureDidChange()
  }

  /// Sorts the elements in place, using `areInIncreasingOrder` to compare them; elements that
  /// compare equal keep their order.
  ///
  /// A sort that changes the order is a structural change, which tells the readers of the
  /// array; sorting elements already in order tells nobody. If `areInIncreasingOrder` throws
  /// while sorting, the elements are left in an unspecified order, and the readers are told.
  ///
  /// - Complexity: O(*n* log *n*), where *n* is the length of the array; O(*n*) when the
  ///   elements are already in order.
  @inlinable
  public mutating func sort(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows {
    // In order already: a stable sort would leave every element where it is.
    var isInOrder = true
    for position in _elements.indices.dropFirst()
    where try areInIncreasingOrder(_elements[position], _elements[position - 1]) {
      isInOrder = false
      break
    }
    guard !isInOrder else { return }
    // The order changes (or, if the comparison throws, may have changed).
    defer { structureDidChange() }
    try _elements.sort(by: areInIncreasingOrder)
  }
}

extension ObservableStateArray where Element: Comparable {
  /// Sorts the elements in place, in increasing order; equal elements keep their order.
  ///
  /// Notifies as ``sort(by:)`` does: the readers of the array only when the order changed.
  ///
  /// - Complexity: O(*n* log *n*), where *n* is the length of the array; O(*n*) when the
  ///   elements are already in order.
  @inlinable
  public mutating func sort() {
    sort(by: <)
  }
}
