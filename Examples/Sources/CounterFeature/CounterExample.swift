import ExampleSupport
import ObservableStructs

/// The counter screen driven through a scripted session: increment, decrement, hide and show
/// the count, and Reset, which replaces the whole state.
///
/// Views: `CounterView` shows the count (or "hidden"); `ToggleButton` shows its title.
@MainActor
public enum CounterExample {
  /// Mounts the screen's views on `harness`, plays the session, and returns the store.
  @discardableResult
  public static func run(on harness: ViewHarness) -> Store<CounterState> {
    let store = Store(initialState: CounterState())
    harness.step("mount") {
      harness.mount("CounterView") {
        store.isDisplayed ? "count=\(store.count)" : "hidden"
      }
      harness.mount("ToggleButton") {
        store.isDisplayed ? "title=Hide" : "title=Show"
      }
    }
    harness.step("increment") { store.update { $0.count += 1 } }
    harness.step("increment again") { store.update { $0.count += 1 } }
    harness.step("decrement") { store.update { $0.count -= 1 } }
    harness.step("hide") { store.update { $0.isDisplayed = false } }
    // CounterView read only `isDisplayed` in its last render, so this re-renders nothing.
    harness.step("increment while hidden") { store.update { $0.count += 1 } }
    harness.step("show") { store.update { $0.isDisplayed = true } }
    // A reset replaces the root: every reader is told, even ToggleButton whose data is equal,
    // because it is now subscribed to a registrar the new value no longer has.
    harness.step("reset") { store.update { $0 = CounterState() } }
    harness.step("increment after reset") { store.update { $0.count += 1 } }
    // Assigning a state compares it with the store's own: the new value adopts the registrars
    // of what it shares with the old one, so only the readers of what differs are told
    // (`count`), and ToggleButton stays attached.
    harness.step("reset by assignment") { store.state = CounterState() }
    harness.step("increment after second reset") { store.count += 1 }
    return store
  }
}
