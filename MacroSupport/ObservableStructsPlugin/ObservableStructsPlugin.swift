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

  /// One build command per annotated source of `target`.
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let tool = try context.tool(named: "observable-structs")
    let outputDirectory = context.pluginWorkDirectoryURL.appendingPathComponent("Generated")
    return target.sourceFiles
      .filter { $0.url.lastPathComponent.hasSuffix(Self.annotatedSuffix) }
      .map { file in
        let name = file.url.lastPathComponent
        let outputName = String(name.dropLast(".observable".count))
        return .buildCommand(
          displayName: "Expanding @ObservableState in \(name) (target \(target.name))",
          executable: tool.url,
          arguments: ["expand", "--output", outputDirectory.path, file.url.path],
          inputFiles: [file.url],
          outputFiles: [outputDirectory.appendingPathComponent(outputName)])
      }
  }
}
