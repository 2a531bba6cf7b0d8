import ObservableStructs

/// A stand-in for a UI framework: named "views" whose render closures run under observation
/// tracking and run again after every change to something they read.
///
/// Each view is registered with the runtime's after-change ``observe(_:)``, so a view re-renders
/// synchronously when the `Store` mutation that invalidated it ends, sees the new values, and
/// renders once per mutation however many of its properties changed. A script groups its
/// actions into titled steps; the harness records which views rendered during each step.
///
/// ```swift
/// let harness = ViewHarness(echo: true)
/// harness.step("mount") {
///   harness.mount("CounterView") { "count=\(store.count)" }
/// }
/// harness.step("increment") { store.update { $0.count += 1 } }
/// // > increment
/// //   render CounterView count=1
/// ```
///
/// A view mounted while another view renders (a list mounting its rows) is mounted after that
/// render's observation ends, so the parent never tracks what the child reads.
@MainActor
public final class ViewHarness {
  /// Renders a view and describes what it shows in one line. Returning `nil` means the view
  /// has nothing to show (its data is gone and its parent is about to remove it); that run is
  /// not counted as a render.
  public typealias Body = @MainActor () -> String?

  /// Every render so far.
  public private(set) var log = RenderLog()

  private let echo: Bool
  private var tokens: [String: ObservationToken] = [:]
  private var pendingMounts: [(name: String, body: Body)] = []
  private var renderDepth = 0
  private var isInStep = false
  private var stepRenders: [(view: String, output: String)] = []

  /// Creates a harness; with `echo`, each step and its renders are printed as they finish.
  public init(echo: Bool = false) {
    self.echo = echo
  }

  /// Runs one titled step of a script and records the renders it causes. Renders caused by
  /// changes made between steps are counted in the next step.
  public func step(_ title: String, _ action: () -> Void) {
    precondition(!isInStep, "steps do not nest")
    isInStep = true
    defer { isInStep = false }
    action()
    mountPending()
    log.append(step: title, stepRenders)
    if echo {
      print("> \(title)")
      for render in log.renders.filter({ $0.step == title }) {
        print("  render \(render.view) \(render.output)")
      }
    }
    stepRenders = []
  }

  /// Mounts a view: renders it now and again after each change to what it read.
  ///
  /// Called while another view renders, the mount waits until that render has finished.
  public func mount(_ name: String, _ body: @escaping Body) {
    precondition(tokens[name] == nil, "\(name) is already mounted")
    if renderDepth > 0 {
      pendingMounts.append((name, body))
      return
    }
    log.register(view: name)
    tokens[name] = observe { [weak self] in self?.render(name, body) }
    mountPending()
  }

  /// Unmounts a view: it never renders again.
  public func unmount(_ name: String) {
    tokens.removeValue(forKey: name)?.cancel()
    pendingMounts.removeAll { $0.name == name }
  }

  /// Whether `name` is mounted or waiting to be.
  public func isMounted(_ name: String) -> Bool {
    tokens[name] != nil || pendingMounts.contains { $0.name == name }
  }

  /// Mounts and unmounts children so that exactly `children` are mounted among the views whose
  /// names start with `prefix`; already-mounted children are left alone.
  public func reconcile(prefix: String, _ children: [(name: String, body: Body)]) {
    let wanted = Set(children.map(\.name))
    let mounted = tokens.keys.filter { $0.hasPrefix(prefix) } + pendingMounts.map(\.name)
    for name in mounted where name.hasPrefix(prefix) && !wanted.contains(name) {
      unmount(name)
    }
    for child in children where !isMounted(child.name) {
      mount(child.name, child.body)
    }
  }

  private func mountPending() {
    guard renderDepth == 0 else { return }
    while !pendingMounts.isEmpty {
      let next = pendingMounts.removeFirst()
      mount(next.name, next.body)
    }
  }

  private func render(_ name: String, _ body: Body) {
    renderDepth += 1
    defer { renderDepth -= 1 }
    guard let output = body() else { return }
    stepRenders.append((name, output))
  }
}
