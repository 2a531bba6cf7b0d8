/// A copy of a value that a store lends out for an in-place edit and puts back afterwards.
///
/// A store reaches into its state through key paths, and a key path reads a computed property
/// and assigns it back, so every edit through a store (`store.child.count += 1`,
/// `childStore.update { $0.count += 1 }`) edits a copy that is then assigned to its property.
/// The edits made in place have told their own readers already (the copy shares its original's
/// registrar), so putting the copy back must tell nobody. A value the store did not lend —
/// `$0 = draft`, `swap(&store.child, &draft)`, `self = other` in a mutating method — is an
/// assignment, compared like any other: identity first, then equality.
///
/// To tell the two apart, the copy is marked the way a property's `_modify` marks its value:
/// with a fresh identity. Edits in place keep the mark; a value put in the copy's place does not
/// carry it — unless it is itself a lent copy on its way back, marked by a write-back around
/// this one. When the copy comes back, the property it is assigned to (and the enum case that
/// wraps it, if any) takes its identity as unchanged. Plain data carries no identity and gets no
/// mark: its write-back is an in-place edit, and the setters on the way compare it by value, as
/// they always do.
struct LentCopy<Value> {
  /// The copy, to edit in place.
  var value: Value
  /// The identity the copy was marked with; `nil` for plain data.
  private let mark: ObservableStateID?

  /// Lends a copy of `value`, marked if it carries identity.
  init(lending value: Value) {
    self.value = value
    mark = _markLent(&self.value)
  }

  /// Whether `value` is still a lent copy, edited in place at most.
  var isStillLent: Bool {
    guard let mark else { return true }
    guard let identity = (value as? any ObservableState)?._$id else { return false }
    return identity == mark || _isLentMark(identity)
  }

  /// Puts the value back with `assign`: as the in-place edit it is while it is still a lent
  /// copy, as an assignment otherwise. `wrapperID` is the identity of the value wrapping the
  /// copy on its way back (an enum case made from it).
  func putBack<Result>(
    wrapperID: @autoclosure () -> ObservableStateID? = nil, _ assign: (Value) throws -> Result
  ) rethrows -> Result {
    let writeBack =
      isStillLent
      ? InPlaceWriteBack(mark: (value as? any ObservableState)?._$id, wrapperMark: wrapperID())
      : nil
    return try writeBack.run { try assign(value) }
  }
}

/// Gives `value` a fresh identity if it is observable, and returns it.
func _markLent<T>(_ value: inout T) -> ObservableStateID? {
  if _isPOD(T.self) || T.self == String.self { return nil }
  guard var observable = value as? any ObservableState else { return nil }
  observable._$willModify()
  guard let marked = observable as? T else { return nil }
  value = marked
  return observable._$id
}

/// A store putting back a copy it lent for an in-place edit: nothing on the way is changed
/// (`_holdsSameData`), and the marks — the identities of the copy and of its wrapper — stand
/// for the identities they replace (`_isLentMark`).
struct InPlaceWriteBack {
  /// The identity of the copy put back.
  let mark: ObservableStateID?
  /// The identity of the value wrapping the copy on its way back.
  let wrapperMark: ObservableStateID?

  /// Whether `id` is one of the marks.
  func isMarked(_ id: ObservableStateID) -> Bool {
    id == mark || id == wrapperMark
  }
}

extension Optional<InPlaceWriteBack> {
  /// Runs `body` as this write-back — in place, or an assignment when `nil` — on the calling
  /// thread; the write-back around it, if any, resumes afterwards.
  func run<Result>(_ body: () throws -> Result) rethrows -> Result {
    let state = AfterChangeThreadState.current
    let outer = state.writeBack
    state.writeBack = self
    defer { state.writeBack = outer }
    return try body()
  }
}
