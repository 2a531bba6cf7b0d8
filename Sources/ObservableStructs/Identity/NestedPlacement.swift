import Synchronization

// A value built afresh and stored into a place (`state.selection = Selection(item: row)`,
// `sections.append(Section(items: other.items))`) takes its first place without a walk (see
// `ValuePlacement.swift`). The observable values it was built from keep the registrars of the
// place they were read from: without more, the copy inside would go on sharing them, so that
// edits through either place tell the readers of both (a draft's keystrokes re-rendering the
// list row it was made from). So when a fresh value is placed, the observable values in its
// tracked properties are placed too, each as a property's setter would place it: one that
// belongs to another place gets a registrar of its own, one that is fresh as well is placed
// the same way in turn.
//
// A value built for display and never stored (`Header(todo: todos[1])` in a getter) is not
// placed, and keeps sharing: its readers hear of the edits made through the state's owner.

/// Places the observable values that `value`, being placed, holds in its tracked properties
/// (a child, an optional one, the elements of an array); returns whether any of them took a
/// registrar of its own. Where `value` takes the place of `oldValue`, a value a property holds
/// keeps the registrar the same property of `oldValue` held (a value built afresh carrying a
/// child of the one it replaces over: `self = Player(position: 0, current: current)`).
///
/// - Complexity: O(*p*) in the tracked properties of `value`'s type that may hold an
///   observable value; the first call for a type finds them, in O(*p*) dynamic casts.
@usableFromInline
@discardableResult
func _placeNestedValues<Value>(in value: inout Value, replacing oldValue: Value? = nil) -> Bool {
  guard let type = Value.self as? any ObservableState.Type else { return false }
  let storage = NestedStorage.storage(of: type)
  guard !storage.isEmpty else { return false }
  var changed = false
  for keyPath in storage {
    if let placement = keyPath as? any _NestedPlacement,
      placement._placeNested(in: &value, replacing: oldValue)
    {
      changed = true
    }
  }
  return changed
}

/// The tracked properties of each observable type that may hold an observable value, found
/// once per type.
private enum NestedStorage {
  /// Key paths, which are immutable once made, shared across threads.
  private struct KeyPaths: @unchecked Sendable {
    let all: [AnyKeyPath]
  }

  private static let found = Mutex<[ObjectIdentifier: KeyPaths]>([:])

  static func storage(of type: any ObservableState.Type) -> [AnyKeyPath] {
    let key = ObjectIdentifier(type)
    if let known = found.withLock({ $0[key] }) { return known.all }
    let storage = KeyPaths(all: findStorage(of: type))
    found.withLock { $0[key] = storage }
    return storage.all
  }

  private static func findStorage<T: ObservableState>(of _: T.Type) -> [AnyKeyPath] {
    (T._$adoptedStorage + T._$comparedStorage).filter {
      ($0 as? any _NestedPlacement)?._mayHoldObservable ?? false
    }
  }
}

/// An optional of an observable value, seen from code that knows its type only at run time.
protocol _OptionalObservable {
  /// Gives `value`, a value of this type, a fresh identity if present and returns it (see
  /// `LentCopyMark.swift`).
  static func _lentMark<T>(_ value: inout T) -> ObservableStateID?
  /// The identity of `value`, a value of this type, if present.
  static func _lentIdentity<T>(of value: T) -> ObservableStateID?
  /// `_adoptedCopyWrittenBack` for `newValue` and `oldValue`, optionals of this type (see
  /// `Adoption.swift`).
  static func _adoptedWrappedCopyWrittenBack<Value>(_ newValue: Value, replacing oldValue: Value)
    -> (value: Value, id: ObservableStateID)?
}

extension Optional: _OptionalObservable where Wrapped: ObservableState {}

/// An array of observable values, seen from code that knows its type only at run time.
protocol _ObservableElements {
  /// The elements placed as elements stored afresh in place of `oldValue` (if it is an array
  /// of the same type) are, or `nil` if that leaves them as they are.
  func _placedAfresh(replacing oldValue: Any?) -> Self?
}

extension Array: _ObservableElements where Element: ObservableState {
  func _placedAfresh(replacing oldValue: Any?) -> Self? {
    _separatedElements(self, replacing: (oldValue as? Self ?? [])[...])
  }
}

/// A key path to a tracked property's storage that may hold an observable value.
protocol _NestedPlacement {
  /// Whether the property's type is observable, an optional of an observable type or an array
  /// of observable values.
  var _mayHoldObservable: Bool { get }
  /// Places the observable value the property holds in `value`, of the key path's root type,
  /// in place of what the property holds in `oldValue`; returns whether it took a registrar of
  /// its own.
  func _placeNested<Subject>(in value: inout Subject, replacing oldValue: Subject?) -> Bool
}

extension WritableKeyPath: _NestedPlacement where Root: ObservableState {
  var _mayHoldObservable: Bool {
    Value.self is any ObservableState.Type || Value.self is any _OptionalObservable.Type
      || Value.self is any _ObservableElements.Type
  }

  func _placeNested<Subject>(in value: inout Subject, replacing oldValue: Subject?) -> Bool {
    guard Subject.self == Root.self else { return false }
    let old = oldValue.map { unsafeBitCast($0, to: Root.self)[keyPath: self] }
    return withUnsafeMutablePointer(to: &value) { pointer in
      pointer.withMemoryRebound(to: Root.self, capacity: 1) { root in
        let current = root.pointee[keyPath: self]
        let placed: Value?
        if let observable = current as? any ObservableState {
          // Unwrapped before the cast back: where `Value` is an optional, a `nil` answer
          // would cast to it, and empty the property.
          guard let fresh = _placedAfresh(observable, replacing: old) else { return false }
          placed = fresh as? Value
        } else if let elements = current as? any _ObservableElements {
          guard let fresh = elements._placedAfresh(replacing: old) else { return false }
          placed = fresh as? Value
        } else {
          placed = nil
        }
        guard let placed else { return false }
        root.pointee[keyPath: self] = placed
        return true
      }
    }
  }
}

/// `value` placed as a property's setter places a new value in place of `oldValue` (if it is
/// one of its type), or `nil` if that leaves it as it is.
private func _placedAfresh<Observable: ObservableState>(
  _ value: Observable, replacing oldValue: Any?
) -> Observable? {
  var placed = value
  return _placeObservable(&placed, replacing: oldValue as? Observable) ? placed : nil
}
