import Foundation

/// Writes the packages, builds them interleaved round after round, and prints the report.
struct CompileBenchmark {
  /// What to measure and where.
  var options: BenchmarkOptions

  /// Runs the whole benchmark.
  func run() throws {
    let root =
      options.directory
      ?? FileManager.default.temporaryDirectory.appendingPathComponent(
        "observable-structs-compile-benchmark-\(ProcessInfo.processInfo.processIdentifier)")
    say("packages in \(root.path)")
    let runner = BuildRunner(extraArguments: options.buildArguments)
    let writer = PackageWriter(
      checkout: options.checkout, types: options.types, publicTypes: !options.internalTypes,
      peer: options.peer)
    let models = root.appendingPathComponent("CompileBench")
    try PackageWriter.write(writer.modelPackage(), to: models)
    var rows = ModelStyle.ownStyles.map {
      Row(label: $0.label, style: $0, package: models.path)
    }
    if let baseline = options.baseline {
      let package = root.appendingPathComponent("CompileBenchBaseline")
      let baselineWriter = PackageWriter(
        checkout: baseline, types: options.types, publicTypes: !options.internalTypes)
      try PackageWriter.write(baselineWriter.modelPackage(styles: [.macro, .plugin]), to: package)
      rows.insert(
        Row(label: "macro, baseline checkout", style: .macro, package: package.path), at: 1)
      rows.insert(
        Row(label: "build plugin, baseline checkout", style: .plugin, package: package.path),
        at: 3)
    }
    if options.peer != nil {
      // A package of its own, so that the peer's dependencies (swift-syntax) weigh on no
      // other row's builds; its row goes after our macro's.
      let package = root.appendingPathComponent("CompileBenchPeer")
      try PackageWriter.write(writer.modelPackage(styles: [.peerMacro]), to: package)
      let index = rows.firstIndex { $0.style == .plugin } ?? rows.endIndex
      rows.insert(
        Row(label: ModelStyle.peerMacro.label, style: .peerMacro, package: package.path),
        at: index)
    }
    say("building the dependencies and every target once (not timed)…")
    for package in Set(rows.map(\.package)) {
      try runner.build(URL(fileURLWithPath: package))
    }
    for round in 1...options.rounds {
      for index in rows.indices {
        let package = URL(fileURLWithPath: rows[index].package)
        try BuildRunner.touchSources(of: rows[index].style.targetName, in: package)
        let time = try runner.build(package, target: rows[index].style.targetName)
        rows[index].rebuild.rounds.append(time)
        say("round \(round): \(rows[index].label): touched all, \(seconds(time))")
      }
    }
    let edited = options.types / 2
    for round in 1...options.rounds {
      for index in rows.indices {
        let style = rows[index].style
        let package = URL(fileURLWithPath: rows[index].package)
        let file = "Sources/\(style.targetName)/\(style.fileName(edited))"
        let source = style.source(
          ofModel: edited, step: round + 1, isPublic: !options.internalTypes)
        try PackageWriter.write([file: source], to: package)
        let time = try runner.build(package, target: style.targetName)
        rows[index].incremental.rounds.append(time)
        say("round \(round): \(rows[index].label): one file edited, \(seconds(time))")
      }
    }
    var small = Timings()
    var trivial = Timings()
    if !options.skipClean {
      let smallPackage = root.appendingPathComponent("SmallMacro")
      let trivialPackage = root.appendingPathComponent("Trivial")
      try PackageWriter.write(writer.smallMacroPackage(), to: smallPackage)
      try PackageWriter.write(writer.trivialPackage(), to: trivialPackage)
      for round in 1...options.rounds {
        for package in [smallPackage, trivialPackage] {
          try? FileManager.default.removeItem(at: package.appendingPathComponent(".build"))
          let time = try runner.build(package)
          if package == smallPackage {
            small.rounds.append(time)
          } else {
            trivial.rounds.append(time)
          }
          say("round \(round): clean build of \(package.lastPathComponent), \(seconds(time))")
        }
      }
    }
    say("")
    say(Report(options: options, rows: rows, smallMacro: small, trivial: trivial).text)
  }
}

/// Prints `line` at once, unbuffered, so that progress shows when the output goes to a file.
func say(_ line: String) {
  FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
