/// Where a scoped store finds a child that may be missing in the parent's value: in an optional
/// or an enum case, or in a collection by id.
@MainActor
protocol StoreChildLocation<Parent, Child> {
  associatedtype Parent
  associatedtype Child: ObservableState
  /// What holds the child in the parent: the optional, the enum, the collection.
  associatedtype Container
  /// Where the container is in the parent.
  var keyPath: WritableKeyPath<Parent, Container> { get }
  /// Whether the store is bound to the one child it was made for, and goes stale when that
  /// child is removed or replaced by another one (optionals and enum cases), rather than
  /// following whatever child has its id (rows).
  var isBoundToOneChild: Bool { get }
  /// The child in `container`, or `nil` if it holds none.
  func child(inContainer container: Container) -> Child?
  /// Edits the child in place — lends it and puts it back (see `LentCopyMark`) — and returns
  /// `body`'s result, or returns `nil` without calling `body` if the parent holds no child.
  func modify<Result>(in parent: inout Parent, _ body: (inout Child) throws -> Result) rethrows
    -> Result?
  /// Assigns `newChild` in the child's place, compared like any assignment; returns `false`
  /// without assigning if the parent holds no child.
  func assign(_ newChild: Child, in parent: inout Parent) -> Bool
}

/// A child inside an optional or an enum case at a key path, taken out with `extract` and put
/// back with `embed`.
struct CaseLocation<Parent, Case, Child: ObservableState>: StoreChildLocation {
  let keyPath: WritableKeyPath<Parent, Case>
  let extract: (Case) -> Child?
  let embed: (Child) -> Case
  /// How to identify a case wrapping the child, when its identity is not the child's own (an
  /// observable enum); `nil` for an optional of the child, or a case without identity.
  private let wrapperIdentity: LentIdentity?

  init(
    keyPath: WritableKeyPath<Parent, Case>, extract: @escaping (Case) -> Child?,
    embed: @escaping (Child) -> Case
  ) {
    self.keyPath = keyPath
    self.extract = extract
    self.embed = embed
    wrapperIdentity = Case.self == Child?.self ? nil : LentIdentity(of: Case.self)
  }

  var isBoundToOneChild: Bool { true }

  func child(inContainer container: Case) -> Child? {
    extract(container)
  }

  func modify<Result>(in parent: inout Parent, _ body: (inout Child) throws -> Result) rethrows
    -> Result?
  {
    guard var child = extract(parent[keyPath: keyPath]) else { return nil }
    let mark = LentCopyMark(marking: &child)
    // Put back even if `body` throws, as an in-place edit of a property would be.
    defer {
      let embedded = embed(child)
      mark.putBack(child, wrapperID: wrapperIdentity?.id(of: embedded)) { _ in
        parent[keyPath: keyPath] = embedded
      }
    }
    return try body(&child)
  }

  func assign(_ newChild: Child, in parent: inout Parent) -> Bool {
    guard extract(parent[keyPath: keyPath]) != nil else { return false }
    parent[keyPath: keyPath] = embed(newChild)
    return true
  }
}

/// A child in one case of an enum at a key path: the case's payload, or one value of a case
/// with several. The payload is found by reflection (see `EnumCase`), and an edited child is put
/// back by making the case again from the payload with the child in it.
struct EnumCaseLocation<Parent, Container, Payload, Child: ObservableState>: StoreChildLocation {
  /// Where the enum, or an optional of it, is in the parent.
  let keyPath: WritableKeyPath<Parent, Container>
  /// The case's payload in the container, or `nil` in another case (or `nil`).
  let payload: (Container) -> Payload?
  /// The container holding the case made from a payload.
  let embed: (Payload) -> Container
  /// Where the child is in the payload: `\.self` for a case with one value, `\.0`, `\.1`… in
  /// a case with several.
  let element: WritableKeyPath<Payload, Child>
  /// How to identify the container, when it carries identity (an observable enum, or an
  /// optional of one): the identity of the case made from the edited child marks the write-back.
  private let wrapperIdentity: LentIdentity?

  init(
    keyPath: WritableKeyPath<Parent, Container>, payload: @escaping (Container) -> Payload?,
    embed: @escaping (Payload) -> Container, element: WritableKeyPath<Payload, Child>
  ) {
    self.keyPath = keyPath
    self.payload = payload
    self.embed = embed
    self.element = element
    wrapperIdentity = LentIdentity(of: Container.self)
  }

  var isBoundToOneChild: Bool { true }

  func child(inContainer container: Container) -> Child? {
    payload(container)?[keyPath: element]
  }

