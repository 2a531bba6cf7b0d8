/// The ASCII bytes every stage of the generator looks at, and the byte classes the lexer sorts
/// them into.
enum ASCII {
  static let nul: UInt8 = 0x00
  static let tab: UInt8 = 0x09
  static let newline: UInt8 = 0x0A
  static let verticalTab: UInt8 = 0x0B
  static let formFeed: UInt8 = 0x0C
  static let carriageReturn: UInt8 = 0x0D
  static let space: UInt8 = 0x20
  static let exclamation: UInt8 = 0x21  // !
  static let quote: UInt8 = 0x22  // "
  static let hash: UInt8 = 0x23  // #
  static let dollar: UInt8 = 0x24  // $
  static let ampersand: UInt8 = 0x26  // &
  static let leftParen: UInt8 = 0x28  // (
  static let rightParen: UInt8 = 0x29  // )
  static let star: UInt8 = 0x2A  // *
  static let plus: UInt8 = 0x2B  // +
  static let comma: UInt8 = 0x2C  // ,
  static let minus: UInt8 = 0x2D  // -
  static let period: UInt8 = 0x2E  // .
  static let slash: UInt8 = 0x2F  // /
  static let zero: UInt8 = 0x30  // 0
  static let colon: UInt8 = 0x3A  // :
  static let semicolon: UInt8 = 0x3B  // ;
  static let lessThan: UInt8 = 0x3C  // <
  static let equals: UInt8 = 0x3D  // =
  static let greaterThan: UInt8 = 0x3E  // >
  static let question: UInt8 = 0x3F  // ?
  static let at: UInt8 = 0x40  // @
  static let capitalA: UInt8 = 0x41  // A
  static let capitalZ: UInt8 = 0x5A  // Z
  static let leftSquare: UInt8 = 0x5B  // [
  static let backslash: UInt8 = 0x5C  // \
  static let rightSquare: UInt8 = 0x5D  // ]
  static let underscore: UInt8 = 0x5F  // _
  static let backtick: UInt8 = 0x60  // `
  static let lowercaseE: UInt8 = 0x65  // e
  static let leftBrace: UInt8 = 0x7B  // {
  static let rightBrace: UInt8 = 0x7D  // }
  static let tilde: UInt8 = 0x7E  // ~

  /// `0`–`9`.
  @inline(__always)
  static func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }

  /// `0`–`9`, `a`–`f`, `A`–`F`.
  @inline(__always)
  static func isHexDigit(_ byte: UInt8) -> Bool {
    isDigit(byte) || (byte | 0x20) &- 0x61 < 6
  }

  /// `a`–`z`, `A`–`Z`.
  @inline(__always)
  static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- 0x61 < 26 }

  /// A letter or `_`: an ASCII byte that may start an identifier.
  @inline(__always)
  static func isIdentifierHead(_ byte: UInt8) -> Bool {
    isLetter(byte) || byte == underscore
  }

  /// A letter, digit or `_`: an ASCII byte that may continue an identifier.
  @inline(__always)
  static func isIdentifierBody(_ byte: UInt8) -> Bool {
    isLetter(byte) || isDigit(byte) || byte == underscore
  }

  /// `\n` or `\r`.
  @inline(__always)
  static func isNewline(_ byte: UInt8) -> Bool {
    byte == newline || byte == carriageReturn
  }

  /// Space, tab, vertical tab or form feed: whitespace that does not end a line.
  @inline(__always)
  static func isHorizontalSpace(_ byte: UInt8) -> Bool {
    byte == space || byte == tab || byte == verticalTab || byte == formFeed
  }

  /// One of `/ = - + ! * % < > & | ^ ~ ? .`, the ASCII operator characters.
  @inline(__always)
  static func isOperatorCharacter(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x2F, 0x3D, 0x2D, 0x2B, 0x21, 0x2A, 0x25, 0x3C, 0x3E, 0x26, 0x7C, 0x5E, 0x7E, 0x3F,
      0x2E:
      return true
    default:
      return false
    }
  }
}
