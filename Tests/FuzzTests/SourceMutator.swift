import Foundation
import ObservableStructsGenerator
import ObservableStructsTestSupport

/// Makes token-level mutants of one source file for the fuzz tests.
///
/// The file is cut into pieces, one per token with its trivia, so that deleting, duplicating or
/// swapping a piece moves whole tokens; inserted fragments are the characters and words that
/// matter most to the lexer and the declaration parser. Now and then a fragment lands at a raw
/// byte offset instead, inside a comment or a string literal.
struct SourceMutator {
  /// Text inserted by mutations: delimiters, directives, attributes, keywords, odd bytes.
  static let fragments: [[UInt8]] =
    [
      "{", "}", "(", ")", "[", "]", "<", ">", "\"", "\"\"\"", "#\"", "\"#", "\\(", "'", "`",
      "/*", "*/", "//", "///", "#/", "/#", "/", "\\", "#if X", "#if", "#elseif Y", "#else",
      "#endif", "#sourceLocation(file: \"a\", line: 1)", "@ObservableState",
      "@ObservableStructs.ObservableState", "@ObservationStateTracked",
      "@ObservationStateIgnored", "@ObservationIgnored", "@available(*, unavailable)", "@",
      "#", "var", "let", "struct", "enum", "class", "actor", "protocol", "extension", "case",
      "indirect", "func", "init", "static", "lazy", "private(set)", "public", "where", "some",
      "get", "set", "_modify", "willSet", "didSet", "oldValue", "return", "self", "Self",
      ":", "=", ",", ";", ".", "?", "!", "...", "->", "&", "Int", "[Int]", "Foo()", "0",
      "1.5", "0x", "$0", "é", "\u{1F600}", "\u{FEFF}", "\r", "\r\n", "\t", "\n", " ",
    ].map { Array($0.utf8) } + [[0x00], [0xFF], [0xC3], [0xE2, 0x82]]

  /// The tokens of the original file, each with its leading and trailing trivia.
  let pieces: [[UInt8]]

  /// Cuts `bytes` into pieces at token boundaries.
  init(_ bytes: [UInt8]) {
    let lexed = Lexer.tokenize(SourceText(bytes: bytes))
    pieces = lexed.tokens.map { Array(bytes[$0.leadingTriviaStart..<$0.trailingTriviaEnd]) }
      .filter { !$0.isEmpty }
  }

  /// A mutant made by one to four random mutations.
  func mutant(using random: inout SeededRandom) -> [UInt8] {
    var parts = pieces
    for _ in 0...random.below(4) {
      mutate(&parts, using: &random)
    }
    var bytes = parts.flatMap { $0 }
    if random.oneIn(8), !bytes.isEmpty {
      bytes.insert(contentsOf: random.pick(Self.fragments), at: random.below(bytes.count + 1))
    }
    return bytes
  }

  private func mutate(_ parts: inout [[UInt8]], using random: inout SeededRandom) {
    guard !parts.isEmpty else {
      parts.append(random.pick(Self.fragments))
      return
    }
    let index = random.below(parts.count)
    switch random.below(6) {
    case 0:
      parts.remove(at: index)
    case 1:
      let length = 1 + random.below(min(8, parts.count - index))
      parts.removeSubrange(index..<index + length)
    case 2:
      parts.insert(parts[index], at: index)
    case 3:
      parts.swapAt(index, random.below(parts.count))
    default:
      var fragment = random.pick(Self.fragments)
      switch random.below(3) {
      case 0: fragment.insert(0x20, at: 0)
      case 1: fragment.insert(0x0A, at: 0)
      default: break
      }
      parts.insert(fragment, at: random.below(parts.count + 1))
    }
  }

  /// The shortest input found by removing chunks of `bytes` while `stillFails` holds: a
  /// readable, minimal reproduction for a failure report. Bounded to a few thousand tries.
  static func minimize(_ bytes: [UInt8], while stillFails: ([UInt8]) -> Bool) -> [UInt8] {
    var current = bytes
    var chunk = max(1, current.count / 2)
    var tries = 0
    while chunk >= 1 && tries < 4_000 {
      var start = 0
      var removedAny = false
      while start < current.count && tries < 4_000 {
        var candidate = current
        candidate.removeSubrange(start..<min(current.count, start + chunk))
        tries += 1
        if stillFails(candidate) {
          current = candidate
          removedAny = true
        } else {
          start += chunk
        }
      }
      if !removedAny { chunk /= 2 }
    }
    return current
  }
}

/// Fails loudly when one expansion runs far too long: a real infinite loop would otherwise
/// hang the test run instead of failing it.
///
/// Timing each call catches slow expansions; the watchdog catches the ones that never return,
/// printing the input (and the seed, via the label) before stopping the process.
final class FuzzWatchdog: @unchecked Sendable {
  private let lock = NSLock()
  private var started: DispatchTime?
  private var input: [UInt8] = []
  private var label = ""
  private var isRunning = true
  private let limitSeconds: Double

  /// Starts a watchdog that stops the process once one call has run `limitSeconds`.
  init(limitSeconds: Double) {
    self.limitSeconds = limitSeconds
    let thread = Thread { [weak self] in
      while let self, self.poll() {
        Thread.sleep(forTimeInterval: 0.25)
      }
    }
    thread.start()
  }

  /// Ends the watchdog thread.
  func stop() {
    lock.withLock { isRunning = false }
  }

  /// Where each input is written before its call when `FUZZ_CRASH_FILE` is set, so that the
  /// input of a trap (which ends the process at once) can be read afterwards.
  private let crashFile = ProcessInfo.processInfo.environment["FUZZ_CRASH_FILE"]

  /// Times one call, remembering its input to print should it never return.
  func watch<Result>(_ input: [UInt8], _ body: () -> Result) -> (result: Result, seconds: Double) {
    if let crashFile {
      _ = FileManager.default.createFile(atPath: crashFile, contents: Data(input))
    }
    lock.withLock {
      self.input = input
      self.started = DispatchTime.now()
    }
    let start = DispatchTime.now().uptimeNanoseconds
    let result = body()
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    lock.withLock { self.started = nil }
    return (result, seconds)
  }

  /// Sets the label printed with a hanging input (the fuzz phase and seed).
  func setLabel(_ text: String) {
    lock.withLock { label = text }
  }

  private func poll() -> Bool {
    lock.lock()
    defer { lock.unlock() }
    guard isRunning else { return false }
    if let started,
      Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9
        > limitSeconds
    {
      let text = String(decoding: input, as: UTF8.self)
      FileHandle.standardError.write(
        Data(
          "FUZZ HANG (\(label)): an expansion ran over \(limitSeconds) s on input:\n\(text)\n"
            .utf8))
      fatalError("fuzz: expansion hangs; input printed above")
    }
    return true
  }
}
