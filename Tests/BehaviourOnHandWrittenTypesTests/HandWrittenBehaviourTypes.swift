import ObservableStructs
import Observation

// The types of the behaviour suites that this target runs, written by hand as the expansion of
// their declarations in `Tests/Shared/BehaviourTypes.swift.observable` (each one follows the
// declaration it expands, quoted in a comment). They use the accessor shape of the Composable Architecture's expansion
// (`registrar.mutate`, `willModify`/`didModify` with the subject), which the runtime still
// supports; the generator writes a faster shape with the same behaviour, and the
// plugin-generated and macro-expanded test targets run the same suites on it. The members every
// expansion repeats word for word come from `HandWrittenObservableState`.

// MARK: - Child

// Hand-written expansion of:
//
//   @ObservableState
//   struct Child: Codable, Hashable {
//     var count = 0
//     var label = ""
//   }

struct Child: Codable, Hashable {
  // First, so that the synthesized `==` compares it before any property that differs.
  var _$observationRegistrar = ObservableStructs.ObservationStateRegistrar()

  var count: Int = 0 {
    @storageRestrictions(initializes: _count)
    init(initialValue) { _count = initialValue }
    get { observedRead(\._count, _count) }
    set {
      separateIfCopy(\._count)
      _$observationRegistrar.mutate(
        self, keyPath: \._count, &_count, newValue, _$isIdentityEqual, shouldNotifyObservers)
    }
    _modify {
      separateIfCopy(\._count)
      let oldValue = _$observationRegistrar.willModify(self, keyPath: \._count, &_count)
      defer { _$observationRegistrar.didModify(self, keyPath: \._count, &_count, oldValue) }
      yield &_count
    }
  }
  private var _count: Int

  var label: String = "" {
    @storageRestrictions(initializes: _label)
    init(initialValue) { _label = initialValue }
    get { observedRead(\._label, _label) }
    set {
      separateIfCopy(\._label)
      _$observationRegistrar.mutate(
        self, keyPath: \._label, &_label, newValue, _$isIdentityEqual, shouldNotifyObservers)
    }
    _modify {
      separateIfCopy(\._label)
      let oldValue = _$observationRegistrar.willModify(self, keyPath: \._label, &_label)
      defer { _$observationRegistrar.didModify(self, keyPath: \._label, &_label, oldValue) }
      yield &_label
    }
  }
  private var _label: String

  mutating func reset() {
    // What the expansion adds to a mutating method that assigns `self`: observers of the
    // replaced value hear of it even when nothing owns the value.
    let _$previousRegistrar = _$observationRegistrar
    defer {
      if _$previousRegistrar._$isReplaced(by: _$observationRegistrar) {
        _$previousRegistrar._$didReplace(self, keyPath: \._count)
        _$previousRegistrar._$didReplace(self, keyPath: \._label)
      }
    }
    self = Child()
  }

  mutating func replace(with other: Child) {
    let _$previousRegistrar = _$observationRegistrar
    defer {
      if _$previousRegistrar._$isReplaced(by: _$observationRegistrar) {
        _$previousRegistrar._$didReplace(self, keyPath: \._count)
        _$previousRegistrar._$didReplace(self, keyPath: \._label)
      }
    }
    self = other
  }

  private enum CodingKeys: String, CodingKey {
    case _count = "count"
    case _label = "label"
  }
}

extension Child: HandWrittenObservableState {
  /// The tracked storage a value replacing another compares and keeps.
  static var _$adoptedStorage: [PartialKeyPath<Self>] {
    [\._count, \._label]
  }
}

// MARK: - Parent

// Hand-written expansion of:
//
//   @ObservableState
//   struct Parent: Equatable {
//     var child: Child = Child()
//     var optional: Child? = nil
//     var rows: [Child] = []
//     var destination: Destination = .none
//     var name: String = ""
//     var isOn: Bool = false
//   }

struct Parent: Equatable {
  // First, so that the synthesized `==` compares it before any property that differs.
  var _$observationRegistrar = ObservableStructs.ObservationStateRegistrar()

