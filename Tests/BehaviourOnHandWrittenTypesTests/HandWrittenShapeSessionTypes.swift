// swift-format-ignore-file
// The shape model of `ShapeSessionTests`, written out as the generator expands
// `Tests/Shared/ShapeSessionTypes.swift.observable` (`observable-structs expand --no-source-location`),
// so that the shape sessions also run against types that no generator touches in this target.
// Left as the generator writes it, hence unformatted.

import ObservableStructs
import Observation

// The model the shape sessions (`ShapeSessionTests`) play against, a third one beside
// `SessionTypes.swift.observable` and `InventorySessionTypes.swift.observable`: rows held in
// the shapes the other two leave out — a list of lists, a list of optionals, a generic struct,
// a dictionary of lists, an optional `ObservableStateArray`, an enum whose cases carry a list,
// a row or a child holding a list, a list of such enums, a set — and rows with a `let` besides
// their id, replaced by `self = …` that changes it. Compiled by the build plugin and by the
// macro; the hand-written target has its expansion written out.


struct ShapeRow: Identifiable, Equatable {
  let id: Int
  /// Which rebuild of the row this is: data no property tracks.
  let made: Int
  var name: String = "" {
    @usableFromInline @storageRestrictions(initializes: _$_name, _$observationRegistrar)
    init(initialValue) {
      _$observationRegistrar = ObservableStructs::ObservationStateRegistrar()
      _$_name = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \._$_name)
      return _$_name
    }
    set {
      if ObservableStructs::_$plainValueChanged(_$_name, newValue) {
        _$set(\._$_name, to: newValue)
      } else {
        _$_name = newValue
      }
    }
    _modify {
      defer { _$notify(\._$_name) }
      yield &_$_name
    }
  }
  @usableFromInline var _$observationRegistrar = ObservableStructs::ObservationStateRegistrar(); private var _$_name: String
  var n: Int = 0 {
    @usableFromInline @storageRestrictions(initializes: _$_n)
    init(initialValue) {
      _$_n = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \._$_n)
      return _$_n
    }
    set {
      if ObservableStructs::_$plainValueChanged(_$_n, newValue) {
        _$set(\._$_n, to: newValue)
      } else {
        _$_n = newValue
      }
    }
    _modify {
      defer { _$notify(\._$_n) }
      yield &_$_n
    }
  }
  private var _$_n: Int

  /// What a row view shows.
  var label: String { "\(id):\(made):\(name):\(n)" }

  /// Replaces the row by a rebuild of it named `word`.
  mutating func remake(_ word: String) { let _$previousValue = self; defer { _ = self._$adopt(_$previousValue) };
    self = ShapeRow(id: id, made: made + 1, name: word, n: n)
  }

  /// Replaces the row by one counting one more.
  mutating func bump() { let _$previousValue = self; defer { _ = self._$adopt(_$previousValue) };
    self = ShapeRow(id: id, made: made, name: name, n: n + 1)
  }

  private nonisolated static var _$registrarOffset: Swift::Int {
    ObservableStructs::_$registrarOffset(\Self._$observationRegistrar)
  }

  public nonisolated var _$id: ObservableStructs::ObservableStateID {
    _$observationRegistrar.id
  }

  public nonisolated var _$lineage: Swift::AnyObject? {
    _$observationRegistrar._$lineage
  }

  public nonisolated var _$editStamp: Swift::UInt64 {
    _$observationRegistrar._$editStamp
  }

  public nonisolated mutating func _$willModify() {
    ObservableStructs::_$renewRegistrarIdentity(of: &self, at: Self._$registrarOffset)
  }

  @inline(__always) private nonisolated mutating func _$set<Member>(_ keyPath: Swift::WritableKeyPath<Self, Member>, to newValue: Member) {
    if _$observationRegistrar._$isCopyWrite { ObservableStructs::_$separate(&self) }
    _$observationRegistrar.willSet(self, keyPath: keyPath)
    self[keyPath: keyPath] = newValue
    _$observationRegistrar.didSet(self, keyPath: keyPath)
    ObservableStructs::_$stampEdit(of: &self, at: Self._$registrarOffset)
  }

  private nonisolated mutating func _$notify<Member>(_ keyPath: Swift::KeyPath<Self, Member>) {
    if _$observationRegistrar._$isCopyWrite { ObservableStructs::_$separate(&self) }
    _$observationRegistrar.willSet(self, keyPath: keyPath)
    _$observationRegistrar.didSet(self, keyPath: keyPath)
    ObservableStructs::_$stampEdit(of: &self, at: Self._$registrarOffset)
  }

  private nonisolated mutating func _$stampEdit() {
    ObservableStructs::_$stampEdit(of: &self, at: Self._$registrarOffset)
  }
}

