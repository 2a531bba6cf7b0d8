import ObservableStructsGenerator

/// Whole-pipeline generator throughput (lex, parse, expand, rewrite) over the synthetic file,
/// and the lexer alone; best of 25 rounds, since this absolute figure has no side-by-side
/// reference to cancel machine noise.
func generatorBenchmark(_ report: Report) {
  let text = SyntheticSource.make(typeCount: 200)
  let source = SourceText(text)
  let lines = source.lineStarts.count
  let megabytes = Double(source.count) / 1_000_000
  var diagnostics = 0
  let pipeline = bestNanoseconds(iterations: 2, rounds: 25) {
    let result = ObservableStructsGenerator.expand(
      source, file: "Synthetic.swift", sourceLocationFile: "Synthetic.swift")
    diagnostics = result.diagnostics.count
    blackHole(result.output)
  }
  let lexer = bestNanoseconds(iterations: 2, rounds: 25) {
    blackHole(Lexer.tokenize(source, file: "Synthetic.swift").tokens.count)
  }
  report.add("generator", "whole pipeline, \(lines) lines, \(source.count) bytes", pipeline)
  report.add("generator", "lexer alone", lexer)
  let throughput = megabytes / (pipeline / 1e9)
  print(
    "Generator: \(lines) lines, \(source.count) bytes, 200 annotated types, "
      + "\(diagnostics) diagnostics; whole pipeline "
      + String(format: "%.1f ms = %.1f MB/s", pipeline / 1e6, throughput)
      + "; lexer alone " + String(format: "%.1f MB/s", megabytes / (lexer / 1e9)))
  report.goal("generator ≥ 28 MB/s (shown as 28 / MB/s)", ratio: 28 / throughput, bound: 1)
}
