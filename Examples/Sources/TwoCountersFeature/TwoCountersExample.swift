import ExampleSupport
import ObservableStructs

/// Two child counters and a parent that shows their sum, driven through a scripted session.
///
/// Views: `FirstCounter` and `SecondCounter` read their child store (`store.scope(\.first)`);
/// `SumView` reads the parent store: the sum when it is shown, otherwise only the flag.
@MainActor
public enum TwoCountersExample {
  /// Mounts the screen's views on `harness`, plays the session, and returns the parent store.
  @discardableResult
  public static func run(on harness: ViewHarness) -> Store<TwoCountersState> {
    let store = Store(initialState: TwoCountersState())
    let first = store.scope(\.first)
    let second = store.scope(\.second)
    harness.step("mount") {
      harness.mount("FirstCounter") { "count=\(first.count)" }
      harness.mount("SecondCounter") { "count=\(second.count)" }
      harness.mount("SumView") {
        store.isSumShown ? "sum=\(store.first.count + store.second.count)" : "sum hidden"
      }
    }
    harness.step("first +1") { first.update { $0.count += 1 } }
    harness.step("second +1") { second.update { $0.count += 1 } }
    harness.step("second +1 again") { second.count += 1 }
    harness.step("hide sum") { store.update { $0.isSumShown = false } }
    // The sum is hidden, so SumView no longer reads the counts: child changes skip it.
    harness.step("first +1 while sum hidden") { first.update { $0.count += 1 } }
    harness.step("second +1 while sum hidden") { second.update { $0.count += 1 } }
    // Replacing one child tells that child's readers only; the root keeps its identity.
    harness.step("reset first while sum hidden") { first.state = ChildCounter() }
    harness.step("show sum") { store.update { $0.isSumShown = true } }
    harness.step("first +1 with sum shown") { first.update { $0.count += 1 } }
    harness.step("reset second with sum shown") { second.update { $0 = ChildCounter() } }
    return store
  }
}
