#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Reads the source file a declaration came from, so the generator can see the extensions
/// declared beside it.
///
/// Reading is best effort: a file that cannot be opened (a macro expansion buffer, a sandbox
/// that forbids it, a path that is gone) gives `nil`, and the generator expands the declaration
/// alone, as if it had never asked.
enum SourceFileReader {
  /// The largest file read; a larger one is expanded from its declaration alone.
  static let maximumFileSize = 64 << 20

  /// The bytes of the file at `path`, or `nil`.
  static func contents(ofFileAt path: String) -> [UInt8]? {
    guard path.hasSuffix(".swift") else { return nil }
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while bytes.count <= maximumFileSize {
      let count = chunk.withUnsafeMutableBytes { buffer in
        try? SystemIO.readFully(from: descriptor, into: buffer)
      }
      guard let count else { return nil }
      bytes.append(contentsOf: chunk[0..<count])
      if count < chunk.count { return bytes }
    }
    return nil
  }
}
