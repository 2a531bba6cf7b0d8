/// Hand-written twin entries about type shapes: generics, enums, hand-written `==` and
/// `hash(into:)`, `Identifiable`, and types nested in types and in extensions.
extension TwinCorpus {
  static let shapes: [TwinEntry] = [
    TwinEntry(
      name: "GenericBox",
      declarations: #"""
        @TWIN
        struct Box<Value: Codable & Hashable>: Codable, Hashable {
          var value: Value
          var history: [Value] = [] {
            didSet { record("history.didSet \(oldValue.count)->\(history.count)") }
          }

          mutating func replace(with newValue: Value) {
            history.append(value)
            value = newValue
          }
        }

        @TWIN
        struct Keyed<Key: Hashable & Comparable, Item> where Item: Equatable {
          var items: [Key: Item] = [:]
          var sortedKeys: [Key] { items.keys.sorted() }
        }
        """#,
      scenario: #"""
        var box = Box(value: "a")
        box.replace(with: "b")
        box.replace(with: "c")
        r.events("replace")
        r.roundTrip("box", box)
        r.decode("canonical", Box<Int>.self, #"{"value":1,"history":[2,3]}"#)
        r.decode("type mismatch", Box<Int>.self, #"{"value":"x","history":[]}"#)
        r.check("hash", box.hashValue)
        var keyed = Keyed<Int, String>()
        keyed.items[2] = "b"
        keyed.items[1] = "a"
        r.check("keys", keyed.sortedKeys)
        """#),
    TwinEntry(
      name: "Enums",
      declarations: #"""
        @TWIN
        enum Shape: Codable, Hashable {
          case circle(radius: Double)
          case rectangle(width: Double, height: Double)
          case empty

          var area: Double {
            switch self {
            case .circle(let radius): radius * radius * 3
            case .rectangle(let width, let height): width * height
            case .empty: 0
            }
          }

          mutating func grow() {
            switch self {
            case .circle(let radius): self = .circle(radius: radius + 1)
            case .rectangle(let width, let height): self = .rectangle(width: width + 1, height: height)
            case .empty: self = .circle(radius: 1)
            }
          }
        }

        @TWIN
        enum Direction: String, Codable, CaseIterable {
          case north, south = "S"
        }

        @TWIN
        struct Navigation {
          var shape: Shape? = .empty
          var direction: Direction = .north
        }
        """#,
      scenario: #"""
        var shape = Shape.empty
        shape.grow()
        shape.grow()
        r.check("area", shape.area)
        r.roundTrip("circle", shape)
        r.roundTrip("rectangle", Shape.rectangle(width: 2, height: 3))
        r.decode("canonical", Shape.self, #"{"rectangle":{"width":1,"height":2}}"#)
        r.decode("unknown case", Shape.self, #"{"triangle":{}}"#)
        r.check("equal", [shape == .circle(radius: 2), shape == .empty])
        r.check("hash", Shape.rectangle(width: 1, height: 1).hashValue)
        r.check("cases", Direction.allCases.map(\.rawValue))
        r.roundTrip("direction", Direction.south)
        r.decode("bad raw value", Direction.self, #""west""#)
        var navigation = Navigation()
        r.observe("shape to nil", read: { _ = navigation.shape }, write: { navigation.shape = nil })
        r.observe("shape nil again", read: { _ = navigation.shape }, write: { navigation.shape = nil })
        r.observe("shape case", read: { _ = navigation.shape }, write: { navigation.shape = .empty })
        r.observe("same case", read: { _ = navigation.shape }, write: { navigation.shape = .empty })
        r.observe("grow", read: { _ = navigation.shape }, write: { navigation.shape?.grow() })
        r.observe("direction", read: { _ = navigation.direction }, write: { navigation.direction = .south })
        """#),
    TwinEntry(
      name: "HandWrittenEquality",
      declarations: #"""
        @TWIN
        struct Version: Hashable, Codable {
          var major = 1
          var minor = 0
          var note = ""

          static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.major == rhs.major && lhs.minor == rhs.minor
          }

          func hash(into hasher: inout Hasher) {
            hasher.combine(major)
            hasher.combine(minor)
          }
        }
        """#,
      scenario: #"""
        var version = Version()
        version.note = "beta"
        r.check("equal ignoring note", version == Version())
        r.check("hash ignoring note", version.hashValue == Version().hashValue)
        r.check("hash", version.hashValue)
        version.minor += 1
        r.check("equal after minor", version == Version())
        r.check("set count", Set([version, Version(), Version(major: 1, minor: 1, note: "x")]).count)
        r.roundTrip("version", version)
        """#),
    TwinEntry(
      name: "IdentifiableRows",
      declarations: #"""
        @TWIN
        struct Row: Identifiable, Equatable, Codable {
          let id: Int
          var title = ""
        }

        @TWIN
        struct Table: Equatable {
          var rows: [Row] = [Row(id: 1), Row(id: 2, title: "b")]
          var selection: Row.ID?
        }
        """#,
      scenario: #"""
        var table = Table()
        table.rows[1].title += "c"
        table.selection = table.rows.last?.id
        r.check("ids", table.rows.map(\.id))
        r.check("titles", table.rows.map(\.title))
        r.check("selection", table.selection ?? -1)
        r.check("equal", table == Table())
        r.roundTrip("row", table.rows[1])
        r.observe("row title", read: { _ = table.rows[0].title }, write: { table.rows[0].title = "z" })
        r.observe("selection", read: { _ = table.selection }, write: { table.selection = 1 })
        """#),
    TwinEntry(
      name: "Nesting",
      declarations: #"""
        struct Outer {
          @TWIN
          struct Inner: Equatable {
            var x = 1
          }

          @TWIN
          enum Mode: Equatable {
            case on, off
          }
        }

        extension Outer {
          @TWIN
          struct FromExtension: Codable, Equatable {
            var y = 2
            var inner: [Int] = [1, 2]
          }
        }

        @TWIN
        struct Parent: Equatable {
          @TWIN
          struct Nested: Equatable {
            var z = 3
          }

          var nested = Nested()
          var inner = Outer.Inner()
          var mode: Outer.Mode = .off
        }
        """#,
      scenario: #"""
        var parent = Parent()
        parent.nested.z += 1
        parent.inner.x += 1
        parent.mode = .on
        r.check("values", [parent.nested.z, parent.inner.x])
        r.check("mode", parent.mode == .on)
        r.check("equal", parent == Parent())
        var fromExtension = Outer.FromExtension()
        fromExtension.inner.append(3)
        r.roundTrip("from extension", fromExtension)
        r.observe("nested z", read: { _ = parent.nested.z }, write: { parent.nested.z = 10 })
        r.observe("mode", read: { _ = parent.mode }, write: { parent.mode = .on })
        """#),
  ]
}
