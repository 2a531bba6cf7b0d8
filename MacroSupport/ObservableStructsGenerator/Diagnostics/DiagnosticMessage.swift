/// A user-facing diagnostic message: a stable identifier and the text the user reads.
///
/// Every message the generator reports is made in ``DiagnosticMessages``, so each is written
/// once and tests and the documentation can name it by its identifier.
package struct DiagnosticMessage: Equatable, Sendable {
  /// The stable identifier, such as `lexer.unterminated-comment`.
  package let id: String
  /// What is wrong and what to do about it.
  package let text: String

  /// Creates a message.
  package init(_ id: String, _ text: String) {
    self.id = id
    self.text = text
  }
}