  var child: Child = Child() {
    @storageRestrictions(initializes: _child)
    init(initialValue) { _child = initialValue }
    get { observedRead(\._child, _child) }
    set {
      separateIfCopy(\._child)
      _$observationRegistrar.mutate(
        self, keyPath: \._child, &_child, newValue, _$isIdentityEqual, shouldNotifyObservers)
    }
    _modify {
      separateIfCopy(\._child)
      let oldValue = _$observationRegistrar.willModify(self, keyPath: \._child, &_child)
      defer { _$observationRegistrar.didModify(self, keyPath: \._child, &_child, oldValue) }
      yield &_child
    }
  }
  private var _child: Child

  var optional: Child? = nil {
    @storageRestrictions(initializes: _optional)
    init(initialValue) { _optional = initialValue }
    get { observedRead(\._optional, _optional) }
    set {
      separateIfCopy(\._optional)
      _$observationRegistrar.mutate(
        self, keyPath: \._optional, &_optional, newValue, _$isIdentityEqual, shouldNotifyObservers)
    }
    _modify {
      separateIfCopy(\._optional)
      let oldValue = _$observationRegistrar.willModify(self, keyPath: \._optional, &_optional)
      defer { _$observationRegistrar.didModify(self, keyPath: \._optional, &_optional, oldValue) }
      yield &_optional
    }
  }
  private var _optional: Child?

  var rows: [Child] = [] {
    @storageRestrictions(initializes: _rows)
    init(initialValue) { _rows = initialValue }
    get { observedRead(\._rows, _rows) }
    set {
      separateIfCopy(\._rows)
      _$observationRegistrar.mutate(
        self, keyPath: \._rows, &_rows, newValue, _$isIdentityEqual, shouldNotifyObservers)
    }
    _modify {
      separateIfCopy(\._rows)
      let oldValue = _$observationRegistrar.willModify(self, keyPath: \._rows, &_rows)
      defer { _$observationRegistrar.didModify(self, keyPath: \._rows, &_rows, oldValue) }
      yield &_rows
    }
  }
  private var _rows: [Child]

  var destination: Destination = .none {
    @storageRestrictions(initializes: _destination)
    init(initialValue) { _destination = initialValue }
    get { observedRead(\._destination, _destination) }
    set {
      separateIfCopy(\._destination)
      _$observationRegistrar.mutate(
        self, keyPath: \._destination, &_destination, newValue, _$isIdentityEqual,
        shouldNotifyObservers)
    }
    _modify {
      separateIfCopy(\._destination)
      let oldValue = _$observationRegistrar.willModify(self, keyPath: \._destination, &_destination)
      defer {
        _$observationRegistrar.didModify(self, keyPath: \._destination, &_destination, oldValue)
      }
      yield &_destination
    }
  }
  private var _destination: Destination

  var name: String = "" {
    @storageRestrictions(initializes: _name)
    init(initialValue) { _name = initialValue }
    get { observedRead(\._name, _name) }
    set {
      separateIfCopy(\._name)
      _$observationRegistrar.mutate(
        self, keyPath: \._name, &_name, newValue, _$isIdentityEqual, shouldNotifyObservers)
    }
    _modify {
      separateIfCopy(\._name)
      let oldValue = _$observationRegistrar.willModify(self, keyPath: \._name, &_name)
      defer { _$observationRegistrar.didModify(self, keyPath: \._name, &_name, oldValue) }
      yield &_name
    }
  }
  private var _name: String

  var isOn: Bool = false {
    @storageRestrictions(initializes: _isOn)
    init(initialValue) { _isOn = initialValue }
    get { observedRead(\._isOn, _isOn) }
    set {
      separateIfCopy(\._isOn)
      _$observationRegistrar.mutate(
        self, keyPath: \._isOn, &_isOn, newValue, _$isIdentityEqual, shouldNotifyObservers)
    }
    _modify {
      separateIfCopy(\._isOn)
      let oldValue = _$observationRegistrar.willModify(self, keyPath: \._isOn, &_isOn)
      defer { _$observationRegistrar.didModify(self, keyPath: \._isOn, &_isOn, oldValue) }
      yield &_isOn
    }
  }
  private var _isOn: Bool
}

