// swift-format-ignore-file
// The expansion of InventorySessionTypes.swift.observable, written out (regenerate with observable-structs expand --no-source-location).
// Left as the generator writes it, hence unformatted.

import ObservableStructs
import Observation

// The shop model the inventory sessions (`InventorySessionTests`) play against, a second model
// beside `SessionTypes.swift.observable`: sections each holding an `ObservableStateArray` of
// items (a list inside a list element), a plain `[InvTag]` of annotated structs, a settings
// child holding a child of its own, an optional selection, an enum mode whose cases carry
// annotated and plain payloads, a dictionary of annotated items, a list of items that are not
// `Equatable`, and values derived from all of it in computed properties (a sum, a filter and a
// sort across sections, a `compactMap`, a struct built from the selection, an enum built from
// state, a `first(where:)`, a `reduce` over the dictionary). Compiled by the build plugin and by
// the macro; the hand-written target has its expansion written out.


struct InvItem: Identifiable, Equatable {
  let id: Int
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
  var price: Int = 0 {
    @usableFromInline @storageRestrictions(initializes: _$_price)
    init(initialValue) {
      _$_price = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \._$_price)
      return _$_price
    }
    set {
      if ObservableStructs::_$plainValueChanged(_$_price, newValue) {
        _$set(\._$_price, to: newValue)
      } else {
        _$_price = newValue
      }
    }
    _modify {
      defer { _$notify(\._$_price) }
      yield &_$_price
    }
  }
  private var _$_price: Int
  var stock: Int = 0 {
    @usableFromInline @storageRestrictions(initializes: _$_stock)
    init(initialValue) {
      _$_stock = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \._$_stock)
      return _$_stock
    }
    set {
      if ObservableStructs::_$plainValueChanged(_$_stock, newValue) {
        _$set(\._$_stock, to: newValue)
      } else {
        _$_stock = newValue
      }
    }
    _modify {
      defer { _$notify(\._$_stock) }
      yield &_$_stock
    }
  }
  private var _$_stock: Int

  /// What an item row shows.
  var label: String { "\(name)$\(price)x\(stock)" }

  /// Replaces the whole value, as a reducer that rebuilds a row does.
  mutating func restockWholesale(_ amount: Int) { let _$previousValue = self; defer { _ = self._$adopt(_$previousValue) };
    self = InvItem(id: id, name: name, price: price, stock: stock + amount)
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

extension InvItem: ObservableStructs::ObservableState, Observation::Observable, Swift::CustomReflectable {
  nonisolated var customMirror: Swift::Mirror {
    _$observationRegistrar._$accessWholeValue()
    var children: [Swift::Mirror.Child] = []
    children.append(Swift::Mirror._$child("id", self.id))
    children.append(Swift::Mirror._$child("name", self._$_name))
    children.append(Swift::Mirror._$child("price", self._$_price))
    children.append(Swift::Mirror._$child("stock", self._$_stock))
    return Swift::Mirror(self, children: children, displayStyle: .struct)
  }

  nonisolated static var _$adoptedStorage: [Swift::PartialKeyPath<Self>] {
    [\._$_name, \._$_price, \._$_stock]
  }
}

/// An item that is not `Equatable`: copies can only be told apart by identity.

struct InvNote: Identifiable {
  let id: Int
  var text: String = "" {
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
  @usableFromInline var _$observationRegistrar = ObservableStructs::ObservationStateRegistrar(); private var _$_text: String
  var stars: Int = 0 {
    @usableFromInline @storageRestrictions(initializes: _$_stars)
    init(initialValue) {
      _$_stars = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \._$_stars)
      return _$_stars
    }
    set {
      if ObservableStructs::_$plainValueChanged(_$_stars, newValue) {
        _$set(\._$_stars, to: newValue)
      } else {
        _$_stars = newValue
      }
    }
    _modify {
      defer { _$notify(\._$_stars) }
      yield &_$_stars
    }
  }
  private var _$_stars: Int

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

extension InvNote: ObservableStructs::ObservableState, Observation::Observable, Swift::CustomReflectable {
  nonisolated var customMirror: Swift::Mirror {
    _$observationRegistrar._$accessWholeValue()
    var children: [Swift::Mirror.Child] = []
    children.append(Swift::Mirror._$child("id", self.id))
    children.append(Swift::Mirror._$child("text", self._$_text))
    children.append(Swift::Mirror._$child("stars", self._$_stars))
    return Swift::Mirror(self, children: children, displayStyle: .struct)
  }

  nonisolated static var _$adoptedStorage: [Swift::PartialKeyPath<Self>] {
    [\._$_text, \._$_stars]
  }
}


struct InvSection: Identifiable, Equatable {
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
  }
  @usableFromInline var _$observationRegistrar = ObservableStructs::ObservationStateRegistrar(); private var _$_title: String {
    didSet { retitles += 1 }
  }
  var items: ObservableStateArray<InvItem> = [] {
    @usableFromInline @storageRestrictions(initializes: _$_items)
    init(initialValue) {
      _$_items = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \._$_items)
      return _$_items
    }
    set {
      if _$observationRegistrar.decideNotification(_$_items, newValue) ?? ObservableStructs::_$shouldNotifyObservers(_$_items, newValue) {
        _$set(\._$_items, to: ObservableStructs::_$placed(newValue, replacing: _$_items))
      } else {
        _$_items = newValue
      }
    }
    _modify {
      let _$snapshot = _$observationRegistrar.willModify(&_$_items)
      defer {
        if _$observationRegistrar.didModify(&_$_items, _$snapshot) {
          _$notify(\._$_items)
        } else {
          _$stampEdit()
        }
      }
      yield &_$_items
    }
  }
  private var _$_items: ObservableStateArray<InvItem>
  /// How many times the title was set, counted by a property observer: a value replacing the
  /// section compares the title's storage and never writes it.
  var retitles: Int = 0 {
    @usableFromInline @storageRestrictions(initializes: _$_retitles)
    init(initialValue) {
      _$_retitles = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \._$_retitles)
      return _$_retitles
    }
    set {
      if ObservableStructs::_$plainValueChanged(_$_retitles, newValue) {
        _$set(\._$_retitles, to: newValue)
      } else {
        _$_retitles = newValue
      }
    }
    _modify {
      defer { _$notify(\._$_retitles) }
      yield &_$_retitles
    }
  }
  private var _$_retitles: Int

  /// What a section header shows.
  var header: String { "\(title)(\(items.count))" }

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

