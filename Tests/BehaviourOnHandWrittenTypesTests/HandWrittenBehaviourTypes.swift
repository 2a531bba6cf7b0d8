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
  var count: Int = 0 {
    @storageRestrictions(initializes: _count)
    init(initialValue) { _count = _$placed(initialValue) }
    get { observedRead(\.count, _count) }
    set {
      separateIfCopy(\.count)
      _$observationRegistrar.mutate(
        self, keyPath: \.count, &_count, newValue, _$isIdentityEqual, shouldNotifyObservers)
    }
    _modify {
      separateIfCopy(\.count)
      let oldValue = _$observationRegistrar.willModify(self, keyPath: \.count, &_count)
      defer { _$observationRegistrar.didModify(self, keyPath: \.count, &_count, oldValue) }
      yield &_count
    }
  }
  private var _count: Int

  var label: String = "" {
    @storageRestrictions(initializes: _label)
    init(initialValue) { _label = _$placed(initialValue) }
    get { observedRead(\.label, _label) }
    set {
      separateIfCopy(\.label)
      _$observationRegistrar.mutate(
        self, keyPath: \.label, &_label, newValue, _$isIdentityEqual, shouldNotifyObservers)
    }
    _modify {
      separateIfCopy(\.label)
      let oldValue = _$observationRegistrar.willModify(self, keyPath: \.label, &_label)
      defer { _$observationRegistrar.didModify(self, keyPath: \.label, &_label, oldValue) }
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
        _$previousRegistrar._$didReplace(self, keyPath: \.count)
        _$previousRegistrar._$didReplace(self, keyPath: \.label)
      }
    }
    self = Child()
  }

  mutating func replace(with other: Child) {
    let _$previousRegistrar = _$observationRegistrar
    defer {
      if _$previousRegistrar._$isReplaced(by: _$observationRegistrar) {
        _$previousRegistrar._$didReplace(self, keyPath: \.count)
        _$previousRegistrar._$didReplace(self, keyPath: \.label)
      }
    }
    self = other
  }

  var _$observationRegistrar = ObservableStructs.ObservationStateRegistrar()

  private enum CodingKeys: String, CodingKey {
    case _count = "count"
    case _label = "label"
  }
}

extension Child: HandWrittenObservableState {}

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
  var child: Child = Child() {
    @storageRestrictions(initializes: _child)
    init(initialValue) { _child = _$placed(initialValue) }
    get { observedRead(\.child, _child) }
    set {
      separateIfCopy(\.child)
      _$observationRegistrar.mutate(
        self, keyPath: \.child, &_child, newValue, _$isIdentityEqual, shouldNotifyObservers)
    }
    _modify {
      separateIfCopy(\.child)
      let oldValue = _$observationRegistrar.willModify(self, keyPath: \.child, &_child)
      defer { _$observationRegistrar.didModify(self, keyPath: \.child, &_child, oldValue) }
      yield &_child
    }
  }
  private var _child: Child

  var optional: Child? = nil {
    @storageRestrictions(initializes: _optional)
    init(initialValue) { _optional = _$placed(initialValue) }
    get { observedRead(\.optional, _optional) }
    set {
      separateIfCopy(\.optional)
      _$observationRegistrar.mutate(
        self, keyPath: \.optional, &_optional, newValue, _$isIdentityEqual, shouldNotifyObservers)
    }
    _modify {
      separateIfCopy(\.optional)
      let oldValue = _$observationRegistrar.willModify(self, keyPath: \.optional, &_optional)
      defer { _$observationRegistrar.didModify(self, keyPath: \.optional, &_optional, oldValue) }
      yield &_optional
    }
  }
  private var _optional: Child?

  var rows: [Child] = [] {
    @storageRestrictions(initializes: _rows)
    init(initialValue) { _rows = _$placed(initialValue) }
    get { observedRead(\.rows, _rows) }
    set {
      separateIfCopy(\.rows)
      _$observationRegistrar.mutate(
        self, keyPath: \.rows, &_rows, newValue, _$isIdentityEqual, shouldNotifyObservers)
    }
    _modify {
      separateIfCopy(\.rows)
      let oldValue = _$observationRegistrar.willModify(self, keyPath: \.rows, &_rows)
      defer { _$observationRegistrar.didModify(self, keyPath: \.rows, &_rows, oldValue) }
      yield &_rows
    }
  }
  private var _rows: [Child]

  var destination: Destination = .none {
    @storageRestrictions(initializes: _destination)
    init(initialValue) { _destination = _$placed(initialValue) }
    get { observedRead(\.destination, _destination) }
    set {
      separateIfCopy(\.destination)
      _$observationRegistrar.mutate(
        self, keyPath: \.destination, &_destination, newValue, _$isIdentityEqual,
        shouldNotifyObservers)
    }
    _modify {
      separateIfCopy(\.destination)
      let oldValue = _$observationRegistrar.willModify(self, keyPath: \.destination, &_destination)
      defer {
        _$observationRegistrar.didModify(self, keyPath: \.destination, &_destination, oldValue)
      }
      yield &_destination
    }
  }
  private var _destination: Destination

  var name: String = "" {
    @storageRestrictions(initializes: _name)
    init(initialValue) { _name = _$placed(initialValue) }
    get { observedRead(\.name, _name) }
    set {
      separateIfCopy(\.name)
      _$observationRegistrar.mutate(
        self, keyPath: \.name, &_name, newValue, _$isIdentityEqual, shouldNotifyObservers)
    }
    _modify {
      separateIfCopy(\.name)
      let oldValue = _$observationRegistrar.willModify(self, keyPath: \.name, &_name)
      defer { _$observationRegistrar.didModify(self, keyPath: \.name, &_name, oldValue) }
      yield &_name
    }
  }
  private var _name: String

  var isOn: Bool = false {
    @storageRestrictions(initializes: _isOn)
    init(initialValue) { _isOn = _$placed(initialValue) }
    get { observedRead(\.isOn, _isOn) }
    set {
      separateIfCopy(\.isOn)
      _$observationRegistrar.mutate(
        self, keyPath: \.isOn, &_isOn, newValue, _$isIdentityEqual, shouldNotifyObservers)
    }
    _modify {
      separateIfCopy(\.isOn)
      let oldValue = _$observationRegistrar.willModify(self, keyPath: \.isOn, &_isOn)
      defer { _$observationRegistrar.didModify(self, keyPath: \.isOn, &_isOn, oldValue) }
      yield &_isOn
    }
  }
  private var _isOn: Bool

  var _$observationRegistrar = ObservableStructs.ObservationStateRegistrar()
}