extension Parent: HandWrittenObservableState {
  /// The tracked storage a value replacing another compares and keeps.
  static var _$adoptedStorage: [PartialKeyPath<Self>] {
    [\._child, \._optional, \._rows, \._destination, \._name, \._isOn]
  }
}

// MARK: - Destination

// Hand-written expansion of:
//
//   @ObservableState
//   enum Destination: Equatable {
//     case child(Child)
//     case text(String)
//     case none
//   }

enum Destination: Equatable {
  case child(Child)
  case text(String)
  case none

  /// The value's structural identity.
  public var _$id: ObservableStructs.ObservableStateID {
    switch self {
    case let .child(_0):
      return ObservableStructs._$id(for: _0)._$tag(0)
    case let .text(_0):
      return ObservableStructs._$id(for: _0)._$tag(1)
    case .none:
      return ObservableStructs.ObservableStateID._$payloadless._$tag(2)
    }
  }

  /// Gives the value a new identity.
  public mutating func _$willModify() {
    switch self {
    case var .child(_0):
      ObservableStructs._$willModify(&_0)
      self = .child(_0)
    case var .text(_0):
      ObservableStructs._$willModify(&_0)
      self = .text(_0)
    case .none:
      break
    }
  }
}

extension Destination: ObservableStructs.ObservableState, Observation.Observable {}

// MARK: - Row

// Hand-written expansion of:
//
//   @ObservableState
//   struct Row: Identifiable, Equatable, Codable {
//     let id: Int
//     var count: Int = 0
//     var title: String = ""
//   }

struct Row: Identifiable, Equatable, Codable {
  // First, so that the synthesized `==` compares it before any property that differs.
  var _$observationRegistrar = ObservableStructs.ObservationStateRegistrar()

  let id: Int

  var count: Int = 0 {
    @storageRestrictions(initializes: _count)
    init(initialValue) { _count = initialValue }
    get { observedRead(\._count, _count) }
    set {
      separateIfCopy(\._count)
      _$observationRegistrar.mutate(
        self, keyPath: \._count, &_count, newValue, _$isIdentityEqual, shouldNotifyObservers)
    }
    _modify {
      separateIfCopy(\._count)
      let oldValue = _$observationRegistrar.willModify(self, keyPath: \._count, &_count)
      defer { _$observationRegistrar.didModify(self, keyPath: \._count, &_count, oldValue) }
      yield &_count
    }
  }
  private var _count: Int

  var title: String = "" {
    @storageRestrictions(initializes: _title)
    init(initialValue) { _title = initialValue }
    get { observedRead(\._title, _title) }
    set {
      separateIfCopy(\._title)
      _$observationRegistrar.mutate(
        self, keyPath: \._title, &_title, newValue, _$isIdentityEqual, shouldNotifyObservers)
    }
    _modify {
      separateIfCopy(\._title)
      let oldValue = _$observationRegistrar.willModify(self, keyPath: \._title, &_title)
      defer { _$observationRegistrar.didModify(self, keyPath: \._title, &_title, oldValue) }
      yield &_title
    }
  }
  private var _title: String

  private enum CodingKeys: String, CodingKey {
    case id
    case _count = "count"
    case _title = "title"
  }
}

extension Row: HandWrittenObservableState {
  /// The tracked storage a value replacing another compares and keeps.
  static var _$adoptedStorage: [PartialKeyPath<Self>] {
    [\._count, \._title]
  }
}

// MARK: - StampedRow

// Hand-written expansion of:
//
//   @ObservableState
//   struct StampedRow: Identifiable, Equatable {
//     let id: Int
//     let stamp: Int
//     var text: String = ""
//
//     mutating func remake(text newText: String) {
//       self = StampedRow(id: id, stamp: stamp + 1, text: newText)
//     }
//   }

struct StampedRow: Identifiable, Equatable {
  // First, so that the synthesized `==` compares it before any property that differs.
  var _$observationRegistrar = ObservableStructs.ObservationStateRegistrar()

