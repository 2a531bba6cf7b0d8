import Foundation

// Side-by-side benchmarks of ObservableStructs; run with
//   swift run -c release observable-structs-benchmarks
// Every row is measured in this one run; each number is the best of 7 rounds.

let report = Report()
let arguments = Set(CommandLine.arguments.dropFirst())
let all = arguments.isEmpty
if all || arguments.contains("accessors") { accessorBenchmarks(report) }
if all || arguments.contains("collections") { collectionBenchmarks(report) }
if all || arguments.contains("store") { MainActor.assumeIsolated { storeBenchmarks(report) } }
if all || arguments.contains("generator") { generatorBenchmark(report) }
if all || arguments.contains("memory") { memoryReport(report) }
print("")
report.print()
