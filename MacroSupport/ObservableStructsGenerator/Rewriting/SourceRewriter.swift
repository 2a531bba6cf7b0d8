/// Applies edits to the original text. Bytes outside the edits are copied unchanged; with a
/// file name for `#sourceLocation`, directives make every original line keep its own line
/// number in compiler diagnostics, and every column after a multi-line edit its column.
package enum SourceRewriter {
  /// The text of `source` with `edits` applied. Edits must not overlap; edits at the same
  /// offset are applied in the given order.
  ///
  /// - Parameter sourceLocationFile: The file name `#sourceLocation` directives name, or `nil`
  ///   for none (for display).
  package static func apply(
    _ edits: [SourceEdit], to source: SourceText, sourceLocationFile: String?
  ) -> String {
    let buffer = EditBuffer()
    buffer.append(contentsOf: edits)
    return apply(buffer, to: source, sourceLocationFile: sourceLocationFile)
  }

  /// The text of `source` with the edits of `buffer` applied, as if they were given as
  /// ``SourceEdit``s in the order they were made.
  static func apply(
    _ buffer: EditBuffer, to source: SourceText, sourceLocationFile: String?
  ) -> String {
    if buffer.isEmpty { return source.text(0..<source.count) }
    let ordered = orderedBySource(buffer.entries)
    // `#sourceLocation(file: "…", line: ` as bytes, written before every line number.
    let directive = sourceLocationFile.map(SourceLocationDirective.init(file:))
    return buffer.text.withBytes { replacements in
      let counter = ByteCounter()
      write(
        ordered, replacements, of: source, directive: directive, into: counter)
      var isComplete = false
      let text = String(unsafeUninitializedCapacity: counter.count) { output in
        if let start = output.baseAddress { HugePages.advise(start, count: output.count) }
        let writer = ByteBufferWriter(output)
        write(ordered, replacements, of: source, directive: directive, into: writer)
        isComplete = !writer.overflowed && writer.count == counter.count
        return writer.count
      }
      if isComplete { return text }
      // Both passes run the same code, so this is unreachable; should they ever disagree, the
      // output costs a copy rather than losing bytes.
      let bytes = CodeWriter(indent: "", capacity: counter.count)
      write(ordered, replacements, of: source, directive: directive, into: bytes)
      return bytes.text
    }
  }

  /// `entries` sorted by where their ranges start, those at the same offset in the order they
  /// were made. An expansion makes its edits front to back almost always, so the entries are
  /// returned as they are when a pass over them finds them in order, without sorting a copy.
  private static func orderedBySource(_ entries: [EditBuffer.Entry]) -> [EditBuffer.Entry] {
    var index = 1
    while index < entries.count {
      if entries[index].range.lowerBound < entries[index - 1].range.lowerBound {
        return entries.enumerated().sorted {
          ($0.element.range.lowerBound, $0.offset) < ($1.element.range.lowerBound, $1.offset)
        }.map(\.element)
      }
      index += 1
    }
    return entries
  }

  /// Writes the text of `source` with the `ordered` edits, whose replacements are in
  /// `replacements`, applied into `output`, with `directive` (the start of a
  /// `#sourceLocation` line) where line numbering must be restored, or no directives if it
  /// is `nil`.
  private static func write<Sink: ByteSink>(
    _ ordered: [EditBuffer.Entry], _ replacements: UnsafeBufferPointer<UInt8>,
    of source: SourceText, directive: SourceLocationDirective?, into output: Sink
  ) {
    if let directive {
      directive.write(line: 1, into: output)
      output.append(byte: ASCII.newline)
    }
    var cursor = 0
    // The line of `cursor`, which only moves forward: walked rather than searched for.
    var cursorLineIndex = 0
    for (position, edit) in ordered.enumerated() {
      let replacement = UnsafeBufferPointer(rebasing: replacements[edit.textRange])
      let lower = max(cursor, min(edit.range.lowerBound, source.count))
      let upper = max(lower, min(edit.range.upperBound, source.count))
      output.append(source, cursor..<lower)
      if let directive, let line = edit.generatedLine {
        // A directive needs a line of its own; the replacement then starts on the next line.
        if output.count > 0 && output.last != ASCII.newline {
          output.append(byte: ASCII.newline)
        }
        directive.write(line: line, into: output)
        if replacement.first != ASCII.newline {
          output.append(byte: ASCII.newline)
        }
      }
      output.append(replacement)
      cursor = upper
      if let directive, edit.shiftsLines {
        let nextEdit =
          position + 1 < ordered.count ? ordered[position + 1].range.lowerBound : source.count
        // A line must not start with `;`: keep a separator on the line the edit ends.
        let resume = max(cursor, min(endOfSeparator(source, from: upper), nextEdit))
        output.append(source, cursor..<resume)
        cursor = resume
        let location = source.location(of: cursor, walkingFrom: &cursorLineIndex)
        if output.last != ASCII.newline { output.append(byte: ASCII.newline) }
        directive.write(line: location.line, into: output)
        output.append(byte: ASCII.newline)
        if !isBlank(source, from: cursor, upTo: nextEdit) {
          output.append(spaces: location.column - 1)
        }
      }
    }
    output.append(source, cursor..<source.count)
  }

  /// Whether only spaces and tabs lie between `offset` and the end of its line or `limit`,
  /// whichever comes first: no column needs restoring there (padding would only leave
  /// trailing whitespace).
  static func isBlank(_ source: SourceText, from offset: Int, upTo limit: Int) -> Bool {
    var cursor = offset
    while cursor < min(limit, source.count) {
      switch source[cursor] {
      case ASCII.space, ASCII.tab: cursor += 1
      case ASCII.newline, ASCII.carriageReturn: return true
      default: return false
      }
    }
    return true
  }

  /// The offset just past a `;` that follows `offset` after blanks on the same line, or
  /// `offset` itself if no `;` comes first.
  static func endOfSeparator(_ source: SourceText, from offset: Int) -> Int {
    var cursor = offset
    while cursor < source.count
      && (source[cursor] == ASCII.space || source[cursor] == ASCII.tab)
    {
      cursor += 1
    }
    guard cursor < source.count, source[cursor] == ASCII.semicolon else { return offset }
    return cursor + 1
  }

}
