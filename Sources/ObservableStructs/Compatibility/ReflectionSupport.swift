extension Mirror {
  /// One child of an annotated struct's mirror: `value` shown under `label`, as the plain
  /// struct's own mirror shows its stored property.
  ///
  /// Generated `customMirror` getters call this for each stored property rather than writing
  /// `(label, value as Any)` themselves. Boxing a value into `Any` where its type is known makes
  /// the compiler emit, in every annotated type, code that copies and destroys the value field by
  /// field; here the value is boxed once, generically, which keeps the mirrors of deeply nested
  /// state from costing compile time in proportion to its depth.
  public static func _$child<Value>(_ label: String, _ value: Value) -> Mirror.Child {
    (label, value)
  }
}
