extension Lexer {
  /// Finds the ``Keyword`` spelled by an identifier's bytes without building a `String`.
  ///
  /// Each keyword is packed little-endian into two 64-bit words (keywords are at most 16 bytes),
  /// and the candidates are grouped by length and first letter, so most identifiers find an
  /// empty group without being packed, and the others compare one or two words.
  struct KeywordTable: Sendable {
    /// One keyword with its packed spelling.
    struct Entry: Sendable {
      let low: UInt64
      let high: UInt64
      let keyword: Keyword
    }

    /// The longest keyword spelling, in bytes.
    static let maximumLength = 16

    /// The table for ``Keyword``'s cases.
    static let shared = KeywordTable()

    /// All entries, sorted by ``bucket(length:first:)``.
    let entries: [Entry]
    /// `entries[bucketStarts[b] ..< bucketStarts[b + 1]]` are the keywords in bucket `b`.
    let bucketStarts: [Int]

    init() {
      let bucketCount = Self.bucket(length: Self.maximumLength, first: 0xFF) + 1
      var buckets = [[Entry]](repeating: [], count: bucketCount)
      for keyword in Keyword.allCases {
        let spelling = Array(keyword.rawValue.utf8)
        guard spelling.count <= Self.maximumLength else { continue }
        let packed = Self.pack(spelling.count) { spelling[$0] }
        buckets[Self.bucket(length: spelling.count, first: spelling[0])].append(
          Entry(low: packed.low, high: packed.high, keyword: keyword))
      }
      var entries: [Entry] = []
      var starts: [Int] = []
      for bucket in buckets {
        starts.append(entries.count)
        entries += bucket
      }
      starts.append(entries.count)
      self.entries = entries
      self.bucketStarts = starts
    }

    /// The bucket of the keywords `length` bytes long whose first byte is `first`: ASCII letters
    /// share a bucket with their other case only (`Self` with `s…`), which the comparison of the
    /// packed spelling tells apart.
    @inline(__always)
    static func bucket(length: Int, first: UInt8) -> Int {
      length &<< 5 | Int(first & 31)
    }

    /// Packs `length` bytes (at most 16), read through `byte`, into two little-endian words.
    @inline(__always)
    static func pack(_ length: Int, _ byte: (Int) -> UInt8) -> (low: UInt64, high: UInt64) {
      var low: UInt64 = 0
      var high: UInt64 = 0
      var index = 0
      while index < length && index < 8 {
        low |= UInt64(byte(index)) &<< UInt64(index &* 8)
        index += 1
      }
      while index < length {
        high |= UInt64(byte(index)) &<< UInt64((index &- 8) &* 8)
        index += 1
      }
      return (low, high)
    }

    /// The keyword spelled by `bytes[range]`, or `nil` for any other identifier.
    @inline(__always)
    func keyword(in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Keyword? {
      let length = range.count
      guard length >= 2 && length <= Self.maximumLength else { return nil }
      let first = bytes[range.lowerBound]
      // Every keyword starts with a lowercase letter, except `Self`.
      guard first &- 0x61 < 26 || first == 0x53 else { return nil }
      let bucket = Self.bucket(length: length, first: first)
      let lower = bucketStarts[bucket]
      let upper = bucketStarts[bucket + 1]
      guard lower < upper else { return nil }
      let start = range.lowerBound
      let packed = Self.pack(length) { bytes[start + $0] }
      var index = lower
      while index < upper {
        let entry = entries[index]
        if entry.low == packed.low && entry.high == packed.high { return entry.keyword }
        index += 1
      }
      return nil
    }
  }
}