  let id: Int
  let stamp: Int

  var text: String = "" {
    @storageRestrictions(initializes: _text)
    init(initialValue) { _text = initialValue }
    get { observedRead(\._text, _text) }
    set {
      separateIfCopy(\._text)
      _$observationRegistrar.mutate(
        self, keyPath: \._text, &_text, newValue, _$isIdentityEqual, shouldNotifyObservers)
    }
    _modify {
      separateIfCopy(\._text)
      let oldValue = _$observationRegistrar.willModify(self, keyPath: \._text, &_text)
      defer { _$observationRegistrar.didModify(self, keyPath: \._text, &_text, oldValue) }
      yield &_text
    }
  }
  private var _text: String

  /// Replaces the whole value by one made later, holding `newText`.
  mutating func remake(text newText: String) {
    let previousValue = self
    defer { _ = self._$adopt(previousValue) }
    self = StampedRow(id: id, stamp: stamp + 1, text: newText)
  }
}

extension StampedRow: HandWrittenObservableState {
  /// The tracked storage a value replacing another compares and keeps.
  static var _$adoptedStorage: [PartialKeyPath<Self>] { [\._text] }
}

// MARK: - StampBoard

// Hand-written expansion of:
//
//   @ObservableState
//   struct StampBoard {
//     var rows: ObservableStateArray<StampedRow> = []
//     var pinned: StampedRow = StampedRow(id: 0, stamp: 0)
//   }

struct StampBoard {
  // First, so that the synthesized `==` compares it before any property that differs.
  var _$observationRegistrar = ObservableStructs.ObservationStateRegistrar()

  var rows: ObservableStateArray<StampedRow> = [] {
    @storageRestrictions(initializes: _rows)
    init(initialValue) { _rows = initialValue }
    get { observedRead(\._rows, _rows) }
    set {
      separateIfCopy(\._rows)
      _$observationRegistrar.mutate(
        self, keyPath: \._rows, &_rows, newValue, _$isIdentityEqual, shouldNotifyObservers)
    }
    _modify {
      separateIfCopy(\._rows)
      let oldValue = _$observationRegistrar.willModify(self, keyPath: \._rows, &_rows)
      defer { _$observationRegistrar.didModify(self, keyPath: \._rows, &_rows, oldValue) }
      yield &_rows
    }
  }
  private var _rows: ObservableStateArray<StampedRow>

  var pinned: StampedRow = StampedRow(id: 0, stamp: 0) {
    @storageRestrictions(initializes: _pinned)
    init(initialValue) { _pinned = initialValue }
    get { observedRead(\._pinned, _pinned) }
    set {
      separateIfCopy(\._pinned)
      _$observationRegistrar.mutate(
        self, keyPath: \._pinned, &_pinned, newValue, _$isIdentityEqual, shouldNotifyObservers)
    }
    _modify {
      separateIfCopy(\._pinned)
      let oldValue = _$observationRegistrar.willModify(self, keyPath: \._pinned, &_pinned)
      defer { _$observationRegistrar.didModify(self, keyPath: \._pinned, &_pinned, oldValue) }
      yield &_pinned
    }
  }
  private var _pinned: StampedRow
}

extension StampBoard: HandWrittenObservableState {
  /// The tracked storage a value replacing another compares and keeps.
  static var _$adoptedStorage: [PartialKeyPath<Self>] { [\._rows, \._pinned] }
}

// MARK: - Slot

// Hand-written expansion of:
//
//   @ObservableState
//   struct Slot<Value> {
//     var value: Value
//   }

struct Slot<Value> {
  // First, so that the synthesized `==` compares it before any property that differs.
  var _$observationRegistrar = ObservableStructs.ObservationStateRegistrar()

