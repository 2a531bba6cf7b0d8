/// The storage of a store scoped to a child that is always there: reads and writes the
/// parent's value at a key path, following whatever child the parent holds.
@MainActor
final class KeyPathStoreStorage<Parent, State>: StoreStorage {
  private let parent: Store<Parent>
  private let keyPath: WritableKeyPath<Parent, State>

  init(parent: Store<Parent>, keyPath: WritableKeyPath<Parent, State>) {
    self.parent = parent
    self.keyPath = keyPath
  }

  func read() -> State {
    parent.storage.read()[keyPath: keyPath]
  }

  func write(_ newValue: State) {
    _asWriteBack { parent.update { $0[keyPath: keyPath] = newValue } }
  }

  func modify<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
    try _asWriteBack { try parent.update { try body(&$0[keyPath: keyPath]) } }
  }

  var current: State {
    get { read() }
    set { write(newValue) }
    _modify {
      let state = AfterChangeThreadState.current
      state.writeBackDepth += 1
      defer { state.writeBackDepth -= 1 }
      yield &parent.storage.current[keyPath: keyPath]
    }
  }
}
