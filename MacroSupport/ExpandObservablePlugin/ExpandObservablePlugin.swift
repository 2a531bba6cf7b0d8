import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory expand-observable [--check]
/// [--target NAME]...`: expands every `*.swift.observable` file of the package's source
/// targets into a `*.swift` file beside it, to be committed and read like any other source.
///
/// Every annotated file is expanded before any is written, so an error writes nothing. With
/// `--check` nothing is written: the command lists the generated files that are missing or
/// out of date and fails if there is one, which is what CI wants.
@main
struct ExpandObservablePlugin: CommandPlugin {
  /// The suffix that marks an annotated source.
  static let annotatedSuffix = ".swift.observable"

  /// A failure the command reports; SwiftPM prints it and exits with a non-zero status.
  struct Failure: Error, CustomStringConvertible {
    /// What went wrong and what to do.
    var description: String
  }

  /// The annotated files of one folder, as paths relative to the package folder.
  struct Group {
    /// The folder, relative to the package folder.
    var directory: String
    /// The annotated files in it, relative to the package folder.
    var inputs: [String]
  }

  /// Runs the command over the selected targets.
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let check = extractor.extractFlag(named: "check") > 0
    let targetNames = extractor.extractOption(named: "target")
    guard extractor.remainingArguments.isEmpty else {
      throw Failure(
        description: "unexpected arguments \(extractor.remainingArguments); "
          + "usage: expand-observable [--check] [--target NAME]...")
    }
    let targets =
      targetNames.isEmpty
      ? context.package.targets : try context.package.targets(named: targetNames)
    let packageDirectory = context.package.directoryURL.resolvingSymlinksInPath()
    let groups = try annotatedFiles(in: targets, packageDirectory: packageDirectory)
    let inputs = groups.flatMap(\.inputs)
    if inputs.isEmpty {
      print("expand-observable: no *\(Self.annotatedSuffix) files in the selected targets")
      return
    }
    let tool = try context.tool(named: "observable-structs").url
    // The paths the tool sees are relative to the package folder, so the header of each
    // generated file is the same on every machine, and `--check` agrees across checkouts.
    let run = { (arguments: [String]) in
      try Self.run(tool, arguments, in: packageDirectory)
    }
    if check {
      var upToDate = true
      for group in groups {
        let status = try run(
          ["expand", "--check", "--no-source-location", "--output", group.directory]
            + group.inputs)
        if status != 0 { upToDate = false }
      }
      guard upToDate else {
        throw Failure(
          description: "generated files are missing, out of date or failed to expand (see "
            + "above); run 'swift package --allow-writing-to-package-directory "
            + "expand-observable'")
      }
      print("expand-observable: \(inputs.count) generated file(s) up to date")
      return
    }
    // Validate everything first: one bad file anywhere in the package writes nothing.
    guard try run(["expand", "--check", "--no-source-location"] + inputs) == 0 else {
      throw Failure(description: "nothing was written because of the errors above")
    }
    for group in groups {
      let status = try run(
        ["expand", "--no-source-location", "--output", group.directory] + group.inputs)
      guard status == 0 else {
        throw Failure(description: "could not write the files of '\(group.directory)'")
      }
    }
    print("expand-observable: \(inputs.count) file(s) expanded")
  }

  /// The annotated files of `targets`, found by walking each target's folder (so that files
  /// a target excludes from compilation are found too), grouped by folder.
  private func annotatedFiles(in targets: [Target], packageDirectory: URL) throws -> [Group] {
    let prefix =
      packageDirectory.path.hasSuffix("/")
      ? packageDirectory.path : packageDirectory.path + "/"
    var byDirectory: [String: [String]] = [:]
    var seen: Set<String> = []
    for case let target as SourceModuleTarget in targets {
      let root = target.directoryURL.resolvingSymlinksInPath()
      guard
        let walker = FileManager.default.enumerator(
          at: root, includingPropertiesForKeys: [.isRegularFileKey])
      else { continue }
      for case let url as URL in walker
      where url.lastPathComponent.hasSuffix(Self.annotatedSuffix) {
        let path = url.resolvingSymlinksInPath().path
        guard path.hasPrefix(prefix), seen.insert(path).inserted else { continue }
        let relative = String(path.dropFirst(prefix.count))
        let directory = (relative as NSString).deletingLastPathComponent
        byDirectory[directory, default: []].append(relative)
      }
    }
    return byDirectory.keys.sorted().map {
      Group(directory: $0, inputs: byDirectory[$0, default: []].sorted())
    }
  }

  /// Runs `tool` with `arguments` in `directory`, its output going where ours goes, and
  /// returns its exit status.
  private static func run(_ tool: URL, _ arguments: [String], in directory: URL) throws -> Int32 {
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    process.currentDirectoryURL = directory
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
  }
}
