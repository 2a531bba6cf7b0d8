/// A set of edits whose replacement texts lie back to back in one growing buffer.
///
/// An expansion makes tens of thousands of edits of a kilobyte or so each. Written into one
/// buffer, each costs a block copy where an array of its own would cost an allocation, a copy
/// and a deallocation; the rewriter then reads them all from the same place.
///
/// A reference type, like the ``CodeWriter`` it holds: pass it around rather than copying it.
final class EditBuffer {
  /// One edit: the input range it replaces and where its replacement is in ``text``.
  ///
  /// Input offsets and lines are stored in 32 bits, as in a ``Token`` (a source of 4 GiB or
  /// more cannot be lexed): an expansion makes an edit every few dozen bytes of input, and an
  /// entry of 32 bytes rather than 56 leaves fewer fresh pages to fault in.
  struct Entry {
    /// Where the replaced input starts and ends.
    private let start: UInt32
    private let end: UInt32
    /// ``generatedLine``, or 0 for none (lines count from 1).
    private let storedGeneratedLine: UInt32
    /// Whether the replacement changes line numbering (see ``SourceEdit/shiftsLines``).
    let shiftsLines: Bool
    /// Where the replacement text lies in ``EditBuffer/text``.
    let textRange: Range<Int>

    /// Creates an entry. Offsets are clamped to 32 bits, which changes nothing: the rewriter
    /// clamps them to the input anyway.
    init(range: Range<Int>, textRange: Range<Int>, shiftsLines: Bool, generatedLine: Int?) {
      start = UInt32(clamping: range.lowerBound)
      end = UInt32(clamping: range.upperBound)
      storedGeneratedLine = generatedLine.map { UInt32(clamping: $0) } ?? 0
      self.shiftsLines = shiftsLines
      self.textRange = textRange
    }

    /// UTF-8 range of the input that is replaced; empty for an insertion.
    var range: Range<Int> { Range(uncheckedBounds: (Int(start), Int(end))) }

    /// The line generated text is attributed to (see ``SourceEdit/generatedLine``).
    var generatedLine: Int? { storedGeneratedLine == 0 ? nil : Int(storedGeneratedLine) }
  }

  /// The replacement texts of all the edits, in the order they were made.
  let text: CodeWriter
  /// The edits, in the order they were made.
  private(set) var entries: [Entry] = []
  /// Where the replacement being written with ``beginReplacement()`` starts in ``text``.
  private var pendingStart = 0

  /// Creates an empty set of edits whose texts are expected to take about `expectedTextSize`
  /// bytes, reserved up front: a large buffer grown by doubling is copied each time (memory
  /// reserved and never written costs nothing).
  ///
  /// The entries are reserved likewise for `expectedEditCount` edits: growing their array would
  /// copy it each time it doubles, and leave the old copies' pages behind.
  init(expectedTextSize: Int = 1 << 16, expectedEditCount: Int = 0) {
    text = CodeWriter(indent: "", capacity: max(1 << 16, expectedTextSize))
    entries.reserveCapacity(expectedEditCount)
  }

  /// Whether no edit was made.
  var isEmpty: Bool { entries.isEmpty }

  /// Adds `edit`, copying its replacement into ``text``.
  func append(_ edit: SourceEdit) {
    let start = text.count
    text.append(bytes: edit.replacementBytes)
    entries.append(
      Entry(
        range: edit.range, textRange: start..<text.count, shiftsLines: edit.shiftsLines,
        generatedLine: edit.generatedLine))
  }

  /// Adds every edit of `edits`, in order.
  func append(contentsOf edits: [SourceEdit]) {
    for edit in edits { append(edit) }
  }

  /// Starts a replacement that the caller writes into ``text`` and then completes with
  /// ``endReplacement(replacing:shiftsLines:generatedLine:)``.
  func beginReplacement() {
    pendingStart = text.count
  }

  /// Completes the replacement begun last: what was written into ``text`` since replaces
  /// `range`. `shiftsLines` defaults to whether that text holds a line break.
  func endReplacement(
    replacing range: Range<Int>, shiftsLines: Bool? = nil, generatedLine: Int? = nil
  ) {
    let textRange = pendingStart..<text.count
    let shifts =
      shiftsLines
      ?? text.withBytes { bytes in
        ByteSearch.firstIndex(
          of: ASCII.newline, in: bytes, from: textRange.lowerBound,
          to: textRange.upperBound) < textRange.upperBound
      }
    entries.append(
      Entry(range: range, textRange: textRange, shiftsLines: shifts, generatedLine: generatedLine))
  }
}
