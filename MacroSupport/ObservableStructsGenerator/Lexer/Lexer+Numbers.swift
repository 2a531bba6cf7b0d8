extension Lexer.Cursor {
  /// Lexes a number literal starting at a digit: decimal, `0x`, `0o` or `0b`, with `_`
  /// separators, and a fraction or exponent for floats (`1.5`, `1e-3`, `0x1.8p3`).
  ///
  /// Right after a `.` only the digits are taken, so `tuple.0.1` gives `0`, `.`, `1`. Letters
  /// stuck to a literal (`0b102`, `1st`) stay in it; the compiler reports those.
  mutating func lexNumber() -> TokenKind {
    let start = position
    if previousKind == .period {
      position = skip(from: start, while: ASCII.isIdentifierContinuation)
      return .integerLiteral
    }
    if bytes[start] == ASCII.zero && start + 1 < count {
      switch bytes[start + 1] {
      case 0x78:  // x
        return lexHexNumber()
      case 0x6F, 0x62:  // o, b
        position = skip(from: start + 2, while: ASCII.isIdentifierContinuation)
        return .integerLiteral
      default:
        break
      }
    }
    return lexDecimalNumber()
  }

  /// Lexes `123`, `1_000.5`, `1e-3` and `1.5E+10`.
  private mutating func lexDecimalNumber() -> TokenKind {
    var index = skip(from: position, while: Self.isDigitOrUnderscore)
    var isFloat = false
    if index + 1 < count && bytes[index] == ASCII.period && ASCII.isDigit(bytes[index + 1]) {
      index = skip(from: index + 1, while: Self.isDigitOrUnderscore)
      isFloat = true
    }
    return finishNumber(at: index, exponentMarker: 0x65, isFloat: isFloat)  // e
  }

  /// Lexes `0x1F`, `0x1p-4` and `0x1.8p3`.
  ///
  /// A hexadecimal fraction counts only when an exponent follows it, so `0xF.description` is
  /// an integer, a period and an identifier.
  private mutating func lexHexNumber() -> TokenKind {
    var index = skip(from: position + 2, while: Self.isHexDigitOrUnderscore)
    var isFloat = false
    if index + 1 < count && bytes[index] == ASCII.period && ASCII.isHexDigit(bytes[index + 1]) {
      let fractionEnd = skip(from: index + 1, while: Self.isHexDigitOrUnderscore)
      if fractionEnd < count && bytes[fractionEnd] | 0x20 == 0x70 {  // p or P
        index = fractionEnd
        isFloat = true
      }
    }
    return finishNumber(at: index, exponentMarker: 0x70, isFloat: isFloat)  // p
  }

  /// Ends a decimal or hexadecimal number whose digits and fraction end at `offset`: takes an
  /// exponent with `exponentMarker` (`e` or `p`, either case), which makes it a float, and any
  /// letters and digits stuck to the end; returns whether it is a float or an integer.
  private mutating func finishNumber(at offset: Int, exponentMarker: UInt8, isFloat: Bool)
    -> TokenKind
  {
    var index = offset
    var isFloat = isFloat
    if let end = exponentEnd(at: index, marker: exponentMarker) {
      index = end
      isFloat = true
    }
    position = skip(from: index, while: ASCII.isIdentifierContinuation)
    return isFloat ? .floatLiteral : .integerLiteral
  }

  /// The end of an exponent (`e-3`, `P+10`) starting at `offset` with `marker` in either case,
  /// or `nil` if there is no complete exponent there.
  private func exponentEnd(at offset: Int, marker: UInt8) -> Int? {
    guard offset < count && bytes[offset] | 0x20 == marker else { return nil }
    var index = offset + 1
    if index < count && (bytes[index] == ASCII.plus || bytes[index] == ASCII.minus) {
      index += 1
    }
    guard index < count && ASCII.isDigit(bytes[index]) else { return nil }
    return skip(from: index, while: Self.isDigitOrUnderscore)
  }

  private static func isDigitOrUnderscore(_ byte: UInt8) -> Bool {
    ASCII.isDigit(byte) || byte == ASCII.underscore
  }

  private static func isHexDigitOrUnderscore(_ byte: UInt8) -> Bool {
    ASCII.isHexDigit(byte) || byte == ASCII.underscore
  }
}
