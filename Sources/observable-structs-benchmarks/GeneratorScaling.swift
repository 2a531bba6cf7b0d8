import Foundation
import ObservableStructsGenerator

/// How the generator's cost grows with its input: the synthetic file at about 200 KB, 1 MB,
/// 4 MB and 8 MB, each with its throughput (best of 5) and, when `valgrind` is on the `PATH`
/// and the `observable-structs` tool was built beside this executable, the instructions the
/// tool executes per input byte (callgrind). Each size shows two figures: the whole run, and
/// the run less the tool's run on an empty file (process start: loading the Swift runtime,
/// the same few million instructions at every size). A linear generator keeps the second
/// flat across the sizes; the first falls as the fixed start is shared by more bytes.
func generatorScaling(_ report: Report) {
  let targetSizes = [200_000, 1_000_000, 4_000_000, 8_000_000]
  // One synthetic type takes this many bytes, give or take; the count is rounded to fit.
  let bytesPerType = SyntheticSource.make(typeCount: 10).utf8.count / 10
  let tool = URL(fileURLWithPath: CommandLine.arguments[0])
    .deletingLastPathComponent().appendingPathComponent("observable-structs").path
  let valgrind = executablePath(named: "valgrind")
  var perByte: [Double] = []
  let processStart = valgrind.flatMap {
    callgrindInstructions(valgrind: $0, tool: tool, source: SourceText(""))
  }
  if let processStart { print("Generator scaling: an empty file, \(processStart) instructions") }
  for target in targetSizes {
    let source = SourceText(SyntheticSource.make(typeCount: max(1, target / bytesPerType)))
    let nanoseconds = bestNanoseconds(iterations: 1, rounds: 5) {
      blackHole(
        ObservableStructsGenerator.expand(
          source, file: "Synthetic.swift", sourceLocationFile: "Synthetic.swift"
        ).output)
    }
    let throughput = Double(source.count) / 1_000_000 / (nanoseconds / 1e9)
    var line =
      "Generator scaling: \(source.count) bytes, "
      + String(format: "%.1f ms = %.1f MB/s", nanoseconds / 1e6, throughput)
    if let valgrind, let processStart, FileManager.default.isExecutableFile(atPath: tool),
      let instructions = callgrindInstructions(valgrind: valgrind, tool: tool, source: source)
    {
      let whole = Double(instructions) / Double(source.count)
      let pipeline = Double(instructions - processStart) / Double(source.count)
      perByte.append(pipeline)
      line +=
        ", \(instructions) instructions = "
        + String(format: "%.0f instructions/byte, %.0f less process start", whole, pipeline)
    }
    print(line)
    _ = report.add("generator", "scaling, \(source.count) bytes", nanoseconds)
  }
  if let smallest = perByte.min(), let largest = perByte.max(), let first = perByte.first {
    report.goal(
      "instructions/byte less process start ≤ 200 (shown as largest / 200)",
      ratio: largest / 200, bound: 1)
    report.goal(
      "instructions/byte less process start within ±10% across sizes (shown as spread / 10%)",
      ratio: (largest - smallest) / first / 0.1, bound: 1)
  }
}

/// The full path of the executable `name` on the `PATH`, if there is one.
private func executablePath(named name: String) -> String? {
  let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
  for directory in path.split(separator: ":") {
    let candidate = String(directory) + "/" + name
    if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
  }
  return nil
}

/// The instructions `observable-structs expand` executes on `source`, counted by callgrind,
/// or `nil` if the run fails.
private func callgrindInstructions(valgrind: String, tool: String, source: SourceText) -> Int? {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("generator-scaling-\(ProcessInfo.processInfo.processIdentifier)")
  try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: directory) }
  let input = directory.appendingPathComponent("Synthetic.swift")
  let profile = directory.appendingPathComponent("callgrind.out")
  guard (try? Data(source.bytes).write(to: input)) != nil else { return nil }
  let process = Process()
  process.executableURL = URL(fileURLWithPath: valgrind)
  process.arguments = [
    "--tool=callgrind", "--callgrind-out-file=" + profile.path, tool, "expand", input.path,
  ]
  process.standardOutput = FileHandle.nullDevice
  process.standardError = FileHandle.nullDevice
  guard (try? process.run()) != nil else { return nil }
  process.waitUntilExit()
  // The profile's `totals:` (or `summary:`) line holds the instruction count.
  guard let text = try? String(contentsOf: profile, encoding: .utf8) else { return nil }
  for line in text.split(separator: "\n")
  where line.hasPrefix("totals:") || line.hasPrefix("summary:") {
    return line.split(separator: " ").dropFirst().first.flatMap { Int($0) }
  }
  return nil
}
