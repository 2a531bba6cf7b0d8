import Foundation
import XCTest

/// Finds executables SwiftPM built beside the test bundle, for tests that run them as a
/// user or the compiler would.
package enum BuiltProduct {
  /// The first existing executable among `names` in the build products folder; fails the
  /// test if none was built (the test targets that use it depend on those executables, so
  /// a missing one means a broken build, not a test to skip).
  package static func executable(named names: [String]) throws -> URL {
    var directories: [URL] = []
    for path in [Bundle.main.executablePath, CommandLine.arguments.first].compactMap({ $0 }) {
      var directory = URL(fileURLWithPath: path).resolvingSymlinksInPath()
      for _ in 0..<4 {
        directory.deleteLastPathComponent()
        directories.append(directory)
      }
    }
    for directory in directories {
      for name in names {
        let candidate = directory.appendingPathComponent(name)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory),
          !isDirectory.boolValue, FileManager.default.isExecutableFile(atPath: candidate.path)
        {
          return candidate
        }
      }
    }
    throw MissingProduct(
      description:
        "\(names.joined(separator: " or ")) not built; searched \(directories.map(\.path))")
  }
}

/// The error thrown when an executable a test runs was not built.
package struct MissingProduct: Error, CustomStringConvertible {
  /// Which executable, and where it was looked for.
  package var description: String
}
