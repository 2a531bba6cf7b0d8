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
/// observation that keeps re-running itself) on standard error, once per distinct message,
/// without stopping the program. Any thread may report.
func runtimeWarning(_ message: String) {
  guard RuntimeWarnings.reported.withLock({ $0.insert(message).inserted }) else { return }
  let line = "[ObservableStructs] warning: \(message)\n"
  var bytes = Array(line.utf8)
  _ = bytes.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
}

/// The warnings already printed, so a view re-rendering in a loop does not flood the log.
enum RuntimeWarnings {
  static let reported = Mutex<Set<String>>([])
}

/// The runtime warnings printed so far in this process, for tests that check one was given.
public var _$runtimeWarnings: Set<String> {
  RuntimeWarnings.reported.withLock { $0 }
}
