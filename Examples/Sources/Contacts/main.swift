import ContactsFeature
import ExampleSupport

// Plays the master–detail session, printing each step's renders, then render counts per view.
let harness = ViewHarness(echo: true)
ContactsExample.run(on: harness)
print()
print(harness.log.summary)