extension InvSection: ObservableStructs::ObservableState, Observation::Observable, Swift::CustomReflectable {
  nonisolated var customMirror: Swift::Mirror {
    _$observationRegistrar._$accessWholeValue()
    return Swift::Mirror._$reflecting(self)
  }

  nonisolated static var _$adoptedStorage: [Swift::PartialKeyPath<Self>] {
    [\._$_items, \._$_retitles]
  }

  nonisolated static var _$comparedStorage: [Swift::PartialKeyPath<Self>] {
    [\._$_title]
  }
}

/// A shelf whose label counts its renames in a `didSet`: a value replacing it compares the
/// label's storage and never writes it (writing would run the observer).

struct InvShelf: Identifiable, Equatable {
  let id: Int
  var label: String = "" {
    @usableFromInline @storageRestrictions(initializes: _$_label, _$observationRegistrar)
    init(initialValue) {
      _$observationRegistrar = ObservableStructs::ObservationStateRegistrar()
      _$_label = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \._$_label)
      return _$_label
    }
    set {
      if ObservableStructs::_$plainValueChanged(_$_label, newValue) {
        _$set(\._$_label, to: newValue)
      } else {
        _$_label = newValue
      }
    }
  }
  @usableFromInline var _$observationRegistrar = ObservableStructs::ObservationStateRegistrar(); private var _$_label: String {
    didSet { renames += 1 }
  }
  var renames: Int = 0 {
    @usableFromInline @storageRestrictions(initializes: _$_renames)
    init(initialValue) {
      _$_renames = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \._$_renames)
      return _$_renames
    }
    set {
      if ObservableStructs::_$plainValueChanged(_$_renames, newValue) {
        _$set(\._$_renames, to: newValue)
      } else {
        _$_renames = newValue
      }
    }
    _modify {
      defer { _$notify(\._$_renames) }
      yield &_$_renames
    }
  }
  private var _$_renames: Int
  var items: ObservableStateArray<InvItem> = [] {
    @usableFromInline @storageRestrictions(initializes: _$_items)
    init(initialValue) {
      _$_items = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \._$_items)
      return _$_items
    }
    set {
      if _$observationRegistrar.decideNotification(_$_items, newValue) ?? ObservableStructs::_$shouldNotifyObservers(_$_items, newValue) {
        _$set(\._$_items, to: ObservableStructs::_$placed(newValue, replacing: _$_items))
      } else {
        _$_items = newValue
      }
    }
    _modify {
      let _$snapshot = _$observationRegistrar.willModify(&_$_items)
      defer {
        if _$observationRegistrar.didModify(&_$_items, _$snapshot) {
          _$notify(\._$_items)
        } else {
          _$stampEdit()
        }
      }
      yield &_$_items
    }
  }
  private var _$_items: ObservableStateArray<InvItem>

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

extension InvShelf: ObservableStructs::ObservableState, Observation::Observable, Swift::CustomReflectable {
  nonisolated var customMirror: Swift::Mirror {
    _$observationRegistrar._$accessWholeValue()
    return Swift::Mirror._$reflecting(self)
  }

  nonisolated static var _$adoptedStorage: [Swift::PartialKeyPath<Self>] {
    [\._$_renames, \._$_items]
  }

  nonisolated static var _$comparedStorage: [Swift::PartialKeyPath<Self>] {
    [\._$_label]
  }
}

/// An aisle of shelves: rows with a property observer, each holding rows of its own.

