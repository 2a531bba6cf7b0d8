/// An annotated type as declared in its file, with the file-scope extensions of it there: what
/// the macro expands when the front end could read the file (see ``EnclosingSourceFile``).
///
/// Offsets in ``type``, ``extensions`` and the diagnostics of an expansion of them count from
/// the start of the file; subtracting ``declarationOffset`` makes them the request's.
struct TypeInFile {
  /// The file's tokens.
  let lexed: LexedFile
  /// The annotated declaration.
  let type: TypeDeclaration
  /// The file-scope extensions of the type, in source order.
  let extensions: [TypeDeclaration]
  /// Where the request's declaration source starts in the file.
  let declarationOffset: Int

  /// The type the request's declaration source declares, found in `file`; `nil` if the file
  /// does not hold that source where the compiler said it starts, or no type starts there.
  init?(declaration: String, named name: String, in file: EnclosingSourceFile) {
    guard file.holds(declaration) else { return nil }
    let index = Self.indexes.value(for: file.bytes, compute: FileIndex.init)
    let end = file.declarationOffset + declaration.utf8.count
    guard
      let (type, path) = Self.firstType(
        in: index.types, startingIn: file.declarationOffset..<end, path: [])
    else { return nil }
    guard type.name == name else { return nil }
    self.lexed = index.lexed
    self.type = type
    self.extensions = index.extensionsByName[(path + [type.name]).joined(separator: ".")] ?? []
    self.declarationOffset = file.declarationOffset
  }

  /// Whether the type's declaration and extensions name a coding protocol (`Codable`,
  /// `Encodable` or `Decodable`) and adopt nothing else that could refine one: then the
  /// conformances they name are all the coding conformances the type has.
  var namesItsCodingConformances: Bool {
    let inherited = ([type] + extensions).flatMap(\.inheritance)
    let others = inherited.filter {
      !TypeExpansion.codingProtocols.contains($0.syntax?.conformanceName(in: lexed.source) ?? "")
    }
    return others.count < inherited.count
      && TypeExpansion.onlyNeverCodingProtocols(others, in: lexed.source)
  }

  /// The outermost struct or enum among `types` (and the types nested in them) whose
  /// declaration starts in `range`, with the names of the declarations around it.
  private static func firstType(
    in types: [TypeDeclaration], startingIn range: Range<Int>, path: [String]
  ) -> (TypeDeclaration, [String])? {
    for type in types {
      if range.contains(type.range.lowerBound) && type.kind != .extension { return (type, path) }
      guard type.range.contains(range.lowerBound) else { continue }
      var nested: [TypeDeclaration] = []
      collectTypes(in: type.members, into: &nested)
      if let found = firstType(in: nested, startingIn: range, path: path + [type.name]) {
        return found
      }
    }
    return nil
  }

  /// The types among `members`, those in `#if` clauses included, in source order.
  private static func collectTypes(
    in members: [MemberDeclaration], into types: inout [TypeDeclaration]
  ) {
    for member in members {
      switch member {
      case .type(let type): types.append(type)
      case .ifConfig(let block):
        for clause in block.clauses { collectTypes(in: clause.members, into: &types) }
      default: continue
      }
    }
  }

  /// A parsed file and its file-scope extensions by extended name as written.
  private struct FileIndex: Sendable {
    let lexed: LexedFile
    let types: [TypeDeclaration]
    let extensionsByName: [String: [TypeDeclaration]]

    init(_ bytes: [UInt8]) {
      let parsed = DeclarationParser.parse(SourceText(bytes: bytes), file: "")
      lexed = parsed.lexed
      types = parsed.types
      var extensionsByName: [String: [TypeDeclaration]] = [:]
      for type in parsed.types where type.kind == .extension {
        extensionsByName[type.name.filter { !$0.isWhitespace }, default: []].append(type)
      }
      self.extensionsByName = extensionsByName
    }
  }

  /// The last file parsed: the compiler asks about each annotated type of a file in turn.
  private static let indexes = LastResultCache<[UInt8], FileIndex>()
}
