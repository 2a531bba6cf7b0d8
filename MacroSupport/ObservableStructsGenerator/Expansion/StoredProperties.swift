/// Facts about an annotated struct's stored properties that `CodingKeys` synthesis needs.
enum StoredProperties {
  /// The protocols whose synthesized conformance uses `CodingKeys`.
  static let codingProtocols: Set<String> = ["Codable", "Decodable", "Encodable"]

  /// Whether the struct declares `Codable` (or half of it) and has no `CodingKeys` of its own.
  static func needsCodingKeys(_ type: TypeDeclaration) -> Bool {
    let inherits = type.inheritedTypes.contains {
      codingProtocols.contains($0.lastDottedComponent)
    }
    return inherits && !declaresCodingKeys(type.members)
  }

  private static func declaresCodingKeys(_ members: [MemberDeclaration]) -> Bool {
    members.contains { member in
      switch member {
      case .type(let type): return type.name == "CodingKeys"
      case .other(let other): return other.name == "CodingKeys"
      case .ifConfig(let block): return block.clauses.contains { declaresCodingKeys($0.members) }
      default: return false
      }
    }
  }

  /// Appends the coding names a declaration contributes to `names`: every named stored
  /// binding that synthesized `Codable` would use, marked tracked or not.
  static func appendCodingNames(
    of declaration: VariableDeclaration, _ decisions: [PropertyClassifier.Decision],
    to names: inout [(name: String, isTracked: Bool)]
  ) {
    let isStoredInstanceProperty = declaration.modifiers.allSatisfy {
      $0.name != "static" && $0.name != "class" && $0.name != "lazy"
    }
    guard isStoredInstanceProperty else { return }
    for (binding, decision) in zip(declaration.bindings, decisions) {
      guard let name = binding.name else { continue }
      if case .tracked = decision {
        names.append((name, true))
        continue
      }
      if let block = binding.accessorBlock,
        block.isImplicitGetter || block.accessors.contains(where: { $0.kind == "get" })
      {
        continue
      }
      if declaration.isLet && binding.initializerRange != nil { continue }
      names.append((name, false))
    }
  }

  /// The UTF-8 offset where a member begins.
  static func startOffset(of member: MemberDeclaration) -> Int {
    switch member {
    case .type(let type): return type.range.lowerBound
    case .variable(let variable): return variable.range.lowerBound
    case .enumCase(let enumCase): return enumCase.range.lowerBound
    case .ifConfig(let block): return block.range.lowerBound
    case .other(let other): return other.range.lowerBound
    }
  }
}
