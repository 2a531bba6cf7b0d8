import XCTest

@testable import observable_structs_compile_benchmark

/// The compile-time benchmark writes the same models in five styles; these check the files
/// it would write for two types without building them.
final class PackageWriterTests: XCTestCase {
  private let writer = PackageWriter(checkout: "/checkout", types: 2)

  func testModelPackage_OneTargetPerStyle() {
    let files = writer.modelPackage()
    XCTAssertEqual(
      Set(files.keys),
      [
        "Package.swift",
        "Sources/MacroModels/Shared.swift", "Sources/MacroModels/Model0.swift",
        "Sources/MacroModels/Model1.swift",
        "Sources/PluginModels/Shared.swift", "Sources/PluginModels/Model0.swift.observable",
        "Sources/PluginModels/Model1.swift.observable",
        "Sources/ObservationModels/Shared.swift", "Sources/ObservationModels/Model0.swift",
        "Sources/ObservationModels/Model1.swift",
        "Sources/PlainModels/Shared.swift", "Sources/PlainModels/Model0.swift",
        "Sources/PlainModels/Model1.swift",
        "Sources/MinimalAccessorModels/Shared.swift",
        "Sources/MinimalAccessorModels/Model0.swift",
        "Sources/MinimalAccessorModels/Model1.swift",
      ])
    let manifest = files["Package.swift"] ?? ""
    XCTAssertTrue(manifest.contains(#".package(name: "ObservableStructs", path: "/checkout")"#))
    XCTAssertTrue(manifest.contains(#".product(name: "ObservableStateMacro""#))
    XCTAssertTrue(manifest.contains(#".plugin(name: "ObservableStructsPlugin""#))
  }

  func testModelSources_SameModelInEveryStyle() {
    let files = writer.modelPackage()
    let macro = files["Sources/MacroModels/Model1.swift"] ?? ""
    XCTAssertTrue(macro.hasPrefix("import ObservableStateMacro\n\n@ObservableState\n"))
    XCTAssertTrue(macro.contains("public struct Model1 {"))
    XCTAssertTrue(macro.contains("public var child: Model0 = Model0()"))
    XCTAssertTrue(macro.contains("public mutating func bump() {"))
    let plugin = files["Sources/PluginModels/Model1.swift.observable"] ?? ""
    XCTAssertTrue(plugin.contains("@ObservableState\npublic struct Model1 {"))
    let observation = files["Sources/ObservationModels/Model1.swift"] ?? ""
    XCTAssertTrue(observation.contains("@Observable\npublic final class Model1 {"))
    XCTAssertTrue(observation.contains("public func bump() {"))
    let plain = files["Sources/PlainModels/Model0.swift"] ?? ""
    XCTAssertTrue(plain.hasPrefix("public struct Model0 {"))
    XCTAssertTrue(plain.contains("public var child: Point = Point()"))
    let minimal = files["Sources/MinimalAccessorModels/Model1.swift"] ?? ""
    XCTAssertTrue(minimal.contains("public struct Model1 {"))
    for source in [macro, plugin, observation, plain, minimal] {
      XCTAssertEqual(source.components(separatedBy: "  public var ").count - 1, 10)
    }
  }

  func testMinimalAccessors_ObserveEveryPropertyAndNothingMore() {
    let source = ModelStyle.minimalAccessors.source(ofModel: 1)
    XCTAssertTrue(
      source.hasPrefix("import ObservableStructs\nimport Observation\n\npublic struct Model1 {"))
    XCTAssertTrue(source.contains("public var child: Model0 = Model0() {"))
    XCTAssertTrue(source.contains("  private var _child: Model0\n"))
    XCTAssertEqual(
      source.components(separatedBy: "_$registrar.access(self, keyPath: ").count - 1, 10)
    XCTAssertEqual(
      source.components(separatedBy: "_$registrar.willSet(self, keyPath: ").count - 1, 20)
    XCTAssertEqual(
      source.components(separatedBy: "_$registrar.didSet(self, keyPath: ").count - 1, 20)
    XCTAssertFalse(source.contains("willModify"))
    XCTAssertFalse(source.contains("decideNotification"))
    XCTAssertTrue(source.hasSuffix("}\n\nextension Model1: Observation.Observable {}\n"))
    XCTAssertTrue(
      PackageWriter(checkout: "/checkout", types: 1).manifest(
        name: "M", styles: [.minimalAccessors]
      )
      .contains(
        #".target(name: "MinimalAccessorModels", dependencies: [.product(name: "ObservableStructs""#
      ))
  }

  func testSmallPackages_DependOnTheCheckoutOnlyForTheMacro() {
    XCTAssertTrue(writer.smallMacroPackage()["Package.swift"]?.contains("/checkout") ?? false)
    XCTAssertFalse(writer.trivialPackage()["Package.swift"]?.contains("/checkout") ?? true)
  }

  func testIncrementalEdit_ChangesOnlyTheStep() {
    let before = ModelStyle.macro.source(ofModel: 3)
    let after = ModelStyle.macro.source(ofModel: 3, step: 2)
    XCTAssertNotEqual(before, after)
    XCTAssertEqual(after.replacingOccurrences(of: "count += 2", with: "count += 1"), before)
  }

  func testInternalTypes_DropOnlyTheTypesPublic() {
    let internalWriter = PackageWriter(checkout: "/checkout", types: 2, publicTypes: false)
    let files = internalWriter.modelPackage()
    let plugin = files["Sources/PluginModels/Model1.swift.observable"] ?? ""
    XCTAssertTrue(plugin.contains("@ObservableState\nstruct Model1 {"))
    let observation = files["Sources/ObservationModels/Model1.swift"] ?? ""
    XCTAssertTrue(observation.contains("@Observable\nfinal class Model1 {"))
    let plain = files["Sources/PlainModels/Model0.swift"] ?? ""
    XCTAssertTrue(plain.hasPrefix("struct Model0 {"))
    XCTAssertEqual(plain.components(separatedBy: "  public var ").count - 1, 10)
  }

  func testOptions_InternalTypesFlagParsesAndDefaultsToPublic() {
    XCTAssertEqual(BenchmarkOptions.parse([])?.internalTypes, false)
    let options = BenchmarkOptions.parse(["--internal-types", "--types", "3"])
    XCTAssertEqual(options?.internalTypes, true)
    XCTAssertEqual(options?.types, 3)
  }
}
