// swift-format-ignore-file
// The types of `StoredValueTests`, written out as the generator expands
// `Tests/Shared/StoredValueTypes.swift.observable` (`observable-structs expand --no-source-location`),
// so that the tests also run against types that no generator touches in this target.
// Left as the generator writes it, hence unformatted.

import ObservableStructs
import Observation

// Values built afresh and stored, holding observable children: `StoredValueTests` checks that
// storing one keeps every child it was built with, as the plain struct does. Compiled by the
// build plugin and by the macro; the hand-written target has its expansion written out.

/// A mark on a canvas.

struct Mark: Equatable {
  var id: Int {
    @usableFromInline @storageRestrictions(initializes: _$_id, _$observationRegistrar)
    init(initialValue) {
      _$observationRegistrar = ObservableStructs::ObservationStateRegistrar()
      _$_id = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \._$_id)
      return _$_id
    }
    set {
      if ObservableStructs::_$plainValueChanged(_$_id, newValue) {
        _$set(\._$_id, to: newValue)
      } else {
        _$_id = newValue
      }
    }
    _modify {
      defer { _$notify(\._$_id) }
      yield &_$_id
    }
  }
  @usableFromInline var _$observationRegistrar = ObservableStructs::ObservationStateRegistrar(); private var _$_id: Int

  private nonisolated static let _$registrarOffset = ObservableStructs::_$registrarOffset(\Self._$observationRegistrar)

  public nonisolated var _$id: ObservableStructs::ObservableStateID {
    _$observationRegistrar.id
  }

  public nonisolated var _$lineage: Swift::AnyObject? {
    _$observationRegistrar._$lineage
  }

  public nonisolated mutating func _$willModify() {
    ObservableStructs::_$renewRegistrarIdentity(of: &self, at: Self._$registrarOffset)
  }

  private nonisolated mutating func _$set<Member>(_ keyPath: Swift::WritableKeyPath<Self, Member>, to newValue: Member) {
    if _$observationRegistrar._$isCopyWrite { ObservableStructs::_$separate(&self) }
    _$observationRegistrar.willSet(self, keyPath: keyPath)
    self[keyPath: keyPath] = newValue
    _$observationRegistrar.didSet(self, keyPath: keyPath)
  }

  private nonisolated mutating func _$notify<Member>(_ keyPath: Swift::KeyPath<Self, Member>) {
    if _$observationRegistrar._$isCopyWrite { ObservableStructs::_$separate(&self) }
    _$observationRegistrar.willSet(self, keyPath: keyPath)
    _$observationRegistrar.didSet(self, keyPath: keyPath)
  }
}

extension Mark: ObservableStructs::ObservableState, Observation::Observable, Swift::CustomReflectable {
  nonisolated var customMirror: Swift::Mirror {
    _$observationRegistrar._$accessWholeValue()
    return Swift::Mirror._$reflecting(self)
  }

  nonisolated static var _$adoptedStorage: [Swift::PartialKeyPath<Self>] {
    [\._$_id]
  }
}

/// A canvas with an optional child whose observer counts its runs.

struct Canvas: Equatable {
  var focus: Mark? = nil {
    @usableFromInline @storageRestrictions(initializes: _$_focus, _$observationRegistrar)
    init(initialValue) {
      _$observationRegistrar = ObservableStructs::ObservationStateRegistrar()
      _$_focus = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \._$_focus)
      return _$_focus
    }
    set {
      if _$observationRegistrar.decideNotification(_$_focus, newValue) ?? ObservableStructs::_$shouldNotifyObservers(_$_focus, newValue) {
        _$set(\._$_focus, to: ObservableStructs::_$placed(newValue, replacing: _$_focus))
      } else {
        _$_focus = newValue
      }
    }
  }
  @usableFromInline var _$observationRegistrar = ObservableStructs::ObservationStateRegistrar(); private var _$_focus: Swift::Optional<Mark> {
    didSet { focusObserverRuns += 1 }
  }
  var marks: [Mark] = [] {
    @usableFromInline @storageRestrictions(initializes: _$_marks)
    init(initialValue) {
      _$_marks = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \._$_marks)
      return _$_marks
    }
    set {
      if _$observationRegistrar.decideNotification(_$_marks, newValue) ?? ObservableStructs::_$shouldNotifyObservers(_$_marks, newValue) {
        _$set(\._$_marks, to: ObservableStructs::_$placed(newValue, replacing: _$_marks))
      } else {
        _$_marks = newValue
      }
    }
    _modify {
      let _$snapshot = _$observationRegistrar.willModify(&_$_marks)
      defer {
        if _$observationRegistrar.didModify(&_$_marks, _$snapshot) {
          _$notify(\._$_marks)
        }
      }
      yield &_$_marks
    }
  }
  private var _$_marks: [Mark]
  var focusObserverRuns = 0

  private nonisolated static let _$registrarOffset = ObservableStructs::_$registrarOffset(\Self._$observationRegistrar)

  public nonisolated var _$id: ObservableStructs::ObservableStateID {
    _$observationRegistrar.id
  }

  public nonisolated var _$lineage: Swift::AnyObject? {
    _$observationRegistrar._$lineage
  }

  public nonisolated mutating func _$willModify() {
    ObservableStructs::_$renewRegistrarIdentity(of: &self, at: Self._$registrarOffset)
  }

  private nonisolated mutating func _$set<Member>(_ keyPath: Swift::WritableKeyPath<Self, Member>, to newValue: Member) {
    if _$observationRegistrar._$isCopyWrite { ObservableStructs::_$separate(&self) }
    _$observationRegistrar.willSet(self, keyPath: keyPath)
    self[keyPath: keyPath] = newValue
    _$observationRegistrar.didSet(self, keyPath: keyPath)
  }

  private nonisolated mutating func _$notify<Member>(_ keyPath: Swift::KeyPath<Self, Member>) {
    if _$observationRegistrar._$isCopyWrite { ObservableStructs::_$separate(&self) }
    _$observationRegistrar.willSet(self, keyPath: keyPath)
    _$observationRegistrar.didSet(self, keyPath: keyPath)
  }
}

