import Foundation

/// Writes the packages the benchmark builds: their files as relative path → contents, so that
/// tests can read them without touching the disk, and `write(to:)` to put them on disk.
struct PackageWriter {
  /// The checkout of ObservableStructs the packages depend on, by path.
  var checkout: String
  /// How many model types each style's target holds.
  var types: Int
  /// Whether the model types are declared `public` (members are public either way).
  var publicTypes = true
  /// The local package providing the peer's macro (see `BenchmarkOptions.peer`), by path;
  /// needed only for the `peerMacro` style.
  var peer: String?

  /// The model package: one target per style in `styles`, each with the same `types` models.
  func modelPackage(styles: [ModelStyle] = ModelStyle.ownStyles) -> [String: String] {
    var files = ["Package.swift": manifest(name: "CompileBench", styles: styles)]
    for style in styles {
      let folder = "Sources/\(style.targetName)/"
      files[folder + "Shared.swift"] = ModelStyle.sharedSource
      for index in 0..<types {
        files[folder + style.fileName(index)] = style.source(ofModel: index, isPublic: publicTypes)
      }
    }
    return files
  }

  /// A small package whose one target uses the macro for one type: what a first clean debug
  /// build of a macro user costs.
  func smallMacroPackage() -> [String: String] {
    [
      "Package.swift": manifest(name: "SmallMacro", styles: [.macro]),
      "Sources/MacroModels/Shared.swift": ModelStyle.sharedSource,
      "Sources/MacroModels/Model0.swift": ModelStyle.macro.source(ofModel: 0),
    ]
  }

  /// A trivial package with one plain struct and no dependency: the floor of a clean build.
  func trivialPackage() -> [String: String] {
    [
      "Package.swift": manifest(name: "Trivial", styles: [.plain]),
      "Sources/PlainModels/Shared.swift": ModelStyle.sharedSource,
      "Sources/PlainModels/Model0.swift": ModelStyle.plain.source(ofModel: 0),
    ]
  }

  /// The manifest of a package with one library target per style; it depends on the checkout,
  /// and on the peer's package, only when a style needs it.
  func manifest(name: String, styles: [ModelStyle]) -> String {
    let product = #".product(name: "%@", package: "ObservableStructs")"#
    // A package required by path is known by its folder's name.
    let peerIdentity = URL(fileURLWithPath: peer ?? "peer").lastPathComponent
    let targets = styles.map { style -> String in
      switch style {
      case .peerMacro:
        let dependency =
          ".product(name: \(quoted(ModelStyle.peerModule)), package: \(quoted(peerIdentity)))"
        return "    .target(name: \"\(style.targetName)\", dependencies: [\(dependency)]),"
      case .macro, .minimalAccessors:
        let library = style == .macro ? "ObservableStateMacro" : "ObservableStructs"
        let dependency = product.replacingOccurrences(of: "%@", with: library)
        return "    .target(name: \"\(style.targetName)\", dependencies: [\(dependency)]),"
      case .plugin:
        let dependency = product.replacingOccurrences(of: "%@", with: "ObservableStructs")
        return """
              .target(
                name: "\(style.targetName)", dependencies: [\(dependency)],
                plugins: [.plugin(name: "ObservableStructsPlugin", package: "ObservableStructs")]),
          """
      case .observation, .plain:
        return "    .target(name: \"\(style.targetName)\"),"
      }
    }
    let needsCheckout = styles.contains { ![.observation, .plain, .peerMacro].contains($0) }
    var dependencies =
      needsCheckout ? "    .package(name: \"ObservableStructs\", path: \(quoted(checkout)))\n" : ""
    if let peer, styles.contains(.peerMacro) {
      dependencies += "    .package(path: \(quoted(peer)))\n"
    }
    return """
      // swift-tools-version: 6.1
      import PackageDescription

      let package = Package(
        name: "\(name)",
        platforms: [.macOS(.v14), .iOS(.v17)],
        dependencies: [
      \(dependencies)  ],
        targets: [
      \(targets.joined(separator: "\n"))
        ],
        swiftLanguageModes: [.v6]
      )

      """
  }

  /// Writes `files` under `directory`, creating folders as needed.
  static func write(_ files: [String: String], to directory: URL) throws {
    for (path, contents) in files {
      let url = directory.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(contents.utf8).write(to: url)
    }
  }

  private func quoted(_ path: String) -> String {
    "\""
      + path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
        of: "\"", with: "\\\"") + "\""
  }
}
