// swift-format-ignore-file
// The types of `CustomEqualityTests`, written out as the generator expands
// `Tests/Shared/CustomEqualityTypes.swift.observable` (`observable-structs expand --no-source-location`),
// so that the tests also run against types that no generator touches in this target.
// Left as the generator writes it, hence unformatted.

import ObservableStructs
import Observation

// Types whose `==` compares less than they hold, as many apps write it for rows (`==` by id):
// `CustomEqualityTests` checks that a value assigned, written back or restored lands whole, and
// that its readers show it, whatever the type's `==` answers. Compiled by the build plugin and
// by the macro; the hand-written target has its expansion written out.

/// A contact whose `==` compares ids only.

struct IDEqualContact: Identifiable, Equatable {
  let id: Int
  var name: String {
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

  static func == (lhs: IDEqualContact, rhs: IDEqualContact) -> Bool { lhs.id == rhs.id }

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

extension IDEqualContact: ObservableStructs::ObservableState, Observation::Observable, Swift::CustomReflectable {
  nonisolated var customMirror: Swift::Mirror {
    _$observationRegistrar._$accessWholeValue()
    return Swift::Mirror._$reflecting(self)
  }

  nonisolated static var _$adoptedStorage: [Swift::PartialKeyPath<Self>] {
    [\._$_name]
  }
}

/// A book of contacts held in every shape a state holds rows: a child, a plain list, a
/// dictionary and an `ObservableStateArray`.

struct IDEqualBook {
  var vip: IDEqualContact = IDEqualContact(id: 1, name: "Ann") {
    @usableFromInline @storageRestrictions(initializes: _$_vip, _$observationRegistrar)
    init(initialValue) {
      _$observationRegistrar = ObservableStructs::ObservationStateRegistrar()
      _$_vip = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \._$_vip)
      return _$_vip
    }
    set {
      if _$observationRegistrar.decideNotification(_$_vip, newValue) ?? ObservableStructs::_$shouldNotifyObservers(_$_vip, newValue) {
        _$set(\._$_vip, to: ObservableStructs::_$placed(newValue, replacing: _$_vip))
      } else {
        _$_vip = newValue
      }
    }
    _modify {
      let _$snapshot = _$observationRegistrar.willModify(&_$_vip)
      defer {
        if _$observationRegistrar.didModify(&_$_vip, _$snapshot) {
          _$notify(\._$_vip)
        } else {
          _$stampEdit()
        }
      }
      yield &_$_vip
    }
  }
  @usableFromInline var _$observationRegistrar = ObservableStructs::ObservationStateRegistrar(); private var _$_vip: IDEqualContact
  var plain: [IDEqualContact] = [IDEqualContact(id: 2, name: "Ann")] {
    @usableFromInline @storageRestrictions(initializes: _$_plain)
    init(initialValue) {
      _$_plain = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \._$_plain)
      return _$_plain
    }
    set {
      if _$observationRegistrar.decideNotification(_$_plain, newValue) ?? ObservableStructs::_$shouldNotifyObservers(_$_plain, newValue) {
        _$set(\._$_plain, to: ObservableStructs::_$placed(newValue, replacing: _$_plain))
      } else {
        _$_plain = newValue
      }
    }
    _modify {
      let _$snapshot = _$observationRegistrar.willModify(&_$_plain)
      defer {
        if _$observationRegistrar.didModify(&_$_plain, _$snapshot) {
          _$notify(\._$_plain)
        } else {
          _$stampEdit()
        }
      }
      yield &_$_plain
    }
  }
  private var _$_plain: [IDEqualContact]
  var byKey: [String: IDEqualContact] = ["a": IDEqualContact(id: 3, name: "Ann")] {
    @usableFromInline @storageRestrictions(initializes: _$_byKey)
    init(initialValue) {
      _$_byKey = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \._$_byKey)
      return _$_byKey
    }
    set {
      if _$observationRegistrar.decideNotification(_$_byKey, newValue) ?? ObservableStructs::_$shouldNotifyObservers(_$_byKey, newValue) {
        _$set(\._$_byKey, to: ObservableStructs::_$placed(newValue, replacing: _$_byKey))
      } else {
        _$_byKey = newValue
      }
    }
    _modify {
      let _$snapshot = _$observationRegistrar.willModify(&_$_byKey)
      defer {
        if _$observationRegistrar.didModify(&_$_byKey, _$snapshot) {
          _$notify(\._$_byKey)
        } else {
          _$stampEdit()
        }
      }
      yield &_$_byKey
    }
  }
  private var _$_byKey: [String: IDEqualContact]
  var people: ObservableStateArray<IDEqualContact> = [IDEqualContact(id: 4, name: "Ann")] {
    @usableFromInline @storageRestrictions(initializes: _$_people)
    init(initialValue) {
      _$_people = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \._$_people)
      return _$_people
    }
    set {
      if _$observationRegistrar.decideNotification(_$_people, newValue) ?? ObservableStructs::_$shouldNotifyObservers(_$_people, newValue) {
        _$set(\._$_people, to: ObservableStructs::_$placed(newValue, replacing: _$_people))
      } else {
        _$_people = newValue
      }
    }
    _modify {
      let _$snapshot = _$observationRegistrar.willModify(&_$_people)
      defer {
        if _$observationRegistrar.didModify(&_$_people, _$snapshot) {
          _$notify(\._$_people)
        } else {
          _$stampEdit()
        }
      }
      yield &_$_people
    }
  }
  private var _$_people: ObservableStateArray<IDEqualContact>
  var note: Swift::String = "" {
    @usableFromInline @storageRestrictions(initializes: _$_note)
    init(initialValue) {
      _$_note = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \._$_note)
      return _$_note
    }
    set {
      if ObservableStructs::_$plainValueChanged(_$_note, newValue) {
        _$set(\._$_note, to: newValue)
      } else {
        _$_note = newValue
      }
    }
    _modify {
      defer { _$notify(\._$_note) }
      yield &_$_note
    }
  }
  private var _$_note: Swift::String

  /// The names, in the order of the properties.
  var names: [String] { [vip.name, plain[0].name, byKey["a"]!.name, people[0].name] }

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

extension IDEqualBook: ObservableStructs::ObservableState, Observation::Observable, Swift::CustomReflectable {
  nonisolated var customMirror: Swift::Mirror {
    _$observationRegistrar._$accessWholeValue()
    return Swift::Mirror._$reflecting(self)
  }

  nonisolated static var _$adoptedStorage: [Swift::PartialKeyPath<Self>] {
    [\._$_vip, \._$_plain, \._$_byKey, \._$_people, \._$_note]
  }
}
