/// One piece of Swift source as ``CoarseSwiftScanner`` sees it.
struct CoarseLexeme: Equatable {
  /// What the piece is.
  enum Kind: Equatable {
    /// An identifier or keyword (also numbers and backticked names).
    case word
    /// A single punctuation or operator byte, such as `{`, `:` or `=`.
    case punctuation(UInt8)
    /// A whole string literal, raw or multi-line, interpolations included.
    case stringLiteral
  }

  /// What the piece is.
  var kind: Kind
  /// UTF-8 byte range of the piece in the scanned source.
  var range: Range<Int>
}

/// A deliberately small Swift scanner: it skips whitespace, comments and string literals and
/// yields words and single punctuation bytes with their UTF-8 ranges.
///
/// The plugin only needs a few structural facts about the sources the compiler sends (does a
/// variable declaration already have an accessor block, what is in a conformance list), so this
/// is all the lexing it does; the real lexer lives in the generator.
struct CoarseSwiftScanner {
  /// The source being scanned, as UTF-8.
  let bytes: [UInt8]
  /// Where the next lexeme starts looking.
  private(set) var position = 0

  /// Creates a scanner over `source`.
  init(_ source: String) {
    self.bytes = Array(source.utf8)
  }

  /// The bytes of `lexeme`, as text.
  func text(of lexeme: CoarseLexeme) -> String {
    String(decoding: bytes[lexeme.range], as: UTF8.self)
  }

  /// Whether `lexeme` is the word `word`.
  func lexeme(_ lexeme: CoarseLexeme, isWord word: String) -> Bool {
    lexeme.kind == .word && bytes[lexeme.range].elementsEqual(word.utf8)
  }

  /// Returns the next lexeme, or `nil` at the end of the source.
  mutating func next() -> CoarseLexeme? {
    skipTrivia()
    guard position < bytes.count else { return nil }
    let start = position
    let byte = bytes[position]
    if byte == ASCII.quote || (byte == ASCII.hash && startsRawString(at: position)) {
      position = endOfStringLiteral(from: position)
      return CoarseLexeme(kind: .stringLiteral, range: start..<position)
    }
    if byte == ASCII.backtick {
      position += 1
      while position < bytes.count, bytes[position] != ASCII.backtick,
        bytes[position] != ASCII.newline
      {
        position += 1
      }
      position = min(position + 1, bytes.count)
      return CoarseLexeme(kind: .word, range: start..<position)
    }
    if ASCII.isWordByte(byte) {
      while position < bytes.count, ASCII.isWordByte(bytes[position]) { position += 1 }
      return CoarseLexeme(kind: .word, range: start..<position)
    }
    position += 1
    return CoarseLexeme(kind: .punctuation(byte), range: start..<position)
  }

  /// Returns the next lexeme without consuming it.
  func peek() -> CoarseLexeme? {
    var copy = self
    return copy.next()
  }

  // MARK: - Trivia

  private mutating func skipTrivia() {
    while position < bytes.count {
      let current = bytes[position]
      let following = byte(at: position + 1)
      if ASCII.isWhitespace(current) {
        position += 1
      } else if current == ASCII.slash, following == ASCII.slash {
        while position < bytes.count, bytes[position] != ASCII.newline { position += 1 }
      } else if current == ASCII.slash, following == ASCII.star {
        skipBlockComment()
      } else {
        return
      }
    }
  }

  /// Skips a `/* … */` comment, which may nest.
  private mutating func skipBlockComment() {
    var depth = 0
    while position < bytes.count {
      if bytes[position] == ASCII.slash, byte(at: position + 1) == ASCII.star {
        depth += 1
        position += 2
      } else if bytes[position] == ASCII.star, byte(at: position + 1) == ASCII.slash {
        depth -= 1
        position += 2
        if depth == 0 { return }
      } else {
        position += 1
      }
    }
  }

  // MARK: - String literals

  private func byte(at index: Int) -> UInt8? {
    index < bytes.count ? bytes[index] : nil
  }

  private func startsRawString(at index: Int) -> Bool {
    var index = index
    while byte(at: index) == ASCII.hash { index += 1 }
    return byte(at: index) == ASCII.quote
  }

  private func count(of value: UInt8, from index: Int, upTo limit: Int) -> Int {
    var found = 0
    while found < limit, byte(at: index + found) == value { found += 1 }
    return found
  }

  /// Returns the index just past the string literal starting at `start` (at its `#` or `"`).
  /// An unterminated single-line literal ends at the end of its line.
  private mutating func endOfStringLiteral(from start: Int) -> Int {
    var index = start
    let hashes = count(of: ASCII.hash, from: index, upTo: .max)
    index += hashes
    let quotes = count(of: ASCII.quote, from: index, upTo: 3) == 3 ? 3 : 1
    index += quotes
    while index < bytes.count {
      let current = bytes[index]
      if current == ASCII.backslash, count(of: ASCII.hash, from: index + 1, upTo: hashes) == hashes {
        index += 1 + hashes
        if byte(at: index) == ASCII.openParen {
          index = endOfInterpolation(from: index)
        } else {
          index += 1
        }
      } else if current == ASCII.quote, count(of: ASCII.quote, from: index, upTo: quotes) == quotes,
        count(of: ASCII.hash, from: index + quotes, upTo: hashes) == hashes
      {
        return index + quotes + hashes
      } else if current == ASCII.newline, quotes == 1 {
        return index
      } else {
        index += 1
      }
    }
    return bytes.count
  }

  /// Returns the index just past the `)` that closes the interpolation opened at `start`.
  private func endOfInterpolation(from start: Int) -> Int {
    var inner = self
    inner.position = start + 1
    var depth = 1
    while let lexeme = inner.next() {
      if lexeme.kind == .punctuation(ASCII.openParen) {
        depth += 1
      } else if lexeme.kind == .punctuation(ASCII.closeParen) {
        depth -= 1
        if depth == 0 { return lexeme.range.upperBound }
      }
    }
    return bytes.count
  }
}

/// The ASCII bytes the scanner cares about.
enum ASCII {
  static let newline = UInt8(ascii: "\n")
  static let quote = UInt8(ascii: "\"")
  static let hash = UInt8(ascii: "#")
  static let backslash = UInt8(ascii: "\\")
  static let backtick = UInt8(ascii: "`")
  static let slash = UInt8(ascii: "/")
  static let star = UInt8(ascii: "*")
  static let openParen = UInt8(ascii: "(")
  static let closeParen = UInt8(ascii: ")")
  static let openBracket = UInt8(ascii: "[")
  static let closeBracket = UInt8(ascii: "]")
  static let openBrace = UInt8(ascii: "{")
  static let closeBrace = UInt8(ascii: "}")
  static let lessThan = UInt8(ascii: "<")
  static let greaterThan = UInt8(ascii: ">")
  static let colon = UInt8(ascii: ":")
  static let comma = UInt8(ascii: ",")
  static let equals = UInt8(ascii: "=")
  static let minus = UInt8(ascii: "-")

  /// Whether `byte` can be part of an identifier (non-ASCII bytes count as identifier bytes).
  static func isWordByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), 0x80...0xFF:
      return true
    default:
      return false
    }
  }

  /// Whether `byte` is a space, tab, line break or other ASCII whitespace.
  static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C
      || byte == 0x00
  }
}
