import Foundation

/// One corpus entry: type declarations, with `@TWIN` where `@ObservableState` goes, and the
/// scenario that exercises them.
///
/// The scenario is the body of a function `(_ r: inout TwinReport)` placed in the same file as
/// the declarations (so it reaches `fileprivate` and `private` types); it records its results
/// with `r.check`, `r.events`, `r.encode`, `r.decode`, `r.roundTrip` and `r.observe`.
/// Observer bodies log with `record("…")`. Type names must be unique across the corpus.
struct TwinEntry {
  /// The name results are labelled with; also names the scenario function.
  var name: String
  /// Declarations, written without annotations except the `@TWIN` placeholder.
  var declarations: String
  /// Statements that run the scenario.
  var scenario: String
  /// Warnings the annotated variants must give for these declarations, and the only ones they
  /// may give: a documented diagnostic (such as a declaration the annotation cannot observe)
  /// rather than a difference. The plain variant must give none.
  var expectedWarnings: [String] = []
  /// Warnings the plain declarations give (the compiler's own), which every annotated variant
  /// must give too, at the same lines and columns of the entry, and no others.
  var plainWarnings: [String] = []

  /// Whether annotated variants put `@ObservableState` on every struct and enum the
  /// declarations declare, as a user annotating an existing model would, instead of where
  /// `@TWIN` stands.
  var annotatesEveryType = false

  /// The placeholder replaced by `@ObservableState` in annotated variants.
  static let placeholder = "@TWIN"

  /// A line that starts a struct or enum declaration: indentation, modifiers, keyword.
  private static let typeDeclarationLine = try! NSRegularExpression(
    pattern: #"^(\s*)((?:(?:public|package|internal|fileprivate|private|indirect|final)\s+)*"#
      + #"(?:struct|enum)\s+\w)"#,
    options: [.anchorsMatchLines])

  /// The scenario function's name.
  var function: String { "twin_\(name)" }

  /// The entry as it appears in a variant's corpus file.
  func source(annotated: Bool) -> String {
    var marked = declarations.replacingOccurrences(
      of: Self.placeholder, with: annotated ? "@ObservableState" : "")
    if annotated && annotatesEveryType {
      // On the declaration's own line, so that every line keeps its number.
      marked = Self.typeDeclarationLine.stringByReplacingMatches(
        in: marked, range: NSRange(marked.startIndex..., in: marked),
        withTemplate: "$1@ObservableState $2")
    }
    let body = scenario.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : "  " + $0 }.joined(separator: "\n")
    return "// MARK: \(name)\n\n\(marked)\n\n"
      + "func \(function)(_ r: inout TwinReport) {\n\(body)\n}\n"
  }
}

/// One of the six builds of the same corpus: with or without `@ObservableState`, through the
/// macro or the build plugin, in Swift 5 or Swift 6 language mode.
struct TwinVariant: Equatable {
  /// How the corpus reaches the compiler.
  enum Path: String {
    /// No annotation: the reference behaviour.
    case plain = "Plain"
    /// `@ObservableState` in ordinary `.swift` files, expanded by the macro.
    case macro = "Macro"
    /// `@ObservableState` in a `.swift.observable` file, expanded by the build plugin.
    case plugin = "Plugin"
  }

  /// How the corpus reaches the compiler.
  var path: Path
  /// The language mode, 5 or 6.
  var languageMode: Int

  /// The target and module name, for example `Macro5`.
  var name: String { "\(path.rawValue)\(languageMode)" }
  /// Whether the corpus carries `@ObservableState`.
  var annotated: Bool { path != .plain }

  /// All six, reference first: the plain Swift 6 build every other one is compared with.
  static let all: [TwinVariant] = [.plain, .macro, .plugin].flatMap { path in
    [6, 5].map { TwinVariant(path: path, languageMode: $0) }
  }
}
