import Synchronization

/// The mark on a copy of a value that a store lends out for an in-place edit and puts back
/// afterwards.
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
///
/// ```swift
/// var copy = storage.read(keyPath)
/// let mark = LentCopyMark(marking: &copy)
/// defer { mark.putBack(copy) { value in storage.modify { $0[keyPath: keyPath] = value } } }
/// yield &copy
/// ```
struct LentCopyMark {
  /// How to read the copy's identity; `nil` for plain data.
  private let identity: LentIdentity?
  /// The identity the copy was marked with; `nil` for plain data or an absent optional.
  private let mark: ObservableStateID?
  /// For a collection of observable values: the range its values' fresh identities were
  /// minted in (see `ValueMarkedCollection`).
  private let valueMarks: ClosedRange<UInt64>?

  /// Marks `copy`, about to be lent, if its type carries identity.
  init<Value>(marking copy: inout Value) {
    identity = LentIdentity(of: Value.self)
    mark = identity?.mark(&copy)
    if identity == nil, let collection = Value.self as? any ValueMarkedCollection.Type {
      valueMarks = collection._lentMarks(&copy)
    } else if identity == nil, _typeHoldsObservableValues(Value.self) {
      // Observable values nested in lists, optionals or dictionaries (`[[Row]]`,
      // `[String: [Row]]`): marked the same way (see `NestedValueIdentity.swift`).
      let first = ObservableStateID().rawValue
      _renewNestedIdentities(&copy)
      valueMarks = first...ObservableStateID().rawValue
    } else {
      valueMarks = nil
    }
  }

  /// Marks `copy`, an observable value about to be lent.
  init<Value: ObservableState>(marking copy: inout Value) {
    identity = .observable(Value.self)
    copy._$willModify()
    mark = copy._$id
    valueMarks = nil
  }

  /// Puts `copy` back with `assign`: as the in-place edit it is while it is still a lent copy,
  /// as an assignment otherwise. `wrapperID` is the identity of the value wrapping the copy on
  /// its way back (an enum case made from it).
  func putBack<Value, Result>(
    _ copy: Value, wrapperID: @autoclosure () -> ObservableStateID? = nil,
    _ assign: (Value) throws -> Result
  ) rethrows -> Result {
    var writeBack = writeBack(of: copy)
    if writeBack != nil { writeBack?.wrapperMark = wrapperID() }
    return try writeBack.run { try assign(copy) }
  }

  /// For a collection of observable values put back over `current`, the collection's value
  /// now: has each value of `copy` that is a copy written back over the value in its place
  /// adopt that value, and the write-back running take the adopted values for edited in place. Call it
  /// inside the store mutation that assigns `copy`.
  func adoptValuesWrittenBack<Value>(in copy: inout Value, replacing current: Value) {
    guard let valueMarks, let collection = Value.self as? any ValueMarkedCollection.Type else {
      return
    }
    let adoptedIDs = collection._adoptValuesWrittenBack(
      in: &copy, replacing: current, marks: valueMarks)
    guard !adoptedIDs.isEmpty else { return }
    AfterChangeThreadState.current.writeBack?.adoptedIDs.formUnion(adoptedIDs)
  }

  /// The write-back that puts `copy` back in place, or `nil` if it is no longer a lent copy.
  private func writeBack<Value>(of copy: Value) -> InPlaceWriteBack? {
    if let valueMarks {
      // The values that still hold their marks were edited in place, if at all; the
      // collection's setter compares any other value with the one it replaces.
      return InPlaceWriteBack(mark: nil, wrapperMark: nil, valueMarks: valueMarks)
    }
    guard let identity, let mark else { return InPlaceWriteBack(mark: nil, wrapperMark: nil) }
    guard let current = identity.id(of: copy), current == mark || _isLentMark(current) else {
      return nil
    }
    return InPlaceWriteBack(mark: current, wrapperMark: nil)
  }
}

/// How to mark and identify the values of one type that carries identity: an observable type,
/// or an optional of one. Found from the type once per lending; the value itself is never put
/// in an existential box.
enum LentIdentity {
  case observable(any ObservableState.Type)
  case optional(any _OptionalObservable.Type)

  /// Whether values of `type` are plain data whose edits run no setter of an observable value:
  /// trivial types and strings.
  static func isPlainData<T>(_ type: T.Type) -> Bool {
    _isPOD(T.self) || T.self == String.self
  }

  /// How to identify values of `type`, or `nil` if it carries no identity.
  init?<T>(of type: T.Type) {
    if Self.isPlainData(T.self) { return nil }
    if let observable = type as? any ObservableState.Type {
      self = .observable(observable)
    } else if let optional = type as? any _OptionalObservable.Type {
      self = .optional(optional)
    } else {
      return nil
    }
  }