struct InvAisle: Equatable {
  var shelves: ObservableStateArray<InvShelf> = [] {
    @usableFromInline @storageRestrictions(initializes: _$_shelves, _$observationRegistrar)
    init(initialValue) {
      _$observationRegistrar = ObservableStructs::ObservationStateRegistrar()
      _$_shelves = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \._$_shelves)
      return _$_shelves
    }
    set {
      if _$observationRegistrar.decideNotification(_$_shelves, newValue) ?? ObservableStructs::_$shouldNotifyObservers(_$_shelves, newValue) {
        _$set(\._$_shelves, to: ObservableStructs::_$placed(newValue, replacing: _$_shelves))
      } else {
        _$_shelves = newValue
      }
    }
    _modify {
      let _$snapshot = _$observationRegistrar.willModify(&_$_shelves)
      defer {
        if _$observationRegistrar.didModify(&_$_shelves, _$snapshot) {
          _$notify(\._$_shelves)
        } else {
          _$stampEdit()
        }
      }
      yield &_$_shelves
    }
  }
  @usableFromInline var _$observationRegistrar = ObservableStructs::ObservationStateRegistrar(); private var _$_shelves: ObservableStateArray<InvShelf>

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

extension InvAisle: ObservableStructs::ObservableState, Observation::Observable, Swift::CustomReflectable {
  nonisolated var customMirror: Swift::Mirror {
    _$observationRegistrar._$accessWholeValue()
    return Swift::Mirror._$reflecting(self)
  }

  nonisolated static var _$adoptedStorage: [Swift::PartialKeyPath<Self>] {
    [\._$_shelves]
  }
}

/// Aisles by name: rows reached through a dictionary of values holding lists.

struct InvWarehouse {
  var aisles: [String: InvAisle] = [:] {
    @usableFromInline @storageRestrictions(initializes: _$_aisles, _$observationRegistrar)
    init(initialValue) {
      _$observationRegistrar = ObservableStructs::ObservationStateRegistrar()
      _$_aisles = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \._$_aisles)
      return _$_aisles
    }
    set {
      if _$observationRegistrar.decideNotification(_$_aisles, newValue) ?? ObservableStructs::_$shouldNotifyObservers(_$_aisles, newValue) {
        _$set(\._$_aisles, to: ObservableStructs::_$placed(newValue, replacing: _$_aisles))
      } else {
        _$_aisles = newValue
      }
    }
    _modify {
      let _$snapshot = _$observationRegistrar.willModify(&_$_aisles)
      defer {
        if _$observationRegistrar.didModify(&_$_aisles, _$snapshot) {
          _$notify(\._$_aisles)
        } else {
          _$stampEdit()
        }
      }
      yield &_$_aisles
    }
  }
  @usableFromInline var _$observationRegistrar = ObservableStructs::ObservationStateRegistrar(); private var _$_aisles: [String: InvAisle]

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

extension InvWarehouse: ObservableStructs::ObservableState, Observation::Observable, Swift::CustomReflectable {
  nonisolated var customMirror: Swift::Mirror {
    _$observationRegistrar._$accessWholeValue()
    return Swift::Mirror._$reflecting(self)
  }

  nonisolated static var _$adoptedStorage: [Swift::PartialKeyPath<Self>] {
    [\._$_aisles]
  }
}

/// A printer holding a closure: a value that no `==` compares.

struct InvPrinter {
  var name: String = "front" {
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
  var format: @Sendable (Int) -> String = { "#\($0)" } {
    @usableFromInline @storageRestrictions(initializes: _$_format)
    init(initialValue) {
      _$_format = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \._$_format)
      return _$_format
    }
    set {
      if _$observationRegistrar.decideNotification(_$_format, newValue) ?? ObservableStructs::_$shouldNotifyObservers(_$_format, newValue) {
        _$set(\._$_format, to: ObservableStructs::_$placed(newValue, replacing: _$_format))
      } else {
        _$_format = newValue
      }
    }
    _modify {
      let _$snapshot = _$observationRegistrar.willModify(&_$_format)
      defer {
        if _$observationRegistrar.didModify(&_$_format, _$snapshot) {
          _$notify(\._$_format)
        } else {
          _$stampEdit()
        }
      }
      yield &_$_format
    }
  }
  private var _$_format: @Sendable (Int) -> String

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

extension InvPrinter: ObservableStructs::ObservableState, Observation::Observable, Swift::CustomReflectable {
  nonisolated var customMirror: Swift::Mirror {
    _$observationRegistrar._$accessWholeValue()
    return Swift::Mirror._$reflecting(self)
  }

  nonisolated static var _$adoptedStorage: [Swift::PartialKeyPath<Self>] {
    [\._$_name, \._$_format]
  }
}

struct InvTag: Identifiable, Equatable {
  let id: Int
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
  var uses: Int = 0 {
    @usableFromInline @storageRestrictions(initializes: _$_uses)
    init(initialValue) {
      _$_uses = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \._$_uses)
      return _$_uses
    }
    set {
      if ObservableStructs::_$plainValueChanged(_$_uses, newValue) {
        _$set(\._$_uses, to: newValue)
      } else {
        _$_uses = newValue
      }
    }
    _modify {
      defer { _$notify(\._$_uses) }
      yield &_$_uses
    }
  }
  private var _$_uses: Int

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

extension InvTag: ObservableStructs::ObservableState, Observation::Observable, Swift::CustomReflectable {
  nonisolated var customMirror: Swift::Mirror {
    _$observationRegistrar._$accessWholeValue()
    var children: [Swift::Mirror.Child] = []
    children.append(Swift::Mirror._$child("id", self.id))
    children.append(Swift::Mirror._$child("name", self._$_name))
    children.append(Swift::Mirror._$child("uses", self._$_uses))
    return Swift::Mirror(self, children: children, displayStyle: .struct)
  }

