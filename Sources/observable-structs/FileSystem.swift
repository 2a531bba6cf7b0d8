#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few file operations the tool needs, straight on the C library: without Foundation the
/// tool starts several times faster (loading and relocating Foundation costs more than
/// expanding a small file), and it reads and writes files without intermediate copies.
enum FileSystem {
  /// What is at a path, told without following a symbolic link there.
  enum EntryKind: Equatable {
    /// Nothing (or nothing that can be examined).
    case missing
    /// A regular file.
    case regularFile
    /// A directory.
    case directory
    /// Anything else: a symbolic link, a device, a socket …
    case other
  }

  /// The kind of entry at `path`; a symbolic link is reported as ``EntryKind/other`` when
  /// `followingLinks` is false, and as what it points to otherwise.
  static func kind(of path: String, followingLinks: Bool) -> EntryKind {
    var status = stat()
    let result = followingLinks ? stat(path, &status) : lstat(path, &status)
    guard result == 0 else { return .missing }
    switch status.st_mode & S_IFMT {
    case S_IFREG: return .regularFile
    case S_IFDIR: return .directory
    default: return .other
    }
  }

  /// The whole contents of the file at `path` (following links), or `nil` if it cannot be
  /// opened or read.
  static func contents(of path: String) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    let sizeHint = fstat(descriptor, &status) == 0 ? Int(status.st_size) : 0
    return readAll(descriptor, sizeHint: sizeHint)
  }

  /// Everything left on the file descriptor, or `nil` after a read error. `sizeHint` is the
  /// expected size, reserved up front so that the bytes are not moved as they grow.
  static func readAll(_ descriptor: Int32, sizeHint: Int = 0) -> [UInt8]? {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(sizeHint)
    let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 1)
    defer { chunk.deallocate() }
    while true {
      let count = read(descriptor, chunk.baseAddress, chunk.count)
      if count > 0 {
        bytes.append(contentsOf: chunk[..<count])
      } else if count == 0 {
        return bytes
      } else if errno != EINTR {
        return nil
      }
    }
  }

  /// Writes all of `bytes` to the file descriptor; returns whether every byte was written.
  @discardableResult
  static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
    guard var next = bytes.baseAddress else { return true }
    var remaining = bytes.count
    while remaining > 0 {
      let written = write(descriptor, next, remaining)
      if written < 0 {
        if errno == EINTR { continue }
        return false
      }
      next += written
      remaining -= written
    }
    return true
  }

  /// Writes the UTF-8 of `text` to the file descriptor; returns whether all of it was written.
  @discardableResult
  static func writeAll(_ text: String, to descriptor: Int32) -> Bool {
    var text = text
    return text.withUTF8 { writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
  }

  /// Creates a new file at `path` (failing if anything is there) holding `bytes`. Returns
  /// `nil` on success, or the reason for the failure.
  static func createFile(at path: String, holding bytes: [UInt8]) -> String? {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else { return lastErrorDescription() }
    let written = bytes.withUnsafeBytes { writeAll($0, to: descriptor) }
    let failure = written ? nil : lastErrorDescription()
    if close(descriptor) != 0 && failure == nil { return lastErrorDescription() }
    return failure
  }

  /// Creates the directory at `path` and any missing parents. Returns `nil` on success (the
  /// directory already existing included), or the reason for the failure.
  static func createDirectories(at path: String) -> String? {
    if kind(of: path, followingLinks: true) == .directory { return nil }
    var prefix = path.hasPrefix("/") ? "/" : ""
    for component in path.split(separator: "/") {
      prefix += component
      if mkdir(prefix, 0o777) != 0 && errno != EEXIST { return lastErrorDescription() }
      prefix += "/"
    }
    return kind(of: path, followingLinks: true) == .directory
      ? nil : "'\(path)' is not a directory"
  }

  /// Moves `source` to `destination`, replacing a file (or symbolic link) there; returns
  /// `nil` on success, or the reason for the failure.
  static func move(_ source: String, to destination: String) -> String? {
    rename(source, destination) == 0 ? nil : lastErrorDescription()
  }

  /// Deletes the file at `path`, if there is one.
  static func removeFile(at path: String) {
    unlink(path)
  }

  /// `path` made absolute (against the working directory) with `.` and `..` components and
  /// repeated or trailing slashes taken out, without looking at the file system.
  static func absoluteNormalizedPath(_ path: String) -> String {
    var full = path
    if !path.hasPrefix("/") {
      let directory = workingDirectory()
      full = directory.hasSuffix("/") ? directory + path : directory + "/" + path
    }
    var components: [Substring] = []
    for component in full.split(separator: "/") {
      switch component {
      case ".": continue
      case "..": _ = components.popLast()
      default: components.append(component)
      }
    }
    return "/" + components.joined(separator: "/")
  }

  /// The process's working directory, or `/` if it cannot be told.
  private static func workingDirectory() -> String {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    guard getcwd(&buffer, buffer.count) != nil else { return "/" }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// The C library's description of the current `errno`.
  static func lastErrorDescription() -> String {
    String(cString: strerror(errno))
  }
}
