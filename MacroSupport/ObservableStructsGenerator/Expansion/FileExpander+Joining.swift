/// Plugin mode with `#sourceLocation` directives: generated text joined onto as few lines as
/// Swift allows (see ``LineJoining``), from templates joined once where the text is the same
/// every time.
extension FileExpander {
  /// Writes the accessors and the backing storage of `property` (which has no observers, and
  /// names that ``CompiledAccessorTemplate/canJoin(_:)``) joined onto one line at the end of
  /// ``writer`` (the caller starts that line after the declaration's), as ``LineJoining``
  /// would join them. Returns whether what it wrote is known to hold no line break; `false`
  /// if it may hold one.
  func writeJoinedAccessors(of property: TrackedProperty) -> Bool {
    let joined = CompiledAccessorTemplate.joined(holdingPlainData: property.holdsPlainData)
    joined.template.write(property, into: writer)
    // The storage declaration is a generated line of its own, joined after the block: on one
    // line (almost always) it is joined as every such line is, after the same separator.
    let start = writer.count
    writer.append(bytes: Self.storageSeparator)
    AccessorTemplate.writeStorage(for: property, into: writer)
    let isOneLine = writer.withBytes { written in
      ByteSearch.firstIndex(
        of: ASCII.newline, in: written, from: start, to: written.count) == written.count
    }
    if isOneLine { return !joined.template.hasLineBreak }
    writer.truncate(to: start)
    scratch.reset(indent: "")
    AccessorTemplate.writeStorage(for: property, into: scratch)
    var joiner = joined.joinerAfter
    scratch.withBytes { joiner.join($0, into: writer) }
    return false
  }

  /// What joining puts between the joined accessor block and a one-line storage declaration
  /// after it (which starts with `private`), found by joining such a line once. (Both
  /// templates end with the same `_modify` brace, so the joiner's state after them agrees.)
  private static let storageSeparator: [UInt8] = {
    let probe = Array("private".utf8)
    let output = CodeWriter(indent: "")
    var joiner = CompiledAccessorTemplate.joined(holdingPlainData: false).joinerAfter
    probe.withUnsafeBufferPointer { joiner.join($0, into: output) }
    return Array(output.bytes.dropLast(probe.count))
  }()

  /// Replaces the text of ``writer`` (what follows the members every struct gets, starting
  /// with the line break that ends their last line) with those members and it joined.
  mutating func joinAfterStructMembers(indent: String, shape: RegistrarShape) {
    let key = StructMembersKey(indent: indent, shape: shape)
    let joined: (bytes: [UInt8], joinerAfter: LineJoiner)
    if let cached = joinedStructMembersByIndent[key] {
      joined = cached
    } else {
      let members = structMembers(indent: indent, shape: shape)
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
      if first == ASCII.newline {
        joiner.join(UnsafeBufferPointer(rebasing: rest.dropFirst()), into: scratch)
      } else {
        // Text on the members' last line: joined with it from that line's start.
        scratch.reset(indent: "")
        let whole = CodeWriter(indent: "")
        whole.append(bytes: structMembers(indent: indent, shape: shape))
        whole.append(rest)
        var fresh = LineJoiner()
        whole.withBytes { fresh.join($0, into: scratch) }
      }
    }
    writer.swapContents(with: scratch)
  }
}

/// What the members every struct gets are rendered for: an indentation and a registrar shape.
struct StructMembersKey: Hashable {
  var indent: String
  var shape: RegistrarShape
}
