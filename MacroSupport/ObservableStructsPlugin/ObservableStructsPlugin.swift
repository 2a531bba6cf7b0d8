import Foundation
import PackagePlugin

/// Runs the ObservableStructs generator over a target's annotated sources.
///
/// Annotated sources end in `.swift.observable` (`State.swift.observable`), so SwiftPM does not
/// compile them directly; each becomes one generated `State.swift` in the plugin's work
/// directory, declared as the command's only input and output so that an unchanged input is
/// never regenerated.
@main
struct ObservableStructsPlugin: BuildToolPlugin {
  /// The suffix that marks an annotated source.
  static let annotatedSuffix = ".swift.observable"

  /// A 64-bit FNV-1a hash of `text` in hexadecimal: the same on every build.
  static func stableHash(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }
    return String(hash, radix: 16)
  }

  /// One build command per annotated source of `target`.
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let tool = try context.tool(named: "observable-structs")
    let outputDirectory = context.pluginWorkDirectoryURL.appendingPathComponent("Generated")
    let annotated = target.sourceFiles.filter {
      $0.url.lastPathComponent.hasSuffix(Self.annotatedSuffix)
    }
    var nameCounts: [String: Int] = [:]
    for file in annotated { nameCounts[file.url.lastPathComponent, default: 0] += 1 }
    return annotated.map { file in
      let name = file.url.lastPathComponent
      let outputName = String(name.dropLast(".observable".count))
      // Two `State.swift.observable` files in different folders must not claim the same
      // output: those get a subfolder named after a stable hash of their path.
      let directory =
        nameCounts[name, default: 0] > 1
        ? outputDirectory.appendingPathComponent(Self.stableHash(file.url.path))
        : outputDirectory
      return .buildCommand(
        displayName: "Expanding @ObservableState in \(name) (target \(target.name))",
        executable: tool.url,
        arguments: [
          "expand", "--absolute-source-paths", "--output", directory.path, file.url.path,
        ],
        inputFiles: [file.url],
        outputFiles: [directory.appendingPathComponent(outputName)])
    }
  }
}
