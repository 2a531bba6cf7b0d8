// Stores for the payload of one enum case, named by the case itself (`Destination.detail`):
// no case-path library, no generated code, no `extract` closure. The payload is found by
// reflection and put back by making the case again (see `EnumCase` and `EnumCaseLocation`).

extension Store {
  /// A store for the payload of one case of the enum at `keyPath`, or `nil` when the enum is in
  /// another case. The case is named by itself, as the function that makes it:
  ///
  /// ```swift
  /// if let edit = store.scope(\.destination, case: Destination.edit) {
  ///   EditView(store: edit)
  /// }
  /// ```
  ///
  /// Calling it reads `keyPath`, so a view that scopes re-renders when the enum changes case or
  /// gets another payload, and not when the payload is edited in place. The store is bound to
  /// the payload present now, like the store of an optional child: once the enum leaves the case
  /// or holds another payload, reads return the last value it saw and writes are ignored with a
  /// runtime warning. A write through it is an edit of the payload in place: it tells the
  /// readers of what it changed, not the readers of `keyPath`.
  ///
  /// The payload is found with a `Mirror` of the enum, so the enum must not declare its own
  /// `customMirror` (scope with `extract` and `embed` closures then). For a case with several
  /// values, pick one with `scope(_:case:at:)`.
  ///
  /// - Complexity: Calling it, and every read through the store it returns, reflects the enum,
  ///   which copies the payload once.
  public func scope<Enum, Child: ObservableState>(
    _ keyPath: WritableKeyPath<State, Enum>, case embed: @escaping (Child) -> Enum
  ) -> Store<Child>? {
    let enumCase = EnumCase(embed)
    return scopedStore(
      at: EnumCaseLocation(
        keyPath: keyPath, payload: { enumCase.payload(in: $0) }, embed: { enumCase.make($0) },
        element: \.self))
  }

  /// A store for the payload of one case of the optional enum at `keyPath`, or `nil` when the
  /// enum is `nil` or in another case:
  ///
  /// ```swift
  /// // var destination: Destination?
  /// if let edit = store.scope(\.destination, case: Destination.edit) {
  ///   EditView(store: edit)
  /// }
  /// ```
  ///
  /// It behaves as the version for an enum that is not optional does.
  ///
  /// - Complexity: Calling it, and every read through the store it returns, reflects the enum,
  ///   which copies the payload once.
  public func scope<Enum, Child: ObservableState>(
    _ keyPath: WritableKeyPath<State, Enum?>, case embed: @escaping (Child) -> Enum
  ) -> Store<Child>? {
    let enumCase = EnumCase(embed)
    return scopedStore(
      at: EnumCaseLocation(
        keyPath: keyPath, payload: { $0.flatMap { enumCase.payload(in: $0) } },
        embed: { enumCase.make($0) }, element: \.self))
  }

  /// A store for one value of a case of the enum at `keyPath`, or `nil` when the enum is in
  /// another case. `element` is a key path into the tuple of the case's values — `\.0`, `\.1`
  /// and so on, by position even where the case labels its values:
  ///
  /// ```swift
  /// // enum Route { case compare(Todo, Todo) }
  /// let left = store.scope(\.route, case: Route.compare, at: \.0)
  /// let right = store.scope(\.route, case: Route.compare, at: \.1)
  /// ```
  ///
  /// The store is bound to that value, as `scope(_:case:)` is bound to a payload: it goes stale
  /// when the enum leaves the case or that value is replaced, and not when another value of the
  /// case changes. A write through it makes the case again from its values, the edited one in
  /// its place, and is an edit of that value in place.
  ///
  /// - Complexity: Calling it, and every read through the store it returns, reflects the enum,
  ///   which copies the case's values once.
  public func scope<Enum, each Value, Child: ObservableState>(
    _ keyPath: WritableKeyPath<State, Enum>, case embed: @escaping (repeat each Value) -> Enum,
    at element: WritableKeyPath<(repeat each Value), Child>
  ) -> Store<Child>? {
    let enumCase = EnumCase<Enum, (repeat each Value)> { values in embed(repeat each values) }
    return scopedStore(
      at: EnumCaseLocation(
        keyPath: keyPath, payload: { enumCase.payload(in: $0) }, embed: { enumCase.make($0) },
        element: element))
  }

  /// A store for one value of a case of the optional enum at `keyPath`, or `nil` when the enum
  /// is `nil` or in another case; see the version for an enum that is not optional.
  ///
  /// ```swift
  /// // var route: Route?, with case compare(Todo, Todo)
  /// let right = store.scope(\.route, case: Route.compare, at: \.1)
  /// ```
  ///
  /// - Complexity: Calling it, and every read through the store it returns, reflects the enum,
  ///   which copies the case's values once.
  public func scope<Enum, each Value, Child: ObservableState>(
    _ keyPath: WritableKeyPath<State, Enum?>, case embed: @escaping (repeat each Value) -> Enum,
    at element: WritableKeyPath<(repeat each Value), Child>
  ) -> Store<Child>? {
    let enumCase = EnumCase<Enum, (repeat each Value)> { values in embed(repeat each values) }
    return scopedStore(
      at: EnumCaseLocation(
        keyPath: keyPath, payload: { $0.flatMap { enumCase.payload(in: $0) } },
        embed: { enumCase.make($0) }, element: element))
  }

  /// A store bound to the child `location` finds now, or `nil` if it finds none.
  private func scopedStore<Location: StoreChildLocation>(at location: Location) -> Store<
    Location.Child
  >? where Location.Parent == State {
    guard let child = location.child(inContainer: storage.read(location.keyPath)) else {
      return nil
    }
    return Store<Location.Child>(
      storage: ScopedStoreStorage(parent: self, location: location, child: child))
  }
}