  var value: Value {
    @storageRestrictions(initializes: _value)
    init(initialValue) { _value = initialValue }
    get { observedRead(\._value, _value) }
    set {
      separateIfCopy(\._value)
      _$observationRegistrar.mutate(
        self, keyPath: \._value, &_value, newValue, _$isIdentityEqual, shouldNotifyObservers)
    }
    _modify {
      separateIfCopy(\._value)
      let oldValue = _$observationRegistrar.willModify(self, keyPath: \._value, &_value)
      defer { _$observationRegistrar.didModify(self, keyPath: \._value, &_value, oldValue) }
      yield &_value
    }
  }
  private var _value: Value
}

extension Slot: HandWrittenObservableState {
  /// The tracked storage a value replacing another compares and keeps.
  static var _$adoptedStorage: [PartialKeyPath<Self>] { [\._value] }
}

// MARK: - SlotHolder

// Hand-written expansion of:
//
//   @ObservableState
//   struct SlotHolder {
//     var rows: [Child] = [Child()]
//     var slot: Slot<Child> = Slot(value: Child())
//   }

struct SlotHolder {
  // First, so that the synthesized `==` compares it before any property that differs.
  var _$observationRegistrar = ObservableStructs.ObservationStateRegistrar()

  var rows: [Child] = [Child()] {
    @storageRestrictions(initializes: _rows)
    init(initialValue) { _rows = initialValue }
    get { observedRead(\._rows, _rows) }
    set {
      separateIfCopy(\._rows)
      _$observationRegistrar.mutate(
        self, keyPath: \._rows, &_rows, newValue, _$isIdentityEqual, shouldNotifyObservers)
    }
    _modify {
      separateIfCopy(\._rows)
      let oldValue = _$observationRegistrar.willModify(self, keyPath: \._rows, &_rows)
      defer { _$observationRegistrar.didModify(self, keyPath: \._rows, &_rows, oldValue) }
      yield &_rows
    }
  }
  private var _rows: [Child]

  var slot: Slot<Child> = Slot(value: Child()) {
    @storageRestrictions(initializes: _slot)
    init(initialValue) { _slot = initialValue }
    get { observedRead(\._slot, _slot) }
    set {
      separateIfCopy(\._slot)
      _$observationRegistrar.mutate(
        self, keyPath: \._slot, &_slot, newValue, _$isIdentityEqual, shouldNotifyObservers)
    }
    _modify {
      separateIfCopy(\._slot)
      let oldValue = _$observationRegistrar.willModify(self, keyPath: \._slot, &_slot)
      defer { _$observationRegistrar.didModify(self, keyPath: \._slot, &_slot, oldValue) }
      yield &_slot
    }
  }
  private var _slot: Slot<Child>
}

extension SlotHolder: HandWrittenObservableState {
  /// The tracked storage a value replacing another compares and keeps.
  static var _$adoptedStorage: [PartialKeyPath<Self>] { [\._rows, \._slot] }
}

// MARK: - Board

// Hand-written expansion of:
//
//   @ObservableState
//   struct Board {
//     var rows: ObservableStateArray<Row> = []
//     var list: [Row] = []
//     var detail: Row? = nil
//     var destination: Destination = .none
//     var title: String = ""
//   }

struct Board {
  // First, so that the synthesized `==` compares it before any property that differs.
  var _$observationRegistrar = ObservableStructs.ObservationStateRegistrar()

  var rows: ObservableStateArray<Row> = [] {
    @storageRestrictions(initializes: _rows)
    init(initialValue) { _rows = initialValue }
    get { observedRead(\._rows, _rows) }
    set {
      separateIfCopy(\._rows)
      _$observationRegistrar.mutate(
        self, keyPath: \._rows, &_rows, newValue, _$isIdentityEqual, shouldNotifyObservers)
    }
    _modify {
      separateIfCopy(\._rows)
      let oldValue = _$observationRegistrar.willModify(self, keyPath: \._rows, &_rows)
      defer { _$observationRegistrar.didModify(self, keyPath: \._rows, &_rows, oldValue) }
      yield &_rows
    }
  }
  private var _rows: ObservableStateArray<Row>

