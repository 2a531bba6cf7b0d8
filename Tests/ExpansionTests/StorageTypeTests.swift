import XCTest

@testable import ObservableStructsGenerator

/// The backing storage of an optional property with an initial value is declared
/// `Swift::Optional<T>`: a `T?` storage would be implicitly `nil` and, in Swift 5 mode (and in
/// hand-written initializers in Swift 6 mode), the property would start as `nil`.
final class StorageTypeTests: XCTestCase {
  func testAnOptionalWithAnInitialValueIsSpelledOut() {
    XCTAssertEqual(TrackedProperty.spelledOutOptional("Shape?"), "Swift::Optional<Shape>")
    XCTAssertEqual(
      TrackedProperty.spelledOutOptional("[String: Int]? "), "Swift::Optional<[String: Int]>")
    XCTAssertEqual(
      TrackedProperty.spelledOutOptional("(() -> Void)?"), "Swift::Optional<(() -> Void)>")
    XCTAssertEqual(TrackedProperty.spelledOutOptional("Double!"), "Swift::Optional<Double>")
    XCTAssertEqual(TrackedProperty.spelledOutOptional("Int??"), "Swift::Optional<Int?>")
  }

  func testAFunctionReturningAnOptionalIsLeftAlone() {
    XCTAssertNil(TrackedProperty.spelledOutOptional("() -> Int?"))
    XCTAssertNil(TrackedProperty.spelledOutOptional("(Int) -> [Int]?"))
    XCTAssertNil(TrackedProperty.spelledOutOptional("Int"))
    XCTAssertNil(TrackedProperty.spelledOutOptional("Dictionary<String, Int>"))
  }

  func testOnlyPropertiesWithAnInitialValueChangeTheirStorageType() {
    let withValue = TrackedProperty(
      spelledName: "shape", name: "shape", type: "Shape?", initialValue: ".empty")
    let withoutValue = TrackedProperty(spelledName: "shape", name: "shape", type: "Shape?")
    XCTAssertEqual(withValue.storageType, "Swift::Optional<Shape>")
    XCTAssertEqual(withoutValue.storageType, "Shape?")
  }
}
