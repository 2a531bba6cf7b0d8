import Foundation
import XCTest

/// The compile-check property: a seeded family of valid annotated structs goes through
/// the build plugin, compiles, and a program checking R1–R4 on every one of them passes.
final class GeneratedFamilyTests: XCTestCase {
  func testGeneratedFamilyCompilesAndKeepsRulesOneToFour() throws {
    let seed: UInt64 = 20_261_123
    let family = GeneratedFamily(seed: seed, typeCount: 24)
    let package = FileManager.default.temporaryDirectory
      .appendingPathComponent("observable-structs-family-\(seed)")
    let sources = package.appendingPathComponent("Sources/Family")
    try? FileManager.default.removeItem(at: sources)
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    let manifest = """
      // swift-tools-version: 6.0
      import PackageDescription
      let package = Package(
        name: "Family",
        platforms: [.macOS(.v14)],
        dependencies: [.package(name: "ObservableStructs", path: "\(Checkout.root.path)")],
        targets: [
          .executableTarget(
            name: "Family",
            dependencies: [.product(name: "ObservableStructs", package: "ObservableStructs")],
            plugins: [.plugin(name: "ObservableStructsPlugin", package: "ObservableStructs")])
        ],
        swiftLanguageModes: [.v6]
      )
      """
    try manifest.write(
      to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    try family.annotated.write(
      to: sources.appendingPathComponent("Family.swift.observable"), atomically: true,
      encoding: .utf8)
    try family.harness.write(
      to: sources.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)

    let scratch = package.appendingPathComponent(".build")
    let build = try SwiftBuild(package: package, scratch: scratch).run()
    XCTAssertEqual(build.status, 0, "seed \(seed): the family did not compile:\n\(build.output)")
    guard build.status == 0 else { return }

    let process = Process()
    process.executableURL = scratch.appendingPathComponent("debug/Family")
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    XCTAssertEqual(process.terminationStatus, 0, "seed \(seed):\n\(printed)")
    let summary = printed.split(separator: "\n").last.map(String.init) ?? ""
    XCTAssertTrue(summary.hasSuffix(", 0 failures"), summary)
    let checks = Int(summary.split(separator: " ").first ?? "") ?? 0
    XCTAssertGreaterThan(checks, 100, summary)
  }
}
