import Foundation

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
  var contents: Data
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
    for (file, url) in zip(files, destinations) {
      switch state(of: file, at: url) {
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
    var pending: [(file: OutputFile, url: URL)] = []
    for (file, url) in zip(files, destinations) {
      if isDirectory(url) {
        StandardError.write("error: cannot write '\(url.path)': a directory is in the way\n")
        return 1
      }
      pending.append((file, url))
    }
    do {
      try FileManager.default.createDirectory(
        atPath: directory, withIntermediateDirectories: true)
    } catch {
      StandardError.write(
        "error: cannot create '\(directory)': \(error.localizedDescription)\n")
      return 1
    }
    var temporaries: [URL] = []
    for (index, entry) in pending.enumerated() {
      let temporary = entry.url.deletingLastPathComponent().appendingPathComponent(
        ".\(entry.file.name).\(getpid())-\(index).tmp")
      do {
        try entry.file.contents.write(to: temporary, options: .withoutOverwriting)
        temporaries.append(temporary)
      } catch {
        StandardError.write(
          "error: cannot write '\(entry.url.path)': \(error.localizedDescription)\n")
        remove(temporaries + [temporary])
        return 1
      }
    }
    for (index, (entry, temporary)) in zip(pending, temporaries).enumerated()
    where rename(temporary.path, entry.url.path) != 0 {
      let reason = String(cString: strerror(errno))
      StandardError.write("error: cannot write '\(entry.url.path)': \(reason)\n")
      remove(Array(temporaries[index...]))
      return 1
    }
    return 0
  }

  /// The path of each file inside the directory, or `nil` after reporting one that would
  /// land elsewhere.
  private func destinations() -> [URL]? {
    let directoryURL = URL(fileURLWithPath: directory).standardizedFileURL
    var urls: [URL] = []
    for file in files {
      let url = directoryURL.appendingPathComponent(file.name)
      guard url.deletingLastPathComponent().standardizedFileURL.path == directoryURL.path else {
        StandardError.write("error: refusing to write '\(url.path)' outside '\(directory)'\n")
        return nil
      }
      urls.append(url)
    }
    return urls
  }

  /// `DIR/name` as the user would write it, for messages.
  private func displayPath(_ file: OutputFile) -> String {
    directory.hasSuffix("/") ? directory + file.name : directory + "/" + file.name
  }

  /// Compares the file at `url`, without following a symbolic link, with `file`.
  private func state(of file: OutputFile, at url: URL) -> FileState {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path) else {
      return .missing
    }
    guard attributes[.type] as? FileAttributeType == .typeRegular,
      let existing = FileManager.default.contents(atPath: url.path)
    else { return .differs }
    return existing == file.contents ? .current : .differs
  }

  private func isDirectory(_ url: URL) -> Bool {
    let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
    return attributes?[.type] as? FileAttributeType == .typeDirectory
  }

  private func remove(_ urls: [URL]) {
    for url in urls { try? FileManager.default.removeItem(at: url) }
  }
}
