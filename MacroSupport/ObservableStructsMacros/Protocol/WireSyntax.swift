/// Names a macro implementation: the module and type that implement it, and the macro's name.
struct WireMacroReference: Equatable {
  /// The module of the implementation (`ObservableStructsMacros`).
  var moduleName: String
  /// The implementation type named in `#externalMacro` (`ObservableStateMacro`).
  var typeName: String
  /// The macro's name as written at the use site; the compiler may leave trailing blanks in it.
  var name: String
}

/// A piece of the user's source: its text and where that text starts in its file.
struct WireSyntax: Equatable {
  /// `declaration`, `attribute`, `type`, `expression`… as the compiler labels it.
  var kind: String
  /// The text, with its leading and trailing trivia.
  var source: String
  /// Where the first byte of `source`, leading trivia included, lies in its file.
  var location: WireSourceLocation

  /// The UTF-8 length of the blanks before the first token; diagnostics of the plugin's own
  /// point past them, at the `@` of an attribute.
  var leadingBlankCount: Int {
    source.utf8.prefix { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }.count
  }
}

/// A position in a source file as the compiler reports it.
struct WireSourceLocation: Equatable {
  /// `Module/file.swift`, as `#fileID` would give.
  var fileID: String
  /// The file as the compiler names it; diagnostics must use exactly this name.
  var fileName: String
  /// UTF-8 byte offset from the start of the file.
  var offset: Int
  /// Line of the position as the compiler counts it.
  var line: Int
  /// Column of the position as the compiler counts it.
  var column: Int
}

extension WireMacroReference {
  /// The reference as `json` holds it.
  init(json: JSONValue) throws(MessageFormatError) {
    moduleName = try json.requiredString("moduleName")
    typeName = try json.requiredString("typeName")
    name = try json.requiredString("name")
  }
}

extension WireSyntax {
  /// The syntax as `json` holds it.
  init(json: JSONValue) throws(MessageFormatError) {
    kind = try json.requiredString("kind")
    source = try json.requiredString("source")
    location = try WireSourceLocation(json: json.required("location"))
  }
}

extension WireSourceLocation {
  /// The location as `json` holds it.
  init(json: JSONValue) throws(MessageFormatError) {
    fileID = try json.requiredString("fileID")
    fileName = try json.requiredString("fileName")
    offset = try json.requiredInt("offset")
    line = try json.requiredInt("line")
    column = try json.requiredInt("column")
  }
}
