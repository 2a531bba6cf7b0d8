import ObservableStructsGenerator
import XCTest

/// The macro declares the backing storage of the tracked properties in the type's `member`
/// expansion, so a tracked property costs the compiler one expansion (its accessors) instead
/// of two (accessors and a peer).
final class StorageMemberExpansionTests: XCTestCase {
  private func members(of declaration: String) -> String {
    MacroExpander.expand(
      MacroExpansionRequest(
        macroName: "ObservableState", role: .member, attributeSource: "@ObservableState",
        declarationSource: declaration)
    ).expandedSource ?? "(no expansion)"
  }

  private func lines(_ text: String) -> [String] {
    text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
  }

  func testMemberExpansionDeclaresTheStorageOfEachTrackedPropertyBeforeTheRegistrar() {
    let text = members(
      of: """
        @ObservableState
        struct Form {
          var inferred = 0
          var annotated: String = ""
          weak var delegate: AnyObject?
          var observed: Int = 0 {
            didSet { print(oldValue) }
          }
        }
        """)
    let storage = lines(text).prefix { !$0.hasPrefix("var _$observationRegistrar") }
    XCTAssertEqual(
      storage.filter { $0.hasPrefix("private") },
      [
        "private var _inferred = 0", "private var _annotated: String",
        "private weak var _delegate: AnyObject?", "private var _observed: Int {",
      ])
    XCTAssertTrue(text.contains("didSet {"), text)
  }

  func testMemberExpansionDeclaresNoStorageForPropertiesItDoesNotTrack() {
    let text = members(
      of: """
        @ObservableState
        struct Form {
          let constant = 1
          static var shared = 0
          var computed: Int { 1 }
          lazy var later = 0
          @ObservationStateIgnored var ignored = 0
          var first = 0, second = 1
          var tracked = 0
        }
        """)
    let declared = lines(text).filter {
      $0.hasPrefix("private var _") || $0.hasPrefix("private let _")
    }
    XCTAssertEqual(declared, ["private var _tracked = 0"])
  }

  func testStorageOfPropertiesInsideIfConfigStaysInsideTheSameClauses() {
    let text = members(
      of: """
        @ObservableState
        struct Settings {
          #if DEBUG
          var verbose = false
          #else
          var quiet = true
          #endif
        }
        """)
    let storage = lines(text).prefix { !$0.hasPrefix("var _$observationRegistrar") }
      .filter { !$0.isEmpty }
    XCTAssertEqual(
      Array(storage),
      ["#if DEBUG", "private var _verbose = false", "#else", "private var _quiet = true", "#endif"])
  }

  func testTrackedPropertyMacroHasNoPeerExpansion() {
    let response = MacroExpander.expand(
      MacroExpansionRequest(
        macroName: "ObservationStateTracked", role: .peer,
        attributeSource: "@ObservationStateTracked",
        declarationSource: "@ObservationStateTracked\nvar count = 0"))
    XCTAssertNil(response.expandedSource)
    XCTAssertEqual(
      response.diagnostics.map(\.message), ["'@ObservationStateTracked' has no 'peer' expansion"])
  }
}
