// Copied verbatim into the generated twin package as its `TwinSupport` library, which every
// twin variant links. It is compiled here as well so that it is type-checked and linted with
// the rest of the tests.

import Foundation
import Observation

/// The ordered willSet/didSet events that observer bodies in the corpus record.
public enum TwinEvents {
  nonisolated(unsafe) private static var log: [String] = []

  /// Appends one event, for example `"count.didSet 0"`.
  public static func record(_ event: String) { log.append(event) }

  /// Returns the events recorded since the last call and forgets them.
  public static func take() -> [String] {
    defer { log = [] }
    return log
  }
}

/// Records `event` in the twin event log; a short name for observer bodies.
public func record(_ event: String) { TwinEvents.record(event) }

/// Counts observation notifications; the `onChange` closure must be `Sendable`.
final class TwinFlag: @unchecked Sendable {
  var fired = 0
}

/// The labelled result lines of one twin variant: one line per check, `entry | label | value`.
///
/// A twin variant runs every scenario through ``run(_:_:)`` and returns ``lines``; values are
/// compared as text across variants, so a check must print data, never a whole value (an
/// annotated value's reflection shows its backing storage).
public struct TwinReport {
  /// When set, every line is also written to standard output as soon as it exists, so a
  /// variant that crashes still shows how far it got.
  nonisolated(unsafe) public static var streams = false
  /// Scenarios not to run, named by entry: ones that crashed in an earlier attempt.
  nonisolated(unsafe) public static var skipped: Set<String> = []

  /// The result lines so far.
  public private(set) var lines: [String] = []
  private var entry = ""

  /// An empty report.
  public init() {}

  /// Runs one entry's scenario; events it records but never checks are reported too.
  public mutating func run(_ entry: String, _ scenario: (inout TwinReport) -> Void) {
    guard !Self.skipped.contains(entry) else { return }
    self.entry = entry
    if Self.streams { Self.emit("# \(entry)") }
    _ = TwinEvents.take()
    scenario(&self)
    let unchecked = TwinEvents.take()
    if !unchecked.isEmpty { check("unchecked events", unchecked.joined(separator: "; ")) }
  }

  /// Adds the line `entry | label | value`, with newlines in the value escaped.
  public mutating func check(_ label: String, _ value: Any) {
    let text = String(describing: value).replacingOccurrences(of: "\n", with: "\\n")
    let line = "\(entry) | \(label) | \(text)"
    lines.append(line)
    if Self.streams { Self.emit(line) }
  }

  /// Checks the events recorded since the last check, in order.
  public mutating func events(_ label: String) {
    check("\(label) events", TwinEvents.take().joined(separator: "; "))
  }

  /// Checks `value`'s JSON encoding, with sorted keys, or the encoding error.
  public mutating func encode<T: Encodable>(_ label: String, _ value: T) {
    check("\(label) json", Self.json(value))
  }

  /// Checks the result of decoding `json` as `T`: the value encoded again, or the exact error.
  public mutating func decode<T: Codable>(_ label: String, _ type: T.Type, _ json: String) {
    do {
      let value = try JSONDecoder().decode(T.self, from: Data(json.utf8))
      check("\(label) decoded", "value " + Self.json(value))
    } catch {
      check("\(label) decoded", "error " + String(describing: error))
    }
  }

  /// Checks that `value` survives encoding and decoding: its JSON, then the decoded JSON;
  /// and that it prints and reflects as it should (see ``reflect(_:_:)``).
  public mutating func roundTrip<T: Codable>(_ label: String, _ value: T) {
    let json = Self.json(value)
    check("\(label) json", json)
    decode("\(label) round trip", T.self, json)
    reflect(label, value)
  }

  /// Checks how `value` prints and reflects: `String(describing:)`, `String(reflecting:)`,
  /// `dump` and the labels of its `Mirror`, with the variant's module name left out.
  public mutating func reflect(_ label: String, _ value: Any) {
    var dumped = ""
    dump(value, to: &dumped)
    let mirror = Mirror(reflecting: value)
    let labels = mirror.children.map { $0.label ?? "-" }.joined(separator: ",")
    check("\(label) description", Self.withoutModule(String(describing: value)))
    check("\(label) debug description", Self.withoutModule(String(reflecting: value)))
    check("\(label) dump", Self.withoutModule(dumped))
    check("\(label) mirror", "\(labels) \(String(describing: mirror.displayStyle))")
  }

  /// `text` without the variant modules' names (`Plain6.`, `Macro5.`, …) and without the
  /// addresses that differ from run to run (a `Data`'s bytes, object identifiers).
  private static func withoutModule(_ text: String) -> String {
    text.replacingOccurrences(
      of: "(Plain|Macro|Plugin)[0-9]+\\.", with: "", options: .regularExpression
    )
    .replacingOccurrences(of: "0x[0-9a-fA-F]+", with: "0x?", options: .regularExpression)
    .replacingOccurrences(
      of: "pointerValue: [0-9]+", with: "pointerValue: ?", options: .regularExpression)
  }

  /// Checks how many observation notifications `write` causes for what `read` reads. The
  /// label starts with `observe:`, so only annotated variants are compared on it.
  public mutating func observe(_ label: String, read: () -> Void, write: () -> Void) {
    let flag = TwinFlag()
    withObservationTracking(read) { flag.fired += 1 }
    write()
    check("observe: \(label)", flag.fired)
  }

  private static func json<T: Encodable>(_ value: T) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    do {
      return String(decoding: try encoder.encode(value), as: UTF8.self)
    } catch {
      return "encoding error: \(error)"
    }
  }

  private static func emit(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
  }
}
