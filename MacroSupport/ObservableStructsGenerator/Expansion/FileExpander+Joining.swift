/// Plugin mode with `#sourceLocation` directives: generated text joined onto as few lines as
/// Swift allows (see ``LineJoining``), from templates joined once where the text is the same
/// every time.
extension FileExpander {
  /// Writes the accessors and the backing storage of `property` (which has no observers, and
  /// names that ``CompiledAccessorTemplate/canJoin(_:)``) joined onto the line of the
  /// declaration in ``writer``, as ``LineJoining`` would join them.
  func writeJoinedAccessors(of property: TrackedProperty) {
    let joined = CompiledAccessorTemplate.joined
    joined.template.write(property, into: writer)
    // The storage declaration is a generated line of its own, joined after the block.
    scratch.reset(indent: "")
    AccessorTemplate.writeStorage(for: property, into: scratch)
    var joiner = joined.joinerAfter
    scratch.withBytes { joiner.join($0, into: writer) }
  }

  /// Replaces the text of ``writer`` (what follows the members every struct gets, starting
  /// with the line break that ends their last line) with those members and it joined.
  mutating func joinAfterStructMembers(indent: String, constantRegistrar: Bool) {
    let key = constantRegistrar ? indent : "generic" + indent
    let joined: (bytes: [UInt8], joinerAfter: LineJoiner)
    if let cached = joinedStructMembersByIndent[key] {
      joined = cached
    } else {
      let members = structMembers(indent: indent, constantRegistrar: constantRegistrar)
      let output = CodeWriter(indent: "")
      var joiner = LineJoiner()
      members.withUnsafeBufferPointer { joiner.join($0, into: output) }
      joined = (output.bytes, joiner)
      joinedStructMembersByIndent[key] = joined
    }
    scratch.reset(indent: "")
    scratch.append(bytes: joined.bytes)
    writer.withBytes { rest in
      guard let first = rest.first else { return }
      var joiner = joined.joinerAfter
      if first == Lexer.ASCII.newline {
        joiner.join(UnsafeBufferPointer(rebasing: rest.dropFirst()), into: scratch)
      } else {
        // Text on the members' last line: joined with it from that line's start.
        scratch.reset(indent: "")
        let whole = CodeWriter(indent: "")
        whole.append(bytes: structMembers(indent: indent, constantRegistrar: constantRegistrar))
        whole.append(rest)
        var fresh = LineJoiner()
        whole.withBytes { fresh.join($0, into: scratch) }
      }
    }
    writer.swapContents(with: scratch)
  }
}
