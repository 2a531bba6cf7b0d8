/// What one node of a ``TypeSyntax`` is.
package enum TypeNodeKind: UInt8, Equatable, Sendable {
  /// A name with any generic arguments: `Int`, `Array<Int>`, `Self`. Children: the generic
  /// arguments.
  case identifier
  /// A name after a module selector: `Swift::Int`. Children: the named type (an
  /// ``identifier``).
  case moduleSelector
  /// A member of a type: `A.B`, `Foo.Type`. Children: the base, then the member (an
  /// ``identifier``).
  case member
  /// `T?`. Children: `T`.
  case optional
  /// `T!`. Children: `T`.
  case implicitlyUnwrapped
  /// `[T]`. Children: `T`.
  case array
  /// `[K: V]`. Children: `K`, then `V`.
  case dictionary
  /// `(A, b: B)`, `()`, and a parenthesised type `(T)`. Children: the elements.
  case tuple
  /// A labelled tuple element or function parameter, `b: B` or `_ b: B`. Children: the type.
  case labeledElement
  /// `(A) async throws -> R`. Children: the parameters (a ``tuple``), the error type of a
  /// typed `throws(E)` if written, then the result.
  case function
  /// `some P`. Children: `P`.
  case some
  /// `any P`. Children: `P`.
  case any
  /// `each T`. Children: `T`.
  case each
  /// `repeat T`. Children: `T`.
  case packExpansion
  /// `P & Q`. Children: the parts.
  case composition
  /// A type after attributes: `@Sendable () -> Void`, `@escaping T`. Children: the type.
  case attributed
  /// A type after an ownership or isolation specifier: `inout T`, `borrowing T`,
  /// `sending T`. Children: the type.
  case specified
  /// A variadic parameter type `T...`. Children: `T`.
  case variadic
  /// `~Copyable`. Children: the suppressed type.
  case suppressed
  /// An integer generic argument: `3` in `InlineArray<3, Int>`.
  case integer
}

/// One node of a ``TypeSyntax``: its kind, where it is written, and how many nodes its
/// subtree holds.
package struct TypeNode: Equatable, Sendable {
  /// What the node is.
  package var kind: TypeNodeKind
  /// UTF-8 range of the node's text in the source it was parsed from.
  @PackedRange package var range: Range<Int>
  /// The number of nodes in the node's subtree, itself included.
  @PackedOffset package var subtreeSize: Int

  /// Creates a node from bounds and a size known to fit in 32 bits.
  init(kind: TypeNodeKind, start: Int, end: Int, subtreeSize: Int) {
    self.kind = kind
    _range = PackedRange(uncheckedLower: start, upper: end)
    _subtreeSize = PackedOffset(unchecked: subtreeSize)
  }
}

/// The nodes of every ``TypeSyntax`` the parser built for one file, in one array: a type
/// takes no allocation of its own. Filled once, when the file's parsing ends, and never
/// changed after (which is what makes sharing it between threads safe).
package final class TypeNodeStore: @unchecked Sendable {
  /// The nodes, each tree's in post-order.
  fileprivate(set) var nodes: [TypeNode] = []

  /// Creates an empty store, to be filled by ``fill(with:)``.
  init() {}

  /// Sets the nodes, once, when parsing has made them all.
  func fill(with nodes: [TypeNode]) {
    self.nodes = nodes
  }
}

