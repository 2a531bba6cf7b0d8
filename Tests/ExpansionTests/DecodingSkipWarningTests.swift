import Testing

/// A warning the plain struct gets appears exactly once for the annotated one, at the same
/// place: the compiler's "immutable property will not be decoded" for a constant with an
/// initial value, which the compiler gives the annotated struct itself where it still can (a
/// struct that is only `Decodable`) and the generator gives in its place where the generated
/// keys silence it (a struct that is also `Encodable`).
@Suite struct DecodingSkipWarningTests {
  private static let use = """
    func describe() -> String {
      var manifest = Manifest()
      manifest.name = "m"
      return manifest.name
    }

    """

  @Test(arguments: [
    "struct Manifest: Codable, Equatable {",
    "struct Manifest: Decodable {",
    "struct Manifest: Decodable, Encodable {",
  ])
  func theWarningAppearsOnceAtThePlainStructsPlace(declaration: String) throws {
    let text = """
      import ObservableStructs

      @ObservableState
      \(declaration)
        var name = ""
        let version = 1
        let kind = "doc", revision = 2
        var count = 0
      }

      """
    // The attribute's line stays, empty, so that both compile to the same lines.
    let plainText = text.replacingOccurrences(of: "@ObservableState", with: "")
    func skipWarnings(_ text: String) throws -> [String] {
      let outcome = try PluginModuleBuild.compile(
        [("Manifest.swift", text), ("Use.swift", Self.use)], swiftVersion: "6")
      #expect(outcome.problems == [])
      return outcome.warnings.filter { $0.contains("immutable property will not be decoded") }
        .map { line in
          // `file:line:column:`, the file without the folder the build put it in.
          let place = line.prefix { $0 != " " }
          return String(place.split(separator: "/").last ?? place)
        }.sorted()
    }
    let plain = try skipWarnings(plainText)
    #expect(plain.count == 3)
    let annotated = try skipWarnings(text)
    #expect(annotated == plain)
  }
}
