// swift-format-ignore-file
// The model of `PeerObservationSuiteTests`, written out as the generator expands
// `Tests/Shared/PeerSuiteTypes.swift.observable` (`observable-structs expand --no-source-location`).

import ObservableStructs
import Observation

// The model of `PeerObservationSuiteTests`: the shapes the Composable Architecture's own
// observation tests use, written with this package's types (an optional child for a
// presentation, an `ObservableStateArray` for an identified array, a plain array of children).


struct PeerChild: Equatable, Identifiable {
  let id: Int
  var count: Swift::Int = 0 {
    @usableFromInline @storageRestrictions(initializes: _$_count, _$observationRegistrar)
    init(initialValue) {
      _$observationRegistrar = ObservableStructs::ObservationStateRegistrar()
      _$_count = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \._$_count)
      return _$_count
    }
    set {
      if ObservableStructs::_$plainValueChanged(_$_count, newValue) {
        _$set(\._$_count, to: newValue)
      } else {
        _$_count = newValue
      }
    }
    _modify {
      defer { _$notify(\._$_count) }
      yield &_$_count
    }
  }
  @usableFromInline var _$observationRegistrar = ObservableStructs::ObservationStateRegistrar(); private var _$_count: Swift::Int

  init(id: Int = 0, count: Int = 0) {
    self.id = id
    self.count = count
  }

  mutating func replace(with other: Self) { let _$previousValue = self; defer { _ = self._$adopt(_$previousValue) };
    self = other
  }

  mutating func reset() { let _$previousValue = self; defer { _ = self._$adopt(_$previousValue) };
    self = Self()
  }

  /// A copy of the value, made by a mutating method.
  mutating func copy() -> Self {
    self
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

extension PeerChild: ObservableStructs::ObservableState, Observation::Observable, Swift::CustomReflectable {
  nonisolated var customMirror: Swift::Mirror {
    _$observationRegistrar._$accessWholeValue()
    var children: [Swift::Mirror.Child] = []
    children.append(Swift::Mirror._$child("id", self.id))
    children.append(Swift::Mirror._$child("count", self._$_count))
    return Swift::Mirror(self, children: children, displayStyle: .struct)
  }

  nonisolated static var _$adoptedStorage: [Swift::PartialKeyPath<Self>] {
    [\._$_count]
  }
}


enum PeerDestination: Equatable {
  case child1(PeerChild)
  case child2(PeerChild)
  case inert(Int)

  public nonisolated var _$id: ObservableStructs::ObservableStateID {
    switch self {
    case let .child1(_0):
      return ObservableStructs::_$id(for: _0)._$tag(0)
    case let .child2(_0):
      return ObservableStructs::_$id(for: _0)._$tag(1)
    case let .inert(_0):
      return ObservableStructs::_$id(for: _0)._$tag(2)
    }
  }

  public nonisolated mutating func _$willModify() {
    switch self {
    case var .child1(_0):
      ObservableStructs::_$willModify(&_0)
      self = .child1(_0)
    case var .child2(_0):
      ObservableStructs::_$willModify(&_0)
      self = .child2(_0)
    case var .inert(_0):
      ObservableStructs::_$willModify(&_0)
      self = .inert(_0)
    }
  }
}

extension PeerDestination: ObservableStructs::ObservableState, Observation::Observable {}


struct PeerParent: Equatable {
  var child: PeerChild = PeerChild() {
    @usableFromInline @storageRestrictions(initializes: _$_child, _$observationRegistrar)
    init(initialValue) {
      _$observationRegistrar = ObservableStructs::ObservationStateRegistrar()
      _$_child = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \._$_child)
      return _$_child
    }
    set {
      if _$observationRegistrar.decideNotification(_$_child, newValue) ?? ObservableStructs::_$shouldNotifyObservers(_$_child, newValue) {
        _$set(\._$_child, to: ObservableStructs::_$placed(newValue, replacing: _$_child))
      } else {
        _$_child = newValue
      }
    }
    _modify {
      let _$snapshot = _$observationRegistrar.willModify(&_$_child)
      defer {
        if _$observationRegistrar.didModify(&_$_child, _$snapshot) {
          _$notify(\._$_child)
        } else {
          _$stampEdit()
        }
      }
      yield &_$_child
    }
  }
  @usableFromInline var _$observationRegistrar = ObservableStructs::ObservationStateRegistrar(); private var _$_child: PeerChild
  var destination: PeerDestination? = nil {
    @usableFromInline @storageRestrictions(initializes: _$_destination)
    init(initialValue) {
      _$_destination = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \._$_destination)
      return _$_destination
    }
    set {
      if _$observationRegistrar.decideNotification(_$_destination, newValue) ?? ObservableStructs::_$shouldNotifyObservers(_$_destination, newValue) {
        _$set(\._$_destination, to: ObservableStructs::_$placed(newValue, replacing: _$_destination))
      } else {
        _$_destination = newValue
      }
    }
    _modify {
      let _$snapshot = _$observationRegistrar.willModify(&_$_destination)
      defer {
        if _$observationRegistrar.didModify(&_$_destination, _$snapshot) {
          _$notify(\._$_destination)
        } else {
          _$stampEdit()
        }
      }
      yield &_$_destination
    }
  }
  private var _$_destination: Swift::Optional<PeerDestination>
  var children: [PeerChild] = [] {
    @usableFromInline @storageRestrictions(initializes: _$_children)
    init(initialValue) {
      _$_children = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \._$_children)
      return _$_children
    }
    set {
      if _$observationRegistrar.decideNotification(_$_children, newValue) ?? ObservableStructs::_$shouldNotifyObservers(_$_children, newValue) {
        _$set(\._$_children, to: ObservableStructs::_$placed(newValue, replacing: _$_children))
      } else {
        _$_children = newValue
      }
    }
    _modify {
      let _$snapshot = _$observationRegistrar.willModify(&_$_children)
      defer {
        if _$observationRegistrar.didModify(&_$_children, _$snapshot) {
          _$notify(\._$_children)
        } else {
          _$stampEdit()
        }
      }
      yield &_$_children
    }
  }
  private var _$_children: [PeerChild]
  var optional: PeerChild? = nil {
    @usableFromInline @storageRestrictions(initializes: _$_optional)
    init(initialValue) {
      _$_optional = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \._$_optional)
      return _$_optional
    }
    set {
      if _$observationRegistrar.decideNotification(_$_optional, newValue) ?? ObservableStructs::_$shouldNotifyObservers(_$_optional, newValue) {
        _$set(\._$_optional, to: ObservableStructs::_$placed(newValue, replacing: _$_optional))
      } else {
        _$_optional = newValue
      }
    }
    _modify {
      let _$snapshot = _$observationRegistrar.willModify(&_$_optional)
      defer {
        if _$observationRegistrar.didModify(&_$_optional, _$snapshot) {
          _$notify(\._$_optional)
        } else {
          _$stampEdit()
        }
      }
      yield &_$_optional
    }
  }
  private var _$_optional: Swift::Optional<PeerChild>
  var rows: ObservableStateArray<PeerChild> = [] {
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
  private var _$_rows: ObservableStateArray<PeerChild>
  var sibling: PeerChild = PeerChild() {
    @usableFromInline @storageRestrictions(initializes: _$_sibling)
    init(initialValue) {
      _$_sibling = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \._$_sibling)
      return _$_sibling
    }
    set {
      if _$observationRegistrar.decideNotification(_$_sibling, newValue) ?? ObservableStructs::_$shouldNotifyObservers(_$_sibling, newValue) {
        _$set(\._$_sibling, to: ObservableStructs::_$placed(newValue, replacing: _$_sibling))
      } else {
        _$_sibling = newValue
      }
    }
    _modify {
      let _$snapshot = _$observationRegistrar.willModify(&_$_sibling)
      defer {
        if _$observationRegistrar.didModify(&_$_sibling, _$snapshot) {
          _$notify(\._$_sibling)
        } else {
          _$stampEdit()
        }
      }
      yield &_$_sibling
    }
  }
  private var _$_sibling: PeerChild

  mutating func swap() {
    let childCopy = child
    self.child = self.sibling
    self.sibling = childCopy
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

extension PeerParent: ObservableStructs::ObservableState, Observation::Observable, Swift::CustomReflectable {
  nonisolated var customMirror: Swift::Mirror {
    _$observationRegistrar._$accessWholeValue()
    var children: [Swift::Mirror.Child] = []
    children.append(Swift::Mirror._$child("child", self._$_child))
    children.append(Swift::Mirror._$child("destination", self._$_destination))
    children.append(Swift::Mirror._$child("children", self._$_children))
    children.append(Swift::Mirror._$child("optional", self._$_optional))
    children.append(Swift::Mirror._$child("rows", self._$_rows))
    children.append(Swift::Mirror._$child("sibling", self._$_sibling))
    return Swift::Mirror(self, children: children, displayStyle: .struct)
  }

  nonisolated static var _$adoptedStorage: [Swift::PartialKeyPath<Self>] {
    [\._$_child, \._$_destination, \._$_children, \._$_optional, \._$_rows, \._$_sibling]
  }
}


enum PeerCount: String {
  case one, two

  public nonisolated var _$id: ObservableStructs::ObservableStateID {
    switch self {
    case .one:
      return ObservableStructs::ObservableStateID._$payloadless._$tag(0)
    case .two:
      return ObservableStructs::ObservableStateID._$payloadless._$tag(1)
    }
  }

  public nonisolated mutating func _$willModify() {
    switch self {
    case .one:
      break
    case .two:
      break
    }
  }
}

extension PeerCount: ObservableStructs::ObservableState, Observation::Observable {}


enum PeerEnumState: Equatable {
  case count(PeerCount)
  case anotherCount(PeerCount)
  case int(Int)

  public nonisolated var _$id: ObservableStructs::ObservableStateID {
    switch self {
    case let .count(_0):
      return ObservableStructs::_$id(for: _0)._$tag(0)
    case let .anotherCount(_0):
      return ObservableStructs::_$id(for: _0)._$tag(1)
    case let .int(_0):
      return ObservableStructs::_$id(for: _0)._$tag(2)
    }
  }

  public nonisolated mutating func _$willModify() {
    switch self {
    case var .count(_0):
      ObservableStructs::_$willModify(&_0)
      self = .count(_0)
    case var .anotherCount(_0):
      ObservableStructs::_$willModify(&_0)
      self = .anotherCount(_0)
    case var .int(_0):
      ObservableStructs::_$willModify(&_0)
      self = .int(_0)
    }
  }
}

extension PeerEnumState: ObservableStructs::ObservableState, Observation::Observable {}