/// A type as written, parsed once by the parser: `[String: Int]?` is an optional of a
/// dictionary of two names. Each node keeps its source range, so any part of the type can be
/// copied out byte for byte.
///
/// The nodes are numbered in post-order (a node's children's subtrees in order, then the
/// node), so the root is the last, and kept in the store of the file they were parsed from.
package struct TypeSyntax: Sendable {
  /// The store that holds the nodes.
  private let store: TypeNodeStore
  /// Where the tree's first node is in the store.
  @PackedOffset private var first: Int
  /// Where the root is in the store.
  @PackedOffset private var root: Int

  /// Creates the tree whose root is at `root` in `store`, once the store holds it.
  init(store: TypeNodeStore, root: Int, size: Int) {
    self.store = store
    _first = PackedOffset(unchecked: root - size + 1)
    _root = PackedOffset(unchecked: root)
  }

  /// The number of nodes.
  package var count: Int { root - first + 1 }

  /// The index of the root: the last node.
  package var rootIndex: Int { root - first }

  /// The node at `index` in post-order.
  package subscript(index: Int) -> TypeNode { store.nodes[first + index] }

  /// The root's kind.
  package var kind: TypeNodeKind { store.nodes[root].kind }

  /// UTF-8 range of the whole type.
  package var range: Range<Int> { store.nodes[root].range }

  /// The indices of the children of node `index`, in order.
  package func children(of index: Int) -> [Int] {
    var result: [Int] = []
    let lowest = index - self[index].subtreeSize + 1
    var child = index - 1
    while child >= lowest {
      result.append(child)
      child -= self[child].subtreeSize
    }
    return result.reversed()
  }

  /// For a type written `T?` or `T!`, the range of what the `?` or `!` applies to, together
  /// with any attributes, `some` or `any` written before it (`@MainActor (() -> Void)?` gives
  /// `@MainActor (() -> Void)`); `nil` for any other type, a function type returning an
  /// optional included.
  package var optionalWrappedRange: Range<Int>? {
    let nodes = store.nodes
    var index = root
    while true {
      // Each of these nodes has one child, which comes right before it.
      let node = nodes[index]
      guard node.subtreeSize > 1 else { return nil }
      switch node.kind {
      case .attributed, .some, .any:
        index -= 1
      case .optional, .implicitlyUnwrapped:
        return nodes[root].range.lowerBound..<nodes[index - 1].range.upperBound
      default:
        return nil
      }
    }
  }
}

extension TypeSyntax: Equatable {
  /// Whether both trees have the same nodes (kinds, ranges and shapes), wherever stored.
  package static func == (lhs: TypeSyntax, rhs: TypeSyntax) -> Bool {
    let count = lhs.count
    guard rhs.count == count else { return false }
    return (0..<count).allSatisfy { lhs[$0] == rhs[$0] }
  }
}

extension TypeSyntax {
  /// The tree of the type written `text` on its own (`"[String: Int]?"`), with ranges into
  /// the UTF-8 of `text`; `nil` if it is not a type the grammar covers.
  package static func parse(_ text: String) -> TypeSyntax? {
    let lexed = Lexer.tokenize(SourceText(text))
    return parse(lexed)
  }

  /// The tree of all the tokens of `lexed`, as ``parse(_:)`` makes it.
  private static func parse(_ lexed: LexedFile) -> TypeSyntax? {
    let store = TypeNodeStore()
    var nodes: [TypeNode] = []
    let tree = TypeSyntaxBuilder.build(
      lexed.tokens, lexed.source.bytes, from: 0, to: lexed.tokens.count - 1, into: &nodes,
      store: store)
    store.fill(with: nodes)
    return tree
  }

  /// For a type written `text` that is `T?` or `T!` (see ``optionalWrappedRange``), the text
  /// of `T`; otherwise `nil`. Text whose last character is not `?`, `!` or whitespace is told
  /// from that alone, without parsing.
  package static func optionalWrappedText(of text: String) -> String? {
    guard let last = text.utf8.last,
      last == ASCII.question || last == ASCII.exclamation || last >= 0x80
        || last == ASCII.space
        || (ASCII.tab...ASCII.carriageReturn).contains(last)
    else { return nil }
    let lexed = Lexer.tokenize(SourceText(text))
    guard let wrapped = parse(lexed)?.optionalWrappedRange else { return nil }
    return lexed.source.text(wrapped)
  }
}