  nonisolated static var _$adoptedStorage: [Swift::PartialKeyPath<Self>] {
    [\._$_name, \._$_uses]
  }
}

/// The child of a child.

struct InvDisplay: Equatable {
  var currency: String = "$" {
    @usableFromInline @storageRestrictions(initializes: _$_currency, _$observationRegistrar)
    init(initialValue) {
      _$observationRegistrar = ObservableStructs::ObservationStateRegistrar()
      _$_currency = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \._$_currency)
      return _$_currency
    }
    set {
      if ObservableStructs::_$plainValueChanged(_$_currency, newValue) {
        _$set(\._$_currency, to: newValue)
      } else {
        _$_currency = newValue
      }
    }
    _modify {
      defer { _$notify(\._$_currency) }
      yield &_$_currency
    }
  }
  @usableFromInline var _$observationRegistrar = ObservableStructs::ObservationStateRegistrar(); private var _$_currency: String
  var showsEmpty: Bool = true {
    @usableFromInline @storageRestrictions(initializes: _$_showsEmpty)
    init(initialValue) {
      _$_showsEmpty = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \._$_showsEmpty)
      return _$_showsEmpty
    }
    set {
      if ObservableStructs::_$plainValueChanged(_$_showsEmpty, newValue) {
        _$set(\._$_showsEmpty, to: newValue)
      } else {
        _$_showsEmpty = newValue
      }
    }
    _modify {
      defer { _$notify(\._$_showsEmpty) }
      yield &_$_showsEmpty
    }
  }
  private var _$_showsEmpty: Bool

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

extension InvDisplay: ObservableStructs::ObservableState, Observation::Observable, Swift::CustomReflectable {
  nonisolated var customMirror: Swift::Mirror {
    _$observationRegistrar._$accessWholeValue()
    var children: [Swift::Mirror.Child] = []
    children.append(Swift::Mirror._$child("currency", self._$_currency))
    children.append(Swift::Mirror._$child("showsEmpty", self._$_showsEmpty))
    return Swift::Mirror(self, children: children, displayStyle: .struct)
  }

  nonisolated static var _$adoptedStorage: [Swift::PartialKeyPath<Self>] {
    [\._$_currency, \._$_showsEmpty]
  }
}

/// A child that is not `Equatable`, holding a child of its own.

struct InvSettings {
  var threshold: Int = 3 {
    @usableFromInline @storageRestrictions(initializes: _$_threshold, _$observationRegistrar)
    init(initialValue) {
      _$observationRegistrar = ObservableStructs::ObservationStateRegistrar()
      _$_threshold = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \._$_threshold)
      return _$_threshold
    }
    set {
      if ObservableStructs::_$plainValueChanged(_$_threshold, newValue) {
        _$set(\._$_threshold, to: newValue)
      } else {
        _$_threshold = newValue
      }
    }
    _modify {
      defer { _$notify(\._$_threshold) }
      yield &_$_threshold
    }
  }
  @usableFromInline var _$observationRegistrar = ObservableStructs::ObservationStateRegistrar(); private var _$_threshold: Int
  var sortsByPrice: Bool = false {
    @usableFromInline @storageRestrictions(initializes: _$_sortsByPrice)
    init(initialValue) {
      _$_sortsByPrice = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \._$_sortsByPrice)
      return _$_sortsByPrice
    }
    set {
      if ObservableStructs::_$plainValueChanged(_$_sortsByPrice, newValue) {
        _$set(\._$_sortsByPrice, to: newValue)
      } else {
        _$_sortsByPrice = newValue
      }
    }
    _modify {
      defer { _$notify(\._$_sortsByPrice) }
      yield &_$_sortsByPrice
    }
  }
  private var _$_sortsByPrice: Bool
  var display: InvDisplay = InvDisplay() {
    @usableFromInline @storageRestrictions(initializes: _$_display)
    init(initialValue) {
      _$_display = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \._$_display)
      return _$_display
    }
    set {
      if _$observationRegistrar.decideNotification(_$_display, newValue) ?? ObservableStructs::_$shouldNotifyObservers(_$_display, newValue) {
        _$set(\._$_display, to: ObservableStructs::_$placed(newValue, replacing: _$_display))
      } else {
        _$_display = newValue
      }
    }
    _modify {
      let _$snapshot = _$observationRegistrar.willModify(&_$_display)
      defer {
        if _$observationRegistrar.didModify(&_$_display, _$snapshot) {
          _$notify(\._$_display)
        } else {
          _$stampEdit()
        }
      }
      yield &_$_display
    }
  }
  private var _$_display: InvDisplay

  /// Replaces the whole value, keeping the display.
  mutating func raiseThresholdWholesale(_ amount: Int) { let _$previousValue = self; defer { _ = self._$adopt(_$previousValue) };
    self = InvSettings(
      threshold: threshold + amount, sortsByPrice: sortsByPrice, display: display)
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

extension InvSettings: ObservableStructs::ObservableState, Observation::Observable, Swift::CustomReflectable {
  nonisolated var customMirror: Swift::Mirror {
    _$observationRegistrar._$accessWholeValue()
    var children: [Swift::Mirror.Child] = []
    children.append(Swift::Mirror._$child("threshold", self._$_threshold))
    children.append(Swift::Mirror._$child("sortsByPrice", self._$_sortsByPrice))
    children.append(Swift::Mirror._$child("display", self._$_display))
    return Swift::Mirror(self, children: children, displayStyle: .struct)
  }

  nonisolated static var _$adoptedStorage: [Swift::PartialKeyPath<Self>] {
    [\._$_threshold, \._$_sortsByPrice, \._$_display]
  }
}


struct InvSelection: Equatable {
  var item: InvItem {
    @usableFromInline @storageRestrictions(initializes: _$_item, _$observationRegistrar)
    init(initialValue) {
      _$observationRegistrar = ObservableStructs::ObservationStateRegistrar()
      _$_item = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \._$_item)
      return _$_item
    }
    set {
      if _$observationRegistrar.decideNotification(_$_item, newValue) ?? ObservableStructs::_$shouldNotifyObservers(_$_item, newValue) {
        _$set(\._$_item, to: ObservableStructs::_$placed(newValue, replacing: _$_item))
      } else {
        _$_item = newValue
      }
    }
    _modify {
      let _$snapshot = _$observationRegistrar.willModify(&_$_item)
      defer {
        if _$observationRegistrar.didModify(&_$_item, _$snapshot) {
          _$notify(\._$_item)
        } else {
          _$stampEdit()
        }
      }
      yield &_$_item
    }
  }
  @usableFromInline var _$observationRegistrar = ObservableStructs::ObservationStateRegistrar(); private var _$_item: InvItem
  var quantity: Int = 1 {
    @usableFromInline @storageRestrictions(initializes: _$_quantity)
    init(initialValue) {
      _$_quantity = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \._$_quantity)
      return _$_quantity
    }
    set {
      if ObservableStructs::_$plainValueChanged(_$_quantity, newValue) {
        _$set(\._$_quantity, to: newValue)
      } else {
        _$_quantity = newValue
      }
    }
    _modify {
      defer { _$notify(\._$_quantity) }
      yield &_$_quantity
    }
  }
  private var _$_quantity: Int

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

