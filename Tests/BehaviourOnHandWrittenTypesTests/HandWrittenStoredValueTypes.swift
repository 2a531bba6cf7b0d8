// swift-format-ignore-file
// The types of `StoredValueTests` and `HeldCopyWriteBackTests`, written out as the generator expands
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
        } else {
          _$stampEdit()
        }
      }
      yield &_$_marks
    }
  }
  private var _$_marks: [Mark]
  var focusObserverRuns = 0

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
        } else {
          _$stampEdit()
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
        } else {
          _$stampEdit()
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
        } else {
          _$stampEdit()
        }
      }
      yield &_$_canvases
    }
  }
  private var _$_canvases: ObservableStateArray<Canvas>

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

extension Drawing: ObservableStructs::ObservableState, Observation::Observable, Swift::CustomReflectable {
  nonisolated var customMirror: Swift::Mirror {
    _$observationRegistrar._$accessWholeValue()
    return Swift::Mirror._$reflecting(self)
  }

  nonisolated static var _$adoptedStorage: [Swift::PartialKeyPath<Self>] {
    [\._$_canvas, \._$_spare, \._$_canvases]
  }
}

/// A note on a card: a child inside a row of a plain list.

struct KanbanNote: Equatable {
  var text: Swift::String = "" {
    @usableFromInline @storageRestrictions(initializes: _$_text, _$observationRegistrar)
    init(initialValue) {
      _$observationRegistrar = ObservableStructs::ObservationStateRegistrar()
      _$_text = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \._$_text)
      return _$_text
    }
    set {
      if ObservableStructs::_$plainValueChanged(_$_text, newValue) {
        _$set(\._$_text, to: newValue)
      } else {
        _$_text = newValue
      }
    }
    _modify {
      defer { _$notify(\._$_text) }
      yield &_$_text
    }
  }
  @usableFromInline var _$observationRegistrar = ObservableStructs::ObservationStateRegistrar(); private var _$_text: Swift::String

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

extension KanbanNote: ObservableStructs::ObservableState, Observation::Observable, Swift::CustomReflectable {
  nonisolated var customMirror: Swift::Mirror {
    _$observationRegistrar._$accessWholeValue()
    return Swift::Mirror._$reflecting(self)
  }

  nonisolated static var _$adoptedStorage: [Swift::PartialKeyPath<Self>] {
    [\._$_text]
  }
}

/// A card: a row of a plain `[KanbanCard]` that sits inside a column.

struct KanbanCard: Identifiable, Equatable {
  let id: Int
  var title: Swift::String = "" {
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
  @usableFromInline var _$observationRegistrar = ObservableStructs::ObservationStateRegistrar(); private var _$_title: Swift::String
  var note: KanbanNote = KanbanNote() {
    @usableFromInline @storageRestrictions(initializes: _$_note)
    init(initialValue) {
      _$_note = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \._$_note)
      return _$_note
    }
    set {
      if _$observationRegistrar.decideNotification(_$_note, newValue) ?? ObservableStructs::_$shouldNotifyObservers(_$_note, newValue) {
        _$set(\._$_note, to: ObservableStructs::_$placed(newValue, replacing: _$_note))
      } else {
        _$_note = newValue
      }
    }
    _modify {
      let _$snapshot = _$observationRegistrar.willModify(&_$_note)
      defer {
        if _$observationRegistrar.didModify(&_$_note, _$snapshot) {
          _$notify(\._$_note)
        } else {
          _$stampEdit()
        }
      }
      yield &_$_note
    }
  }
  private var _$_note: KanbanNote

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

extension KanbanCard: ObservableStructs::ObservableState, Observation::Observable, Swift::CustomReflectable {
  nonisolated var customMirror: Swift::Mirror {
    _$observationRegistrar._$accessWholeValue()
    return Swift::Mirror._$reflecting(self)
  }

