import ExampleSupport
import ObservableStructs

/// Plays an example's scripted session, `run`, on a fresh view harness and hands `check` the
/// harness, with what it rendered, and the store the session leaves.
///
/// Everything runs on the main thread, where XCTest calls the tests: XCTest on Linux cannot call
/// main-actor test methods.
func playExample<State>(
  _ run: @MainActor (ViewHarness) -> Store<State>,
  _ check: @MainActor (ViewHarness, Store<State>) -> Void
) {
  MainActor.assumeIsolated {
    let harness = ViewHarness()
    check(harness, run(harness))
  }
}
