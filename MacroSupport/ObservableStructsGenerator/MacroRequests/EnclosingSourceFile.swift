/// The file an annotated declaration was read from, as the macro's front end found it.
///
/// The compiler sends a macro the annotated declaration alone, but how a type codes and
/// reflects can be decided by extensions beside it: `CodingKeys` declared in an extension, a
/// hand-written `init(from:)` or `customMirror` there. The plugin path sees them because it
/// reads the whole file; a front end that can read the file the compiler names gives it to the
/// macro too, so that both paths expand the type the same way.
///
/// The file is used only when it holds the declaration's text at the declaration's offset, so
/// a file changed since the compiler read it (an editor's unsaved buffer) is ignored rather
/// than trusted.
package struct EnclosingSourceFile: Sendable, Equatable {
  /// The file's bytes.
  package var bytes: [UInt8]
  /// Where the request's declaration source, leading trivia included, starts in the file.
  package var declarationOffset: Int

  /// Creates the description of a file read from disk.
  package init(bytes: [UInt8], declarationOffset: Int) {
    self.bytes = bytes
    self.declarationOffset = declarationOffset
  }

  /// Whether the file holds `declaration` at ``declarationOffset``.
  func holds(_ declaration: String) -> Bool {
    let text = declaration.utf8
    guard declarationOffset >= 0, declarationOffset + text.count <= bytes.count else {
      return false
    }
    return bytes[declarationOffset..<declarationOffset + text.count].elementsEqual(text)
  }
}
