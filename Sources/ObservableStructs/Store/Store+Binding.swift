// What SwiftUI's `@Bindable` needs of a store: `Store` is an `Observable` class, and its
// dynamic members over writable key paths are settable, so `$store.title` is a binding. This
// file adds the one binding a dynamic member cannot give: the store of an optional child, to
// present and dismiss it.

extension Store {
  /// The store of the optional child at `keyPath`, as `scope(_:)` returns it, settable so that
  /// a binding can dismiss the child: assigning `nil` removes the child, as
  /// `store.detail = nil` does, and assigning a store puts that store's state in the child's
  /// place (the store of the child there already changes nothing).
  ///
  /// On Apple platforms, a SwiftUI sheet bound to it is shown while the child is there and
  /// removes the child when it is swiped away (`sheet(item:)` needs an `Identifiable` child):
  ///
  /// ```swift
  /// .sheet(item: $store[dynamicMember: \.[scope: \.detail]]) { detail in
  ///   DetailView(store: detail)
  /// }
  /// ```
  ///
  /// Reading it reads `keyPath`, as calling `scope(_:)` does: a view re-renders when the child
  /// appears, disappears or is replaced, not when it is edited in place.
  public subscript<Child: ObservableState>(scope keyPath: WritableKeyPath<State, Child?>)
    -> Store<Child>?
  {
    get { scope(keyPath) }
    set { self[dynamicMember: keyPath] = newValue?.state }
  }
}
