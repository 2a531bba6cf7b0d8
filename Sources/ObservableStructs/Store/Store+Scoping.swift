// Stores for children that may be absent: an optional child, one case of an enum, the rows of
// a list. Each scoped store reads and writes through its parent, so observers see exactly what
// they would see reading the parent.

extension Store {
  /// A store for the optional child at `keyPath`, or `nil` when there is none.
  ///
  /// Calling it reads `keyPath`, so a view that scopes re-renders when the child appears or
  /// disappears, and not when it is edited in place:
  ///
  /// ```swift
  /// if let detail = store.scope(\.detail) { DetailView(store: detail) }
  /// ```
  ///
  /// The store is bound to the child present now. Once that child is gone — set to `nil`, or
  /// replaced by a child of another identity — the store goes stale: reads return the last
  /// value it saw, and writes are ignored with a runtime warning, so a view still holding it
  /// neither crashes nor edits another child. Its own writes, resets included, keep it bound.
  public func scope<Child: ObservableState>(_ keyPath: WritableKeyPath<State, Child?>) -> Store<
    Child
  >? {
    scope(keyPath, extract: { $0 }, embed: { $0 })
  }

  /// A store for the payload of one case of the enum at `keyPath`, or `nil` when the enum is
  /// in another case.
  ///
  /// `extract` returns the case's payload (it should read nothing else); `embed` makes the
  /// case from a payload — the case itself usually fits:
  ///
  /// ```swift
  /// store.scope(\.destination, extract: { if case .edit(let s) = $0 { s } else { nil } },
  ///             embed: Destination.edit)
  /// ```
  ///
  /// Like the optional scope, it registers a read of `keyPath` and is bound to the payload
  /// present now: after a switch of case or a new payload, reads return the last value and
  /// writes are ignored with a runtime warning.
  ///
  /// `scope(_:case:)` needs only the case (`store.scope(\.destination, case: Destination.edit)`)
  /// and finds the payload by reflection; this version is for an enum that declares its own
  /// `customMirror`, or a payload that `extract` finds some other way.
  public func scope<Case, Child: ObservableState>(
    _ keyPath: WritableKeyPath<State, Case>,
    extract: @escaping (Case) -> Child?,
    embed: @escaping (Child) -> Case
  ) -> Store<Child>? {
    let location = CaseLocation(keyPath: keyPath, extract: extract, embed: embed)
    guard let child = extract(storage.read(keyPath)) else { return nil }
    return Store<Child>(
      storage: ScopedStoreStorage(parent: self, location: location, child: child))
  }

  /// One store per row of the list at `keyPath`, each bound to its row's id, in the list's
  /// order: ready for `ForEach(store.scope(each: \.todos)) { TodoRow(store: $0) }`.
  ///
  /// Calling it reads the list, so the caller re-renders when rows are added, removed or
  /// moved, never when one is edited. A row keeps its store (the same object) across calls,
  /// wherever it moves, as long as its id stays in the list and something (the previous
  /// collection, a view) still holds the store; the parent only remembers its row stores
  /// weakly. A row's store reads and writes that
  /// row by id; its readers are told of edits to that row and of its replacement or removal,
  /// never of edits to other rows nor of other rows coming, going or moving.
  /// Once its row is removed, reads return the last value and writes are ignored with a
  /// runtime warning. Reads cost O(1); a write through a row store costs O(n), as every
  /// write through a key path to a collection copies it. Rows that share an id share a store,
  /// which reads and writes the first of them; scoping such a list gives a runtime warning.
  public func scope<Row: ObservableState & Identifiable>(
    each keyPath: WritableKeyPath<State, ObservableStateArray<Row>>
  ) -> StoreCollection<Row> {
    rowStores(keyPath)
  }

  /// One store per row of the array at `keyPath`; see the `ObservableStateArray` version.
  ///
  /// A row store finds its row where it was last seen in O(1), and searches the array in O(n)
  /// only after the row has moved.
  public func scope<Row: ObservableState & Identifiable>(
    each keyPath: WritableKeyPath<State, [Row]>
  ) -> StoreCollection<Row> {
    rowStores(keyPath)
  }

  private func rowStores<Rows: IdentifiedRows>(
    _ keyPath: WritableKeyPath<State, Rows>
  ) -> StoreCollection<Rows.Element> {
    typealias Row = Rows.Element
    let rows = storage.read(keyPath)
    let previous = rowStores[keyPath] as? RowStoreCache<Row>
    let cache = RowStoreCache<Row>()
    cache.stores.reserveCapacity(rows.count)
    var stores: [Store<Row>] = []
    stores.reserveCapacity(rows.count)
    for (position, row) in zip(rows.indices, rows) {
      let id = row.id
      let store =
        previous?.stores[id]?.store
        ?? Store<Row>(
          storage: ScopedStoreStorage(
            parent: self,
            location: RowLocation(keyPath: keyPath, id: id, hint: PositionHint(position)),
            child: row))
      if cache.stores.updateValue(WeakStore(store: store), forKey: id) != nil {
        warnOfRowsSharingAnID(id, in: keyPath)
      }
      stores.append(store)
    }
    rowStores[keyPath] = cache
    return StoreCollection(stores: stores)
  }
}

extension Store {
  /// Warns that two rows of the list at `keyPath` have the id `id`: their stores, which find
  /// their row by id, would read and write one of them.
  fileprivate func warnOfRowsSharingAnID<Rows, ID>(_ id: ID, in keyPath: KeyPath<State, Rows>) {
    // A release build names no computed property in a key path's description: the list is
    // then named by its type.
    let name = propertyName(of: keyPath)
    let list =
      name.hasPrefix("\\")
      ? "Store<\(State.self)>.scope(each: \(name))"
      : "Store<\(State.self)>.scope(each:) over its \(Rows.self)"
    runtimeWarning(
      "\(list) found more than one row with the id \(id): a row store finds its row by id, so "
        + "those rows share one store, which reads and writes the first of them. Give each row "
        + "an id of its own.",
      site: list)
  }
}

/// The stores of one list's rows, by id. Held weakly: a row store holds its parent, so a
/// strong cache would keep both alive forever. A store lives as long as a collection or a
/// view holds it, and scoping again meanwhile hands out the same object.
@MainActor
final class RowStoreCache<Row: Identifiable & ObservableState> {
  var stores: [Row.ID: WeakStore<Row>] = [:]
}

/// A weak reference to a row's store.
struct WeakStore<Row> {
  weak var store: Store<Row>?
}
