/// A source text with position markers, in the manner of swift-syntax's `assertParse`: each
/// keycap emoji (`1️⃣` to `9️⃣`, `0️⃣`, `🔟`) marks a position in the text and is not part of it.
///
/// ```swift
/// let source = MarkedSource("let a = 1️⃣`open\n")
/// source.text             // "let a = `open\n"
/// source.offset(of: "1️⃣") // 8
/// source.location(of: 8)  // (line: 1, column: 9)
/// ```
package struct MarkedSource: Sendable {
  /// The text without its markers.
  package let text: String
  /// Each marker and the UTF-8 offset of the position it marks in ``text``, in source order.
  package let markers: [(name: String, offset: Int)]

  /// Strips the markers out of `marked`, recording where each one was.
  package init(_ marked: String) {
    let scalars = Array(marked.unicodeScalars)
    var text = String.UnicodeScalarView()
    var markers: [(name: String, offset: Int)] = []
    var offset = 0
    var index = 0
    while index < scalars.count {
      if let length = Self.markerLength(in: scalars, at: index) {
        let name = String(String.UnicodeScalarView(scalars[index..<index + length]))
        markers.append((name, offset))
        index += length
        continue
      }
      text.append(scalars[index])
      offset += String(scalars[index]).utf8.count
      index += 1
    }
    self.text = String(text)
    self.markers = markers
  }

  /// The offset of `marker` in ``text``, or `nil` if the source has no such marker.
  package func offset(of marker: String) -> Int? {
    markers.first { $0.name == marker }?.offset
  }

  /// The names of the markers that appear more than once.
  package var repeatedMarkers: [String] {
    var seen: Set<String> = []
    return markers.compactMap { seen.insert($0.name).inserted ? nil : $0.name }
  }

  /// The 1-based line and column of `offset` in ``text``, the column counted in UTF-8 bytes
  /// as the compiler counts it. Worked out here, independently of the generator's own
  /// `SourceText`, so that a test compares the generator's positions with these.
  package func location(of offset: Int) -> (line: Int, column: Int) {
    Self.location(of: offset, in: text)
  }

  /// The 1-based line and column of `offset` in `text`, as ``location(of:)`` tells them.
  package static func location(of offset: Int, in text: String) -> (line: Int, column: Int) {
    var line = 1
    var lineStart = 0
    for (index, byte) in text.utf8.prefix(offset).enumerated() where byte == UInt8(ascii: "\n") {
      line += 1
      lineStart = index + 1
    }
    return (line, offset - lineStart + 1)
  }

  /// The text of the line `line` (1-based), without its line break, for failure messages.
  package func lineText(_ line: Int) -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    return lines.indices.contains(line - 1) ? String(lines[line - 1]) : ""
  }

  /// The number of scalars of the marker starting at `index`, or `nil` if none starts there:
  /// a digit, U+FE0F and U+20E3 (a keycap), or U+1F51F (`🔟`).
  private static func markerLength(in scalars: [Unicode.Scalar], at index: Int) -> Int? {
    if scalars[index].value == 0x1F51F { return 1 }
    guard index + 2 < scalars.count, ("0"..."9").contains(scalars[index]),
      scalars[index + 1].value == 0xFE0F, scalars[index + 2].value == 0x20E3
    else { return nil }
    return 3
  }
}
