/// The state machine behind ``LineJoining``: joins generated lines as they are fed, so text can
/// be joined piece by piece, and a piece that is always the same (a template) can be joined
/// once and its end state resumed from.
///
/// Every piece fed must start at the start of a line and end at the end of one: feeding `a`
/// then `b` gives what feeding `a`, a line break and `b` at once gives.
struct LineJoiner {
  /// Whether the lines are the user's own, between two `#sourceLocation` directives.
  private var isVerbatim = false
  /// Whether the next generated line starts a line of its own.
  private var startsLine = true
  /// Whether anything was written.
  private var hasOutput = false
  /// Whether a generated line was joined yet.
  private var hasPrevious = false
  /// The first byte of that line's content.
  private var previousFirst: UInt8 = 0
  /// The last byte of that line's content.
  private var previousLast: UInt8 = 0

  /// A joiner that has joined nothing yet.
  init() {}

  /// Joins the lines of `text` into `sink`.
  mutating func join(_ text: UnsafeBufferPointer<UInt8>, into sink: CodeWriter) {
    let count = text.count
    guard let base = text.baseAddress else {
      line(base: nil, start: 0, contentStart: 0, end: 0, into: sink)
      return
    }
    var lineStart = 0
    while lineStart <= count {
      let lineEnd = ByteSearch.firstIndex(
        of: ASCII.newline, in: text, from: lineStart, to: count)
      var contentStart = lineStart
      while contentStart < lineEnd
        && (base[contentStart] == ASCII.space || base[contentStart] == ASCII.tab)
      {
        contentStart += 1
      }
      line(base: base, start: lineStart, contentStart: contentStart, end: lineEnd, into: sink)
      lineStart = lineEnd + 1
    }
  }

  /// Joins one line: `start..<end` of `base`, whose content (after its indentation) starts at
  /// `contentStart`.
  private mutating func line(
    base: UnsafePointer<UInt8>?, start: Int, contentStart: Int, end: Int, into sink: CodeWriter
  ) {
    let content = UnsafeBufferPointer(
      start: base.map { $0 + contentStart }, count: end - contentStart)
    // Only a line starting with `#` is compared with the directive's name.
    let startsWithHash = !content.isEmpty && content[0] == ASCII.hash
    if startsWithHash && Self.starts(content, with: Self.sourceLocation) {
      sink.append(byte: ASCII.newline)
      sink.append(content)
      hasOutput = true
      isVerbatim.toggle()
      startsLine = true
    } else if isVerbatim {
      sink.append(byte: ASCII.newline)
      sink.append(UnsafeBufferPointer(start: base.map { $0 + start }, count: end - start))
      hasOutput = true
    } else if content.isEmpty {
      return
    } else if startsWithHash {
      // A conditional-compilation line: alone on its line.
      if hasOutput { sink.append(byte: ASCII.newline) }
      sink.append(content)
      hasOutput = true
      startsLine = true
    } else {
      if startsLine {
        if hasOutput { sink.append(byte: ASCII.newline) }
        sink.append(UnsafeBufferPointer(start: base.map { $0 + start }, count: end - start))
        startsLine = false
      } else {
        if needsSemicolon(before: content) { sink.append(byte: ASCII.semicolon) }
        sink.append(byte: ASCII.space)
        sink.append(content)
      }
      hasOutput = true
      hasPrevious = true
      previousFirst = content[0]
      previousLast = content[content.count - 1]
    }
  }

  private static let sourceLocation: StaticString = "#sourceLocation"

  /// The word of an accessor (`get`, `set`, `_modify`, `_read`, `init(initialValue)`,
  /// `willSet`, `didSet`) that `line` (not empty) starts with, if any: told by the first byte
  /// (by the second, for the two that start with `_`), then compared.
  private static func accessorWord(startingLine line: UnsafeBufferPointer<UInt8>)
    -> StaticString?
  {
    let word: StaticString
    switch line[0] {
    case UInt8(ascii: "g"): word = "get"
    case UInt8(ascii: "s"): word = "set"
    case UInt8(ascii: "_"):
      word = line.count > 1 && line[1] == UInt8(ascii: "r") ? "_read" : "_modify"
    case UInt8(ascii: "i"): word = "init(initialValue)"
    case UInt8(ascii: "w"): word = "willSet"
    case UInt8(ascii: "d"): word = "didSet"
    default: return nil
    }
    return starts(line, with: word) ? word : nil
  }

  /// Whether `text` starts with `prefix`.
  private static func starts(_ text: UnsafeBufferPointer<UInt8>, with prefix: StaticString)
    -> Bool
  {
    prefix.withUTF8Buffer { prefix in
      guard text.count >= prefix.count else { return false }
      for index in prefix.indices where text[index] != prefix[index] {
        return false
      }
      return true
    }
  }

  /// Whether the previous joined line and `next` (a non-empty line's content) need `;`
  /// between them.
  private func needsSemicolon(before next: UnsafeBufferPointer<UInt8>) -> Bool {
    guard hasPrevious else { return false }
    let first = next[0]
    if previousLast == ASCII.leftBrace || previousLast == ASCII.colon
      || first == ASCII.rightBrace
    {
      return false
    }
    // An attribute line (`@storageRestrictions(…)`) belongs to the declaration after it.
    if first != ASCII.at && previousFirst == ASCII.at { return false }
    guard previousLast == ASCII.rightBrace else { return true }
    // Accessors follow one another without separators.
    guard let word = Self.accessorWord(startingLine: next) else { return true }
    let length = word.utf8CodeUnitCount
    guard next.count > length else { return false }
    let after = next[length]
    return after != ASCII.space && after != ASCII.leftBrace
      && after != ASCII.leftParen
  }
}
