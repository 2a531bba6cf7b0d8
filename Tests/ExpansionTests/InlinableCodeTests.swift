import Testing

/// What the expansion adds is usable from inlinable code wherever the plain type's members
/// are: an `@inlinable` initializer assigns and edits tracked properties (through their init
/// accessors and backing storage), an `@inlinable` mutating method assigns `self` (the
/// replacement check names the registrar and the storage's key paths), in `public`,
/// `@frozen`, `package` and `@usableFromInline` types, with and without library evolution.
@Suite struct InlinableCodeTests {
  private static let library = """
    import ObservableStructs

    @ObservableState
    public struct Profile: Equatable, Codable {
      public var name: String
      public var visits = 0
      @usableFromInline var note = ""

      @inlinable public init(name: String) {
        self.name = name
        visits += 1
        note = name
      }

      @inlinable public mutating func reset() { self = Profile(name: "") }
      @inlinable public var greeting: String { "Hello, " + name }
    }

    @ObservableState
    @frozen public struct Point: Hashable {
      public var x: Double
      public var y = 0.0 {
        didSet { x += 0 }
      }

      @inlinable public init(x: Double) {
        self.x = x
        self.x *= 2
      }

      @inlinable public mutating func moveToOrigin() { self = Point(x: 0) }
    }

    @ObservableState
    package struct Setting {
      package var key: String
      package var value = 0

      @inlinable package init(key: String) {
        self.key = key
        value += key.count
      }
    }

    @ObservableState
    @usableFromInline struct Cache {
      @usableFromInline var entries: [String] = []

      @inlinable init(first: String) { entries.append(first) }
    }

    struct Token: Equatable {}

    /// A `public` property of a type that is not public may have an internal type, which
    /// storage usable from inlinable code could not name.
    @ObservableState
    @usableFromInline struct Session {
      public var token = Token()
      public var count = 0
    }

    """

  /// A library built for distribution: a `@frozen` type's inlinable initializer assigns its
  /// properties, another type's delegates, as Swift requires of a resilient type.
  private static let resilientLibrary = """
    import ObservableStructs

    @ObservableState
    @frozen public struct Point: Hashable {
      public var x: Double
      public var y = 0.0

      @inlinable public init(x: Double) {
        self.x = x
        self.x *= 2
        y = x
      }

      @inlinable public mutating func moveToOrigin() { self = Point(x: 0) }
    }

    @ObservableState
    public struct Profile {
      public var name: String
      public var visits = 0

      public init(name: String) { self.name = name }

      @inlinable public init(name: String, visits: Int) {
        self.init(name: name)
        self.visits = visits
      }

      @inlinable public mutating func reset() { self = Profile(name: "") }
    }

    """

  @Test func inlinableMembersCompile() throws {
    let outcome = try PluginModuleBuild.compile(
      [("Library.swift", Self.library)], swiftVersion: "6")
    #expect(outcome.problems == [])
    #expect(outcome.statuses == [0])
  }

  @Test func inlinableMembersCompileWithLibraryEvolution() throws {
    let outcome = try PluginModuleBuild.compile(
      [("Library.swift", Self.resilientLibrary)], swiftVersion: "6",
      arguments: ["-enable-library-evolution"])
    #expect(outcome.problems == [])
    #expect(outcome.statuses == [0])
  }
}
