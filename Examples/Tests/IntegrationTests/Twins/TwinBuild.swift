import Foundation

/// Builds the twin package's runner in one configuration, leaving out each twin variant that
/// does not compile (and keeping its error lines) until the rest builds.
struct TwinBuild {
  /// What one configuration's build produced.
  struct Result {
    /// Variants that did not compile at all, each with the compiler's error lines.
    var failures: [(variant: String, errors: [String])] = []
    /// Entries left out of a variant because they do not compile there, with the error lines
    /// and the same lines placed within the entry (see ``TwinBuild/ErrorLine/placed(in:)``).
    var uncompiled: [(variant: String, entry: String, errors: [String], placed: [String])] = []
    /// The built runner, or `nil` when not even the plain reference compiled.
    var runner: URL?
    /// The warnings of the build that compiled, by variant and entry, with the same lines
    /// placed within the entry; recorded only when asked for, from a build that is not strict
    /// (a strict build stops at its first failing job, and the jobs it stops print only part
    /// of their warnings).
    var warned: [(variant: String, entry: String, lines: [String], placed: [String])] = []
    /// Build output that could not be put down to one variant, when the build gave up.
    var unexplained: String?
    /// Wall-clock seconds of all build attempts.
    var seconds = 0.0
  }

  /// The package to write and build.
  var package: TwinPackage
  /// The scratch path every configuration shares.
  var scratch: URL

  /// Builds `configuration` (`debug` or `release`), treating warnings in the twin targets as
  /// errors when `warningsAsErrors` is set (the build plugin's warnings too, which the compiler
  /// flag does not reach). An entry that does not compile in a variant is left out of that
  /// variant only; a variant whose errors fall outside any entry is left out altogether.
  ///
  /// With `recordsWarnings` (for a build that is not strict), every variant is compiled again
  /// and the warnings of the build that compiles are kept in ``Result/warned``.
  func run(configuration: String, warningsAsErrors: Bool, recordsWarnings: Bool = false) throws
    -> Result
  {
    var result = Result()
    var selection = TwinPackage.Selection()
    let start = Date()
    try package.write(selection, warningsAsErrors: warningsAsErrors)
    // The plugin prints its warnings only when it runs, and the compiler only when it compiles.
    if warningsAsErrors { try package.touchPluginInputs() }
    if recordsWarnings { try package.touchCorpusFiles() }
    while true {
      try package.write(selection, warningsAsErrors: warningsAsErrors)
      // The corpus files this build compiled: the lines it reports point into them.
      let built = selection
      let build = try self.build(configuration)
      result.seconds = Date().timeIntervalSince(start)
      if warningsAsErrors {
        // Recorded only: they fail no build, and the entries they point into must stay in for
        // the compiler's own warnings about them, which may come in a later round.
        let warnings = Self.errors(in: build.lines, variants: built.linked, kind: "warning")
        var unchanged = selection
        _ = exclude(warnings, builtWith: built, from: &unchanged, into: &result)
      }
      if build.status == 0 {
        if recordsWarnings {
          record(
            Self.errors(in: build.lines, variants: built.linked, kind: "warning"), built, &result)
        }
        result.runner = scratch.appendingPathComponent("\(configuration)/TwinRunner")
        return result
      }
      let errors = Self.errors(in: build.lines, variants: built.linked, kind: "error")
      let reference = TwinVariant.all[0]
      // The reference may fail only on the warnings plain Swift gives, made errors.
      let referenceFails = errors[reference.name].map { lines in
        !warningsAsErrors || !lines.allSatisfy { isPlainWarning($0, reference, built) }
      }
      guard !errors.isEmpty, referenceFails != true,
        exclude(errors, builtWith: built, from: &selection, into: &result)
      else {
        result.failures += errors.sorted { $0.key < $1.key }.map { ($0.key, $0.value.map(\.text)) }
        result.unexplained = build.output
        return result
      }
    }
  }

  /// Keeps `warnings`, from a build of the corpus files `built` describes, in
  /// ``Result/warned`` by variant and entry; a warning outside every entry is not kept.
  private func record(
    _ warnings: [String: [ErrorLine]], _ built: TwinPackage.Selection, _ result: inout Result
  ) {
    for variant in TwinVariant.all {
      for line in warnings[variant.name] ?? [] {
        guard let corpusLine = line.corpusLine,
          let found = package.entry(atLine: corpusLine, of: variant, built)
        else { continue }
        let placed = line.placed(in: found.startLine)
        if let index = result.warned.firstIndex(where: {
          $0.variant == variant.name && $0.entry == found.name
        }) {
          result.warned[index].lines.append(line.text)
          result.warned[index].placed.append(placed)
        } else {
          result.warned.append((variant.name, found.name, [line.text], [placed]))
        }
      }
    }
  }

  /// Whether `line`, from a build of `variant`, is one of the plain warnings its entry
  /// documents (see ``TwinEntry/plainWarnings``).
  private func isPlainWarning(
    _ line: ErrorLine, _ variant: TwinVariant, _ selection: TwinPackage.Selection
  ) -> Bool {
    guard let corpusLine = line.corpusLine,
      let name = package.entry(atLine: corpusLine, of: variant, selection)?.name,
      let entry = package.corpus.first(where: { $0.name == name })
    else { return false }
    return entry.plainWarnings.contains { line.text.contains($0) }
  }

