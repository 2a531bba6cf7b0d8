import ObservableStructsGenerator

/// Turns the generator's diagnostics, positioned inside the request's sources, into the
/// compiler's, positioned by file name and absolute UTF-8 offset.
struct DiagnosticConversion {
  /// Where the attribute's source starts.
  var attribute: WireSyntax
  /// Where the declaration's source starts.
  var declaration: WireSyntax
  /// Where the parent declaration's source starts, for `memberAttribute`.
  var parentDeclaration: WireSyntax?

  /// Creates the conversion for the sources of `message`.
  init(for message: AttachedExpansionMessage) {
    attribute = message.attributeSyntax
    declaration = message.declSyntax
    parentDeclaration = message.parentDeclSyntax
  }

  /// The diagnostic as the compiler expects it; the fix-it, if any, becomes a wire fix-it
  /// with one change.
  func convert(_ diagnostic: MacroExpansionDiagnostic) -> WireDiagnostic {
    let anchor = syntax(for: diagnostic.anchor)
    // Every message starts with its identifier, as on the command line and the build plugin.
    var converted = WireDiagnostic(
      message: (diagnostic.id.map { "[\($0)] " } ?? "") + diagnostic.message,
      severity: Self.severity(diagnostic.severity),
      position: WireDiagnostic.Position(
        fileName: anchor.location.fileName,
        offset: Self.absoluteOffset(diagnostic.offset, in: anchor)))
    if let fixIt = diagnostic.fixIt {
      let range = WireDiagnostic.PositionRange(
        fileName: anchor.location.fileName,
        startOffset: Self.absoluteOffset(fixIt.range.lowerBound, in: anchor),
        endOffset: Self.absoluteOffset(fixIt.range.upperBound, in: anchor))
      converted.fixIts = [
        WireDiagnostic.FixIt(
          message: fixIt.message,
          changes: [WireDiagnostic.FixIt.Change(range: range, newText: fixIt.replacement)])
      ]
    }
    return converted
  }

  /// The source the anchor names; a missing parent falls back to the declaration.
  private func syntax(for anchor: MacroExpansionDiagnostic.Anchor) -> WireSyntax {
    switch anchor {
    case .attribute: attribute
    case .declaration: declaration
    case .parentDeclaration: parentDeclaration ?? declaration
    }
  }

  /// `relative` as an offset in the file, kept inside the anchored source.
  static func absoluteOffset(_ relative: Int, in syntax: WireSyntax) -> Int {
    syntax.location.offset.clampedAdding(min(max(relative, 0), syntax.source.utf8.count))
  }

  /// The wire spelling of a severity.
  static func severity(_ severity: DiagnosticSeverity) -> WireDiagnostic.Severity {
    switch severity {
    case .error: .error
    case .warning: .warning
    case .note: .note
    }
  }
}

extension Int {
  /// `self + other`, held at `Int.max` or `Int.min` instead of trapping: the offsets come from
  /// the compiler's message, and a malformed message must get an answer, not a crash.
  func clampedAdding(_ other: Int) -> Int {
    let (sum, overflow) = addingReportingOverflow(other)
    guard overflow else { return sum }
    return other > 0 ? .max : .min
  }
}
