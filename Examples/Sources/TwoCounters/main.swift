import ExampleSupport
import TwoCountersFeature

// Plays the two-counters session, printing each step's renders, then render counts per view.
let harness = ViewHarness(echo: true)
TwoCountersExample.run(on: harness)
print()
print(harness.log.summary)
