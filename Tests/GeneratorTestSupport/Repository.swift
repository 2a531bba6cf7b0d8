import Foundation

/// This repository's layout, for tests that read its sources.
package enum Repository {
  /// The repository root, three levels above this file.
  package static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent()
}
