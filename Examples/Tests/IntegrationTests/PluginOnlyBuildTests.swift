import Foundation
import XCTest

/// Builds `Examples/IntegrationFixtures/PluginOnlyPackage` from clean, one target at a time, with
/// `swift build -v`: a target that uses only the runtime product and the build plugin must not
/// build the macro's compiler plugin nor load it into the compiler; a target that uses the
/// macro product must, and must compile with `import ObservableStateMacro` alone. Prints the
/// clean-build time of each.
final class PluginOnlyBuildTests: XCTestCase {
  /// Spellings of the macro's compiler plugin in a verbose build log: its target and tool
  /// names, and the compiler flag that loads a plugin executable.
  private let macroMarkers = ["ObservableStructsMacros", "-load-plugin-executable"]

  func testPluginOnlyTargetNeverBuildsOrLoadsTheMacro() throws {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("plugin-only-\(UUID().uuidString)")
    defer { SwiftCommand.removeTemporaryPackage(scratch) }
    let build = SwiftBuild(package: Checkout.pluginOnlyFixture, scratch: scratch)

    let pluginStart = Date()
    let plugin = try build.run(["-v", "--target", "PluginOnly"])
    let pluginSeconds = Date().timeIntervalSince(pluginStart)
    XCTAssertEqual(plugin.status, 0, plugin.output)
    XCTAssertTrue(
      plugin.lines.contains { $0.contains("observable-structs-tool expand") },
      "the build plugin did not run\n\(plugin.output)")
    for marker in macroMarkers {
      let hits = plugin.lines.filter { $0.contains(marker) }
      XCTAssertEqual(hits, [], "the plugin-only build mentions '\(marker)'")
    }
    // SwiftPM plans every target (a `….build` folder holding only `.json` planning files);
    // a built one has object files, a module or an executable.
    let built = try builtFiles(in: scratch.appendingPathComponent("debug"))
    XCTAssertEqual(
      built.filter { $0.contains("ObservableStructsMacros") && !$0.hasSuffix(".json") }, [],
      "the macro plugin was built")

    // The same log check on the macro target shows that it would have caught a macro.
    let macroStart = Date()
    let macro = try build.run(["-v", "--target", "MacroOnly"])
    let macroSeconds = Date().timeIntervalSince(macroStart)
    XCTAssertEqual(macro.status, 0, macro.output)
    XCTAssertTrue(
      macro.lines.contains { $0.contains("-load-plugin-executable") && $0.contains("Macros") },
      "the macro build does not load the macro plugin\n\(macro.output)")
    print(
      String(
        format: "clean build: plugin-only target %.1f s, then the macro target on top %.1f s",
        pluginSeconds, macroSeconds))
  }

  /// The files (not folders) under `directory`, as paths relative to it.
  private func builtFiles(in directory: URL) throws -> [String] {
    let root = directory.resolvingSymlinksInPath().path + "/"
    var files: [String] = []
    let walker = FileManager.default.enumerator(
      at: directory.resolvingSymlinksInPath(), includingPropertiesForKeys: [.isRegularFileKey])
    while let url = walker?.nextObject() as? URL {
      guard (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true else {
        continue
      }
      files.append(String(url.resolvingSymlinksInPath().path.dropFirst(root.count)))
    }
    return files
  }
}