  nonisolated static var _$adoptedStorage: [Swift::PartialKeyPath<Self>] {
    [\._$_title, \._$_note]
  }
}

/// A column: a plain list of cards inside a child and inside a list's row.

struct KanbanColumn: Identifiable, Equatable {
  let id: Int
  var cards: [KanbanCard] = [] {
    @usableFromInline @storageRestrictions(initializes: _$_cards, _$observationRegistrar)
    init(initialValue) {
      _$observationRegistrar = ObservableStructs::ObservationStateRegistrar()
      _$_cards = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \._$_cards)
      return _$_cards
    }
    set {
      if _$observationRegistrar.decideNotification(_$_cards, newValue) ?? ObservableStructs::_$shouldNotifyObservers(_$_cards, newValue) {
        _$set(\._$_cards, to: ObservableStructs::_$placed(newValue, replacing: _$_cards))
      } else {
        _$_cards = newValue
      }
    }
    _modify {
      let _$snapshot = _$observationRegistrar.willModify(&_$_cards)
      defer {
        if _$observationRegistrar.didModify(&_$_cards, _$snapshot) {
          _$notify(\._$_cards)
        } else {
          _$stampEdit()
        }
      }
      yield &_$_cards
    }
  }
  @usableFromInline var _$observationRegistrar = ObservableStructs::ObservationStateRegistrar(); private var _$_cards: [KanbanCard]

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

extension KanbanColumn: ObservableStructs::ObservableState, Observation::Observable, Swift::CustomReflectable {
  nonisolated var customMirror: Swift::Mirror {
    _$observationRegistrar._$accessWholeValue()
    return Swift::Mirror._$reflecting(self)
  }

  nonisolated static var _$adoptedStorage: [Swift::PartialKeyPath<Self>] {
    [\._$_cards]
  }
}

/// A board: a column as a child, columns in a plain list, and a card saved from a column.

struct KanbanBoard {
  var backlog: KanbanColumn = KanbanColumn(id: 0) {
    @usableFromInline @storageRestrictions(initializes: _$_backlog, _$observationRegistrar)
    init(initialValue) {
      _$observationRegistrar = ObservableStructs::ObservationStateRegistrar()
      _$_backlog = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \._$_backlog)
      return _$_backlog
    }
    set {
      if _$observationRegistrar.decideNotification(_$_backlog, newValue) ?? ObservableStructs::_$shouldNotifyObservers(_$_backlog, newValue) {
        _$set(\._$_backlog, to: ObservableStructs::_$placed(newValue, replacing: _$_backlog))
      } else {
        _$_backlog = newValue
      }
    }
    _modify {
      let _$snapshot = _$observationRegistrar.willModify(&_$_backlog)
      defer {
        if _$observationRegistrar.didModify(&_$_backlog, _$snapshot) {
          _$notify(\._$_backlog)
        } else {
          _$stampEdit()
        }
      }
      yield &_$_backlog
    }
  }
  @usableFromInline var _$observationRegistrar = ObservableStructs::ObservationStateRegistrar(); private var _$_backlog: KanbanColumn
  var columns: [KanbanColumn] = [] {
    @usableFromInline @storageRestrictions(initializes: _$_columns)
    init(initialValue) {
      _$_columns = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \._$_columns)
      return _$_columns
    }
    set {
      if _$observationRegistrar.decideNotification(_$_columns, newValue) ?? ObservableStructs::_$shouldNotifyObservers(_$_columns, newValue) {
        _$set(\._$_columns, to: ObservableStructs::_$placed(newValue, replacing: _$_columns))
      } else {
        _$_columns = newValue
      }
    }
    _modify {
      let _$snapshot = _$observationRegistrar.willModify(&_$_columns)
      defer {
        if _$observationRegistrar.didModify(&_$_columns, _$snapshot) {
          _$notify(\._$_columns)
        } else {
          _$stampEdit()
        }
      }
      yield &_$_columns
    }
  }
  private var _$_columns: [KanbanColumn]
  var selected: KanbanCard? = nil {
    @usableFromInline @storageRestrictions(initializes: _$_selected)
    init(initialValue) {
      _$_selected = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \._$_selected)
      return _$_selected
    }
    set {
      if _$observationRegistrar.decideNotification(_$_selected, newValue) ?? ObservableStructs::_$shouldNotifyObservers(_$_selected, newValue) {
        _$set(\._$_selected, to: ObservableStructs::_$placed(newValue, replacing: _$_selected))
      } else {
        _$_selected = newValue
      }
    }
    _modify {
      let _$snapshot = _$observationRegistrar.willModify(&_$_selected)
      defer {
        if _$observationRegistrar.didModify(&_$_selected, _$snapshot) {
          _$notify(\._$_selected)
        } else {
          _$stampEdit()
        }
      }
      yield &_$_selected
    }
  }
  private var _$_selected: Swift::Optional<KanbanCard>

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

extension KanbanBoard: ObservableStructs::ObservableState, Observation::Observable, Swift::CustomReflectable {
  nonisolated var customMirror: Swift::Mirror {
    _$observationRegistrar._$accessWholeValue()
    return Swift::Mirror._$reflecting(self)
  }

  nonisolated static var _$adoptedStorage: [Swift::PartialKeyPath<Self>] {
    [\._$_backlog, \._$_columns, \._$_selected]
  }
}
