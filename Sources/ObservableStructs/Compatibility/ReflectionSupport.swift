@_spi(Reflection) import Swift
import Synchronization

extension Mirror {
  /// One child of an annotated struct's mirror: `value` shown under `label`, as the plain
  /// struct's own mirror shows its stored property.
  ///
  /// The mirror of a struct holding a `weak` or `unowned` property is written out, one call of
  /// this per stored property (see ``_$reflecting(_:)`` for the others). Boxing a value into
  /// `Any` where its type is known makes the compiler emit, in every annotated type, code that
  /// copies and destroys the value field by field; here the value is boxed once, generically.
  public static func _$child<Value>(_ label: String, _ value: Value) -> Mirror.Child {
    (label, value)
  }

  /// The mirror of an annotated struct, as the plain struct's own: its stored properties in
  /// the order they are declared, each tracked one under its own name (`count`, not its
  /// storage's), property wrappers and lazy properties as the compiler's default mirror shows
  /// them, and no registrar.
  ///
  /// Generated `customMirror` getters call this rather than listing the properties: the
  /// list, written out, made the compiler copy every stored value field by field in every
  /// annotated type, a cost that grew with how deep the state nests. The layout is read from
  /// the type's metadata, so what `#if` leaves out is left out here too.
  ///
  /// - Complexity: O(*n*) in the stored properties; the layout is read once per type.
  public static func _$reflecting<Subject>(_ subject: Subject) -> Mirror {
    let fields = StoredFieldLayout.fields(of: Subject.self)
    let children = withUnsafePointer(to: subject) { pointer in
      let base = UnsafeRawPointer(pointer)
      return fields.map { field -> Mirror.Child in
        (field.label, field.value(in: base))
      }
    }
    return Mirror(subject, children: children, displayStyle: .struct)
  }
}

/// The stored properties of annotated struct types, as their mirrors show them, read from the
/// metadata once per type.
enum StoredFieldLayout {
  /// One stored property: the label the plain struct's mirror shows, where it sits and its
  /// type.
  struct Field: @unchecked Sendable {
    let label: String
    let offset: Int
    let type: Any.Type
    /// Whether the field is a tracked property's storage, named after the property.
    let isTrackedStorage: Bool

    /// A copy of this property of the struct at `base`.
    func value(in base: UnsafeRawPointer) -> Any {
      func load<Value>(_: Value.Type) -> Any {
        base.advanced(by: offset).assumingMemoryBound(to: Value.self).pointee
      }
      return _openExistential(type, do: load)
    }
  }

  /// The name of the registrar's storage, which the mirror leaves out.
  static let registrarName = "_$observationRegistrar"
  /// The prefix of a tracked property's storage, which the mirror's label leaves out.
  static let storagePrefix = "_$_"

  private static let known = Mutex<[ObjectIdentifier: [Field]]>([:])

  /// The fields of `type`, a struct, in declaration order.
  static func fields(of type: Any.Type) -> [Field] {
    let key = ObjectIdentifier(type)
    if let fields = known.withLock({ $0[key] }) { return fields }
    var fields: [Field] = []
    _ = _forEachField(of: type, options: []) { name, offset, fieldType, _ in
      let name = String(cString: name)
      guard name != registrarName else { return true }
      let isTrackedStorage = name.hasPrefix(storagePrefix)
      let label = isTrackedStorage ? String(name.dropFirst(storagePrefix.count)) : name
      fields.append(
        Field(label: label, offset: offset, type: fieldType, isTrackedStorage: isTrackedStorage))
      return true
    }
    known.withLock { $0[key] = fields }
    return fields
  }
}