extension Parent: HandWrittenObservableState {}

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
  let id: Int

  var count: Int = 0 {
    @storageRestrictions(initializes: _count)
    init(initialValue) { _count = _$placed(initialValue) }
    get { observedRead(\.count, _count) }
    set {
      separateIfCopy(\.count)
      _$observationRegistrar.mutate(
        self, keyPath: \.count, &_count, newValue, _$isIdentityEqual, shouldNotifyObservers)
    }
    _modify {
      separateIfCopy(\.count)
      let oldValue = _$observationRegistrar.willModify(self, keyPath: \.count, &_count)
      defer { _$observationRegistrar.didModify(self, keyPath: \.count, &_count, oldValue) }
      yield &_count
    }
  }
  private var _count: Int

  var title: String = "" {
    @storageRestrictions(initializes: _title)
    init(initialValue) { _title = _$placed(initialValue) }
    get { observedRead(\.title, _title) }
    set {
      separateIfCopy(\.title)
      _$observationRegistrar.mutate(
        self, keyPath: \.title, &_title, newValue, _$isIdentityEqual, shouldNotifyObservers)
    }
    _modify {
      separateIfCopy(\.title)
      let oldValue = _$observationRegistrar.willModify(self, keyPath: \.title, &_title)
      defer { _$observationRegistrar.didModify(self, keyPath: \.title, &_title, oldValue) }
      yield &_title
    }
  }
  private var _title: String

  var _$observationRegistrar = ObservableStructs.ObservationStateRegistrar()

  private enum CodingKeys: String, CodingKey {
    case id
    case _count = "count"
    case _title = "title"
  }
}

