import Foundation

// Side-by-side benchmarks of ObservableStructs; run with
//   swift run -c release observable-structs-benchmarks
// Every row is measured in this one run; each time is the best of 7 rounds (generator: 25).
// Groups: accessors, methods, collections, identified, scoping, store, generator, memory, precision
// (default: all), and generator-scaling (only when named): MB/s and instructions per input byte
// from 200 KB to 8 MB.

let report = Report()
let arguments = Set(CommandLine.arguments.dropFirst())
let all = arguments.isEmpty
if all || arguments.contains("accessors") { accessorBenchmarks(report) }
if all || arguments.contains("methods") { methodBenchmarks(report) }
if all || arguments.contains("collections") { collectionBenchmarks(report) }
if all || arguments.contains("identified") {
  MainActor.assumeIsolated { identifiedBenchmarks(report) }
}
if all || arguments.contains("scoping") { MainActor.assumeIsolated { scopingBenchmarks(report) } }
if all || arguments.contains("store") { MainActor.assumeIsolated { storeBenchmarks(report) } }
if all || arguments.contains("generator") { generatorBenchmark(report) }
// Not part of `all`: it writes four files of up to 8 MB and runs callgrind on each.
if arguments.contains("generator-scaling") { generatorScaling(report) }
if all || arguments.contains("memory") { memoryReport(report) }
if all || arguments.contains("precision") { MainActor.assumeIsolated { precisionReport(report) } }
print("")
report.print()
