/// The accessor text of a property without observers, pre-rendered for one indentation and
/// split around the two places a property's name appears, so expanding a property is a few
/// block copies instead of rebuilding the same text.
struct CompiledAccessorTemplate {
  /// Where a chunk is followed by the property's name as written or without backticks.
  private enum Slot {
    case name
    case spelledName
  }

  private var chunks: [[UInt8]] = []
  private var slots: [Slot] = []

  /// Renders the template once with marker names and splits it at the markers.
  init(indent: String) {
    let marker = TrackedProperty(
      spelledName: "\u{2}", name: "\u{1}", type: nil, initialValue: nil, willSet: nil,
      didSet: nil)
    var writer = CodeWriter(indent: indent)
    AccessorTemplate.write(marker, into: &writer)
    var current: [UInt8] = []
    for byte in writer.bytes {
      switch byte {
      case 1:
        chunks.append(current)
        slots.append(.name)
        current = []
      case 2:
        chunks.append(current)
        slots.append(.spelledName)
        current = []
      default:
        current.append(byte)
      }
    }
    chunks.append(current)
  }

  /// Appends the accessors of `property`, which must have no observers, to `writer`.
  func write(_ property: TrackedProperty, into writer: inout CodeWriter) {
    let name = Array(property.name.utf8)
    let spelledName = Array(property.spelledName.utf8)
    writer.append(newLineIfNeeded: true)
    for (index, slot) in slots.enumerated() {
      writer.append(bytes: chunks[index])
      writer.append(bytes: slot == .name ? name : spelledName)
    }
    writer.append(bytes: chunks[slots.count])
  }
}
