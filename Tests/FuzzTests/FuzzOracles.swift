import Foundation
import ObservableStructsGenerator
import ObservableStructsTestSupport

/// A property every fuzzed expansion must have.
enum FuzzProperty: String, Hashable {
  /// One expansion took longer than ``GeneratorFuzzTests/slowLimitSeconds``.
  case slow = "slow expansion"
  /// Neither an output nor an error diagnostic came back.
  case silentFailure = "no output and no error"
  /// An output came back although an error was reported.
  case outputDespiteError = "output despite an error"
  /// A file without annotations came back changed.
  case changedWithoutAnnotation = "file without annotation changed"
  /// A diagnostic's line or column does not match its offset, or the offset is outside the input.
  case misplacedDiagnostic = "diagnostic position inconsistent"
  /// The output still carries a macro attribute.
  case attributeLeftInOutput = "macro attribute left in output"
  /// A macro expansion failed without an error diagnostic.
  case macroSilentFailure = "macro expansion failed without an error"
  /// A macro diagnostic points outside the source it is anchored to.
  case macroDiagnosticOutOfRange = "macro diagnostic outside its source"
}

/// One violated property and what exactly was seen.
struct FuzzProblem {
  var property: FuzzProperty
  var detail: String
}

/// The properties of a plugin-mode expansion (``ObservableStructsGenerator/expand(_:file:sourceLocationFile:)``).
enum GeneratorOracle {
  /// The attribute names that must never survive into plugin-mode output.
  static let macroAttributes: Set<String> = [
    "ObservableState", "ObservationStateTracked", "ObservationStateIgnored",
  ]

  /// What is wrong with `result`, the expansion of `input` that took `seconds`.
  static func problems(_ result: FileExpansion, input: [UInt8], seconds: Double) -> [FuzzProblem] {
    var problems: [FuzzProblem] = []
    if seconds > GeneratorFuzzTests.slowLimitSeconds {
      problems.append(FuzzProblem(property: .slow, detail: String(format: "%.2f s", seconds)))
    }
    switch (result.output, result.hasErrors) {
    case (nil, false):
      problems.append(FuzzProblem(property: .silentFailure, detail: "\(result.diagnostics)"))
    case (_?, true):
      problems.append(FuzzProblem(property: .outputDespiteError, detail: "\(result.diagnostics)"))
    default:
      break
    }
    let source = SourceText(bytes: input)
    for diagnostic in result.diagnostics {
      let location = source.location(of: diagnostic.offset)
      if diagnostic.offset < 0 || diagnostic.offset > input.count
        || location != (diagnostic.line, diagnostic.column)
        || diagnostic.file != GeneratorFuzzTests.fileName
      {
        problems.append(
          FuzzProblem(
            property: .misplacedDiagnostic,
            detail: "\(diagnostic) at offset \(diagnostic.offset); offset is at \(location)"))
      }
    }
    guard let output = result.output else { return problems }
    let outputBytes = Array(output.utf8)
    if !contains("ObservableState", in: input), outputBytes != expectedIdentity(input) {
      problems.append(
        FuzzProblem(
          property: .changedWithoutAnnotation,
          detail: "output \(String(reflecting: output))"))
    }
    if contains("@Observ", in: outputBytes),
      let attribute = macroAttribute(in: outputBytes)
    {
      problems.append(
        FuzzProblem(
          property: .attributeLeftInOutput,
          detail: "'@\(attribute)' in output \(String(reflecting: output))"))
    }
    return problems
  }

  /// What an unchanged file comes back as: its bytes, or for bytes that are not valid UTF-8
  /// their decoding with replacement characters (the output is a `String`).
  static func expectedIdentity(_ input: [UInt8]) -> [UInt8] {
    Array(String(decoding: input, as: UTF8.self).utf8)
  }

  /// The first macro attribute written as an attribute (not inside a comment or literal), as
  /// spelled: `ObservableState` or `ObservableStructs.ObservableState`.
  static func macroAttribute(in bytes: [UInt8]) -> String? {
    let lexed = Lexer.tokenize(SourceText(bytes: bytes))
    let tokens = lexed.tokens
    for index in tokens.indices where tokens[index].kind == .atSign && index + 1 < tokens.count {
      let name = lexed.text(of: tokens[index + 1])
      if macroAttributes.contains(name) { return name }
      if name == "ObservableStructs", index + 3 < tokens.count,
        tokens[index + 2].kind == .period,
        macroAttributes.contains(lexed.text(of: tokens[index + 3]))
      {
        return name + "." + lexed.text(of: tokens[index + 3])
      }
    }
    return nil
  }

