import Foundation

/// The benchmark's printed result: Markdown tables ready for the Performance article.
struct Report {
  /// The options of the run.
  var options: BenchmarkOptions
  /// Every timed target.
  var rows: [Row]
  /// Clean debug builds of the small macro package.
  var smallMacro: Timings
  /// Clean debug builds of the trivial package.
  var trivial: Timings

  /// The whole report.
  var text: String {
    var lines = [
      "\(options.types) types, best of \(options.rounds) interleaved rounds, debug builds, "
        + "processor time of the build and every process it starts (all rounds in parentheses):",
      "",
      "| style | rebuild after touching every file | per type | after editing one file |",
      "| --- | ---: | ---: | ---: |",
    ]
    for row in rows {
      let perType = row.rebuild.best * 1000 / Double(options.types)
      lines.append(
        "| \(row.label) | \(row.rebuild.summary) | \(Int(perType.rounded())) ms "
          + "| \(row.incremental.summary) |")
    }
    lines += ["", "| goal | this run | verdict |", "| --- | ---: | --- |"]
    let best = { (style: ModelStyle) in row(style)?.rebuild.best ?? .nan }
    lines += [
      Goal(
        name: "macro / plugin rebuild", value: best(.macro) / best(.plugin), limit: 1.1,
        unit: "×"
      ).line,
      Goal(
        name: "plugin / `@Observable` rebuild", value: best(.plugin) / best(.observation),
        limit: 0.6, unit: "×"
      ).line,
      Goal(
        name: "macro / `@Observable` rebuild", value: best(.macro) / best(.observation),
        limit: 0.7, unit: "×"
      ).line,
      Goal(
        name: "clean debug build, one macro type (trivial package: \(seconds(trivial.best)))",
        value: smallMacro.best, limit: 10, unit: " s"
      ).line,
    ]
    if let peer = row(.peerMacro), let macro = row(.macro) {
      lines += [
        Goal(
          name: "macro / peer macro rebuild", value: macro.rebuild.best / peer.rebuild.best,
          limit: 0.3, unit: "×"
        ).line,
        Goal(
          name: "macro / peer macro, one file edited",
          value: macro.incremental.best / peer.incremental.best, limit: 0.15, unit: "×"
        ).line,
      ]
    }
    let floor = best(.minimalAccessors)
    if !floor.isNaN {
      lines += [
        "",
        "| for scale (not goals) | this run |",
        "| --- | ---: |",
        "| least observing accessors / `@Observable` rebuild | \(ratio(floor, best(.observation))) |",
        "| plugin / least observing accessors rebuild | \(ratio(best(.plugin), floor)) |",
      ]
    }
    if !smallMacro.rounds.isEmpty {
      lines += [
        "",
        "clean builds: small macro package \(smallMacro.summary), "
          + "trivial package \(trivial.summary)",
      ]
    }
    return lines.joined(separator: "\n")
  }

  /// The row of `style` in this checkout (not a baseline's), if it was timed.
  private func row(_ style: ModelStyle) -> Row? {
    rows.first { $0.style == style && $0.label == style.label }
  }
}

/// `value / base` with two decimals and a "×".
private func ratio(_ value: Double, _ base: Double) -> String {
  "\((value / base * 100).rounded() / 100)×"
}