extension ShapeRow: ObservableStructs::ObservableState, Observation::Observable, Swift::CustomReflectable {
  nonisolated var customMirror: Swift::Mirror {
    _$observationRegistrar._$accessWholeValue()
    return Swift::Mirror._$reflecting(self)
  }

  nonisolated static var _$adoptedStorage: [Swift::PartialKeyPath<Self>] {
    [\._$_name, \._$_n]
  }
}


struct ShapePair<Value> {
  var first: Value {
    @usableFromInline @storageRestrictions(initializes: _$_first, _$observationRegistrar)
    init(initialValue) {
      _$observationRegistrar = ObservableStructs::ObservationStateRegistrar()
      _$_first = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \._$_first)
      return _$_first
    }
    set {
      if _$observationRegistrar.decideNotification(_$_first, newValue) ?? ObservableStructs::_$shouldNotifyObservers(_$_first, newValue) {
        _$set(\._$_first, to: ObservableStructs::_$placed(newValue, replacing: _$_first))
      } else {
        _$_first = newValue
      }
    }
    _modify {
      let _$snapshot = _$observationRegistrar.willModify(&_$_first)
      defer {
        if _$observationRegistrar.didModify(&_$_first, _$snapshot) {
          _$notify(\._$_first)
        } else {
          _$stampEdit()
        }
      }
      yield &_$_first
    }
  }
  @usableFromInline var _$observationRegistrar = ObservableStructs::ObservationStateRegistrar(); private var _$_first: Value
  var second: Value {
    @usableFromInline @storageRestrictions(initializes: _$_second)
    init(initialValue) {
      _$_second = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \._$_second)
      return _$_second
    }
    set {
      if _$observationRegistrar.decideNotification(_$_second, newValue) ?? ObservableStructs::_$shouldNotifyObservers(_$_second, newValue) {
        _$set(\._$_second, to: ObservableStructs::_$placed(newValue, replacing: _$_second))
      } else {
        _$_second = newValue
      }
    }
    _modify {
      let _$snapshot = _$observationRegistrar.willModify(&_$_second)
      defer {
        if _$observationRegistrar.didModify(&_$_second, _$snapshot) {
          _$notify(\._$_second)
        } else {
          _$stampEdit()
        }
      }
      yield &_$_second
    }
  }
  private var _$_second: Value


  public nonisolated var _$id: ObservableStructs::ObservableStateID {
    _$observationRegistrar.id
  }

  public nonisolated var _$lineage: Swift::AnyObject? {
    _$observationRegistrar._$lineage
  }

  public nonisolated var _$editStamp: Swift::UInt64 {
    _$observationRegistrar._$editStamp
  }

  public nonisolated mutating func _$willModify() {
    _$observationRegistrar._$willModify()
  }

  @inline(__always) private nonisolated mutating func _$set<Member>(_ keyPath: Swift::WritableKeyPath<Self, Member>, to newValue: Member) {
    if _$observationRegistrar._$isCopyWrite { ObservableStructs::_$separate(&self) }
    _$observationRegistrar.willSet(self, keyPath: keyPath)
    self[keyPath: keyPath] = newValue
    _$observationRegistrar.didSet(self, keyPath: keyPath)
    _$observationRegistrar._$stampEdit()
  }

  private nonisolated mutating func _$notify<Member>(_ keyPath: Swift::KeyPath<Self, Member>) {
    if _$observationRegistrar._$isCopyWrite { ObservableStructs::_$separate(&self) }
    _$observationRegistrar.willSet(self, keyPath: keyPath)
    _$observationRegistrar.didSet(self, keyPath: keyPath)
    _$observationRegistrar._$stampEdit()
  }

  private nonisolated mutating func _$stampEdit() {
    _$observationRegistrar._$stampEdit()
  }
}

extension ShapePair: ObservableStructs::ObservableState, Observation::Observable, Swift::CustomReflectable {
  nonisolated var customMirror: Swift::Mirror {
    _$observationRegistrar._$accessWholeValue()
    return Swift::Mirror._$reflecting(self)
  }

  nonisolated static var _$adoptedStorage: [Swift::PartialKeyPath<Self>] {
    [\._$_first, \._$_second]
  }
}


