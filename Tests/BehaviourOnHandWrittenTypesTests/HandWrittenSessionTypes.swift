// swift-format-ignore-file
// The session model of `RandomSessionTests`, written out as the generator expands
// `Tests/Shared/SessionTypes.swift.observable` (`observable-structs expand --no-source-location`),
// so that the random sessions also run against types that no generator touches in this target.
// Left as the generator writes it, hence unformatted.

import ObservableStructs
import Observation

// The list/detail model the random sessions (`RandomSessionTests`) play against: rows in an
// `ObservableStateArray` and in a plain `[Row]`, an optional draft, a child that is not
// `Equatable`, an enum route whose cases carry several values, and values derived from state
// in computed properties (a filter, a prefix, a sort, a map into plain structs, an annotated
// struct built from a row). Compiled by the build plugin and by the macro; the hand-written
// target has its expansion written out.


struct SessionTodo: Identifiable, Equatable {
  let id: Int
  var title: String = "" {
    @usableFromInline @storageRestrictions(initializes: _$_title, _$observationRegistrar)
    init(initialValue) {
      _$observationRegistrar = ObservableStructs::ObservationStateRegistrar()
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
  @usableFromInline var _$observationRegistrar = ObservableStructs::ObservationStateRegistrar(); private var _$_title: String
  var isComplete: Bool = false {
    @usableFromInline @storageRestrictions(initializes: _$_isComplete)
    init(initialValue) {
      _$_isComplete = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \._$_isComplete)
      return _$_isComplete
    }
    set {
      if ObservableStructs::_$plainValueChanged(_$_isComplete, newValue) {
        _$set(\._$_isComplete, to: newValue)
      } else {
        _$_isComplete = newValue
      }
    }
    _modify {
      defer { _$notify(\._$_isComplete) }
      yield &_$_isComplete
    }
  }
  private var _$_isComplete: Bool

  /// What a row view shows.
  var summary: String { isComplete ? "\(title)✓" : title }

  /// Replaces the whole value, as a reducer that rebuilds a row does.
  mutating func retitleWholesale(_ newTitle: String) { let _$previousValue = self; defer { _ = self._$adopt(_$previousValue) };
    self = SessionTodo(id: id, title: newTitle, isComplete: isComplete)
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

extension SessionTodo: ObservableStructs::ObservableState, Observation::Observable, Swift::CustomReflectable {
  nonisolated var customMirror: Swift::Mirror {
    _$observationRegistrar._$accessWholeValue()
    var children: [Swift::Mirror.Child] = []
    children.append(Swift::Mirror._$child("id", self.id))
    children.append(Swift::Mirror._$child("title", self._$_title))
    children.append(Swift::Mirror._$child("isComplete", self._$_isComplete))
    return Swift::Mirror(self, children: children, displayStyle: .struct)
  }

  nonisolated static var _$adoptedStorage: [Swift::PartialKeyPath<Self>] {
    [\._$_title, \._$_isComplete]
  }
}

/// A child that is not `Equatable`: a copy written back can only be told apart by identity.

struct SessionProfile {
  var name: String = "P" {
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
  var score: Int = 0 {
    @usableFromInline @storageRestrictions(initializes: _$_score)
    init(initialValue) {
      _$_score = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \._$_score)
      return _$_score
    }
    set {
      if ObservableStructs::_$plainValueChanged(_$_score, newValue) {
        _$set(\._$_score, to: newValue)
      } else {
        _$_score = newValue
      }
    }
    _modify {
      defer { _$notify(\._$_score) }
      yield &_$_score
    }
  }
  private var _$_score: Int

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

extension SessionProfile: ObservableStructs::ObservableState, Observation::Observable, Swift::CustomReflectable {
  nonisolated var customMirror: Swift::Mirror {
    _$observationRegistrar._$accessWholeValue()
    var children: [Swift::Mirror.Child] = []
    children.append(Swift::Mirror._$child("name", self._$_name))
    children.append(Swift::Mirror._$child("score", self._$_score))
    return Swift::Mirror(self, children: children, displayStyle: .struct)
  }

  nonisolated static var _$adoptedStorage: [Swift::PartialKeyPath<Self>] {
    [\._$_name, \._$_score]
  }
}

/// A plain struct built from a row for display.
struct SessionHeader: Equatable {
  var title: String
  var isComplete: Bool
}

/// An annotated struct built from a row for display.

struct SessionBadge {
  var todo: SessionTodo {
    @usableFromInline @storageRestrictions(initializes: _$_todo, _$observationRegistrar)
    init(initialValue) {
      _$observationRegistrar = ObservableStructs::ObservationStateRegistrar()
      _$_todo = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \._$_todo)
      return _$_todo
    }
    set {
      if _$observationRegistrar.decideNotification(_$_todo, newValue) ?? ObservableStructs::_$shouldNotifyObservers(_$_todo, newValue) {
        _$set(\._$_todo, to: ObservableStructs::_$placed(newValue, replacing: _$_todo))
      } else {
        _$_todo = newValue
      }
    }
    _modify {
      let _$snapshot = _$observationRegistrar.willModify(&_$_todo)
      defer {
        if _$observationRegistrar.didModify(&_$_todo, _$snapshot) {
          _$notify(\._$_todo)
        } else {
          _$stampEdit()
        }
      }
      yield &_$_todo
    }
  }
  @usableFromInline var _$observationRegistrar = ObservableStructs::ObservationStateRegistrar(); private var _$_todo: SessionTodo
  var label: String { "[\(todo.summary)]" }

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

extension SessionBadge: ObservableStructs::ObservableState, Observation::Observable, Swift::CustomReflectable {
  nonisolated var customMirror: Swift::Mirror {
    _$observationRegistrar._$accessWholeValue()
    var children: [Swift::Mirror.Child] = []
    children.append(Swift::Mirror._$child("todo", self._$_todo))
    return Swift::Mirror(self, children: children, displayStyle: .struct)
  }

  nonisolated static var _$adoptedStorage: [Swift::PartialKeyPath<Self>] {
    [\._$_todo]
  }
}


enum SessionRoute {
  case detail(SessionTodo)
  case compare(SessionTodo, SessionTodo)
  case settings(SessionProfile, Int)
  case about

  public nonisolated var _$id: ObservableStructs::ObservableStateID {
    switch self {
    case let .detail(_0):
      return ObservableStructs::_$id(for: _0)._$tag(0)
    case let .compare(_0, _1):
      return ObservableStructs::_$id(for: _0)._$combined(with: ObservableStructs::_$id(for: _1))._$tag(1)
    case let .settings(_0, _1):
      return ObservableStructs::_$id(for: _0)._$combined(with: ObservableStructs::_$id(for: _1))._$tag(2)
    case .about:
      return ObservableStructs::ObservableStateID._$payloadless._$tag(3)
    }
  }

  public nonisolated mutating func _$willModify() {
    switch self {
    case var .detail(_0):
      ObservableStructs::_$willModify(&_0)
      self = .detail(_0)
    case var .compare(_0, _1):
      ObservableStructs::_$willModify(&_0)
      ObservableStructs::_$willModify(&_1)
      self = .compare(_0, _1)
    case var .settings(_0, _1):
      ObservableStructs::_$willModify(&_0)
      ObservableStructs::_$willModify(&_1)
      self = .settings(_0, _1)
    case .about:
      break
    }
  }
}

extension SessionRoute: ObservableStructs::ObservableState, Observation::Observable {}


struct SessionState {
  var hidesCompleted: Bool = true {
    @usableFromInline @storageRestrictions(initializes: _$_hidesCompleted, _$observationRegistrar)
    init(initialValue) {
      _$observationRegistrar = ObservableStructs::ObservationStateRegistrar()
      _$_hidesCompleted = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \._$_hidesCompleted)
      return _$_hidesCompleted
    }
    set {
      if ObservableStructs::_$plainValueChanged(_$_hidesCompleted, newValue) {
        _$set(\._$_hidesCompleted, to: newValue)
      } else {
        _$_hidesCompleted = newValue
      }
    }
    _modify {
      defer { _$notify(\._$_hidesCompleted) }
      yield &_$_hidesCompleted
    }
  }
  @usableFromInline var _$observationRegistrar = ObservableStructs::ObservationStateRegistrar(); private var _$_hidesCompleted: Bool
  var todos: ObservableStateArray<SessionTodo> = [] {
    @usableFromInline @storageRestrictions(initializes: _$_todos)
    init(initialValue) {
      _$_todos = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \._$_todos)
      return _$_todos
    }
    set {
      if _$observationRegistrar.decideNotification(_$_todos, newValue) ?? ObservableStructs::_$shouldNotifyObservers(_$_todos, newValue) {
        _$set(\._$_todos, to: ObservableStructs::_$placed(newValue, replacing: _$_todos))
      } else {
        _$_todos = newValue
      }
    }
    _modify {
      let _$snapshot = _$observationRegistrar.willModify(&_$_todos)
      defer {
        if _$observationRegistrar.didModify(&_$_todos, _$snapshot) {
          _$notify(\._$_todos)
        } else {
          _$stampEdit()
        }
      }
      yield &_$_todos
    }
  }
  private var _$_todos: ObservableStateArray<SessionTodo>
  var rows: [SessionTodo] = [] {
    @usableFromInline @storageRestrictions(initializes: _$_rows)
    init(initialValue) {
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
  private var _$_rows: [SessionTodo]
  var draft: SessionTodo? = nil {
    @usableFromInline @storageRestrictions(initializes: _$_draft)
    init(initialValue) {
      _$_draft = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \._$_draft)
      return _$_draft
    }
    set {
      if _$observationRegistrar.decideNotification(_$_draft, newValue) ?? ObservableStructs::_$shouldNotifyObservers(_$_draft, newValue) {
        _$set(\._$_draft, to: ObservableStructs::_$placed(newValue, replacing: _$_draft))
      } else {
        _$_draft = newValue
      }
    }
    _modify {
      let _$snapshot = _$observationRegistrar.willModify(&_$_draft)
      defer {
        if _$observationRegistrar.didModify(&_$_draft, _$snapshot) {
          _$notify(\._$_draft)
        } else {
          _$stampEdit()
        }
      }
      yield &_$_draft
    }
  }
  private var _$_draft: Swift::Optional<SessionTodo>
  var profile: SessionProfile = SessionProfile() {
    @usableFromInline @storageRestrictions(initializes: _$_profile)
    init(initialValue) {
      _$_profile = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \._$_profile)
      return _$_profile
    }
    set {
      if _$observationRegistrar.decideNotification(_$_profile, newValue) ?? ObservableStructs::_$shouldNotifyObservers(_$_profile, newValue) {
        _$set(\._$_profile, to: ObservableStructs::_$placed(newValue, replacing: _$_profile))
      } else {
        _$_profile = newValue
      }
    }
    _modify {
      let _$snapshot = _$observationRegistrar.willModify(&_$_profile)
      defer {
        if _$observationRegistrar.didModify(&_$_profile, _$snapshot) {
          _$notify(\._$_profile)
        } else {
          _$stampEdit()
        }
      }
      yield &_$_profile
    }
  }
  private var _$_profile: SessionProfile
  var route: SessionRoute? = nil {
    @usableFromInline @storageRestrictions(initializes: _$_route)
    init(initialValue) {
      _$_route = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \._$_route)
      return _$_route
    }
    set {
      if _$observationRegistrar.decideNotification(_$_route, newValue) ?? ObservableStructs::_$shouldNotifyObservers(_$_route, newValue) {
        _$set(\._$_route, to: ObservableStructs::_$placed(newValue, replacing: _$_route))
      } else {
        _$_route = newValue
      }
    }
    _modify {
      let _$snapshot = _$observationRegistrar.willModify(&_$_route)
      defer {
        if _$observationRegistrar.didModify(&_$_route, _$snapshot) {
          _$notify(\._$_route)
        } else {
          _$stampEdit()
        }
      }
      yield &_$_route
    }
  }
  private var _$_route: Swift::Optional<SessionRoute>
  var counter: Int = 0 {
    @usableFromInline @storageRestrictions(initializes: _$_counter)
    init(initialValue) {
      _$_counter = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \._$_counter)
      return _$_counter
    }
    set {
      if ObservableStructs::_$plainValueChanged(_$_counter, newValue) {
        _$set(\._$_counter, to: newValue)
      } else {
        _$_counter = newValue
      }
    }
    _modify {
      defer { _$notify(\._$_counter) }
      yield &_$_counter
    }
  }
  private var _$_counter: Int

