import ObservableStructs
import Observation

/// A struct of this target written by hand as the `@ObservableState` expansion would write it.
/// It declares its registrar and its property accessors; the members every expansion repeats
/// word for word (the identity, `_$willModify()`, the read and the change tests) come from here.
protocol HandWrittenObservableState: ObservableStructs.ObservableState {
  /// The registrar the accessors report to; it holds the value's identity.
  var _$observationRegistrar: ObservableStructs.ObservationStateRegistrar { get set }
}

extension HandWrittenObservableState {
  /// The value's structural identity.
  var _$id: ObservableStructs.ObservableStateID {
    _$observationRegistrar.id
  }

  /// The registrar storage the value's copies share.
  var _$lineage: AnyObject? {
    _$observationRegistrar._$lineage
  }

  /// What an accessor does before a write: a copy of a value in a store's state, written while
  /// no store mutation runs, takes a registrar of its own first.
  mutating func separateIfCopy<Member>(_ keyPath: KeyPath<Self, Member>) {
    if _$observationRegistrar._$isCopyWrite { ObservableStructs._$separate(&self) }
  }

  /// Gives the value a new identity.
  mutating func _$willModify() {
    _$observationRegistrar._$willModify()
  }

  /// What a property's getter does: tells the registrar that `keyPath` was read, then returns
  /// the property's stored value.
  func observedRead<Member>(_ keyPath: KeyPath<Self, Member>, _ storage: Member) -> Member {
    _$observationRegistrar.access(self, keyPath: keyPath)
    return storage
  }

  /// The change test a setter passes for a member that is neither equatable nor an object:
  /// every write is a change.
  nonisolated func shouldNotifyObservers<Member>(_ lhs: Member, _ rhs: Member) -> Bool {
    true
  }

  /// The change test a setter passes for an equatable member: an unequal value is a change.
  nonisolated func shouldNotifyObservers<Member: Equatable>(
    _ lhs: Member, _ rhs: Member
  ) -> Bool {
    lhs != rhs
  }

  /// The change test a setter passes for an object member: another object is a change.
  nonisolated func shouldNotifyObservers<Member: AnyObject>(
    _ lhs: Member, _ rhs: Member
  ) -> Bool {
    lhs !== rhs
  }

  /// The change test a setter passes for an equatable object member: equality decides, as for
  /// any equatable member.
  nonisolated func shouldNotifyObservers<Member: Equatable & AnyObject>(
    _ lhs: Member, _ rhs: Member
  ) -> Bool {
    lhs != rhs
  }
}