extension Canvas: ObservableStructs::ObservableState, Observation::Observable, Swift::CustomReflectable {
  nonisolated var customMirror: Swift::Mirror {
    _$observationRegistrar._$accessWholeValue()
    return Swift::Mirror._$reflecting(self)
  }

  nonisolated static var _$adoptedStorage: [Swift::PartialKeyPath<Self>] {
    [\._$_marks]
  }

  nonisolated static var _$comparedStorage: [Swift::PartialKeyPath<Self>] {
    [\._$_focus]
  }
}

/// A drawing holding canvases in a property, an optional and a list.

struct Drawing {
  var canvas: Canvas = Canvas() {
    @usableFromInline @storageRestrictions(initializes: _$_canvas, _$observationRegistrar)
    init(initialValue) {
      _$observationRegistrar = ObservableStructs::ObservationStateRegistrar()
      _$_canvas = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \._$_canvas)
      return _$_canvas
    }
    set {
      if _$observationRegistrar.decideNotification(_$_canvas, newValue) ?? ObservableStructs::_$shouldNotifyObservers(_$_canvas, newValue) {
        _$set(\._$_canvas, to: ObservableStructs::_$placed(newValue, replacing: _$_canvas))
      } else {
        _$_canvas = newValue
      }
    }
    _modify {
      let _$snapshot = _$observationRegistrar.willModify(&_$_canvas)
      defer {
        if _$observationRegistrar.didModify(&_$_canvas, _$snapshot) {
          _$notify(\._$_canvas)
        }
      }
      yield &_$_canvas
    }
  }
  @usableFromInline var _$observationRegistrar = ObservableStructs::ObservationStateRegistrar(); private var _$_canvas: Canvas
  var spare: Canvas? = nil {
    @usableFromInline @storageRestrictions(initializes: _$_spare)
    init(initialValue) {
      _$_spare = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \._$_spare)
      return _$_spare
    }
    set {
      if _$observationRegistrar.decideNotification(_$_spare, newValue) ?? ObservableStructs::_$shouldNotifyObservers(_$_spare, newValue) {
        _$set(\._$_spare, to: ObservableStructs::_$placed(newValue, replacing: _$_spare))
      } else {
        _$_spare = newValue
      }
    }
    _modify {
      let _$snapshot = _$observationRegistrar.willModify(&_$_spare)
      defer {
        if _$observationRegistrar.didModify(&_$_spare, _$snapshot) {
          _$notify(\._$_spare)
        }
      }
      yield &_$_spare
    }
  }
  private var _$_spare: Swift::Optional<Canvas>
  var canvases: ObservableStateArray<Canvas> = [] {
    @usableFromInline @storageRestrictions(initializes: _$_canvases)
    init(initialValue) {
      _$_canvases = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \._$_canvases)
      return _$_canvases
    }
    set {
      if _$observationRegistrar.decideNotification(_$_canvases, newValue) ?? ObservableStructs::_$shouldNotifyObservers(_$_canvases, newValue) {
        _$set(\._$_canvases, to: ObservableStructs::_$placed(newValue, replacing: _$_canvases))
      } else {
        _$_canvases = newValue
      }
    }
    _modify {
      let _$snapshot = _$observationRegistrar.willModify(&_$_canvases)
      defer {
        if _$observationRegistrar.didModify(&_$_canvases, _$snapshot) {
          _$notify(\._$_canvases)
        }
      }
      yield &_$_canvases
    }
  }
  private var _$_canvases: ObservableStateArray<Canvas>

  private nonisolated static let _$registrarOffset = ObservableStructs::_$registrarOffset(\Self._$observationRegistrar)

  public nonisolated var _$id: ObservableStructs::ObservableStateID {
    _$observationRegistrar.id
  }

  public nonisolated var _$lineage: Swift::AnyObject? {
    _$observationRegistrar._$lineage
  }

  public nonisolated mutating func _$willModify() {
    ObservableStructs::_$renewRegistrarIdentity(of: &self, at: Self._$registrarOffset)
  }

  private nonisolated mutating func _$set<Member>(_ keyPath: Swift::WritableKeyPath<Self, Member>, to newValue: Member) {
    if _$observationRegistrar._$isCopyWrite { ObservableStructs::_$separate(&self) }
    _$observationRegistrar.willSet(self, keyPath: keyPath)
    self[keyPath: keyPath] = newValue
    _$observationRegistrar.didSet(self, keyPath: keyPath)
  }

  private nonisolated mutating func _$notify<Member>(_ keyPath: Swift::KeyPath<Self, Member>) {
    if _$observationRegistrar._$isCopyWrite { ObservableStructs::_$separate(&self) }
    _$observationRegistrar.willSet(self, keyPath: keyPath)
    _$observationRegistrar.didSet(self, keyPath: keyPath)
  }
}

extension Drawing: ObservableStructs::ObservableState, Observation::Observable, Swift::CustomReflectable {
  nonisolated var customMirror: Swift::Mirror {
    _$observationRegistrar._$accessWholeValue()
    return Swift::Mirror._$reflecting(self)
  }

  nonisolated static var _$adoptedStorage: [Swift::PartialKeyPath<Self>] {
    [\._$_canvas, \._$_spare, \._$_canvases]
  }
}