  var list: [Row] = [] {
    @storageRestrictions(initializes: _list)
    init(initialValue) { _list = initialValue }
    get { observedRead(\._list, _list) }
    set {
      separateIfCopy(\._list)
      _$observationRegistrar.mutate(
        self, keyPath: \._list, &_list, newValue, _$isIdentityEqual, shouldNotifyObservers)
    }
    _modify {
      separateIfCopy(\._list)
      let oldValue = _$observationRegistrar.willModify(self, keyPath: \._list, &_list)
      defer { _$observationRegistrar.didModify(self, keyPath: \._list, &_list, oldValue) }
      yield &_list
    }
  }
  private var _list: [Row]

  var detail: Row? = nil {
    @storageRestrictions(initializes: _detail)
    init(initialValue) { _detail = initialValue }
    get { observedRead(\._detail, _detail) }
    set {
      separateIfCopy(\._detail)
      _$observationRegistrar.mutate(
        self, keyPath: \._detail, &_detail, newValue, _$isIdentityEqual, shouldNotifyObservers)
    }
    _modify {
      separateIfCopy(\._detail)
      let oldValue = _$observationRegistrar.willModify(self, keyPath: \._detail, &_detail)
      defer { _$observationRegistrar.didModify(self, keyPath: \._detail, &_detail, oldValue) }
      yield &_detail
    }
  }
  private var _detail: Row?

  var destination: Destination = .none {
    @storageRestrictions(initializes: _destination)
    init(initialValue) { _destination = initialValue }
    get { observedRead(\._destination, _destination) }
    set {
      separateIfCopy(\._destination)
      _$observationRegistrar.mutate(
        self, keyPath: \._destination, &_destination, newValue, _$isIdentityEqual,
        shouldNotifyObservers)
    }
    _modify {
      separateIfCopy(\._destination)
      let oldValue = _$observationRegistrar.willModify(self, keyPath: \._destination, &_destination)
      defer {
        _$observationRegistrar.didModify(self, keyPath: \._destination, &_destination, oldValue)
      }
      yield &_destination
    }
  }
  private var _destination: Destination

  var title: String = "" {
    @storageRestrictions(initializes: _title)
    init(initialValue) { _title = initialValue }
    get { observedRead(\._title, _title) }
    set {
      separateIfCopy(\._title)
      _$observationRegistrar.mutate(
        self, keyPath: \._title, &_title, newValue, _$isIdentityEqual, shouldNotifyObservers)
    }
    _modify {
      separateIfCopy(\._title)
      let oldValue = _$observationRegistrar.willModify(self, keyPath: \._title, &_title)
      defer { _$observationRegistrar.didModify(self, keyPath: \._title, &_title, oldValue) }
      yield &_title
    }
  }
  private var _title: String
}

extension Board: HandWrittenObservableState {
  /// The tracked storage a value replacing another compares and keeps.
  static var _$adoptedStorage: [PartialKeyPath<Self>] {
    [\._rows, \._list, \._detail, \._destination, \._title]
  }
}

// MARK: - Navigator

// Hand-written expansion of:
//
//   @ObservableState
//   struct Navigator {
//     var current: Destination? = .text("start")
//     var stack: [Destination] = []
//   }

struct Navigator {
  // First, so that the synthesized `==` compares it before any property that differs.
  var _$observationRegistrar = ObservableStructs.ObservationStateRegistrar()

  var current: Destination? = .text("start") {
    @storageRestrictions(initializes: _current)
    init(initialValue) { _current = initialValue }
    get { observedRead(\._current, _current) }
    set {
      separateIfCopy(\._current)
      _$observationRegistrar.mutate(
        self, keyPath: \._current, &_current, newValue, _$isIdentityEqual, shouldNotifyObservers)
    }
    _modify {
      separateIfCopy(\._current)
      let oldValue = _$observationRegistrar.willModify(self, keyPath: \._current, &_current)
      defer { _$observationRegistrar.didModify(self, keyPath: \._current, &_current, oldValue) }
      yield &_current
    }
  }
  // Spelled `Optional<…>`: a `T?` storage would start as `nil`, not as the initial value.
  private var _current: Optional<Destination>

