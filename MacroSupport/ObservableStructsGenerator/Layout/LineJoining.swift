/// Puts generated code on as few lines as Swift allows, so that each generated declaration
/// occupies the line of the user's declaration it comes from.
///
/// With `#sourceLocation` directives the compiler attributes every line after a directive to
/// consecutive lines of the annotated file. Generated accessors written one statement per line
/// would run past the declaration they replace — an error in them could name a line of another
/// declaration, or a line past the end of the file. Joined, they stay on one line.
///
/// Lines are joined with a space after `{`, `:` or an attribute, before `}` and before an
/// accessor (`get`, `set`, …), and with `;` otherwise. Lines that must stand alone keep their
/// own: `#if`, `#elseif`, `#else` and `#endif`, and the user's own observer bodies, which the
/// expansion writes between two `#sourceLocation` directives.
enum LineJoining {
  /// `text` with its generated lines joined.
  static func joined(_ text: [UInt8]) -> [UInt8] {
    let output = CodeWriter(indent: "", capacity: text.count)
    var joiner = LineJoiner()
    text.withUnsafeBufferPointer { joiner.join($0, into: output) }
    return output.bytes
  }

  /// Replaces the text of `writer` with its generated lines joined, using `scratch` (whose
  /// text is lost) as the buffer to join into.
  static func join(_ writer: CodeWriter, using scratch: CodeWriter) {
    scratch.reset(indent: "")
    var joiner = LineJoiner()
    writer.withBytes { joiner.join($0, into: scratch) }
    writer.swapContents(with: scratch)
  }
}