  /// Whether `needle` occurs in `haystack`.
  static func contains(_ needle: String, in haystack: [UInt8]) -> Bool {
    let pattern = Array(needle.utf8)
    // memchr finds candidates for the first byte; memcmp confirms the rest. Fast even in a
    // debug build, where a byte loop in Swift is not.
    return haystack.withUnsafeBytes { hay in
      pattern.withUnsafeBytes { pin in
        guard let base = hay.baseAddress, let wanted = pin.baseAddress, let first = pin.first,
          hay.count >= pin.count
        else { return false }
        var offset = 0
        let lastStart = hay.count - pin.count
        while offset <= lastStart,
          let found = memchr(base + offset, Int32(first), lastStart - offset + 1)
        {
          if memcmp(found, wanted, pin.count) == 0 { return true }
          offset = UnsafeRawPointer(found) - base + 1
        }
        return false
      }
    }
  }
}

/// The properties of a macro-mode expansion (``MacroExpander/expand(_:)``).
enum MacroOracle {
  /// What is wrong with `response` to `request`, which took `seconds`.
  static func problems(
    _ response: MacroExpansionResponse, _ request: MacroExpansionRequest, seconds: Double
  ) -> [FuzzProblem] {
    var problems: [FuzzProblem] = []
    if seconds > GeneratorFuzzTests.slowLimitSeconds {
      problems.append(FuzzProblem(property: .slow, detail: String(format: "%.2f s", seconds)))
    }
    if response.expandedSource == nil,
      !response.diagnostics.contains(where: { $0.severity == .error })
    {
      problems.append(
        FuzzProblem(property: .macroSilentFailure, detail: "\(response.diagnostics)"))
    }
    for diagnostic in response.diagnostics {
      let anchored: String
      switch diagnostic.anchor {
      case .attribute: anchored = request.attributeSource
      case .declaration: anchored = request.declarationSource
      case .parentDeclaration: anchored = request.parentDeclarationSource ?? ""
      }
      let bound = anchored.utf8.count
      let fixItRange = diagnostic.fixIt?.range ?? 0..<0
      if !(0...bound).contains(diagnostic.offset) || fixItRange.lowerBound < 0
        || fixItRange.upperBound > bound
      {
        problems.append(
          FuzzProblem(
            property: .macroDiagnosticOutOfRange,
            detail: "\(diagnostic) outside the \(bound) bytes of its \(diagnostic.anchor) source"))
      }
    }
    return problems
  }
}

/// Builds macro requests from mutated golden inputs: the whole mutant as a type declaration,
/// or a few of its lines as a member declaration, in every role and with odd attribute,
/// extended-type and conformance sources.
enum MacroRequestMaker {
  static let roles: [MacroRole] = [.member, .memberAttribute, .accessor, .peer, .extension, .body]
  static let names = [
    "ObservableState", "ObservationStateTracked", "ObservationStateIgnored", "", "Other",
  ]
  static let attributes = [
    "@ObservableState", "\n\n@ObservableState ", "\n  @ObservationStateTracked ",
    "@ObservationStateIgnored", "", "@", " @ObservableStructs.ObservableState(",
  ]
  static let extendedTypes: [String?] = [nil, "", "Counter", " Feature.State<T> ", "(", "é"]
  static let conformances = [
    [], ["Observable"], ["ObservableStructs.ObservableState", "Observation.Observable"], ["("],
  ]

  /// A random request whose sources come from `mutant`.
  static func request(from mutant: [UInt8], using random: inout SeededRandom)
    -> MacroExpansionRequest
  {
    let whole = String(decoding: mutant, as: UTF8.self)
    let lines = whole.split(separator: "\n", omittingEmptySubsequences: false)
    let first = random.below(lines.count)
    let member = lines[first..<min(lines.count, first + 1 + random.below(3))]
      .joined(separator: "\n")
    let role = random.pick(roles)
    let isTypeRole = role == .member || role == .extension
    return MacroExpansionRequest(
      macroName: random.oneIn(4) ? random.pick(names) : defaultName(for: role),
      role: role,
      attributeSource: random.pick(attributes),
      declarationSource: isTypeRole || random.oneIn(4) ? whole : member,
      parentDeclarationSource: random.oneIn(5) ? nil : whole,
      extendedTypeSource: random.pick(extendedTypes),
      conformances: random.pick(conformances))
  }

  /// The macro that usually comes with `role`.
  static func defaultName(for role: MacroRole) -> String {
    switch role {
    case .member, .memberAttribute, .extension: "ObservableState"
    case .accessor, .peer: "ObservationStateTracked"
    case .body: "ObservationStateInitializer"
    }
  }

  /// The request as Swift source, to paste into a test.
  static func describe(_ request: MacroExpansionRequest) -> String {
    "MacroExpansionRequest(macroName: \(String(reflecting: request.macroName)), "
      + "role: .\(request.role), attributeSource: \(String(reflecting: request.attributeSource)), "
      + "declarationSource: \(String(reflecting: request.declarationSource)), "
      + "parentDeclarationSource: \(String(reflecting: request.parentDeclarationSource)), "
      + "extendedTypeSource: \(String(reflecting: request.extendedTypeSource)), "
      + "conformances: \(request.conformances))"
  }
}