  /// The list screen's rows: a filter of the todos.
  var visibleTodos: ObservableStateArray<SessionTodo> {
    hidesCompleted ? todos.filter { !$0.isComplete } : todos
  }
  /// The first two todos, as an array of their own.
  var firstTwo: ObservableStateArray<SessionTodo> { ObservableStateArray(todos.prefix(2)) }
  /// The plain rows, sorted by title.
  var sortedRows: [SessionTodo] { rows.sorted { ($0.title, $0.id) < ($1.title, $1.id) } }
  /// Plain structs made from the todos.
  var headers: [SessionHeader] {
    todos.map { SessionHeader(title: $0.title, isComplete: $0.isComplete) }
  }
  /// An annotated struct made from the first todo.
  var badge: SessionBadge? { todos.first.map { SessionBadge(todo: $0) } }
  /// Annotated structs made from every plain row.
  var rowBadges: [SessionBadge] { rows.map { SessionBadge(todo: $0) } }
  /// The first todo, edited as a copy for display: its title in capitals.
  var loudFirst: SessionTodo? {
    guard var first = todos.first else { return nil }
    first.title = first.title.uppercased()
    return first
  }
  /// A badge whose initializer edits the todo it was given.
  var shoutingBadge: SessionBadge? { todos.first.map { SessionBadge(shouting: $0) } }
  /// The todos followed by the plain rows, joined with `+`.
  var everything: ObservableStateArray<SessionTodo> { todos + rows }

