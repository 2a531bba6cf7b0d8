/// A coding key spelled by whatever string the JSON holds.
///
/// Every message on the wire is an object with a single key naming the message kind
/// (`getCapability`, `expandMacroResult`…); this key lets the decoder read that name without
/// knowing it in advance and the encoder write it.
struct MessageKindKey: CodingKey, Hashable {
  /// The key's text.
  var stringValue: String

  /// Never set: message kinds are strings.
  var intValue: Int? { nil }

  /// Creates the key `name`.
  init(_ name: String) {
    stringValue = name
  }

  init?(stringValue: String) {
    self.stringValue = stringValue
  }

  init?(intValue: Int) {
    nil
  }
}
