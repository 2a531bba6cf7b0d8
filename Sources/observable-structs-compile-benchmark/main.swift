import Foundation

// Times the compilation of the same model written in five styles; see the Performance
// article's "Compile time".
guard let options = BenchmarkOptions.parse(Array(CommandLine.arguments.dropFirst())) else {
  print(BenchmarkOptions.usage)
  exit(2)
}
do {
  try CompileBenchmark(options: options).run()
} catch {
  print("error: \(error)")
  exit(1)
}
