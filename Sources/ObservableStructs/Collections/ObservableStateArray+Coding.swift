// An `ObservableStateArray` codes as the plain array of its elements.

extension ObservableStateArray: Decodable where Element: Decodable {
  /// Decodes a plain array; the result has a fresh identity.
  ///
  /// When the elements are `Identifiable`, two elements with one id are an error,
  /// `DecodingError.dataCorrupted` naming the id and both positions: a lookup by id could only
  /// ever find the first of them. The check also builds the index by id.
  ///
  /// - Complexity: O(*n*) beyond decoding the elements.
  public init(from decoder: any Decoder) throws {
    self.init(try [Element](from: decoder))
    if let identified = self as? any UniqueIDIndexing, let repeated = identified.indexUniqueIDs() {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath + [ElementPosition(repeated.second)],
          debugDescription: "ObservableStateArray: \(repeated)"))
    }
  }
}

extension ObservableStateArray: Encodable where Element: Encodable {
  /// Encodes a plain array.
  public func encode(to encoder: any Encoder) throws {
    try _elements.encode(to: encoder)
  }
}

/// An array whose elements have ids, seen from code that does not know the element type.
protocol UniqueIDIndexing {
  /// Builds the index by id, or returns the first id found twice.
  func indexUniqueIDs() -> RepeatedID?
}

extension ObservableStateArray: UniqueIDIndexing where Element: Identifiable {}

/// The coding key of an element of an unkeyed container: its position.
struct ElementPosition: CodingKey {
  let intValue: Int?
  let stringValue: String

  init(_ position: Int) {
    intValue = position
    stringValue = "Index \(position)"
  }

  init?(intValue: Int) {
    self.init(intValue)
  }

  init?(stringValue: String) {
    return nil
  }
}