  /// Gives `value` a fresh identity and returns it; `nil` for an absent optional.
  func mark<T>(_ value: inout T) -> ObservableStateID? {
    switch self {
    case .observable(let type): type._lentMark(&value)
    case .optional(let type): type._lentMark(&value)
    }
  }

  /// The identity of `value`; `nil` for an absent optional.
  func id<T>(of value: T) -> ObservableStateID? {
    switch self {
    case .observable(let type): type._lentIdentity(of: value)
    case .optional(let type): type._lentIdentity(of: value)
    }
  }
}

extension ObservableState {
  /// Gives `value`, a value of this type, a fresh identity and returns it.
  static func _lentMark<T>(_ value: inout T) -> ObservableStateID? {
    withUnsafeMutablePointer(to: &value) {
      $0.withMemoryRebound(to: Self.self, capacity: 1) {
        $0.pointee._$willModify()
        return $0.pointee._$id
      }
    }
  }

  /// The identity of `value`, a value of this type.
  static func _lentIdentity<T>(of value: T) -> ObservableStateID? {
    withUnsafePointer(to: value) {
      $0.withMemoryRebound(to: Self.self, capacity: 1) { $0.pointee._$id }
    }
  }
}

// The lending of optionals of observable values: requirements of `_OptionalObservable` (see
// `NestedPlacement.swift`) this file owns.

extension Optional where Wrapped: ObservableState {
  static func _lentMark<T>(_ value: inout T) -> ObservableStateID? {
    withUnsafeMutablePointer(to: &value) {
      $0.withMemoryRebound(to: Self.self, capacity: 1) {
        $0.pointee?._$willModify()
        return $0.pointee?._$id
      }
    }
  }

  static func _lentIdentity<T>(of value: T) -> ObservableStateID? {
    withUnsafePointer(to: value) {
      $0.withMemoryRebound(to: Self.self, capacity: 1) { $0.pointee?._$id }
    }
  }
}

/// A store putting back a copy it lent for an in-place edit: nothing on the way is changed
/// (`_holdsSameData`), and the marks — the identities of the copy and of its wrapper — stand
/// for the identities they replace (`_isLentMark`).
struct InPlaceWriteBack {
  /// The identity of the copy put back.
  let mark: ObservableStateID?
  /// The identity of the value wrapping the copy on its way back.
  var wrapperMark: ObservableStateID?
  /// For a collection of observable values put back: the range its values' marks were minted
  /// in.
  var valueMarks: ClosedRange<UInt64>? = nil
  /// For a collection of observable values put back: the identities of its values that adopted
  /// the values they were written back over.
  var adoptedIDs: Set<ObservableStateID> = []

  /// Whether `id` is one of the marks.
  func isMarked(_ id: ObservableStateID) -> Bool {
    id == mark || id == wrapperMark || valueMarks?.contains(id.rawValue) == true
      || adoptedIDs.contains(id)
  }
}

/// How many in-place write-backs are running, on all threads. While none is — nearly always —
/// a setter's decision need not look up its thread's state.
let _inPlaceWriteBacksRunning = Atomic<Int>(0)

extension Optional<InPlaceWriteBack> {
  /// Runs `body` as this write-back — in place, or an assignment when `nil` — on the calling
  /// thread; the write-back around it, if any, resumes afterwards.
  func run<Result>(_ body: () throws -> Result) rethrows -> Result {
    let scope = WriteBackScope.enter(self)
    defer { scope.leave() }
    return try body()
  }
}

/// A write-back made current on the calling thread until `leave()`, when the one around it,
/// if any, resumes.
struct WriteBackScope {
  private let state: AfterChangeThreadState
  private let outer: InPlaceWriteBack?
  private let isInPlace: Bool

  /// Makes `writeBack` — in place, or an assignment when `nil` — the calling thread's.
  static func enter(_ writeBack: InPlaceWriteBack?) -> WriteBackScope {
    let state = AfterChangeThreadState.current
    let scope = WriteBackScope(state: state, outer: state.writeBack, isInPlace: writeBack != nil)
    state.writeBack = writeBack
    if writeBack != nil { _inPlaceWriteBacksRunning.add(1, ordering: .relaxed) }
    return scope
  }

  /// Ends the write-back.
  func leave() {
    if isInPlace { _inPlaceWriteBacksRunning.subtract(1, ordering: .relaxed) }
    state.writeBack = outer
  }
}

/// The in-place write-back running on the calling thread, if any.
var _currentInPlaceWriteBack: InPlaceWriteBack? {
  // The count is only a filter: a thread always sees its own increments.
  guard _inPlaceWriteBacksRunning.load(ordering: .relaxed) > 0 else { return nil }
  return AfterChangeThreadState.current.writeBack
}
