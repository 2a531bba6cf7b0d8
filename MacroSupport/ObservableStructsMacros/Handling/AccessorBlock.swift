/// What the compiler expects from an accessor expansion, and whether a declaration already has
/// an accessor block.
///
/// With a host at protocol version 5 or later the plugin joins the expansions itself, as
/// swift-syntax's `collapse` does: for a property without an accessor block
/// (`var count: Int = 0`) the accessors are wrapped in braces; for one that has a block
/// (`var count = 0 { didSet { … } }`) they are sent bare and the compiler adds them to it.
enum AccessorBlock {
  /// Keywords that open an accessor inside a property's braces.
  static let accessorKeywords: Set<String> = [
    "get", "set", "willSet", "didSet", "init", "_modify", "modify", "_read", "read",
    "unsafeAddress", "unsafeMutableAddress",
  ]

  /// `accessors` in braces, each line indented by four spaces, unless it is empty or already
  /// braced.
  static func wrapped(_ accessors: String) -> String {
    let trimmed = accessors.trimmingBlanks()
    if trimmed.isEmpty || trimmed.hasPrefix("{") { return accessors }
    let lines = trimmed.split(separator: "\n", omittingEmptySubsequences: false)
    let body = lines.map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
    return "{\n" + body + "\n}"
  }

  /// Whether the declaration ends in an accessor block: `{ get … }`, `{ didSet … }`, or the
  /// body of a computed property, but not a closure passed to the initializer.
  static func isPresent(in declaration: String) -> Bool {
    let scan = TopLevelScan(declaration)
    guard let block = scan.trailingBraceGroup else { return false }
    guard let equals = scan.firstAssignment, equals < block.lowerBound else { return true }
    // With an initializer only observers may follow; anything else is a trailing closure.
    let inner = SourceScanner(declaration, from: block.lowerBound + 1)
    return inner.firstWord().map { accessorKeywords.contains($0) } ?? false
  }
}

/// The declaration's top level: its last brace group, if the text ends with one, and its
/// first `=`, both as UTF-8 offsets.
struct TopLevelScan {
  /// Offsets of the `{` and just past the `}` of a brace group that ends the text.
  var trailingBraceGroup: Range<Int>?
  /// Offset of the first `=` at nesting depth zero that is not part of a longer operator.
  var firstAssignment: Int?

  /// Scans `source`, skipping comments and string literals.
  init(_ source: String) {
    var scanner = SourceScanner(source, from: 0)
    var depth = 0
    var openBrace: Int?
    while let (offset, byte) = scanner.nextCodeByte() {
      if SourceScanner.isBlank(byte) { continue }
      trailingBraceGroup = nil
      switch byte {
      case UInt8(ascii: "("), UInt8(ascii: "["):
        depth += 1
      case UInt8(ascii: ")"), UInt8(ascii: "]"):
        depth -= 1
      case UInt8(ascii: "{"):
        if depth == 0 { openBrace = offset }
        depth += 1
      case UInt8(ascii: "}"):
        depth -= 1
        if depth == 0, let start = openBrace { trailingBraceGroup = start..<(offset + 1) }
      case UInt8(ascii: "=") where depth == 0 && firstAssignment == nil:
        if !scanner.isOperatorByte(at: offset - 1) && !scanner.isOperatorByte(at: offset + 1) {
          firstAssignment = offset
        }
      default:
        break
      }
    }
  }
}
