/// A range of UTF-8 offsets or token indices, or no range, in 8 bytes: a `Range<Int>` takes 16
/// and an optional one 17 (24 with padding).
///
/// Declarations keep several ranges each, and a file has tens of thousands of declarations;
/// packed, they take less memory to fill and less to copy. Both bounds are below
/// `UInt32.max`: the lexer takes no source of 4 GiB or more, and a file has fewer tokens than
/// bytes. `UInt32.max` as the lower bound stands for no range.
struct PackedRange: Equatable, Sendable {
  /// The bounds, or `UInt32.max` for no range.
  private let lower: UInt32
  private let upper: UInt32

  /// Packs `range`, or no range for `nil`.
  init(_ range: Range<Int>?) {
    if let range {
      lower = UInt32(range.lowerBound)
      upper = UInt32(range.upperBound)
    } else {
      lower = .max
      upper = .max
    }
  }

  /// The range, or `nil` for no range.
  var range: Range<Int>? {
    lower == .max ? nil : Range(uncheckedBounds: (Int(lower), Int(upper)))
  }

  /// The range of a value packed from one (not from `nil`).
  var bounds: Range<Int> { Range(uncheckedBounds: (Int(lower), Int(upper))) }
}
