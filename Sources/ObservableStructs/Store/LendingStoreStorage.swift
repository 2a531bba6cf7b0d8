/// A storage that edits its value in place by lending out a marked copy and putting the copy
/// back afterwards: the storages of scoped stores, whose value lives in the parent's.
@MainActor
protocol LendingStoreStorage: StoreStorage where State: ObservableState {
  /// Puts back `copy`, lent out by ``current`` with `mark`: through the parent's storage, as
  /// the in-place edit it is while it keeps the mark.
  func putBackLentCopy(_ copy: State, marked mark: LentCopyMark)
}

extension LendingStoreStorage {
  /// The value as an l-value: reading is ``read()``, assigning is ``write(_:)``, and an
  /// in-place edit goes to a marked copy that ``putBackLentCopy(_:marked:)`` puts back.
  var current: State {
    get { read() }
    set { write(newValue) }
    _modify {
      var copy = read()
      let mark = LentCopyMark(marking: &copy)
      defer { putBackLentCopy(copy, marked: mark) }
      yield &copy
    }
  }
}
