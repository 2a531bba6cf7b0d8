// What an `ObservableStateArray` knows of its elements. An `@ObservableState` element has an
// identity of its own: editing it in place keeps the array's structure, and a copy held
// elsewhere that is stored into the array gets a registrar of its own. An element of plain data
// has none; the array sees its data only, through the identity the run time gives any value (a
// hashable value's hash, otherwise a fresh identity each time it is asked). So an edit that
// changes a plain element — in place or by assignment — changes the array's structure, and the
// readers of the property holding the array are told, as for an element of a plain `Array`.
//
// The element type is known at the call site of these inlinable functions, so specialized code
// folds the test of the element type away.

extension ObservableStateArray {
  /// The element type as an `@ObservableState` type, or `nil` for plain data.
  @inlinable
  static var observableElementType: (any ObservableState.Type)? {
    Element.self as? any ObservableState.Type
  }

  /// The identity of `element`: its own for an `@ObservableState` element, the run-time
  /// identity of its data otherwise.
  @inlinable
  static func identity(of element: Element) -> ObservableStateID {
    guard let type = observableElementType else { return _dynamicID(element) }
    func identity<Observable: ObservableState>(as _: Observable.Type) -> ObservableStateID {
      unsafeBitCast(element, to: Observable.self)._$id
    }
    return identity(as: type)
  }

  /// Whether `newValue` may take `oldValue`'s place without a change of structure: the same
  /// identity holding the same data (see `_isUnchanged`).
  @inlinable
  static func isSameElement(_ oldValue: Element, _ newValue: Element) -> Bool {
    _isUnchanged(oldValue, newValue, identities: identity(of: oldValue), identity(of: newValue))
  }

  /// `newValue`, another value than `oldValue`, placed in this array instead of it (see
  /// `ValuePlacement.swift`), having adopted it where its type can (see `Adoption.swift`): the
  /// readers of what the two hold alike stay attached (a row's store among them), and the
  /// readers of what differs are told. The array's own readers hear of the replacement all the
  /// same, from the caller.
  ///
  /// - Complexity: O(*n*) in the data the two values hold.
  @inlinable
  static func placed(_ newValue: Element, replacing oldValue: Element) -> Element {
    guard let type = observableElementType else { return newValue }
    func placed<Observable: ObservableState>(as _: Observable.Type) -> Element {
      let placed = _placedAdopting(
        unsafeBitCast(newValue, to: Observable.self),
        replacing: unsafeBitCast(oldValue, to: Observable.self))
      return unsafeBitCast(placed, to: Element.self)
    }
    return placed(as: type)
  }

  /// `newValue` having adopted `oldValue`, when it is a copy of that element written back (see
  /// `_adoptedWriteBack`); `nil` otherwise, and always for plain data.
  @inlinable
  static func adoptedWriteBack(_ newValue: Element, replacing oldValue: Element) -> Element? {
    guard let type = observableElementType else { return nil }
    func adopted<Observable: ObservableState>(as _: Observable.Type) -> Element? {
      _adoptedWriteBack(
        unsafeBitCast(newValue, to: Observable.self),
        replacing: unsafeBitCast(oldValue, to: Observable.self)
      ).map { unsafeBitCast($0, to: Element.self) }
    }
    return adopted(as: type)
  }

  /// `newElements` with a registrar of their own where they need one, or `nil` when they can
  /// be stored as they are (always, for plain data; see `_separatedElements`).
  @inlinable
  static func separated<C: Collection<Element>>(
    _ newElements: C, replacing oldElements: ArraySlice<Element>
  ) -> [Element]? {
    guard observableElementType != nil else { return nil }
    return _separatedElements(
      newElements, replacing: oldElements, lineage: lineage(of:), renew: renewIdentity(of:))
  }

  /// The registrar box that makes `element` what it is, for an `@ObservableState` element.
  @inlinable
  static func lineage(of element: Element) -> AnyObject? {
    guard let type = observableElementType else { return nil }
    func lineage<Observable: ObservableState>(as _: Observable.Type) -> AnyObject? {
      unsafeBitCast(element, to: Observable.self)._$lineage
    }
    return lineage(as: type)
  }

  /// Claims an `@ObservableState` element that replaced the one at its position inside an
  /// in-place edit (see `_claimReplacement`).
  @usableFromInline
  static func claimReplacement(_ element: inout Element) {
    guard let type = observableElementType else { return }
    func claim<Observable: ObservableState>(as _: Observable.Type) {
      withUnsafeMutablePointer(to: &element) {
        $0.withMemoryRebound(to: Observable.self, capacity: 1) { _claimReplacement(&$0.pointee) }
      }
    }
    claim(as: type)
  }

  /// Gives an `@ObservableState` element a new identity (plain data has none to renew).
  @inlinable
  static func renewIdentity(of element: inout Element) {
    guard let type = observableElementType else { return }
    func renew<Observable: ObservableState>(as _: Observable.Type) {
      withUnsafeMutablePointer(to: &element) {
        $0.withMemoryRebound(to: Observable.self, capacity: 1) { $0.pointee._$willModify() }
      }
    }
    renew(as: type)
  }

  /// Gives every `@ObservableState` element a new identity.
  @usableFromInline
  mutating func renewElementIdentities() {
    guard Self.observableElementType != nil else { return }
    for index in _elements.indices { Self.renewIdentity(of: &_elements[index]) }
  }
}
