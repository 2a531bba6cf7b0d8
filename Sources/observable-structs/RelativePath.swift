#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// How a written file names its input: relative to the file's own folder, so that the bytes
/// written are the same whatever the working directory and however the input's path was
/// spelled (relative, absolute, through `..`), and `--check` agrees wherever it runs.
enum RelativePath {
  /// The path of `target` relative to the folder `base`, both resolved against the working
  /// directory, `..` and symbolic links first (`../Sources/State.swift.observable`).
  static func of(_ target: String, from base: String) -> String {
    let targetParts = resolved(target)
    let baseParts = resolved(base)
    var common = 0
    while common < targetParts.count, common < baseParts.count,
      targetParts[common] == baseParts[common]
    {
      common += 1
    }
    let ups = Array(repeating: "..", count: baseParts.count - common)
    let parts = ups + targetParts[common...]
    return parts.isEmpty ? "." : parts.joined(separator: "/")
  }

  /// `path` made absolute and resolved.
  static func absolute(_ path: String) -> String {
    "/" + resolved(path).joined(separator: "/")
  }

  /// The components of `path` made absolute and resolved: joined to the working directory
  /// when relative, `.` and `..` taken away as written, then symbolic links resolved in the
  /// longest part of it that exists (the rest, such as an output folder not made yet, is kept
  /// as written). On the C library rather than Foundation, which the tool does not load (see
  /// `FileSystem`).
  private static func resolved(_ path: String) -> [String] {
    var parts: [String] = []
    let absolute = path.hasPrefix("/") ? path : workingDirectory() + "/" + path
    for part in absolute.split(separator: "/") where part != "." {
      if part == ".." {
        _ = parts.popLast()
      } else {
        parts.append(String(part))
      }
    }
    var existing = parts.count
    while existing > 0 {
      if let real = realPath("/" + parts[..<existing].joined(separator: "/")) {
        return real.split(separator: "/").map(String.init) + parts[existing...]
      }
      existing -= 1
    }
    return parts
  }

  /// The working directory, or `/` if it cannot be told.
  private static func workingDirectory() -> String {
    guard let buffer = getcwd(nil, 0) else { return "/" }
    defer { free(buffer) }
    return String(cString: buffer)
  }

  /// `path` with every symbolic link resolved, or `nil` if it does not exist.
  private static func realPath(_ path: String) -> String? {
    guard let buffer = realpath(path, nil) else { return nil }
    defer { free(buffer) }
    return String(cString: buffer)
  }
}