extension InvSelection: ObservableStructs::ObservableState, Observation::Observable, Swift::CustomReflectable {
  nonisolated var customMirror: Swift::Mirror {
    _$observationRegistrar._$accessWholeValue()
    var children: [Swift::Mirror.Child] = []
    children.append(Swift::Mirror._$child("item", self._$_item))
    children.append(Swift::Mirror._$child("quantity", self._$_quantity))
    return Swift::Mirror(self, children: children, displayStyle: .struct)
  }

  nonisolated static var _$adoptedStorage: [Swift::PartialKeyPath<Self>] {
    [\._$_item, \._$_quantity]
  }
}

/// An annotated struct built from the selection for display.

struct InvReceipt {
  var line: InvItem {
    @usableFromInline @storageRestrictions(initializes: _$_line, _$observationRegistrar)
    init(initialValue) {
      _$observationRegistrar = ObservableStructs::ObservationStateRegistrar()
      _$_line = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \._$_line)
      return _$_line
    }
    set {
      if _$observationRegistrar.decideNotification(_$_line, newValue) ?? ObservableStructs::_$shouldNotifyObservers(_$_line, newValue) {
        _$set(\._$_line, to: ObservableStructs::_$placed(newValue, replacing: _$_line))
      } else {
        _$_line = newValue
      }
    }
    _modify {
      let _$snapshot = _$observationRegistrar.willModify(&_$_line)
      defer {
        if _$observationRegistrar.didModify(&_$_line, _$snapshot) {
          _$notify(\._$_line)
        } else {
          _$stampEdit()
        }
      }
      yield &_$_line
    }
  }
  @usableFromInline var _$observationRegistrar = ObservableStructs::ObservationStateRegistrar(); private var _$_line: InvItem
  var quantity: Int {
    @usableFromInline @storageRestrictions(initializes: _$_quantity)
    init(initialValue) {
      _$_quantity = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \._$_quantity)
      return _$_quantity
    }
    set {
      if ObservableStructs::_$plainValueChanged(_$_quantity, newValue) {
        _$set(\._$_quantity, to: newValue)
      } else {
        _$_quantity = newValue
      }
    }
    _modify {
      defer { _$notify(\._$_quantity) }
      yield &_$_quantity
    }
  }
  private var _$_quantity: Int
  var text: String { "\(quantity)×\(line.name)=\(quantity * line.price)" }

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

extension InvReceipt: ObservableStructs::ObservableState, Observation::Observable, Swift::CustomReflectable {
  nonisolated var customMirror: Swift::Mirror {
    _$observationRegistrar._$accessWholeValue()
    var children: [Swift::Mirror.Child] = []
    children.append(Swift::Mirror._$child("line", self._$_line))
    children.append(Swift::Mirror._$child("quantity", self._$_quantity))
    return Swift::Mirror(self, children: children, displayStyle: .struct)
  }

  nonisolated static var _$adoptedStorage: [Swift::PartialKeyPath<Self>] {
    [\._$_line, \._$_quantity]
  }
}

