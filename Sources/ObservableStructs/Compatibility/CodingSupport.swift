// The calls the `init(from:)` and `encode(to:)` that `@ObservableState` writes for a type with
// its own `CodingKeys` make. They code exactly as a synthesized conformance does: optional
// properties with `decodeIfPresent` and `encodeIfPresent`, everything else with `decode` and
// `encode`. The key path only carries the property's type, so the generated code needs none
// written out.

extension KeyedDecodingContainer {
  /// Decodes the value of the property at `keyPath` for `key`; a missing key is an error.
  @inlinable
  public func _$decode<Root, Value: Decodable>(
    _ keyPath: KeyPath<Root, Value>, forKey key: Key
  ) throws -> Value {
    try decode(Value.self, forKey: key)
  }

  /// Decodes the value of the optional property at `keyPath` for `key`; a missing key or
  /// `null` decodes as `nil`.
  @inlinable
  public func _$decode<Root, Wrapped: Decodable>(
    _ keyPath: KeyPath<Root, Wrapped?>, forKey key: Key
  ) throws -> Wrapped? {
    try decodeIfPresent(Wrapped.self, forKey: key)
  }
}

extension KeyedEncodingContainer {
  /// Encodes `value` for `key`.
  @inlinable
  public mutating func _$encode<Value: Encodable>(_ value: Value, forKey key: Key) throws {
    try encode(value, forKey: key)
  }

  /// Encodes `value` for `key` unless it is `nil`.
  @inlinable
  public mutating func _$encode<Wrapped: Encodable>(_ value: Wrapped?, forKey key: Key) throws {
    try encodeIfPresent(value, forKey: key)
  }
}
