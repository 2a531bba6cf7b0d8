/// The accessor text of a property without observers, pre-rendered for one indentation and
/// split around the places a property's name appears, so expanding a property is a few
/// block copies instead of rebuilding the same text.
struct CompiledAccessorTemplate {
  /// What follows a chunk of fixed text: the property's name without backticks, the name as
  /// written, or nothing (the last chunk).
  private enum Slot {
    case name
    case spelledName
    case end
  }

  /// The marker that stands for the name without backticks while the template is rendered.
  private static let nameMarker: UInt8 = 1
  /// The marker that stands for the name as written while the template is rendered.
  private static let spelledNameMarker: UInt8 = 2

  /// A property whose names are the markers, of plain data (see
  /// ``TrackedProperty/holdsPlainData``) or not.
  private static func marker(holdingPlainData: Bool) -> TrackedProperty {
    TrackedProperty(spelledName: "\u{2}", name: "\u{1}", holdsPlainData: holdingPlainData)
  }

  /// The fixed text of every chunk, back to back.
  private var text: [UInt8] = []
  /// Where each chunk ends in ``text``, and what follows it.
  private var chunks: [(end: Int, slot: Slot)] = []
  /// Whether ``write(_:into:)`` starts a new line first.
  private var startsLine = true
  /// How many chunks are followed by the name without backticks.
  private var nameCount = 0
  /// How many chunks are followed by the name as written.
  private var spelledNameCount = 0
  /// Whether the fixed text holds a line break (`\n`).
  private(set) var hasLineBreak = false

  /// Renders the template once with marker names and splits it at the markers: the
  /// accessors of plain data (see ``TrackedProperty/holdsPlainData``) or the general ones.
  init(indent: String, holdingPlainData: Bool) {
    let writer = CodeWriter(indent: indent)
    AccessorTemplate.write(Self.marker(holdingPlainData: holdingPlainData), into: writer)
    writer.withBytes { split($0) }
  }

  /// Splits `rendered` at the markers.
  private mutating func split(_ rendered: UnsafeBufferPointer<UInt8>) {
    for byte in rendered {
      switch byte {
      case Self.nameMarker:
        chunks.append((text.count, .name))
        nameCount += 1
      case Self.spelledNameMarker:
        chunks.append((text.count, .spelledName))
        spelledNameCount += 1
      default:
        if byte == ASCII.newline { hasLineBreak = true }
        text.append(byte)
      }
    }
    chunks.append((text.count, .end))
  }

  /// The accessor block as the plugin writes it with `#sourceLocation` directives, joined
  /// onto one line (see ``LineJoining``) — ` { @storageRestrictions(…) init(initialValue) {
  /// … } … }` — and the joiner's state after its closing brace, from which what follows the
  /// block on its line is joined. Joining drops indentation, so one template serves every
  /// indentation; the names never start or end a line, so they join as the markers do.
  static func joined(holdingPlainData: Bool) -> (
    template: CompiledAccessorTemplate, joinerAfter: LineJoiner
  ) {
    holdingPlainData ? joinedForPlainData : joinedForAnyData
  }

  /// ``joined(holdingPlainData:)`` for plain data.
  private static let joinedForPlainData = makeJoined(holdingPlainData: true)
  /// ``joined(holdingPlainData:)`` for any other data.
  private static let joinedForAnyData = makeJoined(holdingPlainData: false)

  /// Renders and joins the template of ``joined(holdingPlainData:)``.
  private static func makeJoined(holdingPlainData: Bool) -> (
    template: CompiledAccessorTemplate, joinerAfter: LineJoiner
  ) {
    let writer = CodeWriter(indent: "")
    writer.append(literal: " {")
    writer.indent = "  "
    AccessorTemplate.write(marker(holdingPlainData: holdingPlainData), into: writer)
    writer.indent = ""
    writer.line(literal: "}")
    let joinedText = CodeWriter(indent: "")
    var joiner = LineJoiner()
    writer.withBytes { joiner.join($0, into: joinedText) }
    var template = CompiledAccessorTemplate()
    template.startsLine = false
    joinedText.withBytes { template.split($0) }
    return (template, joiner)
  }

  private init() {}

  /// Whether the names of `property` can stand in the joined template: no line break and no
  /// other control character (a marker) in them.
  static func canJoin(_ property: TrackedProperty) -> Bool {
    // The name as written is almost always the name itself, checked once.
    !property.name.containsControlCharacter
      && (property.spelledName == property.name || !property.spelledName.containsControlCharacter)
  }

  /// Appends the accessors of `property`, which must have no observers, to `writer`.
  func write(_ property: TrackedProperty, into writer: CodeWriter) {
    var name = property.name
    var spelledName = property.spelledName
    writer.append(newLineIfNeeded: startsLine)
    // The names are written many times: take their bytes once, and make room for the whole
    // text at once, so each piece is a plain copy.
    name.withUTF8 { name in
      spelledName.withUTF8 { spelledName in
        text.withUnsafeBufferPointer { text in
          let length =
            text.count + nameCount * name.count + spelledNameCount * spelledName.count
          writer.append(length: length) { destination in
            var written = destination
            var start = 0
            for chunk in chunks {
              written.copy(UnsafeBufferPointer(rebasing: text[start..<chunk.end]))
              start = chunk.end
              switch chunk.slot {
              case .name: written.copy(name)
              case .spelledName: written.copy(spelledName)
              case .end: break
              }
            }
          }
        }
      }
    }
  }
}

extension UnsafeMutablePointer<UInt8> {
  /// Copies `bytes` here and moves past them.
  fileprivate mutating func copy(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let base = bytes.baseAddress else { return }
    copyBytes(from: base, count: bytes.count)
    self += bytes.count
  }
}
