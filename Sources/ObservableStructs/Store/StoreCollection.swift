/// The stores of a list's rows, in the list's order, as returned by a ``Store``'s `scope(each:)`.
///
/// A random-access collection of ``Store``s, each identified by its row's id and kept for its
/// row while the row's id stays in the list and the store is still held (by this collection, or
/// a view), so it can feed SwiftUI's `ForEach` directly:
///
/// ```swift
/// ForEach(store.scope(each: \.todos)) { todo in
///   TodoRow(store: todo)
/// }
/// ```
///
/// The collection is a snapshot of the list's ids when it was made; scope again (a view does,
/// when it re-renders) to see rows added, removed or moved since.
public struct StoreCollection<Row: ObservableState & Identifiable>: RandomAccessCollection,
  Sendable
{
  private let stores: [Store<Row>]

  init(stores: [Store<Row>]) {
    self.stores = stores
  }

  /// The position of the first row's store: 0.
  public var startIndex: Int { stores.startIndex }

  /// The position after the last row's store.
  public var endIndex: Int { stores.endIndex }

  /// The store of the row at `position`.
  public subscript(position: Int) -> Store<Row> { stores[position] }
}
