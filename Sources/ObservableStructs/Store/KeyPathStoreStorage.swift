/// The storage of a store scoped to a child that is always there: reads and writes the
/// parent's value at a key path, following whatever child the parent holds.
@MainActor
final class KeyPathStoreStorage<Parent, State: ObservableState>: LendingStoreStorage {
  private let parent: Store<Parent>
  private let keyPath: WritableKeyPath<Parent, State>

  init(parent: Store<Parent>, keyPath: WritableKeyPath<Parent, State>) {
    self.parent = parent
    self.keyPath = keyPath
  }

  func read() -> State {
    parent.storage.read(keyPath)
  }

  var rootStateReader: @Sendable () -> Any? { parent.storage.rootStateReader }

  func read<Value>(_ keyPath: KeyPath<State, Value>) -> Value {
    read()[keyPath: keyPath]
  }

  /// Assigns the child. Another value than the child (`settings.state = Settings()`) adopts
  /// it, as a root store's new state does: only the readers of what differs are told.
  func write(_ newValue: State) {
    parent.storage.modify { parentValue in
      parentValue[keyPath: keyPath] = _placedAdopting(
        newValue, replacing: parentValue[keyPath: keyPath])
    }
  }

  func modify<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
    try parent.storage.modify { parentValue in
      var child = parentValue[keyPath: keyPath]
      let mark = LentCopyMark(marking: &child)
      defer { mark.putBack(child) { parentValue[keyPath: keyPath] = $0 } }
      return try body(&child)
    }
  }

  /// Puts back a copy that ``current`` lent out, as an in-place edit of the parent's value.
  func putBackLentCopy(_ copy: State, marked mark: LentCopyMark) {
    mark.putBack(copy) { value in parent.storage.modify { $0[keyPath: keyPath] = value } }
  }
}
