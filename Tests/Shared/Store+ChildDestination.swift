import ObservableStructs

extension Store where State == Board {
  /// A store scoped to the child the board's destination shows, or `nil` while the destination
  /// shows something else: the enum-case scope the store tests exercise.
  func childDestinationStore() -> Store<Child>? {
    scope(
      \.destination, extract: { if case .child(let child) = $0 { child } else { nil } },
      embed: Destination.child)
  }
}