struct ShapeInner {
  var rows: [ShapeRow] = [] {
    @usableFromInline @storageRestrictions(initializes: _$_rows, _$observationRegistrar)
    init(initialValue) {
      _$observationRegistrar = ObservableStructs::ObservationStateRegistrar()
      _$_rows = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \._$_rows)
      return _$_rows
    }
    set {
      if _$observationRegistrar.decideNotification(_$_rows, newValue) ?? ObservableStructs::_$shouldNotifyObservers(_$_rows, newValue) {
        _$set(\._$_rows, to: ObservableStructs::_$placed(newValue, replacing: _$_rows))
      } else {
        _$_rows = newValue
      }
    }
    _modify {
      let _$snapshot = _$observationRegistrar.willModify(&_$_rows)
      defer {
        if _$observationRegistrar.didModify(&_$_rows, _$snapshot) {
          _$notify(\._$_rows)
        } else {
          _$stampEdit()
        }
      }
      yield &_$_rows
    }
  }
  @usableFromInline var _$observationRegistrar = ObservableStructs::ObservationStateRegistrar(); private var _$_rows: [ShapeRow]
  var title: String = "" {
    @usableFromInline @storageRestrictions(initializes: _$_title)
    init(initialValue) {
      _$_title = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \._$_title)
      return _$_title
    }
    set {
      if ObservableStructs::_$plainValueChanged(_$_title, newValue) {
        _$set(\._$_title, to: newValue)
      } else {
        _$_title = newValue
      }
    }
    _modify {
      defer { _$notify(\._$_title) }
      yield &_$_title
    }
  }
  private var _$_title: String

  private nonisolated static var _$registrarOffset: Swift::Int {
    ObservableStructs::_$registrarOffset(\Self._$observationRegistrar)
  }

  public nonisolated var _$id: ObservableStructs::ObservableStateID {
    _$observationRegistrar.id
  }

  public nonisolated var _$lineage: Swift::AnyObject? {
    _$observationRegistrar._$lineage
  }

  public nonisolated var _$editStamp: Swift::UInt64 {
    _$observationRegistrar._$editStamp
  }

  public nonisolated mutating func _$willModify() {
    ObservableStructs::_$renewRegistrarIdentity(of: &self, at: Self._$registrarOffset)
  }

  @inline(__always) private nonisolated mutating func _$set<Member>(_ keyPath: Swift::WritableKeyPath<Self, Member>, to newValue: Member) {
    if _$observationRegistrar._$isCopyWrite { ObservableStructs::_$separate(&self) }
    _$observationRegistrar.willSet(self, keyPath: keyPath)
    self[keyPath: keyPath] = newValue
    _$observationRegistrar.didSet(self, keyPath: keyPath)
    ObservableStructs::_$stampEdit(of: &self, at: Self._$registrarOffset)
  }

  private nonisolated mutating func _$notify<Member>(_ keyPath: Swift::KeyPath<Self, Member>) {
    if _$observationRegistrar._$isCopyWrite { ObservableStructs::_$separate(&self) }
    _$observationRegistrar.willSet(self, keyPath: keyPath)
    _$observationRegistrar.didSet(self, keyPath: keyPath)
    ObservableStructs::_$stampEdit(of: &self, at: Self._$registrarOffset)
  }

  private nonisolated mutating func _$stampEdit() {
    ObservableStructs::_$stampEdit(of: &self, at: Self._$registrarOffset)
  }
}

extension ShapeInner: ObservableStructs::ObservableState, Observation::Observable, Swift::CustomReflectable {
  nonisolated var customMirror: Swift::Mirror {
    _$observationRegistrar._$accessWholeValue()
    return Swift::Mirror._$reflecting(self)
  }

  nonisolated static var _$adoptedStorage: [Swift::PartialKeyPath<Self>] {
    [\._$_rows, \._$_title]
  }
}


enum ShapePanel {
  case none
  case list(ObservableStateArray<ShapeRow>)
  case pair(ShapeRow, Int)
  case inner(ShapeInner)

  public nonisolated var _$id: ObservableStructs::ObservableStateID {
    switch self {
    case .none:
      return ObservableStructs::ObservableStateID._$payloadless._$tag(0)
    case let .list(_0):
      return ObservableStructs::_$id(for: _0)._$tag(1)
    case let .pair(_0, _1):
      return ObservableStructs::_$id(for: _0)._$combined(with: ObservableStructs::_$id(for: _1))._$tag(2)
    case let .inner(_0):
      return ObservableStructs::_$id(for: _0)._$tag(3)
    }
  }

