import Foundation

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

  /// The components of `path` made absolute and resolved.
  private static func resolved(_ path: String) -> [String] {
    let url = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath()
    return url.pathComponents.filter { $0 != "/" }
  }
}
