import Observation
import Synchronization

/// The per-value registrar that `@ObservableState` adds to a struct: the value's identity plus
/// an `ObservationRegistrar` that copies of the value share.
///
/// It compares equal to every other registrar, hashes nothing and encodes nothing, so the
/// synthesized `Equatable`, `Hashable` and `Codable` conformances of an annotated type keep
/// working on its data alone. Those conformances read the stored properties, not their
/// getters, so the registrar stands in for them: comparing or hashing it subscribes the
/// current observation tracking to every change of the holder. A synthesized `==` stops at the
/// first stored property that differs, so the expansion declares the registrar before the
/// tracked storage; a conformance written by hand should too.
public struct ObservationStateRegistrar: Sendable {
  /// The identity of the value that holds this registrar.
  @inlinable
  public var id: ObservableStateID { storedID }

  @usableFromInline
  var storedID = ObservableStateID()

  @usableFromInline
  var box: _ObservationRegistrarBox

  /// The stamp of the holder's latest edit in place (see `EditStamp.swift`); copies made
  /// before it hold an earlier one.
  @usableFromInline
  var editStamp: UInt64

  /// The registrar that copies of the holder share, held by reference (`_ObservationRegistrarBox`).
  @inlinable
  var registrar: ObservationRegistrar { box.registrar }

  /// The storage that copies of the holder share and another value does not.
  @inlinable
  public var _$lineage: AnyObject { box }

  /// Creates a registrar with a fresh identity.
  public init() {
    editStamp = _nextEditStamp()
    box = _ObservationRegistrarBox(stamp: editStamp)
  }

  /// The stamp of the holder's latest edit in place: an annotated type's `_$editStamp`.
  @inlinable
  public var _$editStamp: UInt64 { editStamp }

  /// Records an edit of the holder in place (see `EditStamp.swift`): the holder takes a new
  /// stamp, which its registrar's storage remembers as the stamp of the value in its place.
  @inlinable
  public mutating func _$stampEdit() {
    let stamp = _nextEditStamp()
    box.stampEdit(from: editStamp, to: stamp)
    editStamp = stamp
  }

  /// Gives the holder a new identity. Copies made earlier keep the old one.
  ///
  /// While the holder is being stored into a place, this also gives it a registrar of its own
  /// if its registrar belongs to another place (see `ValuePlacement.swift`).
  @inlinable
  public mutating func _$willModify() {
    storedID = ObservableStateID()
    if _placementsRunning.load(ordering: .relaxed) > 0 { placeInCurrentPlacement() }
  }

  /// Records that the current observation tracking read `keyPath` of `subject`.
  @inlinable
  public func access<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>
  ) {
    if _readHooksRunning.load(ordering: .relaxed) > 0 {
      if _isReadingUntracked() { return }
      _noteTracedRead(of: keyPath, in: subject)
    }
    registrar.access(subject, keyPath: keyPath)
  }

  /// Tells the observers of `keyPath` that it changed, running `change` between the
  /// before- and after-change notifications.
  @inlinable
  func notify<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ change: () -> Void
  ) {
    if _writeWatchersRunning.load(ordering: .relaxed) > 0 {
      _noteWatchedWrite(keyPath, registrar: box)
    }
    box.willChangeProperty()
    registrar.willSet(subject, keyPath: keyPath)
    change()
    registrar.didSet(subject, keyPath: keyPath)
    box.didChangeProperty()
  }
}

extension ObservationStateRegistrar: Equatable {
  /// Registrars never make two values unequal. Comparing two subscribes the current
  /// observation tracking to every change of both holders.
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.box.accessWholeValue()
    if rhs.box !== lhs.box { rhs.box.accessWholeValue() }
    return true
  }
}

extension ObservationStateRegistrar: Hashable {
  /// Registrars contribute nothing to a hash. Hashing one subscribes the current observation
  /// tracking to every change of its holder.
  @inlinable
  public func hash(into hasher: inout Hasher) { box.accessWholeValue() }
}

extension ObservationStateRegistrar: Codable {
  /// Decodes nothing; the decoded value gets a fresh identity.
  public init(from decoder: any Decoder) throws {
    self.init()
  }

  /// Encodes nothing.
  public func encode(to encoder: any Encoder) throws {}

  /// Subscribes the current observation tracking to every change of the holder: what a
  /// mirror of the holder calls, as it reads the stored properties rather than their getters.
  public func _$accessWholeValue() { box.accessWholeValue() }
}