  public nonisolated mutating func _$willModify() {
    switch self {
    case .none:
      break
    case var .list(_0):
      ObservableStructs::_$willModify(&_0)
      self = .list(_0)
    case var .pair(_0, _1):
      ObservableStructs::_$willModify(&_0)
      ObservableStructs::_$willModify(&_1)
      self = .pair(_0, _1)
    case var .inner(_0):
      ObservableStructs::_$willModify(&_0)
      self = .inner(_0)
    }
  }
}

extension ShapePanel: ObservableStructs::ObservableState, Observation::Observable {}


struct ShapeState {
  var grid: [[ShapeRow]] = [] {
    @usableFromInline @storageRestrictions(initializes: _$_grid, _$observationRegistrar)
    init(initialValue) {
      _$observationRegistrar = ObservableStructs::ObservationStateRegistrar()
      _$_grid = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \._$_grid)
      return _$_grid
    }
    set {
      if _$observationRegistrar.decideNotification(_$_grid, newValue) ?? ObservableStructs::_$shouldNotifyObservers(_$_grid, newValue) {
        _$set(\._$_grid, to: ObservableStructs::_$placed(newValue, replacing: _$_grid))
      } else {
        _$_grid = newValue
      }
    }
    _modify {
      let _$snapshot = _$observationRegistrar.willModify(&_$_grid)
      defer {
        if _$observationRegistrar.didModify(&_$_grid, _$snapshot) {
          _$notify(\._$_grid)
        } else {
          _$stampEdit()
        }
      }
      yield &_$_grid
    }
  }
  @usableFromInline var _$observationRegistrar = ObservableStructs::ObservationStateRegistrar(); private var _$_grid: [[ShapeRow]]
  var slots: [ShapeRow?] = [] {
    @usableFromInline @storageRestrictions(initializes: _$_slots)
    init(initialValue) {
      _$_slots = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \._$_slots)
      return _$_slots
    }
    set {
      if _$observationRegistrar.decideNotification(_$_slots, newValue) ?? ObservableStructs::_$shouldNotifyObservers(_$_slots, newValue) {
        _$set(\._$_slots, to: ObservableStructs::_$placed(newValue, replacing: _$_slots))
      } else {
        _$_slots = newValue
      }
    }
    _modify {
      let _$snapshot = _$observationRegistrar.willModify(&_$_slots)
      defer {
        if _$observationRegistrar.didModify(&_$_slots, _$snapshot) {
          _$notify(\._$_slots)
        } else {
          _$stampEdit()
        }
      }
      yield &_$_slots
    }
  }
  private var _$_slots: [ShapeRow?]
  var pair: ShapePair<ShapeRow> = ShapePair(
    first: ShapeRow(id: 1, made: 0), second: ShapeRow(id: 2, made: 0)) {
    @usableFromInline @storageRestrictions(initializes: _$_pair)
    init(initialValue) {
      _$_pair = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \._$_pair)
      return _$_pair
    }
    set {
      if _$observationRegistrar.decideNotification(_$_pair, newValue) ?? ObservableStructs::_$shouldNotifyObservers(_$_pair, newValue) {
        _$set(\._$_pair, to: ObservableStructs::_$placed(newValue, replacing: _$_pair))
      } else {
        _$_pair = newValue
      }
    }
    _modify {
      let _$snapshot = _$observationRegistrar.willModify(&_$_pair)
      defer {
        if _$observationRegistrar.didModify(&_$_pair, _$snapshot) {
          _$notify(\._$_pair)
        } else {
          _$stampEdit()
        }
      }
      yield &_$_pair
    }
  }
  private var _$_pair: ShapePair<ShapeRow>
  var panel: ShapePanel = .none {
    @usableFromInline @storageRestrictions(initializes: _$_panel)
    init(initialValue) {
      _$_panel = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \._$_panel)
      return _$_panel
    }
    set {
      if _$observationRegistrar.decideNotification(_$_panel, newValue) ?? ObservableStructs::_$shouldNotifyObservers(_$_panel, newValue) {
        _$set(\._$_panel, to: ObservableStructs::_$placed(newValue, replacing: _$_panel))
      } else {
        _$_panel = newValue
      }
    }
    _modify {
      let _$snapshot = _$observationRegistrar.willModify(&_$_panel)
      defer {
        if _$observationRegistrar.didModify(&_$_panel, _$snapshot) {
          _$notify(\._$_panel)
        } else {
          _$stampEdit()
        }
      }
      yield &_$_panel
    }
  }
  private var _$_panel: ShapePanel
  var maybeList: ObservableStateArray<ShapeRow>? = nil {
    @usableFromInline @storageRestrictions(initializes: _$_maybeList)
    init(initialValue) {
      _$_maybeList = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \._$_maybeList)
      return _$_maybeList
    }
    set {
      if _$observationRegistrar.decideNotification(_$_maybeList, newValue) ?? ObservableStructs::_$shouldNotifyObservers(_$_maybeList, newValue) {
        _$set(\._$_maybeList, to: ObservableStructs::_$placed(newValue, replacing: _$_maybeList))
      } else {
        _$_maybeList = newValue
      }
    }
    _modify {
      let _$snapshot = _$observationRegistrar.willModify(&_$_maybeList)
      defer {
        if _$observationRegistrar.didModify(&_$_maybeList, _$snapshot) {
          _$notify(\._$_maybeList)
        } else {
          _$stampEdit()
        }
      }
      yield &_$_maybeList
    }
  }
  private var _$_maybeList: Swift::Optional<ObservableStateArray<ShapeRow>>
  var groups: [String: [ShapeRow]] = [:] {
    @usableFromInline @storageRestrictions(initializes: _$_groups)
    init(initialValue) {
      _$_groups = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \._$_groups)
      return _$_groups
    }
    set {
      if _$observationRegistrar.decideNotification(_$_groups, newValue) ?? ObservableStructs::_$shouldNotifyObservers(_$_groups, newValue) {
        _$set(\._$_groups, to: ObservableStructs::_$placed(newValue, replacing: _$_groups))
      } else {
        _$_groups = newValue
      }
    }
    _modify {
      let _$snapshot = _$observationRegistrar.willModify(&_$_groups)
      defer {
        if _$observationRegistrar.didModify(&_$_groups, _$snapshot) {
          _$notify(\._$_groups)
        } else {
          _$stampEdit()
        }
      }
      yield &_$_groups
    }
  }
  private var _$_groups: [String: [ShapeRow]]
  var inner: ShapeInner? = nil {
    @usableFromInline @storageRestrictions(initializes: _$_inner)
    init(initialValue) {
      _$_inner = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \._$_inner)
      return _$_inner
    }
    set {
      if _$observationRegistrar.decideNotification(_$_inner, newValue) ?? ObservableStructs::_$shouldNotifyObservers(_$_inner, newValue) {
        _$set(\._$_inner, to: ObservableStructs::_$placed(newValue, replacing: _$_inner))
      } else {
        _$_inner = newValue
      }
    }
    _modify {
      let _$snapshot = _$observationRegistrar.willModify(&_$_inner)
      defer {
        if _$observationRegistrar.didModify(&_$_inner, _$snapshot) {
          _$notify(\._$_inner)
        } else {
          _$stampEdit()
        }
      }
      yield &_$_inner
    }
  }
  private var _$_inner: Swift::Optional<ShapeInner>
  var panels: [ShapePanel] = [] {
    @usableFromInline @storageRestrictions(initializes: _$_panels)
    init(initialValue) {
      _$_panels = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \._$_panels)
      return _$_panels
    }
    set {
      if _$observationRegistrar.decideNotification(_$_panels, newValue) ?? ObservableStructs::_$shouldNotifyObservers(_$_panels, newValue) {
        _$set(\._$_panels, to: ObservableStructs::_$placed(newValue, replacing: _$_panels))
      } else {
        _$_panels = newValue
      }
    }
    _modify {
      let _$snapshot = _$observationRegistrar.willModify(&_$_panels)
      defer {
        if _$observationRegistrar.didModify(&_$_panels, _$snapshot) {
          _$notify(\._$_panels)
        } else {
          _$stampEdit()
        }
      }
      yield &_$_panels
    }
  }
  private var _$_panels: [ShapePanel]
  var tagSet: Set<Int> = [] {
    @usableFromInline @storageRestrictions(initializes: _$_tagSet)
    init(initialValue) {
      _$_tagSet = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \._$_tagSet)
      return _$_tagSet
    }
    set {
      if ObservableStructs::_$plainValueChanged(_$_tagSet, newValue) {
        _$set(\._$_tagSet, to: newValue)
      } else {
        _$_tagSet = newValue
      }
    }
    _modify {
      defer { _$notify(\._$_tagSet) }
      yield &_$_tagSet
    }
  }
  private var _$_tagSet: Set<Int>

  /// Every row of the grid, row by row.
  var gridLabels: String {
    grid.map { $0.map(\.label).joined(separator: ",") }.joined(separator: "|")
  }
  /// Every slot, `-` for an empty one.
  var slotLabels: String { slots.map { $0?.label ?? "-" }.joined(separator: ",") }
  /// The rows counting more than two, from the grid and the slots.
  var bigOnes: [ShapeRow] {
    grid.flatMap { $0 }.filter { $0.n > 2 } + slots.compactMap { $0 }.filter { $0.n > 2 }
  }
  /// What the panel shows.
  var panelText: String { describe(panel) }
  /// The groups, by key.
  var groupText: String {
    groups.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value.map(\.label))" }
      .joined(separator: ";")
  }
  /// The sum of the rebuild counts of the grid's rows and the optional list's.
  var made: Int {
    grid.flatMap { $0 }.reduce(0) { $0 + $1.made } + (maybeList?.reduce(0) { $0 + $1.made } ?? 0)
  }

  /// What a panel shows.
  func describe(_ panel: ShapePanel) -> String {
    switch panel {
    case .none: "none"
    case .list(let rows): "list(\(rows.map(\.label)))"
    case .pair(let row, let count): "pair(\(row.label),\(count))"
    case .inner(let inner): "inner(\(inner.title),\(inner.rows.map(\.label)))"
    }
  }

  /// Replaces the whole state by one whose grid is reversed.
  mutating func reverseGridWholesale() { let _$previousValue = self; defer { _ = self._$adopt(_$previousValue) };
    self = ShapeState(
      grid: grid.reversed(), slots: slots, pair: pair, panel: panel, maybeList: maybeList,
      groups: groups, inner: inner, panels: panels, tagSet: tagSet)
  }

  private nonisolated static var _$registrarOffset: Swift::Int {
    ObservableStructs::_$registrarOffset(\Self._$observationRegistrar)
  }

  public nonisolated var _$id: ObservableStructs::ObservableStateID {
    _$observationRegistrar.id
  }

  public nonisolated var _$lineage: Swift::AnyObject? {
    _$observationRegistrar._$lineage
  }

  public nonisolated var _$editStamp: Swift::UInt64 {
    _$observationRegistrar._$editStamp
  }

  public nonisolated mutating func _$willModify() {
    ObservableStructs::_$renewRegistrarIdentity(of: &self, at: Self._$registrarOffset)
  }

  @inline(__always) private nonisolated mutating func _$set<Member>(_ keyPath: Swift::WritableKeyPath<Self, Member>, to newValue: Member) {
    if _$observationRegistrar._$isCopyWrite { ObservableStructs::_$separate(&self) }
    _$observationRegistrar.willSet(self, keyPath: keyPath)
    self[keyPath: keyPath] = newValue
    _$observationRegistrar.didSet(self, keyPath: keyPath)
    ObservableStructs::_$stampEdit(of: &self, at: Self._$registrarOffset)
  }

  private nonisolated mutating func _$notify<Member>(_ keyPath: Swift::KeyPath<Self, Member>) {
    if _$observationRegistrar._$isCopyWrite { ObservableStructs::_$separate(&self) }
    _$observationRegistrar.willSet(self, keyPath: keyPath)
    _$observationRegistrar.didSet(self, keyPath: keyPath)
    ObservableStructs::_$stampEdit(of: &self, at: Self._$registrarOffset)
  }

  private nonisolated mutating func _$stampEdit() {
    ObservableStructs::_$stampEdit(of: &self, at: Self._$registrarOffset)
  }
}

extension ShapeState: ObservableStructs::ObservableState, Observation::Observable, Swift::CustomReflectable {
  nonisolated var customMirror: Swift::Mirror {
    _$observationRegistrar._$accessWholeValue()
    return Swift::Mirror._$reflecting(self)
  }

  nonisolated static var _$adoptedStorage: [Swift::PartialKeyPath<Self>] {
    [\._$_grid, \._$_slots, \._$_pair, \._$_panel, \._$_maybeList, \._$_groups, \._$_inner, \._$_panels, \._$_tagSet]
  }
}

extension ShapePanel {
  /// Counts one more in every row the panel holds, replacing the case.
  mutating func bumpAll() {
    switch self {
    case .none: break
    case .list(var rows):
      for index in rows.indices { rows[index].n += 1 }
      self = .list(rows)
    case .pair(var row, let count):
      row.n += 1
      self = .pair(row, count + 1)
    case .inner(var inner):
      inner.title += "!"
      self = .inner(inner)
    }
  }
}