/// A plain enum built from state for display.
enum InvStatus: Equatable {
  case empty
  case one(InvItem)
  case many(count: Int, cheapest: InvItem)
}


enum InvMode {
  case browsing
  case editing(InvItem)
  case comparing(InvItem, InvItem)
  case searching(String, Int)
  case configuring(InvSettings, String)

  public nonisolated var _$id: ObservableStructs::ObservableStateID {
    switch self {
    case .browsing:
      return ObservableStructs::ObservableStateID._$payloadless._$tag(0)
    case let .editing(_0):
      return ObservableStructs::_$id(for: _0)._$tag(1)
    case let .comparing(_0, _1):
      return ObservableStructs::_$id(for: _0)._$combined(with: ObservableStructs::_$id(for: _1))._$tag(2)
    case let .searching(_0, _1):
      return ObservableStructs::_$id(for: _0)._$combined(with: ObservableStructs::_$id(for: _1))._$tag(3)
    case let .configuring(_0, _1):
      return ObservableStructs::_$id(for: _0)._$combined(with: ObservableStructs::_$id(for: _1))._$tag(4)
    }
  }

  public nonisolated mutating func _$willModify() {
    switch self {
    case .browsing:
      break
    case var .editing(_0):
      ObservableStructs::_$willModify(&_0)
      self = .editing(_0)
    case var .comparing(_0, _1):
      ObservableStructs::_$willModify(&_0)
      ObservableStructs::_$willModify(&_1)
      self = .comparing(_0, _1)
    case var .searching(_0, _1):
      ObservableStructs::_$willModify(&_0)
      ObservableStructs::_$willModify(&_1)
      self = .searching(_0, _1)
    case var .configuring(_0, _1):
      ObservableStructs::_$willModify(&_0)
      ObservableStructs::_$willModify(&_1)
      self = .configuring(_0, _1)
    }
  }
}

extension InvMode: ObservableStructs::ObservableState, Observation::Observable {}


