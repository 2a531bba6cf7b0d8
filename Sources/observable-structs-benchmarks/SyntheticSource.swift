/// A synthetic annotated file of the kind swift-syntax was measured on: `typeCount`
/// annotated types of about 50 lines each (structs with tracked, ignored, computed and
/// observed properties, functions with string literals and closures, and enums).
enum SyntheticSource {
  /// The file text.
  static func make(typeCount: Int) -> String {
    var text = "import ObservableStructs\nimport Observation\n\n"
    for index in 0..<typeCount {
      text += index % 5 == 4 ? enumDeclaration(index) : structDeclaration(index)
    }
    return text
  }

  private static func structDeclaration(_ index: Int) -> String {
    """
    /// Feature number \(index): a struct with every kind of member.
    ///
    /// Its properties cover tracked values with and without annotations, an ignored cache,
    /// a constant, a static, a computed property and an observed history, so every path of
    /// the expander runs. Its methods hold string literals with braces, raw and multi-line
    /// strings and closures, which the parser must skip without getting lost.
    @ObservableState
    public struct Feature\(index): Equatable, Codable {
      public var count: Int = 0
      public var title = "Feature \(index) { not a brace }"
      var isEnabled = true
      var ratio = 1.5
      var tags: [String] = ["a", "b", "c"]
      var scores = [1, 2, 3]
      var lookup: [String: Int] = ["one": 1, "two": 2]
      var child = Child\(index)()
      var optionalChild: Child\(index)? = nil
      @ObservationStateIgnored var cache: [Int] = []
      let identifier = \(index)
      static let name = "Feature\(index)"
      var doubled: Int { count * 2 }
      var history: [Int] = [] {
        didSet { lastChange = history.count }
      }
      var lastChange = 0
      var note: String? = nil

      /// Resets the feature.
      public mutating func reset() {
        self = Feature\(index)()
      }

      func describe() -> String {
        let parts = tags.map { "\\($0)-\\(count)" }.joined(separator: ",")
        return #"raw "\(index)" text"# + parts + \"\"\"
          multi-line { }
          \"\"\"
      }

      mutating func bump(by amount: Int = 1) {
        count += amount
        scores.append(count)
        if count > 10 { tags.removeAll() }
      }
    }

    public struct Child\(index): Equatable, Codable {
      public var value = 0
    }

    """
  }

  private static func enumDeclaration(_ index: Int) -> String {
    """
    /// Destination number \(index).
    @ObservableState
    public enum Destination\(index): Equatable {
      case detail(Feature\(index - 1))
      case alert(message: String)
      case sheet(Feature\(index - 1), Int)
      case none
      #if DEBUG
      case debug(Feature\(index - 1))
      #endif

      /// Whether anything is presented.
      var isPresented: Bool {
        switch self {
        case .none: return false
        default: return true
        }
      }

      func title() -> String {
        switch self {
        case .detail(let feature): return feature.title
        case .alert(let message): return "Alert: \\(message) { }"
        case .sheet(_, let count): return "Sheet \\(count)"
        case .none: return ""
        #if DEBUG
        case .debug: return "debug"
        #endif
        }
      }

      static func make() -> Self {
        .none
      }

      // Padding so every type is about fifty lines long, like the structs.
      // a
      // b
      // c
      // d
      // e
      // f
      // g
      // h
      // i
      // j
      // k
      // l
      // m
      // n
      // o
      // p
      // q
      // r
    }

    """
  }
}
