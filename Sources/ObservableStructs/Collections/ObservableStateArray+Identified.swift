// Access by id for arrays of `Identifiable` elements, the way lists are edited in practice:
// `state.todos[id: id]?.isDone.toggle()`.

extension ObservableStateArray where Element: Identifiable {
  /// Creates an array of elements whose ids are unique; traps, naming the id and both
  /// positions, if two elements share one.
  ///
  /// Prefer it to `init(_:)` when the elements come from outside: with repeated ids a lookup
  /// by id finds only the first of them.
  @inlinable
  public init(uniqueElements elements: some Sequence<Element>) {
    self.init(Array(elements))
    if let repeated = indexUniqueIDs() {
      preconditionFailure("ObservableStateArray(uniqueElements:): \(repeated)")
    }
  }

  /// Builds the index by id when every id is unique, in O(n); otherwise returns the first id
  /// found twice, and builds nothing.
  @usableFromInline
  func indexUniqueIDs() -> RepeatedID? {
    var positions: [Element.ID: Int] = [:]
    positions.reserveCapacity(_elements.count)
    for (position, element) in _elements.enumerated() {
      if let previous = positions.updateValue(position, forKey: element.id) {
        return RepeatedID(id: "\(element.id)", first: previous, second: position)
      }
    }
    idIndex.install(positions)
    return nil
  }

  /// The position of the element with `id`, or `nil` if there is none.
  ///
  /// Ids must not change in place (as `Identifiable` requires); with repeated ids the first
  /// position is found.
  ///
  /// - Complexity: O(1) on average: the first lookup after an insertion, removal, move or
  ///   replacement builds an index in O(*n*); positional edits keep it.
  @inlinable
  public func index(id: Element.ID) -> Int? {
    guard let position = idIndex.position(of: id, in: _elements) else { return nil }
    // The position is checked, bounds first: an id changed in place leaves the index behind.
    if _elements.withUnsafeBufferPointer({ position < $0.count && $0[position].id == id }) {
      return position
    }
    return _elements.firstIndex { $0.id == id }
  }

  /// The element with `id`, or `nil`.
  ///
  /// - Reading and editing in place (`rows[id: id]?.title = "Milk"`) are O(1) on average and
  ///   notify exactly like a positional edit: observers of the element's properties, never
  ///   observers of the array — unless the edit replaces the element with another identity.
  /// - Assigning a value replaces the element with that id (the value must carry the same id),
  ///   or appends it if there is none; assigning `nil` removes the element. A value with the
  ///   element's data tells nobody, and a copy of a store's row edited and written back tells
  ///   the observers of what it changed; any other value, an append and a removal are
  ///   structural changes, so observers of the array are told. Replacing and appending are
  ///   O(1) on average, removing O(*n*).
  @inlinable
  public subscript(id id: Element.ID) -> Element? {
    get { index(id: id).map { _elements[$0] } }
    set { replace(id: id, with: newValue) }
    _modify {
      if let position = index(id: id), _elements.count > 1,
        MemoryLayout<Element?>.size == MemoryLayout<Element>.size
      {
        // `Element?` stores `.some(x)` exactly as `x` here (`nil` uses bits no element has), so
        // the element is edited as an optional where it lies: no move, no copy.
        // Read from the element below; a placeholder until then, not a fresh identity, which
        // would cost an atomic increment on every edit.
        var before = ObservableStateID._$payloadless
        let slot = _elements.withUnsafeMutableBufferPointer {
          before = Self.identity(of: $0.baseAddress![position])
          return UnsafeMutableRawPointer($0.baseAddress! + position)
        }
        let optional = slot.bindMemory(to: Element?.self, capacity: 1)
        defer { settle(slot, at: position, id: id, before: before) }
        yield &optional.pointee
        return
      }
      // Absent, the only element, or an optional larger than its element (an element type with
      // no spare bits): edit a copy. Held through a pointer, so that no value of a size known
      // only at run time lives across the `yield` and the fast path above needs no allocation.
      let copy = UnsafeMutablePointer<Element?>.allocate(capacity: 1)
      copy.initialize(to: self[id: id])
      defer {
        _asWriteBack { replace(id: id, with: copy.move()) }
        copy.deallocate()
      }
      yield &copy.pointee
    }
  }

