#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(ucrt)
  import ucrt
#endif

/// Builds generated source as UTF-8 bytes in one growing buffer.
///
/// Expansion text is most of what the generator produces, written as many short pieces, so
/// an append is kept to a capacity check and a block copy: the writer owns its buffer (it is
/// a reference type; pass it around rather than copying it) instead of going through the
/// copy-on-write checks of `Array` or `String` for every piece.
final class CodeWriter: ByteSink {
  /// The buffer; `capacity` bytes allocated with `malloc`, the first `count` written. Grown
  /// with `realloc`, which moves a large buffer by remapping its pages rather than copying
  /// them into fresh ones; the fresh part of a large one is advised to take huge pages (see
  /// ``HugePages``).
  private var storage: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  /// The number of bytes written so far.
  private(set) var count = 0
  /// The prefix of every line written with ``line(_:_:_:_:_:_:)``.
  var indent: String

  /// Creates an empty writer whose lines start with `indent`.
  init(indent: String, capacity: Int = 1024) {
    self.indent = indent
    self.capacity = max(capacity, 16)
    storage = Self.reallocate(nil, capacity: self.capacity)
    HugePages.advise(storage, count: self.capacity)
  }

  deinit {
    free(storage)
  }

  /// The last byte written, if any.
  var last: UInt8? { count > 0 ? storage[count - 1] : nil }

  /// The bytes written so far.
  var bytes: [UInt8] {
    [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
      buffer.baseAddress?.update(from: storage, count: count)
      initialized = count
    }
  }

  /// The text written.
  var text: String {
    String(decoding: UnsafeBufferPointer(start: storage, count: count), as: UTF8.self)
  }

  /// Calls `body` with the bytes written so far, which stay valid only until the next write.
  func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows
    -> Result
  {
    try body(UnsafeBufferPointer(start: storage, count: count))
  }

  /// Whether a line break (`\n`) was written at or after offset `start`.
  func hasLineBreak(from start: Int = 0) -> Bool {
    withBytes { written in
      ByteSearch.firstIndex(
        of: ASCII.newline, in: written, from: start, to: written.count) < written.count
    }
  }

  /// Exchanges the bytes written (and the buffers holding them) with `other`'s; the
  /// indentations stay.
  func swapContents(with other: CodeWriter) {
    // Plain assignments rather than `swap(_:_:)`: an `inout` access to a stored property
    // would make every access to it checked for exclusivity at run time.
    let storage = self.storage
    let capacity = self.capacity
    let count = self.count
    self.storage = other.storage
    self.capacity = other.capacity
    self.count = other.count
    other.storage = storage
    other.capacity = capacity
    other.count = count
  }

  /// Forgets everything written, keeping the buffer, and sets the indentation.
  func reset(indent: String) {
    count = 0
    self.indent = indent
  }

  /// Replaces everything written with `bytes`.
  func replace(with bytes: [UInt8]) {
    count = 0
    append(bytes: bytes)
  }

  /// Forgets what was written after the first `count` bytes.
  func truncate(to count: Int) {
    self.count = min(self.count, max(0, count))
  }

  /// Appends the bytes of `buffer`. Always inlined: the few instructions of a short copy are
  /// less than a call's.
  @inline(__always)
  func append(_ buffer: UnsafeBufferPointer<UInt8>) {
    guard let base = buffer.baseAddress, buffer.count > 0 else { return }
    reserve(buffer.count)
    (storage + count).copyBytes(from: base, count: buffer.count)
    count += buffer.count
  }

  /// Appends the UTF-8 bytes of `text`, read straight out of the borrowed string's storage (a
  /// small string's bytes are copied out of it first), so the string is neither copied nor
  /// retained: most of the names and types in generated code go through here.
  func append(_ text: String) {
    let appended: Void? = text.utf8.withContiguousStorageIfAvailable { append($0) }
    if appended == nil {
      var contiguous = text
      contiguous.withUTF8 { append($0) }
    }
  }

  /// Appends `length` bytes, which `body` must write at the address it is given: for text
  /// of many pieces whose total length is known, copied without a capacity check for each.
  func append(length: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Void) {
    reserve(length)
    body(storage + count)
    count += length
  }

  /// Appends one byte.
  func append(byte: UInt8) {
    reserve(1)
    storage[count] = byte
    count += 1
  }

  /// Starts a new line (after a line break if anything was written) with the indentation,
  /// then appends the pieces.
  func line(
    _ a: String, _ b: String = "", _ c: String = "", _ d: String = "", _ e: String = "",
    _ f: String = ""
  ) {
    if count > 0 { append(byte: ASCII.newline) }
    append(indent)
    append(a)
    append(b)
    append(c)
    append(d)
    append(e)
    append(f)
  }

  /// Appends the bytes of a literal, which are at hand without opening a string: for the
  /// fixed pieces of lines written once per property.
  func append(literal text: StaticString) {
    text.withUTF8Buffer { append($0) }
  }

  /// Starts a new line (after a line break if anything was written) with the indentation,
  /// then appends the literal `text`.
  func line(literal text: StaticString) {
    if count > 0 { append(byte: ASCII.newline) }
    append(indent)
    append(literal: text)
  }

  /// Starts a new line with the indentation, then appends `prefix`, `text` and `suffix`: a
  /// line of a template with one name in it.
  func line(literal prefix: StaticString, _ text: String, _ suffix: StaticString = "") {
    line(literal: prefix)
    append(text)
    append(literal: suffix)
  }

  /// Appends a line break if anything was written (and `needed`).
  func append(newLineIfNeeded needed: Bool) {
    if needed && count > 0 { append(byte: ASCII.newline) }
  }

  /// Appends an empty line.
  func blankLine() {
    append(byte: ASCII.newline)
  }

  /// Makes room for `more` bytes.
  @inline(__always)
  private func reserve(_ more: Int) {
    if count + more > capacity { grow(toHold: count + more) }
  }

  /// Reallocates the buffer to hold at least `needed` bytes, at least doubling it.
  private func grow(toHold needed: Int) {
    let newCapacity = max(needed, capacity * 2)
    storage = Self.reallocate(storage, capacity: newCapacity)
    capacity = newCapacity
    // The part not yet written, whose pages are still to be faulted in.
    HugePages.advise(storage + count, count: newCapacity - count)
  }

  /// `buffer` (or a new buffer, for `nil`) resized to `capacity` bytes, its contents kept.
  private static func reallocate(_ buffer: UnsafeMutablePointer<UInt8>?, capacity: Int)
    -> UnsafeMutablePointer<UInt8>
  {
    guard let resized = realloc(buffer, capacity) else {
      fatalError("out of memory for \(capacity) bytes of generated code")
    }
    return resized.assumingMemoryBound(to: UInt8.self)
  }
}
