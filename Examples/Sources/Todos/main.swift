import ExampleSupport
import TodosFeature

// Plays the todo-list session, printing each step's renders, then render counts per view.
let harness = ViewHarness(echo: true)
TodosExample.run(on: harness)
print()
print(harness.log.summary)
