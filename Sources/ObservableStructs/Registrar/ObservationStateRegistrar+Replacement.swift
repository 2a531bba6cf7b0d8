import Observation

// What a mutating method that assigns `self` calls when it ends. Nothing owns a bare variable
// (`var counter = Counter(); counter.reset()`), so no parent or store sees the replacement;
// the method itself compares the registrar it started with to the one `self` holds now.

extension ObservationStateRegistrar {
  /// Whether `current` belongs to another value than this registrar: the holder was replaced
  /// (`self = Counter()`), not edited.
  @inlinable
  public func _$isReplaced(by current: ObservationStateRegistrar) -> Bool {
    storedID != current.storedID
  }

  /// Tells this registrar's observers of `keyPath` that it changed: the value they observed
  /// was replaced by one with another registrar, which they are not subscribed to.
  @inlinable
  public func _$didReplace<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>
  ) {
    box.willChangeProperty()
    registrar.willSet(subject, keyPath: keyPath)
    registrar.didSet(subject, keyPath: keyPath)
    box.didChangeProperty()
  }
}
