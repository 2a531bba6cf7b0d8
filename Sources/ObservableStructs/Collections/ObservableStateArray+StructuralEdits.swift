// The edits that can insert, remove, move or replace elements. Each gives the array a new
// identity — which notifies observers of the property holding it — only when it changed which
// elements the array holds or their order: an edit that changes nothing (removing where
// nothing matches, appending nothing, swapping an element with itself) notifies nobody, as
// the same edit of a plain `Array` property does not.

extension ObservableStateArray: RangeReplaceableCollection {
  /// Creates an empty array.
  @inlinable
  public init() {
    self.init([])
  }

  /// Creates an array holding the elements of a sequence (a prefix, a sorted copy).
  ///
  /// Building an array moves nothing: the elements keep the registrars they share with the
  /// values they were read from, so a view reading an array made from state for display hears
  /// of the edits made to that state.
  ///
  /// - Complexity: O(*n*), where *n* is the length of `elements`.
  @inlinable
  public init<S: Sequence>(_ elements: S) where S.Element == Element {
    self.init(Array(elements))
  }

  /// The elements that satisfy `isIncluded`, in an array of their own that, like any array
  /// built from state, keeps them observed (`todos.filter { !$0.isComplete }`).
  ///
  /// - Complexity: O(*n*), where *n* is the length of the array.
  @inlinable
  public func filter(_ isIncluded: (Element) throws -> Bool) rethrows -> Self {
    Self(try _elements.filter(isIncluded))
  }

  /// The elements of `lhs` followed by those of `rhs`, in an array of their own that, like any
  /// array built from state, keeps them observed (`todo + done`).
  ///
  /// - Complexity: O(*n* + *m*), the lengths of the two.
  @inlinable
  public static func + (lhs: Self, rhs: Self) -> Self {
    Self(lhs._elements + rhs._elements)
  }

  /// The elements of `lhs` followed by those of `rhs`, kept observed as by `+` of two arrays.
  ///
  /// - Complexity: O(*n* + *m*), the lengths of the two.
  @inlinable
  public static func + <Other: Sequence>(lhs: Self, rhs: Other) -> Self
  where Other.Element == Element {
    Self(lhs._elements + rhs)
  }

  /// The elements of `lhs` followed by those of `rhs`, kept observed as by `+` of two arrays.
  ///
  /// - Complexity: O(*n* + *m*), the lengths of the two.
  @inlinable
  public static func + <Other: Sequence>(lhs: Other, rhs: Self) -> Self
  where Other.Element == Element {
    Self(Array(lhs) + rhs._elements)
  }

  /// Replaces a range of elements: an insertion, removal or replacement. Replacing elements by
  /// the same elements (nothing by nothing, say) changes nothing.
  ///
  /// - Complexity: O(*n*), where *n* is the length of the array.
  @inlinable
  public mutating func replaceSubrange<C: Collection>(
    _ subrange: Range<Int>, with newElements: C
  ) where C.Element == Element {
    var changesStructure = subrange.count != newElements.count
    if !changesStructure {
      for (oldElement, newElement) in zip(_elements[subrange], newElements)
      where !Self.isSameElement(oldElement, newElement) {
        changesStructure = true
        break
      }
    }
    guard changesStructure else {
      _elements.replaceSubrange(subrange, with: newElements)
      return
    }
    if let separated = Self.separated(newElements, replacing: _elements[subrange]) {
      _elements.replaceSubrange(subrange, with: separated)
    } else {
      _elements.replaceSubrange(subrange, with: newElements)
    }
    structureDidChange()
  }

  /// Appends the elements of a sequence; appending none changes nothing.
  ///
  /// - Complexity: O(*m*) on average, where *m* is the length of `newElements`.
  @inlinable
  public mutating func append<S: Sequence>(contentsOf newElements: S)
  where S.Element == Element {
    let newElements = Array(newElements)
    guard !newElements.isEmpty else { return }
    _elements.append(contentsOf: Self.separated(newElements, replacing: []) ?? newElements)
    structureDidChange()
  }

  /// Removes the elements that satisfy `shouldBeRemoved`; when none does, nothing changes.
  ///
  /// - Complexity: O(*n*), where *n* is the length of the array.
  @inlinable
  public mutating func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows {
    let count = _elements.count
    var finished = false
    defer {
      // A predicate that throws may leave the elements reordered.
      if !finished || _elements.count != count { structureDidChange() }
    }
    try _elements.removeAll(where: shouldBeRemoved)
    finished = true
  }

  /// Removes every element; an empty array stays as it is.
  ///
  /// - Complexity: O(*n*), where *n* is the length of the array.
  @inlinable
  public mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
    guard !_elements.isEmpty else { return }
    _elements.removeAll(keepingCapacity: keepCapacity)
    structureDidChange()
  }

  /// Reserves storage without changing the structure.
  @inlinable
  public mutating func reserveCapacity(_ minimumCapacity: Int) {
    _elements.reserveCapacity(minimumCapacity)
  }
}

extension ObservableStateArray {
  /// Exchanges two elements; exchanging an element with itself changes nothing.
  ///
  /// - Complexity: O(1).
  @inlinable
  public mutating func swapAt(_ i: Int, _ j: Int) {
    guard i != j else { return }
    let changesStructure = !Self.isSameElement(_elements[i], _elements[j])
    _elements.swapAt(i, j)
    if changesStructure { structureDidChange() }
  }
}