  /// Leaves the entries (or whole variants) that `errors`, from a build of the corpus files
  /// `built` describes, point into out of `selection` and records them in `result`; returns
  /// whether anything new was left out.
  private func exclude(
    _ errors: [String: [ErrorLine]], builtWith built: TwinPackage.Selection,
    from selection: inout TwinPackage.Selection, into result: inout Result
  ) -> Bool {
    var leftOut = false
    for variant in TwinVariant.all {
      guard let lines = errors[variant.name] else { continue }
      let entries = lines.map { line in
        line.corpusLine.flatMap { package.entry(atLine: $0, of: variant, built) }
      }
      if entries.contains(where: { $0 == nil }) {
        result.failures.append((variant.name, lines.map(\.text)))
        leftOut = true
        selection.linked.removeAll { $0 == variant }
        selection.missing.append(
          (variant.name, "does not compile: " + (lines.first?.text ?? "no error line")))
        continue
      }
      for (line, found) in zip(lines, entries) {
        guard let found else { continue }
        let entry = found.name
        let placed = line.placed(in: found.startLine)
        if let index = result.uncompiled.firstIndex(where: {
          $0.variant == variant.name && $0.entry == entry
        }) {
          if !result.uncompiled[index].errors.contains(line.text) {
            result.uncompiled[index].errors.append(line.text)
            result.uncompiled[index].placed.append(placed)
          }
        } else {
          result.uncompiled.append((variant.name, entry, [line.text], [placed]))
        }
        if selection.uncompiled[variant.name]?[entry] == nil {
          selection.uncompiled[variant.name, default: [:]][entry] = line.text
          leftOut = true
        }
      }
    }
    return leftOut
  }

  /// Builds the runner. The checkout may change while it builds (other work goes on in it):
  /// a source file edited during the build, or removed while SwiftPM's cached plan still lists
  /// it ("missing inputs"), makes the build run once more, without the cached plans.
  private func build(_ configuration: String) throws -> SwiftBuild.Outcome {
    let swiftBuild = SwiftBuild(package: package.folder, scratch: scratch)
    let arguments = ["-c", configuration, "--product", "TwinRunner"]
    let outcome = try swiftBuild.run(arguments)
    let transient = ["because of missing inputs", "was modified during the build"]
    guard outcome.status != 0, transient.contains(where: outcome.output.contains) else {
      return outcome
    }
    for name in ["plugin-tools.yaml", "\(configuration).yaml"] {
      try? FileManager.default.removeItem(at: scratch.appendingPathComponent(name))
    }
    let products = try? FileManager.default.contentsOfDirectory(
      at: scratch, includingPropertiesForKeys: nil)
    for triple in products ?? [] where triple.lastPathComponent.contains("-") {
      let folder = triple.appendingPathComponent(configuration)
      for name in ["description.json", "plugin-tools-description.json"] {
        try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
      }
    }
    return try swiftBuild.run(arguments)
  }

  /// One compiler error line, shortened, and the corpus line it points at (itself or in the
  /// first note that follows, for errors inside a macro expansion buffer).
  struct ErrorLine: Equatable {
    /// `Corpus.swift:12:3: error: …`.
    var text: String
    /// The line in the variant's corpus file, when the error belongs to one.
    var corpusLine: Int?

    /// The line as `+LINE:COLUMN: MESSAGE`, its line counted from `startLine` (the first line
    /// of its entry) and without the severity, so that the same diagnostic compares equal in
    /// every variant: plain, macro (which adds "(from macro …)") and plugin.
    func placed(in startLine: Int) -> String {
      let parts = text.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
      guard parts.count == 5, let corpusLine, let column = Int(parts[2]) else { return text }
      var message = parts[4].drop { $0 == " " }
      if let macro = message.range(of: " (from macro ") { message = message[..<macro.lowerBound] }
      return "+\(corpusLine - startLine):\(column): \(message)"
    }
  }

  /// The distinct `error:` (or `warning:`, by `kind`) lines of a build, by the variant whose
  /// source or macro expansion they point into. Plugin output and macro buffers carry the
  /// module name in their path.
  static func errors(
    in lines: [String], variants: [TwinVariant], kind: String
  ) -> [String: [ErrorLine]] {
    var found: [String: [ErrorLine]] = [:]
    for (index, line) in lines.enumerated() where line.contains(": \(kind): ") {
      // An error inside a macro expansion names the expansion; the note after it names the file.
      let notes = lines[(index + 1)...].prefix { !$0.contains(": \(kind): ") }.prefix(40)
      func names(_ variant: TwinVariant) -> (String) -> Bool {
        { $0.contains("/\(variant.name)/") || $0.contains("\(variant.name.count)\(variant.name)") }
      }
      guard
        let variant = variants.first(where: { names($0)(line) })
          ?? variants.first(where: { notes.contains(where: names($0)) })
      else { continue }
      let corpusLine =
        corpusLine(in: line)
        ?? notes.lazy.filter { $0.contains("/\(variant.name)/") }.compactMap(corpusLine(in:)).first
      let error = ErrorLine(text: shortened(line, kind: kind), corpusLine: corpusLine)
      if !found[variant.name, default: []].contains(error) {
        found[variant.name, default: []].append(error)
      }
    }
    return found
  }

  /// The line number in `…/Corpus.swift:LINE:COL:` or `…/Corpus.swift.observable:LINE:COL:`.
  private static func corpusLine(in line: String) -> Int? {
    for file in ["/Corpus.swift:", "/Corpus.swift.observable:"] {
      guard let range = line.range(of: file) else { continue }
      return Int(line[range.upperBound...].prefix { $0.isNumber })
    }
    return nil
  }

  /// The line without the folder part of its path: `Corpus.swift:12:3: error: …`.
  private static func shortened(_ line: String, kind: String) -> String {
    guard let colon = line.range(of: ": \(kind): ") else { return line }
    let location = line[..<colon.lowerBound]
    let file = location.split(separator: "/").last.map(String.init) ?? String(location)
    return file + line[colon.lowerBound...]
  }
}
