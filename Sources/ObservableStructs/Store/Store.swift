import Observation

/// The one reference type that owns a root observable value.
///
/// Views read through the store (`store.count`, `store.state.child.name`) and are subscribed to
/// exactly what they read. Mutations made in place are announced by the state's own registrars;
/// the store itself notifies only when the root is replaced by a value of another identity (a
/// reset), which is what keeps observers alive across `state = State()`.
///
/// ```swift
/// let store = Store(initialState: Counter())
/// store.update { $0.count += 1 }
/// store.update { $0 = Counter() }  // a reset: readers of any field are told
/// ```
///
/// The store is main-actor isolated: mutating it from a background thread does not compile.
@MainActor
@dynamicMemberLookup
public final class Store<State>: Observable {
  let storage: any StoreStorage<State>
  /// The row stores handed out by `scope(each:)`, per collection and held weakly, so that a
  /// row keeps its store across re-renders, insertions and moves.
  var rowStores: [AnyKeyPath: AnyObject] = [:]

  /// Creates a store that owns `initialState`.
  public convenience init(initialState: State) where State: ObservableState {
    self.init(storage: RootStoreStorage(initialState))
  }

  init(storage: any StoreStorage<State>) {
    self.storage = storage
  }

  /// The current value. Reading it subscribes to replacements of the whole value; assigning it
  /// notifies unless the new value has the same identity and holds the same data (for an
  /// `Equatable` state): an edited copy assigned back is a change.
  public var state: State {
    get { storage.read() }
    set {
      let origin = enterChangeOrigin(
        "Store<\(State.self)>.state = …", root: storage.rootStateReader)
      defer { leaveChangeOrigin(origin) }
      storage.write(newValue)
    }
    _modify {
      let scope = AfterChangeScope.enter()
      defer { scope.leave() }
      yield &storage.current
    }
  }

  /// Reads a property of the state, subscribing to that property only (and to resets).
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    storage.read(keyPath)
  }

  /// Reads or writes a property of the state. Every write — `store.count = 1`,
  /// `store.count += 1`, `store.child.count += 1`, `store.rows.append(row)` — is one
  /// ``update(fileID:line:_:)``: one publication, and `observe` closures run before it returns.
  ///
  /// An assignment is compared like any other (`store.child = draft` notifies the child's
  /// readers if `draft` holds other data); an edit in place tells the readers of what it changed.
  public subscript<Value>(dynamicMember keyPath: WritableKeyPath<State, Value>) -> Value {
    get { storage.read(keyPath) }
    set {
      let origin = enterChangeOrigin(dynamicMemberOrigin(keyPath), root: storage.rootStateReader)
      defer { leaveChangeOrigin(origin) }
      storage.modify { state in
        // A copy of the child written back (`var p = store.profile; p.name = "x";
        // store.profile = p`) adopts the child, telling the readers of what it changed, and
        // goes back as an edit in place: the property's own readers are not told.
        if let writeBack = _adoptedCopyWrittenBack(newValue, replacing: state[keyPath: keyPath]) {
          Optional(InPlaceWriteBack(mark: writeBack.id, wrapperMark: nil)).run {
            state[keyPath: keyPath] = writeBack.value
          }
        } else if let adopted = _adoptedCollectionWrittenBack(
          newValue, replacing: state[keyPath: keyPath])
        {
          // A list (an `ObservableStateArray` too) or dictionary of the same rows
          // (`store.rows = store.rows.map { … }`): each row adopted its counterpart, telling
          // the readers of what it changed.
          Optional(InPlaceWriteBack(mark: nil, wrapperMark: nil, adoptedIDs: adopted.valueIDs))
            .run { state[keyPath: keyPath] = adopted.value }
        } else {
          state[keyPath: keyPath] = newValue
        }
      }
    }
    _modify {
      let origin = enterChangeOrigin(dynamicMemberOrigin(keyPath), root: storage.rootStateReader)
      defer { leaveChangeOrigin(origin) }
      let scope = AfterChangeScope.enter()
      if LentIdentity.isPlainData(Value.self) {
        // Nothing runs inside an edit of plain data but the edit, so it is made in place, all
        // of it one in-place write-back.
        let writeBack = WriteBackScope.enter(InPlaceWriteBack(mark: nil, wrapperMark: nil))
        defer {
          writeBack.leave()
          scope.leave()
        }
        yield &storage.current[keyPath: keyPath]
        return
      }
      var copy = storage.read(keyPath)
      let mark = LentCopyMark(marking: &copy)
      defer {
        mark.putBack(copy) { value in
          storage.modify { state in
            var value = value
            mark.adoptValuesWrittenBack(in: &value, replacing: state[keyPath: keyPath])
            state[keyPath: keyPath] = value
          }
        }
        scope.leave()
      }
      yield &copy
    }
  }

  /// Mutates the state in place and publishes the change once.
  ///
  /// Observers of the properties the mutation changes are told by the state's registrars;
  /// store-level observers are told only if `body` replaced the root with a value of another
  /// identity. `observe` closures affected by the mutation run once, after `body` returns.
  ///
  /// `fileID` and `line` say where the update is written; ``ObservationChange`` records name
  /// them.
  @discardableResult
  public func update<Result>(
    fileID: StaticString = #fileID, line: UInt = #line, _ body: (inout State) throws -> Result
  ) rethrows -> Result {
    try withChangeOrigin(
      "Store<\(State.self)>.update at \(fileID):\(line)", root: storage.rootStateReader
    ) {
      try storage.modify(body)
    }
  }

  /// A store for the child at `keyPath`, reading and writing through this store.
  ///
  /// The child store stays in sync both ways and keeps working after this store's state
  /// replaces the child: it always reads the child this store currently holds. For optional
  /// children, enum cases and rows of a list, see the other `scope` methods.
  public func scope<Child: ObservableState>(_ keyPath: WritableKeyPath<State, Child>) -> Store<
    Child
  > {
    Store<Child>(storage: KeyPathStoreStorage(parent: self, keyPath: keyPath))
  }

  /// Runs `body` now and after every mutation of anything it read, once per mutation and after
  /// the mutation has landed, re-tracking what each run reads. Keep the token; releasing it or
  /// calling `cancel()` ends the observation.
  public func observe(
    fileID: StaticString = #fileID, line: UInt = #line, _ body: @escaping @MainActor () -> Void
  ) -> ObservationToken {
    ObservableStructs.observe(fileID: fileID, line: line, body)
  }

  /// Runs `body` as the `observe` above does, telling it on every run after the first what
  /// changed to make it run (see ``ObservationChange``).
  public func observe(
    fileID: StaticString = #fileID, line: UInt = #line,
    _ body: @escaping @MainActor (ObservationChange?) -> Void
  ) -> ObservationToken {
    ObservableStructs.observe(fileID: fileID, line: line, body)
  }
}

extension Store {
  /// `Store<Todos>.title`: where a write through a dynamic member comes from, for change records.
  nonisolated func dynamicMemberOrigin(_ keyPath: AnyKeyPath) -> String {
    let member = memberPart(of: propertyName(of: keyPath), rootType: State.self) ?? ""
    return "Store<\(State.self)>" + member
  }
}