  var stack: [Destination] = [] {
    @storageRestrictions(initializes: _stack)
    init(initialValue) { _stack = initialValue }
    get { observedRead(\._stack, _stack) }
    set {
      separateIfCopy(\._stack)
      _$observationRegistrar.mutate(
        self, keyPath: \._stack, &_stack, newValue, _$isIdentityEqual, shouldNotifyObservers)
    }
    _modify {
      separateIfCopy(\._stack)
      let oldValue = _$observationRegistrar.willModify(self, keyPath: \._stack, &_stack)
      defer { _$observationRegistrar.didModify(self, keyPath: \._stack, &_stack, oldValue) }
      yield &_stack
    }
  }
  private var _stack: [Destination]
}

extension Navigator: HandWrittenObservableState {
  /// The tracked storage a value replacing another compares and keeps.
  static var _$adoptedStorage: [PartialKeyPath<Self>] {
    [\._current, \._stack]
  }
}

// MARK: - Route and RouteHolder

// Hand-written expansion of:
//
//   @ObservableState
//   enum Route: Equatable {
//     case push(Child, Bool)
//     case sheet(Bool, Child)
//     case cover(flag: Bool, title: String, screen: Child)
//     case home
//   }
//   @ObservableState
//   struct RouteHolder {
//     var route: Route = .home
//   }

enum Route: Equatable {
  case push(Child, Bool)
  case sheet(Bool, Child)
  case cover(flag: Bool, title: String, screen: Child)
  case home

  /// The value's structural identity: the case's values' identities, combined and tagged.
  public var _$id: ObservableStructs.ObservableStateID {
    switch self {
    case let .push(_0, _1):
      return ObservableStructs._$id(for: _0)._$combined(with: ObservableStructs._$id(for: _1))
        ._$tag(0)
    case let .sheet(_0, _1):
      return ObservableStructs._$id(for: _0)._$combined(with: ObservableStructs._$id(for: _1))
        ._$tag(1)
    case let .cover(_0, _1, _2):
      return ObservableStructs._$id(for: _0)._$combined(with: ObservableStructs._$id(for: _1))
        ._$combined(with: ObservableStructs._$id(for: _2))._$tag(2)
    case .home:
      return ObservableStructs.ObservableStateID._$payloadless._$tag(3)
    }
  }

  /// Gives every observable value of the case a new identity.
  public mutating func _$willModify() {
    switch self {
    case var .push(_0, _1):
      ObservableStructs._$willModify(&_0)
      ObservableStructs._$willModify(&_1)
      self = .push(_0, _1)
    case var .sheet(_0, _1):
      ObservableStructs._$willModify(&_0)
      ObservableStructs._$willModify(&_1)
      self = .sheet(_0, _1)
    case var .cover(_0, _1, _2):
      ObservableStructs._$willModify(&_0)
      ObservableStructs._$willModify(&_1)
      ObservableStructs._$willModify(&_2)
      self = .cover(flag: _0, title: _1, screen: _2)
    case .home:
      break
    }
  }
}

extension Route: ObservableStructs.ObservableState, Observation.Observable {}

struct RouteHolder {
  // First, so that the synthesized `==` compares it before any property that differs.
  var _$observationRegistrar = ObservableStructs.ObservationStateRegistrar()

  var route: Route = .home {
    @storageRestrictions(initializes: _route)
    init(initialValue) { _route = initialValue }
    get { observedRead(\._route, _route) }
    set {
      separateIfCopy(\._route)
      _$observationRegistrar.mutate(
        self, keyPath: \._route, &_route, newValue, _$isIdentityEqual, shouldNotifyObservers)
    }
    _modify {
      separateIfCopy(\._route)
      let oldValue = _$observationRegistrar.willModify(self, keyPath: \._route, &_route)
      defer { _$observationRegistrar.didModify(self, keyPath: \._route, &_route, oldValue) }
      yield &_route
    }
  }
  private var _route: Route
}

extension RouteHolder: HandWrittenObservableState {
  /// The tracked storage a value replacing another compares and keeps.
  static var _$adoptedStorage: [PartialKeyPath<Self>] {
    [\._route]
  }
}
