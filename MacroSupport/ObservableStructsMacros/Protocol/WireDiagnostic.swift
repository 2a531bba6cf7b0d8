/// A diagnostic in the compiler's terms: positions are UTF-8 offsets in a named file.
///
/// The compiler shows `message` at `position`, then each fix-it as a note at the same position
/// carrying its edits, then each note. A position in a file the compiler did not send (such as
/// ``Position/nowhere``) is shown without a location.
struct WireDiagnostic: Equatable {
  /// How serious the diagnostic is, spelled as the compiler expects.
  enum Severity: String {
    case error, warning, note, remark
  }

  /// A point in a file.
  struct Position: Equatable {
    /// The file exactly as the compiler named it in the request.
    var fileName: String
    /// UTF-8 offset from the start of the file.
    var offset: Int

    /// The position of a diagnostic about the conversation rather than about source.
    static let nowhere = Position(fileName: "", offset: 0)
  }

  /// A span of a file, in UTF-8 offsets.
  struct PositionRange: Equatable {
    /// The file exactly as the compiler named it in the request.
    var fileName: String
    /// Offset of the first byte of the span.
    var startOffset: Int
    /// Offset just past the last byte of the span.
    var endOffset: Int
  }

  /// A note shown after the diagnostic.
  struct Note: Equatable {
    /// Where the note points.
    var position: Position
    /// The note's text.
    var message: String
  }

  /// A suggested edit, made of text replacements.
  struct FixIt: Equatable {
    /// One replacement: the text in `range` becomes `newText`.
    struct Change: Equatable {
      /// The text to replace; an empty span inserts.
      var range: PositionRange
      /// The replacement.
      var newText: String
    }
    /// What the fix does, shown as a note.
    var message: String
    /// The edits, applied together.
    var changes: [Change]
  }

  /// What is wrong.
  var message: String
  /// How serious it is.
  var severity: Severity
  /// Where it is.
  var position: Position
  /// Spans to underline.
  var highlights: [PositionRange] = []
  /// Notes shown after the diagnostic.
  var notes: [Note] = []
  /// Suggested edits.
  var fixIts: [FixIt] = []

  /// An error about the conversation itself rather than about a place in the source.
  static func protocolError(_ message: String) -> WireDiagnostic {
    WireDiagnostic(message: message, severity: .error, position: .nowhere)
  }
}

extension WireDiagnostic {
  /// The diagnostic as a JSON object, keys in sorted order.
  func write(into writer: inout JSONWriter) {
    writer.object([
      "fixIts": .written { $0.array(fixIts) { $1.write(into: &$0) } },
      "highlights": .written { $0.array(highlights) { $1.write(into: &$0) } },
      "message": .string(message),
      "notes": .written { $0.array(notes) { $1.write(into: &$0) } },
      "position": .written(position.write),
      "severity": .string(severity.rawValue),
    ])
  }
}

extension WireDiagnostic.FixIt {
  /// `{"changes": [{"newText": …, "range": …}, …], "message": …}`.
  func write(into writer: inout JSONWriter) {
    writer.object([
      "changes": .written { $0.array(changes) { $1.write(into: &$0) } },
      "message": .string(message),
    ])
  }
}

extension WireDiagnostic.FixIt.Change {
  /// `{"newText": …, "range": …}`.
  func write(into writer: inout JSONWriter) {
    writer.object(["newText": .string(newText), "range": .written(range.write)])
  }
}

extension WireDiagnostic.Note {
  /// `{"message": …, "position": …}`.
  func write(into writer: inout JSONWriter) {
    writer.object(["message": .string(message), "position": .written(position.write)])
  }
}

extension WireDiagnostic.Position {
  /// `{"fileName": …, "offset": …}`.
  func write(into writer: inout JSONWriter) {
    writer.object(["fileName": .string(fileName), "offset": .int(offset)])
  }
}

extension WireDiagnostic.PositionRange {
  /// `{"endOffset": …, "fileName": …, "startOffset": …}`.
  func write(into writer: inout JSONWriter) {
    writer.object([
      "endOffset": .int(endOffset), "fileName": .string(fileName),
      "startOffset": .int(startOffset),
    ])
  }
}
