import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Android)
  import Android
#endif

/// Reports a misuse that the program survives (a write to a store whose child is gone, an
/// observation that keeps re-running itself) on standard error, without stopping the program.
/// Any thread may report.
///
/// Each `site` (the store written to, the property that loops) reports its first three
/// occurrences, then its tenth, hundredth and so on with their count: a view re-rendering in a
/// loop does not flood the log, and a second stale store is not silenced by the first.
func runtimeWarning(_ message: String, site: String) {
  let key = RuntimeWarnings.Key(site: site, message: message)
  let occurrence = RuntimeWarnings.state.withLock { state in
    state.reported.insert(message)
    state.occurrences[key, default: 0] += 1
    return state.occurrences[key, default: 1]
  }
  guard RuntimeWarnings.isReported(occurrence: occurrence) else { return }
  let count = occurrence > 1 ? " (\(occurrence) times here so far)" : ""
  let text = message + count
  let isCollected = RuntimeWarnings.state.withLock { state in
    state.collected?.append(text)
    return state.collected != nil
  }
  guard !isCollected else { return }
  var bytes = Array("[ObservableStructs] warning: \(text)\n".utf8)
  _ = bytes.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
}

/// What runtime warnings have been given, and where.
enum RuntimeWarnings {
  /// One site's warning.
  struct Key: Hashable {
    let site: String
    let message: String
  }

  struct State {
    /// Every message given in this process.
    var reported: Set<String> = []
    /// How often each site gave its message.
    var occurrences: [Key: Int] = [:]
    /// The printed lines, while a test collects them instead of printing.
    var collected: [String]?
  }

  static let state = Mutex(State())

  /// Whether the `occurrence`th warning of one site is printed: the first three, then every
  /// power of ten.
  static func isReported(occurrence: Int) -> Bool {
    guard occurrence > 3 else { return true }
    var power = 10
    while power < occurrence { power *= 10 }
    return power == occurrence
  }
}

/// The runtime warnings given so far in this process, for tests that check one was given.
@_spi(Testing)
public var _$runtimeWarnings: Set<String> {
  RuntimeWarnings.state.withLock { $0.reported }
}

/// Runs `body`, collecting the runtime warnings it prints instead of printing them: for tests
/// that cause warnings on purpose.
@_spi(Testing)
public func _collectingRuntimeWarnings(_ body: () throws -> Void) rethrows -> [String] {
  let outer = RuntimeWarnings.state.withLock { state in
    defer { state.collected = [] }
    return state.collected
  }
  defer { RuntimeWarnings.state.withLock { $0.collected = outer } }
  try body()
  return RuntimeWarnings.state.withLock { $0.collected ?? [] }
}

/// Runs `body`, an async test, collecting the runtime warnings it prints instead of printing
/// them.
@_spi(Testing)
public func _collectingRuntimeWarnings(
  isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Void
) async rethrows -> [String] {
  let outer = RuntimeWarnings.state.withLock { state in
    defer { state.collected = [] }
    return state.collected
  }
  defer { RuntimeWarnings.state.withLock { $0.collected = outer } }
  try await body()
  return RuntimeWarnings.state.withLock { $0.collected ?? [] }
}
