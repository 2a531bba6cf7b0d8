import Foundation
import ObservableStructs

/// What the registrar and identity add to every instance: inline bytes, and heap bytes
/// measured as resident-memory growth over a million live instances (Linux `/proc`).
func memoryReport(_ report: Report) {
  let inline = MemoryLayout<MacroChild>.size - MemoryLayout<Int>.size
  print(
    "Memory: MacroChild is \(MemoryLayout<MacroChild>.size) bytes inline vs 8 for a plain "
      + "struct with one Int: the registrar and identity add \(inline) bytes inline "
      + "(ObservationStateRegistrar: \(MemoryLayout<ObservationStateRegistrar>.size) bytes).")
  report.goal(
    "inline bytes added ≤ 16 (shown as bytes / 16)", ratio: Double(inline) / 16, bound: 1)
  let objects = heapObjects(reachableFrom: MacroChild())
  print(
    "Memory: heap objects per instance (distinct class instances reachable from one value, "
      + "found by reflection): \(objects.count) — "
      + objects.map { "\($0)" }.joined(separator: ", ") + ".")
  report.goal(
    "heap allocations per instance ≤ 1 (shown as objects / 1)", ratio: Double(objects.count),
    bound: 1)
  let count = 1_000_000
  var values: [MacroChild] = []
  values.reserveCapacity(count)
  guard let before = residentBytes() else { return }
  for _ in 0..<count { values.append(MacroChild()) }
  guard let after = residentBytes() else { return }
  blackHole(values)
  // The array's own storage is touched as it fills; subtract it.
  let stride = MemoryLayout<MacroChild>.stride
  let heap = Double(after - before) / Double(count) - Double(stride)
  print(
    "Memory: \(String(format: "%.1f", heap)) heap bytes per instance (resident-memory growth "
      + "over \(count) live instances minus their \(stride)-byte array slots).")
}

/// The resident set size, from `/proc/self/statm`; `nil` where that file does not exist.
private func residentBytes() -> Int? {
  guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
    return nil
  }
  let fields = text.split(separator: " ")
  guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
  return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// The type names of the distinct class instances reachable from `value` through stored
/// properties: each is one heap allocation the value owns (or shares with its copies).
func heapObjects(reachableFrom value: Any) -> [String] {
  var seen: Set<ObjectIdentifier> = []
  var names: [String] = []
  func visit(_ value: Any, depth: Int) {
    guard depth < 32 else { return }
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .class {
      let object = value as AnyObject
      guard seen.insert(ObjectIdentifier(object)).inserted else { return }
      names.append(String(describing: type(of: object)))
    }
    var current: Mirror? = mirror
    while let level = current {
      for child in level.children { visit(child.value, depth: depth + 1) }
      current = level.superclassMirror
    }
  }
  visit(value, depth: 0)
  return names
}
