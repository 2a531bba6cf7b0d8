#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// One file `expand --output DIR` writes: its name inside DIR and its full contents.
struct OutputFile {
  /// The file name, without any directory.
  var name: String
  /// The generated text, header included, as UTF-8.
  var contents: [UInt8]
}

/// Writes a set of output files into one directory all together or not at all, or checks
/// whether the directory already holds exactly them.
struct OutputWriter {
  /// The output directory as given on the command line.
  let directory: String
  /// The files that belong in it.
  let files: [OutputFile]

  /// How a file in the directory compares with what would be written.
  enum FileState: Equatable {
    /// The directory holds a regular file with exactly these contents.
    case current
    /// There is no file of that name.
    case missing
    /// There is something else: other contents, a symbolic link or a directory.
    case differs
  }

  /// `--check --output DIR`: lists every file that is missing or differs and returns 1 if
  /// there is one, 0 if the directory is up to date. Writes nothing.
  func check() -> Int32 {
    guard let destinations = destinations() else { return 1 }
    var stale = 0
    for (file, path) in zip(files, destinations) {
      switch state(of: file, at: path) {
      case .current: continue
      case .missing: print("\(displayPath(file)): missing")
      case .differs: print("\(displayPath(file)): out of date")
      }
      stale += 1
    }
    if stale > 0 {
      StandardError.write(
        "error: \(stale) of \(files.count) generated file(s) in '\(directory)' are not up to "
          + "date; expand again without --check to update them\n")
      return 1
    }
    return 0
  }

  /// `--output DIR`: writes every file, even one that is already current, so that its
  /// modification date tells build systems it was regenerated. Each goes to a temporary file
  /// in DIR first; only when all of them were written are they renamed into place, so an
  /// error writes nothing and never leaves a half-written file.
  func writeAll() -> Int32 {
    guard let destinations = destinations() else { return 1 }
    var pending: [(file: OutputFile, path: String)] = []
    for (file, path) in zip(files, destinations) {
      if FileSystem.kind(of: path, followingLinks: false) == .directory {
        StandardError.write("error: cannot write '\(path)': a directory is in the way\n")
        return 1
      }
      pending.append((file, path))
    }
    if let reason = FileSystem.createDirectories(at: directory) {
      StandardError.write("error: cannot create '\(directory)': \(reason)\n")
      return 1
    }
    var temporaries: [String] = []
    for (index, entry) in pending.enumerated() {
      let temporary = Self.parent(of: entry.path) + "/.\(entry.file.name).\(getpid())-\(index).tmp"
      if let reason = FileSystem.createFile(at: temporary, holding: entry.file.contents) {
        StandardError.write("error: cannot write '\(entry.path)': \(reason)\n")
        remove(temporaries + [temporary])
        return 1
      }
      temporaries.append(temporary)
    }
    for (index, (entry, temporary)) in zip(pending, temporaries).enumerated() {
      guard let reason = FileSystem.move(temporary, to: entry.path) else { continue }
      StandardError.write("error: cannot write '\(entry.path)': \(reason)\n")
      remove(Array(temporaries[index...]))
      return 1
    }
    return 0
  }

  /// The absolute path of each file inside the directory, or `nil` after reporting one that
  /// would land elsewhere.
  private func destinations() -> [String]? {
    let directoryPath = FileSystem.absoluteNormalizedPath(directory)
    var paths: [String] = []
    for file in files {
      let path = FileSystem.absoluteNormalizedPath(directoryPath + "/" + file.name)
      guard Self.parent(of: path) == directoryPath else {
        StandardError.write("error: refusing to write '\(path)' outside '\(directory)'\n")
        return nil
      }
      paths.append(path)
    }
    return paths
  }

  /// The directory part of an absolute normalized `path` (`/` for a file at the root).
  private static func parent(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
    return String(path[..<slash])
  }

  /// `DIR/name` as the user would write it, for messages.
  private func displayPath(_ file: OutputFile) -> String {
    directory.hasSuffix("/") ? directory + file.name : directory + "/" + file.name
  }

  /// Compares the file at `path`, without following a symbolic link, with `file`.
  private func state(of file: OutputFile, at path: String) -> FileState {
    switch FileSystem.kind(of: path, followingLinks: false) {
    case .missing: return .missing
    case .regularFile:
      guard let existing = FileSystem.contents(of: path) else { return .differs }
      return existing == file.contents ? .current : .differs
    case .directory, .other: return .differs
    }
  }

  private func remove(_ paths: [String]) {
    for path in paths { FileSystem.removeFile(at: path) }
  }
}
