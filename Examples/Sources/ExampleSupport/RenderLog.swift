/// One render of one view: which step of the script caused it and what the view showed.
public struct Render: Equatable, Sendable {
  /// The title of the script step during which the view rendered.
  public var step: String
  /// The view's name, as given to ``ViewHarness/mount(_:_:)``.
  public var view: String
  /// The one-line description the view's render closure returned.
  public var output: String
}

/// Every render a ``ViewHarness`` has seen, in order, with counts per view.
///
/// ```swift
/// harness.log.count(of: "CounterView")  // 3
/// harness.log.timeline  // ["mount: CounterView, ToggleButton", "increment: CounterView"]
/// ```
public struct RenderLog: Sendable {
  /// All renders, grouped by step in script order; within a step, in mount order of the views.
  public private(set) var renders: [Render] = []
  /// The views ever mounted, in mount order.
  public private(set) var views: [String] = []
  /// The step titles, in script order.
  public private(set) var steps: [String] = []

  /// How many times `view` has rendered.
  public func count(of view: String) -> Int {
    renders.count { $0.view == view }
  }

  /// Render counts per view, for every view ever mounted.
  public var counts: [String: Int] {
    Dictionary(uniqueKeysWithValues: views.map { ($0, count(of: $0)) })
  }

  /// One line per step: `"title: ViewA, ViewB"`, or `"title: -"` when nothing rendered.
  public var timeline: [String] {
    steps.map { step in
      let names = renders.filter { $0.step == step }.map(\.view)
      return "\(step): " + (names.isEmpty ? "-" : names.joined(separator: ", "))
    }
  }

  /// A table of render counts per view, in mount order.
  public var summary: String {
    let width = max(4, views.map(\.count).max() ?? 0)
    let header = "view".padding(width) + "  renders"
    let rows = views.map { $0.padding(width) + "  " + String(count(of: $0)).leftPadding(7) }
    return ([header, String(repeating: "-", count: width + 9)] + rows).joined(separator: "\n")
  }

  mutating func register(view: String) {
    if !views.contains(view) { views.append(view) }
  }

  /// Adds a finished step; its renders are sorted by the views' mount order, because the
  /// order in which observers are told of one change is unspecified.
  mutating func append(step: String, _ stepRenders: [(view: String, output: String)]) {
    precondition(!steps.contains(step), "step titles must be unique: \(step)")
    steps.append(step)
    let order = Dictionary(uniqueKeysWithValues: views.enumerated().map { ($1, $0) })
    renders += stepRenders.enumerated()
      .sorted { (order[$0.1.view]!, $0.0) < (order[$1.1.view]!, $1.0) }
      .map { Render(step: step, view: $0.1.view, output: $0.1.output) }
  }
}

extension String {
  fileprivate func padding(_ width: Int) -> String {
    self + String(repeating: " ", count: max(0, width - count))
  }

  fileprivate func leftPadding(_ width: Int) -> String {
    String(repeating: " ", count: max(0, width - count)) + self
  }
}
