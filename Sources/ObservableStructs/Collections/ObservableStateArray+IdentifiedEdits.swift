// The edits by id that users of `IdentifiedArray` reach for: update the element with an id if
// there is one, add it otherwise. An update notifies as `rows[id: id] = element` does; an
// addition is a structural change. Adding at the end keeps the index by id, so that adding
// elements one by one does not rebuild it for every lookup.

extension ObservableStateArray where Element: Identifiable {
  /// Replaces the element that has `element`'s id, or appends `element` if none has; returns
  /// the element replaced, or `nil` if `element` was appended.
  ///
  /// An update notifies as `self[id: element.id] = element` does: a value with the element's
  /// data tells nobody; a copy of a store's row, edited and written back, tells the readers of
  /// what it changed and nobody else (see <doc:HowObservationFollowsYourValues>); any other
  /// value (one made afresh, say) replaces the element, a structural change. Appending is a
  /// structural change.
  ///
  /// ```swift
  /// var todo = store.todos[id: id]!
  /// todo.title = "Milk"
  /// store.todos.updateOrAppend(todo)  // readers of that row's title only
  /// ```
  ///
  /// - Complexity: O(1) on average, amortized when appending, beyond comparing the element with
  ///   the one it replaces. The first lookup by id after another structural change builds the
  ///   index by id in O(*n*).
  @inlinable
  @discardableResult
  public mutating func updateOrAppend(_ element: Element) -> Element? {
    guard let position = index(id: element.id) else {
      appendNew(element)
      return nil
    }
    let original = _elements[position]
    update(at: position, with: element)
    return original
  }

  /// Replaces the element that has `element`'s id where it is, or inserts `element` at `i` if
  /// none has; returns the element replaced and its position, or `nil` and `i`.
  ///
  /// Notifies as ``updateOrAppend(_:)`` does. `i` must be a valid insertion point, from
  /// `startIndex` to `endIndex`, whether or not it is used.
  ///
  /// - Complexity: O(1) on average when an element has the id or `i` is `endIndex` (as for
  ///   ``updateOrAppend(_:)``); otherwise O(*n*), where *n* is the length of the array.
  @inlinable
  @discardableResult
  public mutating func updateOrInsert(
    _ element: Element, at i: Int
  ) -> (originalMember: Element?, index: Int) {
    precondition(
      i >= _elements.startIndex && i <= _elements.endIndex,
      "ObservableStateArray.updateOrInsert(_:at:): index \(i) is out of bounds 0...\(count)")
    guard let position = index(id: element.id) else {
      if i == _elements.endIndex {
        appendNew(element)
      } else {
        insert(element, at: i)
      }
      return (nil, i)
    }
    let original = _elements[position]
    update(at: position, with: element)
    return (original, position)
  }

  /// Appends `newElement`, whose id no element has. A structural change that keeps the index
  /// by id, when this array alone holds it, by recording the new id in it.
  @inlinable
  mutating func appendNew(_ newElement: Element) {
    let id = newElement.id
    _elements.append(
      Self.separated(CollectionOfOne(newElement), replacing: [])?.first ?? newElement)
    structureID = ObservableStateID()
    if isKnownUniquelyReferenced(&idIndex) {
      idIndex.record(id, at: _elements.count - 1)
    } else {
      idIndex = IdentityIndexCache()
    }
  }
}