struct InventoryState {
  var shopName: String = "Shop" {
    @usableFromInline @storageRestrictions(initializes: _$_shopName, _$observationRegistrar)
    init(initialValue) {
      _$observationRegistrar = ObservableStructs::ObservationStateRegistrar()
      _$_shopName = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \._$_shopName)
      return _$_shopName
    }
    set {
      if ObservableStructs::_$plainValueChanged(_$_shopName, newValue) {
        _$set(\._$_shopName, to: newValue)
      } else {
        _$_shopName = newValue
      }
    }
    _modify {
      defer { _$notify(\._$_shopName) }
      yield &_$_shopName
    }
  }
  @usableFromInline var _$observationRegistrar = ObservableStructs::ObservationStateRegistrar(); private var _$_shopName: String
  var sections: ObservableStateArray<InvSection> = [] {
    @usableFromInline @storageRestrictions(initializes: _$_sections)
    init(initialValue) {
      _$_sections = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \._$_sections)
      return _$_sections
    }
    set {
      if _$observationRegistrar.decideNotification(_$_sections, newValue) ?? ObservableStructs::_$shouldNotifyObservers(_$_sections, newValue) {
        _$set(\._$_sections, to: ObservableStructs::_$placed(newValue, replacing: _$_sections))
      } else {
        _$_sections = newValue
      }
    }
    _modify {
      let _$snapshot = _$observationRegistrar.willModify(&_$_sections)
      defer {
        if _$observationRegistrar.didModify(&_$_sections, _$snapshot) {
          _$notify(\._$_sections)
        } else {
          _$stampEdit()
        }
      }
      yield &_$_sections
    }
  }
  private var _$_sections: ObservableStateArray<InvSection>
  var tags: [InvTag] = [] {
    @usableFromInline @storageRestrictions(initializes: _$_tags)
    init(initialValue) {
      _$_tags = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \._$_tags)
      return _$_tags
    }
    set {
      if _$observationRegistrar.decideNotification(_$_tags, newValue) ?? ObservableStructs::_$shouldNotifyObservers(_$_tags, newValue) {
        _$set(\._$_tags, to: ObservableStructs::_$placed(newValue, replacing: _$_tags))
      } else {
        _$_tags = newValue
      }
    }
    _modify {
      let _$snapshot = _$observationRegistrar.willModify(&_$_tags)
      defer {
        if _$observationRegistrar.didModify(&_$_tags, _$snapshot) {
          _$notify(\._$_tags)
        } else {
          _$stampEdit()
        }
      }
      yield &_$_tags
    }
  }
  private var _$_tags: [InvTag]
  var settings: InvSettings = InvSettings() {
    @usableFromInline @storageRestrictions(initializes: _$_settings)
    init(initialValue) {
      _$_settings = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \._$_settings)
      return _$_settings
    }
    set {
      if _$observationRegistrar.decideNotification(_$_settings, newValue) ?? ObservableStructs::_$shouldNotifyObservers(_$_settings, newValue) {
        _$set(\._$_settings, to: ObservableStructs::_$placed(newValue, replacing: _$_settings))
      } else {
        _$_settings = newValue
      }
    }
    _modify {
      let _$snapshot = _$observationRegistrar.willModify(&_$_settings)
      defer {
        if _$observationRegistrar.didModify(&_$_settings, _$snapshot) {
          _$notify(\._$_settings)
        } else {
          _$stampEdit()
        }
      }
      yield &_$_settings
    }
  }
  private var _$_settings: InvSettings
  var selection: InvSelection? = nil {
    @usableFromInline @storageRestrictions(initializes: _$_selection)
    init(initialValue) {
      _$_selection = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \._$_selection)
      return _$_selection
    }
    set {
      if _$observationRegistrar.decideNotification(_$_selection, newValue) ?? ObservableStructs::_$shouldNotifyObservers(_$_selection, newValue) {
        _$set(\._$_selection, to: ObservableStructs::_$placed(newValue, replacing: _$_selection))
      } else {
        _$_selection = newValue
      }
    }
    _modify {
      let _$snapshot = _$observationRegistrar.willModify(&_$_selection)
      defer {
        if _$observationRegistrar.didModify(&_$_selection, _$snapshot) {
          _$notify(\._$_selection)
        } else {
          _$stampEdit()
        }
      }
      yield &_$_selection
    }
  }
  private var _$_selection: Swift::Optional<InvSelection>
  var mode: InvMode = .browsing {
    @usableFromInline @storageRestrictions(initializes: _$_mode)
    init(initialValue) {
      _$_mode = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \._$_mode)
      return _$_mode
    }
    set {
      if _$observationRegistrar.decideNotification(_$_mode, newValue) ?? ObservableStructs::_$shouldNotifyObservers(_$_mode, newValue) {
        _$set(\._$_mode, to: ObservableStructs::_$placed(newValue, replacing: _$_mode))
      } else {
        _$_mode = newValue
      }
    }
    _modify {
      let _$snapshot = _$observationRegistrar.willModify(&_$_mode)
      defer {
        if _$observationRegistrar.didModify(&_$_mode, _$snapshot) {
          _$notify(\._$_mode)
        } else {
          _$stampEdit()
        }
      }
      yield &_$_mode
    }
  }
  private var _$_mode: InvMode
  var pinned: [String: InvItem] = [:] {
    @usableFromInline @storageRestrictions(initializes: _$_pinned)
    init(initialValue) {
      _$_pinned = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \._$_pinned)
      return _$_pinned
    }
    set {
      if _$observationRegistrar.decideNotification(_$_pinned, newValue) ?? ObservableStructs::_$shouldNotifyObservers(_$_pinned, newValue) {
        _$set(\._$_pinned, to: ObservableStructs::_$placed(newValue, replacing: _$_pinned))
      } else {
        _$_pinned = newValue
      }
    }
    _modify {
      let _$snapshot = _$observationRegistrar.willModify(&_$_pinned)
      defer {
        if _$observationRegistrar.didModify(&_$_pinned, _$snapshot) {
          _$notify(\._$_pinned)
        } else {
          _$stampEdit()
        }
      }
      yield &_$_pinned
    }
  }
  private var _$_pinned: [String: InvItem]
  var notes: ObservableStateArray<InvNote> = [] {
    @usableFromInline @storageRestrictions(initializes: _$_notes)
    init(initialValue) {
      _$_notes = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \._$_notes)
      return _$_notes
    }
    set {
      if _$observationRegistrar.decideNotification(_$_notes, newValue) ?? ObservableStructs::_$shouldNotifyObservers(_$_notes, newValue) {
        _$set(\._$_notes, to: ObservableStructs::_$placed(newValue, replacing: _$_notes))
      } else {
        _$_notes = newValue
      }
    }
    _modify {
      let _$snapshot = _$observationRegistrar.willModify(&_$_notes)
      defer {
        if _$observationRegistrar.didModify(&_$_notes, _$snapshot) {
          _$notify(\._$_notes)
        } else {
          _$stampEdit()
        }
      }
      yield &_$_notes
    }
  }
  private var _$_notes: ObservableStateArray<InvNote>
  var revision: Int = 0 {
    @usableFromInline @storageRestrictions(initializes: _$_revision)
    init(initialValue) {
      _$_revision = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \._$_revision)
      return _$_revision
    }
    set {
      if ObservableStructs::_$plainValueChanged(_$_revision, newValue) {
        _$set(\._$_revision, to: newValue)
      } else {
        _$_revision = newValue
      }
    }
    _modify {
      defer { _$notify(\._$_revision) }
      yield &_$_revision
    }
  }
  private var _$_revision: Int

  /// Every item of every section, in order.
  var allItems: [InvItem] { sections.flatMap { $0.items } }
  /// The sum of every item's price times its stock.
  var totalValue: Int { sections.reduce(0) { $0 + $1.items.reduce(0) { $0 + $1.price * $1.stock } } }
  /// The items under the threshold, across sections, sorted.
  var lowStock: [InvItem] {
    let low = sections.flatMap { $0.items.filter { $0.stock < settings.threshold } }
    return settings.sortsByPrice
      ? low.sorted { ($0.price, $0.id) < ($1.price, $1.id) }
      : low.sorted { ($0.name, $0.id) < ($1.name, $1.id) }
  }
  /// The names of the tags in use.
  var usedTagNames: [String] { tags.compactMap { $0.uses > 0 ? $0.name : nil } }
  /// An annotated struct built from the selection.
  var receipt: InvReceipt? {
    selection.map { InvReceipt(line: $0.item, quantity: $0.quantity) }
  }
  /// A plain enum built from state.
  var status: InvStatus {
    let items = allItems
    guard let cheapest = items.min(by: { ($0.price, $0.id) < ($1.price, $1.id) }) else {
      return .empty
    }
    return items.count == 1 ? .one(cheapest) : .many(count: items.count, cheapest: cheapest)
  }
  /// The first item out of stock.
  var firstSoldOut: InvItem? {
    for section in sections {
      if let item = section.items.first(where: { $0.stock == 0 }) { return item }
    }
    return nil
  }
  /// The sum of the pinned items' prices.
  var pinnedTotal: Int { pinned.values.reduce(0) { $0 + $1.price } }
  /// The stars of every note.
  var noteStars: Int { notes.reduce(0) { $0 + $1.stars } }
  /// Prices shown in the display's currency.
  var priceTags: [String] {
    guard settings.display.showsEmpty || !allItems.isEmpty else { return [] }
    return allItems.map { "\(settings.display.currency)\($0.price)" }
  }

  /// Replaces the whole state by one holding the same data: an undo to where the state is.
  mutating func rebuildWholesale() { let _$previousValue = self; defer { _ = self._$adopt(_$previousValue) };
    self = InventoryState(
      shopName: shopName,
      sections: ObservableStateArray(
        sections.map { section in
          InvSection(
            id: section.id, title: section.title,
            items: ObservableStateArray(section.items.map { $0.rebuilt() }))
        }),
      tags: tags.map { InvTag(id: $0.id, name: $0.name, uses: $0.uses) },
      settings: InvSettings(
        threshold: settings.threshold, sortsByPrice: settings.sortsByPrice,
        display: InvDisplay(
          currency: settings.display.currency, showsEmpty: settings.display.showsEmpty)),
      selection: selection.map { InvSelection(item: $0.item.rebuilt(), quantity: $0.quantity) },
      mode: mode,
      pinned: pinned.mapValues { $0.rebuilt() },
      notes: ObservableStateArray(notes.map { InvNote(id: $0.id, text: $0.text, stars: $0.stars) }),
      revision: revision)
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

extension InventoryState: ObservableStructs::ObservableState, Observation::Observable, Swift::CustomReflectable {
  nonisolated var customMirror: Swift::Mirror {
    _$observationRegistrar._$accessWholeValue()
    var children: [Swift::Mirror.Child] = []
    children.append(Swift::Mirror._$child("shopName", self._$_shopName))
    children.append(Swift::Mirror._$child("sections", self._$_sections))
    children.append(Swift::Mirror._$child("tags", self._$_tags))
    children.append(Swift::Mirror._$child("settings", self._$_settings))
    children.append(Swift::Mirror._$child("selection", self._$_selection))
    children.append(Swift::Mirror._$child("mode", self._$_mode))
    children.append(Swift::Mirror._$child("pinned", self._$_pinned))
    children.append(Swift::Mirror._$child("notes", self._$_notes))
    children.append(Swift::Mirror._$child("revision", self._$_revision))
    return Swift::Mirror(self, children: children, displayStyle: .struct)
  }

  nonisolated static var _$adoptedStorage: [Swift::PartialKeyPath<Self>] {
    [\._$_shopName, \._$_sections, \._$_tags, \._$_settings, \._$_selection, \._$_mode, \._$_pinned, \._$_notes, \._$_revision]
  }
}

extension InvItem {
  /// A value holding the same data, with a new identity.
  func rebuilt() -> InvItem { InvItem(id: id, name: name, price: price, stock: stock) }
}

extension InvSection {
  /// Replaces the whole section from an extension, keeping its items.
  mutating func retitleWholesale(_ newTitle: String) { let _$previousValue = self; defer { _ = self._$adopt(_$previousValue) };
    self = InvSection(id: id, title: newTitle, items: items)
  }
}

extension InventoryState {
  /// Replaces the whole state from an extension, keeping everything but the selection and mode.
  mutating func closeWholesale() { let _$previousValue = self; defer { _ = self._$adopt(_$previousValue) };
    self = InventoryState(
      shopName: shopName, sections: sections, tags: tags, settings: settings, selection: nil,
      mode: .browsing, pinned: pinned, notes: notes, revision: revision + 1)
  }
}

extension InvMode {
  /// Edits the payloads of the current case in place.
  mutating func bumpPayload(_ word: String) {
    switch self {
    case .browsing:
      break
    case .editing(var item):
      item.price += 1
      self = .editing(item)
    case .comparing(let first, var second):
      second.name = word
      self = .comparing(first, second)
    case .searching(let query, let page):
      self = .searching(query + word, page + 1)
    case .configuring(var settings, let note):
      settings.display.currency = word
      self = .configuring(settings, note)
    }
  }

  /// What a mode view shows.
  var summary: String {
    switch self {
    case .browsing: "browsing"
    case .editing(let item): "editing(\(item.label))"
    case .comparing(let first, let second): "comparing(\(first.label), \(second.label))"
    case .searching(let query, let page): "searching(\(query), \(page))"
    case .configuring(let settings, let note):
      "configuring(\(settings.threshold), \(settings.display.currency), \(note))"
    }
  }
}