extension Row: HandWrittenObservableState {}

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
  var rows: ObservableStateArray<Row> = [] {
    @storageRestrictions(initializes: _rows)
    init(initialValue) { _rows = _$placed(initialValue) }
    get { observedRead(\.rows, _rows) }
    set {
      separateIfCopy(\.rows)
      _$observationRegistrar.mutate(
        self, keyPath: \.rows, &_rows, newValue, _$isIdentityEqual, shouldNotifyObservers)
    }
    _modify {
      separateIfCopy(\.rows)
      let oldValue = _$observationRegistrar.willModify(self, keyPath: \.rows, &_rows)
      defer { _$observationRegistrar.didModify(self, keyPath: \.rows, &_rows, oldValue) }
      yield &_rows
    }
  }
  private var _rows: ObservableStateArray<Row>

  var list: [Row] = [] {
    @storageRestrictions(initializes: _list)
    init(initialValue) { _list = _$placed(initialValue) }
    get { observedRead(\.list, _list) }
    set {
      separateIfCopy(\.list)
      _$observationRegistrar.mutate(
        self, keyPath: \.list, &_list, newValue, _$isIdentityEqual, shouldNotifyObservers)
    }
    _modify {
      separateIfCopy(\.list)
      let oldValue = _$observationRegistrar.willModify(self, keyPath: \.list, &_list)
      defer { _$observationRegistrar.didModify(self, keyPath: \.list, &_list, oldValue) }
      yield &_list
    }
  }
  private var _list: [Row]

  var detail: Row? = nil {
    @storageRestrictions(initializes: _detail)
    init(initialValue) { _detail = _$placed(initialValue) }
    get { observedRead(\.detail, _detail) }
    set {
      separateIfCopy(\.detail)
      _$observationRegistrar.mutate(
        self, keyPath: \.detail, &_detail, newValue, _$isIdentityEqual, shouldNotifyObservers)
    }
    _modify {
      separateIfCopy(\.detail)
      let oldValue = _$observationRegistrar.willModify(self, keyPath: \.detail, &_detail)
      defer { _$observationRegistrar.didModify(self, keyPath: \.detail, &_detail, oldValue) }
      yield &_detail
    }
  }
  private var _detail: Row?

  var destination: Destination = .none {
    @storageRestrictions(initializes: _destination)
    init(initialValue) { _destination = _$placed(initialValue) }
    get { observedRead(\.destination, _destination) }
    set {
      separateIfCopy(\.destination)
      _$observationRegistrar.mutate(
        self, keyPath: \.destination, &_destination, newValue, _$isIdentityEqual,
        shouldNotifyObservers)
    }
    _modify {
      separateIfCopy(\.destination)
      let oldValue = _$observationRegistrar.willModify(self, keyPath: \.destination, &_destination)
      defer {
        _$observationRegistrar.didModify(self, keyPath: \.destination, &_destination, oldValue)
      }
      yield &_destination
    }
  }
  private var _destination: Destination

  var title: String = "" {
    @storageRestrictions(initializes: _title)
    init(initialValue) { _title = _$placed(initialValue) }
    get { observedRead(\.title, _title) }
    set {
      separateIfCopy(\.title)
      _$observationRegistrar.mutate(
        self, keyPath: \.title, &_title, newValue, _$isIdentityEqual, shouldNotifyObservers)
    }
    _modify {
      separateIfCopy(\.title)
      let oldValue = _$observationRegistrar.willModify(self, keyPath: \.title, &_title)
      defer { _$observationRegistrar.didModify(self, keyPath: \.title, &_title, oldValue) }
      yield &_title
    }
  }
  private var _title: String

  var _$observationRegistrar = ObservableStructs.ObservationStateRegistrar()
}

extension Board: HandWrittenObservableState {}

// MARK: - Navigator

// Hand-written expansion of:
//
//   @ObservableState
//   struct Navigator {
//     var current: Destination? = .text("start")
//     var stack: [Destination] = []
//   }

struct Navigator {
  var current: Destination? = .text("start") {
    @storageRestrictions(initializes: _current)
    init(initialValue) { _current = _$placed(initialValue) }
    get { observedRead(\.current, _current) }
    set {
      separateIfCopy(\.current)
      _$observationRegistrar.mutate(
        self, keyPath: \.current, &_current, newValue, _$isIdentityEqual, shouldNotifyObservers)
    }
    _modify {
      separateIfCopy(\.current)
      let oldValue = _$observationRegistrar.willModify(self, keyPath: \.current, &_current)
      defer { _$observationRegistrar.didModify(self, keyPath: \.current, &_current, oldValue) }
      yield &_current
    }
  }
  // Spelled `Optional<…>`: a `T?` storage would start as `nil`, not as the initial value.
  private var _current: Optional<Destination>

  var stack: [Destination] = [] {
    @storageRestrictions(initializes: _stack)
    init(initialValue) { _stack = _$placed(initialValue) }
    get { observedRead(\.stack, _stack) }
    set {
      separateIfCopy(\.stack)
      _$observationRegistrar.mutate(
        self, keyPath: \.stack, &_stack, newValue, _$isIdentityEqual, shouldNotifyObservers)
    }
    _modify {
      separateIfCopy(\.stack)
      let oldValue = _$observationRegistrar.willModify(self, keyPath: \.stack, &_stack)
      defer { _$observationRegistrar.didModify(self, keyPath: \.stack, &_stack, oldValue) }
      yield &_stack
    }
  }
  private var _stack: [Destination]

  var _$observationRegistrar = ObservableStructs.ObservationStateRegistrar()
}

extension Navigator: HandWrittenObservableState {}

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
  var route: Route = .home {
    @storageRestrictions(initializes: _route)
    init(initialValue) { _route = _$placed(initialValue) }
    get { observedRead(\.route, _route) }
    set {
      separateIfCopy(\.route)
      _$observationRegistrar.mutate(
        self, keyPath: \.route, &_route, newValue, _$isIdentityEqual, shouldNotifyObservers)
    }
    _modify {
      separateIfCopy(\.route)
      let oldValue = _$observationRegistrar.willModify(self, keyPath: \.route, &_route)
      defer { _$observationRegistrar.didModify(self, keyPath: \.route, &_route, oldValue) }
      yield &_route
    }
  }
  private var _route: Route

  var _$observationRegistrar = ObservableStructs.ObservationStateRegistrar()
}

extension RouteHolder: HandWrittenObservableState {}
