import Synchronization

/// An array of observable values that records its own structural changes, so that mutating
/// one element in place costs O(1) however long the array is.
///
/// A plain `[Child]` property works too: its accessor fingerprints the element identities
/// around every in-place mutation, which is exact (rule R6 of
/// <doc:ObservationRules#R6-Collections-of-children>) but costs O(n) per mutation. Choose
/// `ObservableStateArray` for long lists whose elements are edited often (a list of rows in a
/// view); keep `Array` for short lists, or where an API wants a real `Array`.
///
/// Inserting, removing, moving, swapping or replacing an element by one with another identity
/// gives the array a new identity, which is what notifies observers of the property holding
/// it; editing an element in place does not.
///
/// ```swift
/// @ObservableState
/// struct Todos {
///   var rows: ObservableStateArray<Todo> = []
/// }
/// todos.rows[3].title = "Milk"   // observers of rows[3].title only
/// todos.rows.append(Todo())      // observers of `rows` too
/// todos.rows[id: id]?.isDone.toggle()  // when `Todo` is `Identifiable`: O(1) on average
/// ```
///
/// Elements that are not `@ObservableState` are allowed: the array sees their data only, so a
/// write that changes one is a change of the array's structure (see
/// <doc:Collections#Annotated-and-plain-elements>).
public struct ObservableStateArray<Element> {
  @usableFromInline
  var _elements: [Element]
  @usableFromInline
  var structureID: ObservableStateID
  /// Where each element id sits, built on the first lookup by id (see `subscript(id:)`). Shared
  /// only with copies whose elements sit where this array's do (see `IdentityIndexCache`).
  @usableFromInline
  var idIndex: IdentityIndexCache

  /// Creates an array holding `elements`.
  @inlinable
  public init(_ elements: [Element] = []) {
    self._elements = elements
    self.structureID = ObservableStateID()
    self.idIndex = IdentityIndexCache()
  }

  /// The elements as a plain array, read-only, as `IdentifiedArray` gives them.
  ///
  /// - Complexity: O(1): the plain array shares storage with this one until either is mutated.
  @inlinable
  public var elements: [Element] { _elements }

  /// The elements as a plain array: the same as ``elements``.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var array: [Element] { _elements }

  /// Records that elements were inserted, removed, moved or replaced: a new identity, and the
  /// index by id is rebuilt on the next lookup. (An unbuilt cache that this array alone holds
  /// has nothing to forget; this check is all an element edited in place inlines.)
  @inlinable
  mutating func structureDidChange() {
    structureID = ObservableStateID()
    if idIndex.isBuilt || !isKnownUniquelyReferenced(&idIndex) { positionsDidChange() }
  }

  /// Forgets the index by id without changing the identity. A cache shared with a copy is left
  /// to the copy, whose elements have not moved: this array takes a fresh one.
  @usableFromInline
  mutating func positionsDidChange() {
    if isKnownUniquelyReferenced(&idIndex) {
      idIndex.reset()
    } else {
      idIndex = IdentityIndexCache()
    }
  }
}

extension ObservableStateArray: ObservableState {
  /// The rule of a list of observable values, when the elements are observable.
  @inlinable
  public static var _$memberKind: (any _$TrackedMemberKind.Type)? {
    Self.self as? any _$TrackedMemberKind.Type
  }

  /// The identity of the array's structure: which elements, in which order.
  @inlinable
  public var _$id: ObservableStateID { structureID }

  /// Gives the array a new identity, as `@ObservableState` values get before an in-place
  /// mutation. Nothing moves, so the index by id stays valid. While the array is being stored
  /// into a place, its elements take part too (see `ValuePlacement.swift`).
  @inlinable
  public mutating func _$willModify() {
    structureID = ObservableStateID()
    if _placementsRunning.load(ordering: .relaxed) > 0 && _isPlacingOnThisThread() {
      renewElementIdentities()
    }
  }
}

extension ObservableStateArray: RandomAccessCollection, MutableCollection {
  /// The position of the first element.
  @inlinable
  public var startIndex: Int { _elements.startIndex }

  /// The position after the last element.
  @inlinable
  public var endIndex: Int { _elements.endIndex }

  /// The element at `position`. Replacing it by a value with another identity — directly or
  /// from inside one of its mutating methods (`self = Row()`) — changes the array's structure.
  @inlinable
  public subscript(position: Int) -> Element {
    get { _elements[position] }
    set {
      // Another identity, or a copy of the element that comes back with other data.
      guard !Self.isSameElement(_elements[position], newValue) else {
        _elements[position] = newValue
        return
      }
      // A copy of the element written back: an edit of the element, not a new one.
      if let adopted = Self.adoptedWriteBack(newValue, replacing: _elements[position]) {
        _elements[position] = adopted
        return
      }
      _elements[position] = Self.placed(newValue, replacing: _elements[position])
      structureDidChange()
    }
    _modify {
      let before = Self.identity(of: _elements[position])
      defer {
        if Self.identity(of: _elements[position]) != before {
          Self.claimReplacement(&_elements[position])
          structureDidChange()
        }
      }
      yield &_elements[position]
    }
  }
}

extension ObservableStateArray: ExpressibleByArrayLiteral {
  /// Creates an array from a literal.
  @inlinable
  public init(arrayLiteral elements: Element...) {
    self.init(elements)
  }
}

extension ObservableStateArray: Equatable where Element: Equatable {
  /// Arrays are equal when their elements are; identities do not take part.
  ///
  /// Observable elements are compared one by one even when the two arrays share storage (where
  /// `Array`'s `==` answers at once): comparing an element is what subscribes a reader of the
  /// comparison to the element's edits in place (see `ObservationStateRegistrar`), and an edit
  /// of one side would otherwise leave that reader showing `true`.
  ///
  /// - Complexity: O(*n*) for observable elements; O(1) for plain ones sharing storage.
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool {
    guard observableElementType != nil else { return lhs._elements == rhs._elements }
    return lhs._elements.count == rhs._elements.count
      && lhs._elements.elementsEqual(rhs._elements)
  }
}

extension ObservableStateArray: Hashable where Element: Hashable {
  /// Hashes the elements.
  @inlinable
  public func hash(into hasher: inout Hasher) { hasher.combine(_elements) }
}

extension ObservableStateArray: Sendable where Element: Sendable {}

extension ObservableStateArray: CustomStringConvertible {
  /// The elements, as an array prints them.
  public var description: String { _elements.description }
}