  /// Replaces the whole state by one holding the same data: an undo to where the state is.
  mutating func rebuildWholesale() { let _$previousValue = self; defer { _ = self._$adopt(_$previousValue) };
    self = SessionState(
      hidesCompleted: hidesCompleted,
      todos: ObservableStateArray(
        todos.map { SessionTodo(id: $0.id, title: $0.title, isComplete: $0.isComplete) }),
      rows: rows.map { SessionTodo(id: $0.id, title: $0.title, isComplete: $0.isComplete) },
      draft: draft.map { SessionTodo(id: $0.id, title: $0.title, isComplete: $0.isComplete) },
      profile: SessionProfile(name: profile.name, score: profile.score), route: route,
      counter: counter)
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

extension SessionState: ObservableStructs::ObservableState, Observation::Observable, Swift::CustomReflectable {
  nonisolated var customMirror: Swift::Mirror {
    _$observationRegistrar._$accessWholeValue()
    var children: [Swift::Mirror.Child] = []
    children.append(Swift::Mirror._$child("hidesCompleted", self._$_hidesCompleted))
    children.append(Swift::Mirror._$child("todos", self._$_todos))
    children.append(Swift::Mirror._$child("rows", self._$_rows))
    children.append(Swift::Mirror._$child("draft", self._$_draft))
    children.append(Swift::Mirror._$child("profile", self._$_profile))
    children.append(Swift::Mirror._$child("route", self._$_route))
    children.append(Swift::Mirror._$child("counter", self._$_counter))
    return Swift::Mirror(self, children: children, displayStyle: .struct)
  }

  nonisolated static var _$adoptedStorage: [Swift::PartialKeyPath<Self>] {
    [\._$_hidesCompleted, \._$_todos, \._$_rows, \._$_draft, \._$_profile, \._$_route, \._$_counter]
  }
}

extension SessionProfile {
  /// Replaces the whole value from an extension.
  mutating func renameWholesale(_ name: String) { let _$previousValue = self; defer { _ = self._$adopt(_$previousValue) };
    self = SessionProfile(name: name, score: score)
  }
}

extension SessionRoute {
  /// Edits the first payload of a `detail` or `compare` route in place.
  mutating func retitleFirst(_ title: String) {
    switch self {
    case .detail(var todo):
      todo.title = title
      self = .detail(todo)
    case .compare(var first, let second):
      first.title = title
      self = .compare(first, second)
    case .settings(var profile, let level):
      profile.name = title
      self = .settings(profile, level)
    case .about:
      break
    }
  }

  /// What a route view shows.
  var summary: String {
    switch self {
    case .detail(let todo): "detail(\(todo.summary))"
    case .compare(let first, let second): "compare(\(first.summary), \(second.summary))"
    case .settings(let profile, let level): "settings(\(profile.name), \(level))"
    case .about: "about"
    }
  }
}

extension SessionBadge {
  /// A badge for `todo` with its title in capitals: an initializer that edits what it was
  /// given.
  init(shouting todo: SessionTodo) {
    self.init(todo: todo)
    self.todo.title = todo.title.uppercased()
  }
}