  /// Removes the element with `id` and returns it, or returns `nil` if there is none; a
  /// removal is a structural change.
  ///
  /// - Complexity: O(*n*), where *n* is the length of the array.
  @inlinable
  @discardableResult
  public mutating func remove(id: Element.ID) -> Element? {
    guard let position = index(id: id) else { return nil }
    return remove(at: position)
  }

  @inlinable
  mutating func replace(id: Element.ID, with newValue: Element?) {
    guard let newValue else {
      remove(id: id)
      return
    }
    precondition(
      newValue.id == id,
      "ObservableStateArray[id: \(id)] was assigned an element whose id is \(newValue.id)")
    guard let position = index(id: id) else {
      appendNew(newValue)
      return
    }
    update(at: position, with: newValue)
  }

  /// Puts `newValue`, which has the id of the element at `position`, in that element's place.
  /// The same element, or a copy of it written back, is an edit of the element; a value of
  /// another identity is a replacement: a new identity for the array, whose index by id stays
  /// valid since nothing moved.
  @inlinable
  mutating func update(at position: Int, with newValue: Element) {
    guard !Self.isSameElement(_elements[position], newValue) else {
      _elements[position] = newValue
      return
    }
    // A copy of the element written back: an edit of the element, not a new one.
    if let adopted = Self.adoptedWriteBack(newValue, replacing: _elements[position]) {
      _elements[position] = adopted
      return
    }
    // Same id at the same position: a new identity, but the index stays valid.
    structureID = ObservableStateID()
    _elements[position] = Self.placed(newValue, replacing: _elements[position])
  }

  /// Ends an edit made in place by `subscript(id:)`'s `_modify`: binds the slot back to
  /// `Element`, or removes it if the edit set the element to `nil`.
  @inlinable
  mutating func settle(
    _ slot: UnsafeMutableRawPointer, at position: Int, id: Element.ID, before: ObservableStateID
  ) {
    // Taken out and put back rather than inspected in place: a move costs no reference
    // counting, where reading an optional of run-time layout in place copies it.
    guard var element = slot.assumingMemoryBound(to: Element?.self).move() else {
      // The slot is empty; fill it with a copy of a neighbour so that removing it is safe.
      let neighbour = position + 1 < _elements.count ? position + 1 : position - 1
      let empty = slot.bindMemory(to: Element.self, capacity: 1)
      empty.initialize(to: (empty + (neighbour - position)).pointee)
      _elements.remove(at: position)
      structureDidChange()
      return
    }
    let changedID = element.id != id
    let changedIdentity = Self.identity(of: element) != before
    // Replaced inside the edit (`self = …` in a method the expansion does not see): the new
    // value belongs to this place now, as after an edit through a position.
    if changedID || changedIdentity { Self.claimReplacement(&element) }
    slot.bindMemory(to: Element.self, capacity: 1).initialize(to: consume element)
    if changedID {
      structureDidChange()
    } else if changedIdentity {
      structureID = ObservableStateID()
    }
  }
}

/// An id that two elements of an array share, and where they sit.
@usableFromInline
struct RepeatedID: CustomStringConvertible {
  /// The id, as it prints.
  let id: String
  /// The position of the first element with the id.
  let first: Int
  /// The position of the second one.
  let second: Int

  @usableFromInline
  init(id: String, first: Int, second: Int) {
    self.id = id
    self.first = first
    self.second = second
  }

  @usableFromInline
  var description: String {
    "id \(id) appears at positions \(first) and \(second); every element needs its own id"
  }
}
