// Token-level questions and slices of the source, which the expansion asks instead of reading
// the source's bytes itself.

extension SourceText {
  /// Whether the text of `token` is exactly `word`.
  func token(_ token: Token, is word: StaticString) -> Bool {
    hasBytes(in: token.range, equalTo: word)
  }

  /// Whether `token` spells `name`: as it is, or in backticks.
  func token(_ token: Token, spells name: String) -> Bool {
    let range = token.range
    let nameLength = name.utf8.count
    if range.count == nameLength { return hasBytes(in: range, equalTo: name) }
    guard range.count == nameLength + 2, bytes[range.lowerBound] == ASCII.backtick else {
      return false
    }
    return hasBytes(in: (range.lowerBound + 1)..<(range.upperBound - 1), equalTo: name)
  }

  /// The name `token` spells: its text without surrounding backticks.
  func name(of token: Token) -> String {
    let range = token.range
    let backtick = ASCII.backtick
    if range.count >= 2 && bytes[range.lowerBound] == backtick
      && bytes[range.upperBound - 1] == backtick
    {
      return text((range.lowerBound + 1)..<(range.upperBound - 1))
    }
    return text(range)
  }

  /// Whether `token` is an operator that starts with `<`, as one that opens generic arguments
  /// does.
  func opensAngleBracket(_ token: Token) -> Bool {
    token.kind == .operator && bytes[token.range.lowerBound] == ASCII.lessThan
  }

  /// Whether the text of `token` begins with an uppercase letter, as a type's name does.
  func startsWithUppercase(_ token: Token) -> Bool {
    guard let first = token.range.first else { return false }
    let byte = bytes[first]
    if byte < 0x80 { return byte >= ASCII.capitalA && byte <= ASCII.capitalZ }
    return text(token.range).first?.isUppercase ?? false
  }

  /// The text of `range` with each of `replacements` (in order, inside `range`, apart) put in
  /// place of the text it covers; invalid UTF-8 becomes replacement characters.
  func text(_ range: Range<Int>, replacing replacements: [(range: Range<Int>, text: String)])
    -> String
  {
    var result: [UInt8] = []
    result.reserveCapacity(range.count + replacements.count * 2)
    var cursor = range.lowerBound
    for (replaced, text) in replacements {
      result += bytes[cursor..<replaced.lowerBound]
      result += text.utf8
      cursor = replaced.upperBound
    }
    result += bytes[cursor..<range.upperBound]
    return String(decoding: result, as: UTF8.self)
  }
}

extension LexedFile {
  /// The indices of the file's `@` tokens, in order: found from the `@` bytes of the source,
  /// which are few, each looked up among the tokens (it may stand in a comment or a string
  /// literal), rather than by looking at every token.
  func atSignTokenIndices() -> [Int] {
    var indices: [Int] = []
    source.bytes.withUnsafeBufferPointer { bytes in
      var offset = ByteSearch.firstIndex(of: ASCII.at, in: bytes, from: 0, to: bytes.count)
      while offset < bytes.count {
        let index = tokens.firstIndex(startingAtOrAfter: offset)
        if tokens[index].range.lowerBound == offset, case .atSign = tokens[index].kind {
          indices.append(index)
        }
        offset = ByteSearch.firstIndex(
          of: ASCII.at, in: bytes, from: offset + 1, to: bytes.count)
      }
    }
    return indices
  }

  /// Whether an identifier anywhere in the file is one of `words` (each shorter than 64
  /// bytes, and each ending in `lastByte`): only identifiers of those lengths that end so are
  /// compared.
  func containsIdentifier(anyOf words: [StaticString], endingIn lastByte: UInt8) -> Bool {
    // Bit n is set for a word of n bytes.
    let lengths = words.reduce(UInt64(0)) { $0 | 1 << UInt64($1.utf8CodeUnitCount) }
    return source.bytes.withUnsafeBufferPointer { bytes in
      tokens.withUnsafeBufferPointer { tokens in
        tokens.contains { token in
          let length = token.range.count
          return token.kind == .identifier && length < 64 && lengths & (1 << UInt64(length)) != 0
            && bytes[token.range.upperBound - 1] == lastByte
            && words.contains { source.hasBytes(in: token.range, equalTo: $0) }
        }
      }
    }
  }
}

extension String {
  /// Whether the string holds a byte below a space (a line break, a tab, a control
  /// character), looked for in the string's own storage rather than through its byte-by-byte
  /// iterator.
  var containsControlCharacter: Bool {
    let found = utf8.withContiguousStorageIfAvailable { bytes in
      bytes.contains { $0 < ASCII.space }
    }
    return found ?? utf8.contains { $0 < ASCII.space }
  }
}

extension Array where Element == Token {
  /// The index of the first token starting at or after `offset` (the last, end-of-file token
  /// if none does), found by binary search.
  func firstIndex(startingAtOrAfter offset: Int) -> Int {
    withUnsafeBufferPointer { tokens in
      var low = 0
      var high = tokens.count - 1
      while low < high {
        let middle = (low + high) / 2
        if tokens[middle].range.lowerBound < offset { low = middle + 1 } else { high = middle }
      }
      return low
    }
  }
}
