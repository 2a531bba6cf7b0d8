extension Store: @MainActor Identifiable where State: Identifiable {
  /// The id of the state: for a row's store (see `scope(each:)`), its row's id.
  ///
  /// Reading it reads the state, as any read through the store does, on the main actor where
  /// the store lives (the conformance is isolated to it, as the store is). A row's store keeps
  /// its row's id after the row is removed.
  public var id: State.ID { state.id }
}
