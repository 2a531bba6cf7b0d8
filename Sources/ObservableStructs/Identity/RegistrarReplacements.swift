import Synchronization

/// How many times a value was put in place of another in one piece, where its registrars may
/// differ from the old value's under the same data: a store's value reset or adopting a new
/// one (`store.state = snapshot`), a property's value adopted by a copy written back or by
/// `self = …` (see `Adoption.swift`).
///
/// A setter tells the readers of the registrars it replaces; these replacements tell the
/// readers of what they changed, and of nothing whose data stayed the same. A row store, which
/// reads its row untracked, may then hold a row of the same registrar and data whose insides are
/// other registrars: when this count moved since it last checked its row, it compares the
/// registrars all the way down (see `ScopedStoreStorage`).
enum RegistrarReplacements {
  private static let counter = Atomic<Int>(0)

  /// The number of replacements so far, on any thread.
  static var count: Int { counter.load(ordering: .relaxed) }

  /// Counts one replacement.
  static func note() {
    counter.add(1, ordering: .relaxed)
  }
}
