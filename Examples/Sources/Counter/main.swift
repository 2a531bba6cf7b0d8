import CounterFeature
import ExampleSupport

// Plays the counter session, printing each step's renders, then the render counts per view.
let harness = ViewHarness(echo: true)
CounterExample.run(on: harness)
print()
print(harness.log.summary)