  func modify<Result>(in parent: inout Parent, _ body: (inout Child) throws -> Result) rethrows
    -> Result?
  {
    guard var payload = payload(parent[keyPath: keyPath]) else { return nil }
    var child = payload[keyPath: element]
    let mark = LentCopyMark(marking: &child)
    // Put back even if `body` throws, as an in-place edit of a property would be.
    defer {
      payload[keyPath: element] = child
      let embedded = embed(payload)
      mark.putBack(child, wrapperID: wrapperIdentity?.id(of: embedded)) { _ in
        parent[keyPath: keyPath] = embedded
      }
    }
    return try body(&child)
  }

  func assign(_ newChild: Child, in parent: inout Parent) -> Bool {
    guard var payload = payload(parent[keyPath: keyPath]) else { return false }
    payload[keyPath: element] = newChild
    parent[keyPath: keyPath] = embed(payload)
    return true
  }
}

/// A row of an identified collection, found by its id wherever it has moved.
struct RowLocation<Parent, Rows: IdentifiedRows>: StoreChildLocation {
  let keyPath: WritableKeyPath<Parent, Rows>
  let id: Rows.Element.ID
  /// Where the row was last seen: the first place to look in a collection without an index.
  let hint: PositionHint

  var isBoundToOneChild: Bool { false }

  func child(inContainer rows: Rows) -> Rows.Element? {
    guard let position = rows.position(of: id, hint: hint.position) else { return nil }
    hint.position = position
    return rows[position]
  }

  func modify<Result>(
    in parent: inout Parent, _ body: (inout Rows.Element) throws -> Result
  ) rethrows -> Result? {
    var rows = parent[keyPath: keyPath]
    guard let position = rows.position(of: id, hint: hint.position) else { return nil }
    hint.position = position
    var row = rows[position]
    let mark = LentCopyMark(marking: &row)
    defer {
      mark.putBack(row) { row in
        rows[position] = row
        if Rows.comparesElementAssignments {
          // The row was compared as it went back (see `assign(_:in:)`).
          _asWriteBack { parent[keyPath: keyPath] = rows }
        } else {
          parent[keyPath: keyPath] = rows
        }
      }
    }
    return try body(&row)
  }

  func assign(_ newRow: Rows.Element, in parent: inout Parent) -> Bool {
    guard let position = parent[keyPath: keyPath].position(of: id, hint: hint.position) else {
      return false
    }
    hint.position = position
    guard Rows.comparesElementAssignments else {
      // A plain list goes back whole: lent with a mark on each row, as a store's member lends
      // it, so that a copy of the row written back adopts the row and tells the readers of
      // what it changed, not the list's (see `ValueMarkedCollection`).
      var rows = parent[keyPath: keyPath]
      let mark = LentCopyMark(marking: &rows)
      rows[position] = newRow
      mark.putBack(rows) { rows in
        var rows = rows
        mark.adoptValuesWrittenBack(in: &rows, replacing: parent[keyPath: keyPath])
        parent[keyPath: keyPath] = rows
      }
      return true
    }
    // The rows' own setter compares the row (a copy written back tells the readers of what it
    // changed, another row changes the structure and the rows' identity), so the rows go back
    // as an edit in place: a key path assigns the whole list, and the list's property would
    // otherwise take a row's new data for a change of the list.
    var rows = parent[keyPath: keyPath]
    rows[position] = newRow
    _asWriteBack { parent[keyPath: keyPath] = rows }
    return true
  }
}

/// The last known position of a row.
@MainActor
final class PositionHint {
  var position: Int

  init(_ position: Int) {
    self.position = position
  }
}

/// A collection whose rows a scoped store can find by id: `ObservableStateArray` by its index,
/// `Array` by a hint and a linear search.
protocol IdentifiedRows: RandomAccessCollection, MutableCollection
where Element: Identifiable & ObservableState, Index == Int {
  /// The position of the row with `id`; `hint` is where it was last seen.
  func position(of id: Element.ID, hint: Int) -> Int?
  /// Whether assigning an element compares it with the one it replaces, telling the readers of
  /// what changed, and changes the collection's identity only when its structure changes.
  static var comparesElementAssignments: Bool { get }
}

extension ObservableStateArray: IdentifiedRows where Element: Identifiable & ObservableState {
  static var comparesElementAssignments: Bool { true }

  /// The position of the row with `id`: where it was last seen if it is still there (one
  /// comparison), else from the array's index by id, O(1) on average.
  func position(of id: Element.ID, hint: Int) -> Int? {
    if hint < _elements.count, _elements.withUnsafeBufferPointer({ $0[hint].id == id }) {
      return hint
    }
    return index(id: id)
  }
}

extension Array: IdentifiedRows where Element: Identifiable & ObservableState {
  /// `Array`'s setter stores any element as it is: the list's own property compares.
  static var comparesElementAssignments: Bool { false }

  /// The position of the row with `id`: O(1) if it has not moved since `hint`, else O(n).
  func position(of id: Element.ID, hint: Int) -> Int? {
    if indices.contains(hint), self[hint].id == id { return hint }
    return firstIndex { $0.id == id }
  }
}
