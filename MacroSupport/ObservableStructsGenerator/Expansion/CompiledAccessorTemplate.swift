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

  /// The fixed text of every chunk, back to back.
  private var text: [UInt8] = []
  /// Where each chunk ends in ``text``, and what follows it.
  private var chunks: [(end: Int, slot: Slot)] = []

  /// Renders the template once with marker names and splits it at the markers.
  init(indent: String) {
    let marker = TrackedProperty(
      spelledName: "\u{2}", name: "\u{1}", type: nil, initialValue: nil, willSet: nil,
      didSet: nil)
    let writer = CodeWriter(indent: indent)
    AccessorTemplate.write(marker, into: writer)
    for byte in writer.bytes {
      switch byte {
      case 1: chunks.append((text.count, .name))
      case 2: chunks.append((text.count, .spelledName))
      default: text.append(byte)
      }
    }
    chunks.append((text.count, .end))
  }

  /// Appends the accessors of `property`, which must have no observers, to `writer`.
  func write(_ property: TrackedProperty, into writer: CodeWriter) {
    var name = property.name
    var spelledName = property.spelledName
    writer.append(newLineIfNeeded: true)
    // The names are written many times: take their bytes once.
    name.withUTF8 { name in
      spelledName.withUTF8 { spelledName in
        text.withUnsafeBufferPointer { text in
          var start = 0
          for chunk in chunks {
            writer.append(UnsafeBufferPointer(rebasing: text[start..<chunk.end]))
            start = chunk.end
            switch chunk.slot {
            case .name: writer.append(name)
            case .spelledName: writer.append(spelledName)
            case .end: break
            }
          }
        }
      }
    }
  }
}
