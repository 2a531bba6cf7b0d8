/// Hand-written twin entries about members: access levels, `let` and `static`, several
/// bindings in one declaration, tuples, `weak`, `nonisolated(unsafe)` and initializers.
extension TwinCorpus {
  static let members: [TwinEntry] = [
    TwinEntry(
      name: "InitializersReadProperties",
      declarations: #"""
        @TWIN
        struct Totals: Equatable {
          var context: Int
          var deprecated: Bool
          var total = 0
          var items: [Int] = []

          init(context: Int) {
            self.context = context
            deprecated = self.context > 0
            total = context * 2
            total += self.context
            items.append(total)
          }
        }

        extension Totals {
          init(items: [Int]) {
            self.init(context: items.count)
            self.items = items
            total = self.items.reduce(0, +)
          }
        }
        """#,
      scenario: #"""
        var totals = Totals(context: 2)
        r.check("initialized", [totals.context, totals.total] + totals.items)
        r.check("deprecated", totals.deprecated)
        totals = Totals(items: [1, 2, 3])
        r.check("from items", [totals.context, totals.total] + totals.items)
        """#),
    TwinEntry(
      name: "InitializersAssignSelf",
      declarations: #"""
        @TWIN
        struct Template: Equatable, Codable {
          var raw: String
          var parts: [String] = []

          init(raw: String) {
            self.raw = raw
            parts = raw.split(separator: "/").map(String.init)
          }

          init(copying other: Template) {
            self = other
          }

          init(from decoder: any Decoder) throws {
            let raw = try decoder.singleValueContainer().decode(String.self)
            if raw.isEmpty {
              self = Template(raw: "/")
              return
            }
            self = .init(raw: raw)
          }

          func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(raw)
          }
        }

        extension Template {
          init(joining parts: [String]) {
            let joined = Template(raw: parts.joined(separator: "/"))
            self = joined
          }
        }
        """#,
      scenario: #"""
        var template = Template(raw: "a/b")
        r.roundTrip("decoded", template)
        r.decode("empty", Template.self, "\"\"")
        template = Template(copying: template)
        template.raw += "/c"
        r.check("copy", [template.raw, Template(joining: ["x", "y"]).parts.joined(separator: ",")])
        r.check("equal", Template(copying: template) == template)
        """#),
    TwinEntry(
      name: "AccessLevels",
      declarations: #"""
        @TWIN
        public struct Access: Equatable {
          public var open = 1
          package var pkg = 2
          internal var inside = 3
          fileprivate var file = 4
          private var hidden = 5
          private(set) var readOnly = 6
          public private(set) var published: Int = 7

          public init() {}

          mutating func bumpAll() {
            open += 1
            pkg += 1
            inside += 1
            file += 1
            hidden += 1
            readOnly += 1
            published += 1
          }

          var summary: [Int] { [open, pkg, inside, file, hidden, readOnly, published] }
        }

        @TWIN
        fileprivate struct FilePrivateThing: Equatable {
          var x = 1
        }

        @TWIN
        private struct PrivateThing: Equatable {
          var y: Int = 2
        }
        """#,
      scenario: #"""
        var access = Access()
        access.bumpAll()
        access.file += 1
        r.check("summary", access.summary)
        r.check("equal", access == Access())
        var thing = FilePrivateThing()
        thing.x += 1
        var other = PrivateThing()
        other.y += 1
        r.check("file and private", [thing.x, other.y])
        r.check("equal", [thing == FilePrivateThing(), other == PrivateThing()])
        """#),
    TwinEntry(
      name: "LetsAndStatics",
      declarations: #"""
        @TWIN
        struct Constants: Equatable {
          let id: Int
          let kind: String = "fixed"
          static let limit = 3
          nonisolated(unsafe) static var created = 0
          var value = 0
        }

        @TWIN
        struct CodableConstants: Codable, Equatable {
          let id: Int
          var value: Int = 0
          static let version = 2
        }
        """#,
      scenario: #"""
        var constants = Constants(id: 4, value: 1)
        Constants.created += 1
        constants.value += Constants.limit
        r.check("values", "\(constants.id) \(constants.kind) \(constants.value) \(Constants.created)")
        r.check("equal", constants == Constants(id: 4))
        r.roundTrip("codable", CodableConstants(id: 8, value: 9))
        r.decode("missing let", CodableConstants.self, #"{"value":1}"#)
        r.check("static", CodableConstants.version)
        """#),
    TwinEntry(
      name: "MultipleBindings",
      declarations: #"""
        @TWIN
        struct Frame: Codable, Equatable {
          var a = 0, b = 0
          var w, h: Double
          var label: String = "", tag: String = "t"
        }
        """#,
      scenario: #"""
        var frame = Frame(w: 1, h: 2)
        frame.a = 5
        frame.b += 2
        frame.w *= 3
        frame.tag.append("!")
        r.roundTrip("changed", frame)
        r.decode("canonical", Frame.self, #"{"a":1,"b":2,"w":3,"h":4,"label":"l","tag":"x"}"#)
        r.check("equal", frame == Frame(a: 5, b: 2, w: 3, h: 2, label: "", tag: "t!"))
        r.observe("a", read: { _ = frame.a }, write: { frame.a = 6 })
        r.observe("b", read: { _ = frame.b }, write: { frame.b = 7 })
        r.observe("h", read: { _ = frame.h }, write: { frame.h = 8 })
        r.observe("tag", read: { _ = frame.tag }, write: { frame.tag = "u" })
        r.observe("a, b written", read: { _ = frame.a }, write: { frame.b = 0 })
        """#,
      expectedWarnings: [
        "'a', 'b' are not observed because they share one declaration",
        "'w', 'h' are not observed because they share one declaration",
        "'label', 'tag' are not observed because they share one declaration",
      ]),
    TwinEntry(
      name: "Tuples",
      declarations: #"""
        @TWIN
        struct Plot {
          var point: (x: Int, y: Int) = (0, 0) {
            didSet { record("point.didSet \(oldValue.x),\(oldValue.y)->\(point.x),\(point.y)") }
          }
          var pair: (Int, String) = (1, "a")
        }
        """#,
      scenario: #"""
        var plot = Plot()
        plot.point.x += 1
        plot.point = (5, 6)
        plot.pair.1 += "b"
        r.events("tuple writes")
        r.check("values", "\(plot.point.x) \(plot.point.y) \(plot.pair.0) \(plot.pair.1)")
        r.observe("point", read: { _ = plot.point }, write: { plot.point.y = 1 })
        """#),
    TwinEntry(
      name: "WeakDelegate",
      declarations: #"""
        final class TwinDelegate {
          var name = "d"
        }

        @TWIN
        struct Delegating {
          weak var delegate: TwinDelegate?
          var count = 0
        }
        """#,
      scenario: #"""
        let object = TwinDelegate()
        var value = Delegating()
        r.check("empty", value.delegate == nil)
        value.delegate = object
        r.check("name", value.delegate?.name ?? "-")
        do {
          let temporary = TwinDelegate()
          value.delegate = temporary
          r.check("temporary", value.delegate === temporary)
        }
        r.check("released", value.delegate == nil)
        value.delegate = object
        r.observe("same object", read: { _ = value.delegate }, write: { value.delegate = object })
        r.observe("nil", read: { _ = value.delegate }, write: { value.delegate = nil })
        r.observe("nil again", read: { _ = value.delegate }, write: { value.delegate = nil })
        """#),
    TwinEntry(
      name: "NonisolatedUnsafe",
      declarations: #"""
        @TWIN
        public struct Shared: Equatable {
          nonisolated(unsafe) public var x = 0
          public var y = 0

          public init() {}
        }
        """#,
      scenario: #"""
        var shared = Shared()
        shared.x += 2
        shared.y = 1
        r.check("values", [shared.x, shared.y])
        r.check("equal", shared == Shared())
        r.observe("x", read: { _ = shared.x }, write: { shared.x = 5 })
        """#),
    TwinEntry(
      name: "Initializers",
      declarations: #"""
        @TWIN
        struct Account: Equatable {
          var owner: String
          var balance: Int = 0 {
            didSet { record("balance.didSet \(oldValue)->\(balance)") }
          }
          var limit: Int

          init(owner: String) {
            self.owner = owner
            self.limit = 100
          }

          init(owner: String, balance: Int, limit: Int) {
            self.owner = owner
            self.balance = balance
            self.limit = limit
            self.balance += 1
          }
        }

        @TWIN
        struct Size: Equatable {
          var width = 1.5
          var height: Double = 2
        }

        extension Size {
          init(square: Double) {
            self.init(width: square, height: square)
          }
        }
        """#,
      scenario: #"""
        let plain = Account(owner: "o")
        let full = Account(owner: "p", balance: 5, limit: 9)
        r.events("init")
        r.check("accounts", "\(plain.owner) \(plain.balance) \(plain.limit) \(full.balance) \(full.limit)")
        let sizes = [Size(), Size(width: 3), Size(height: 4), Size(square: 5)]
        r.check("sizes", sizes.map { "\($0.width)x\($0.height)" })
        r.check("equal", sizes[0] == Size(width: 1.5, height: 2))
        """#),
    TwinEntry(
      name: "MemberwiseInitializers",
      declarations: #"""
        @TWIN
        struct PlainPoint: Equatable {
          var x: Int
          var y: Int = 2
        }

        @TWIN
        struct TagID: RawRepresentable, Hashable, Codable {
          let rawValue: String
        }

        protocol MadeFromName {
          init(name: String)
        }

        @TWIN
        struct Named: MadeFromName {
          var name: String
        }

        func madeFromName<T: MadeFromName>(_ type: T.Type) -> T { T(name: "z") }
        """#,
      scenario: #"""
        let make = PlainPoint.init(x:y:)
        r.check("made", make(1, 3) == PlainPoint(x: 1, y: 3))
        r.check("default", PlainPoint(x: 4).y)
        r.check("raw", TagID(rawValue: "a").rawValue)
        r.roundTrip("tag", TagID(rawValue: "b"))
        r.check("set", Set([TagID(rawValue: "c"), TagID(rawValue: "c")]).count)
        r.check("witness", madeFromName(Named.self).name)
        var point = PlainPoint(x: 0)
        r.observe("x", read: { _ = point.x }, write: { point.x = 5 })
        """#),
    TwinEntry(
      name: "StorageNamesNeverCollide",
      declarations: #"""
        @TWIN
        struct RequestFailure: Error, Equatable {
          var code: Int
          var domain = "net"
          var userInfo: [String: String] = [:]
        }

        @TWIN
        struct Counted: Equatable, Identifiable {
          var id = 1
          var count = 0
          var _count = 10
          var lineage = "l"
        }
        """#,
      scenario: #"""
        var failure = RequestFailure(code: 404)
        failure.code += 1
        r.check("code", failure.code)
        r.check("error", (failure as any Error) is RequestFailure)
        var counted = Counted()
        counted.count += 1
        counted._count += 1
        r.check("counts", [counted.count, counted._count])
        r.observe("count", read: { _ = counted.count }, write: { counted._count = 0 })
        """#),
    TwinEntry(
      name: "ExtensionInitializersCopySelf",
      declarations: #"""
        @TWIN
        struct RevisedNote: Equatable, Codable {
          var title: String
          var edits = 0
          var tags: [String] = [] {
            didSet { edits += 1 }
          }
          let id: Int
        }

        extension RevisedNote {
          init(copying other: RevisedNote) { self = other }

          init(revising other: RevisedNote) {
            self = other
            edits += 1
            title += "!"
          }
        }

        @TWIN
        struct SwappedPair<Value: Equatable>: Equatable {
          var first: Value
          var second: Value
        }

        extension SwappedPair {
          init(swapping other: SwappedPair) {
            self = other
            let kept = first
            first = second
            second = kept
          }
        }
        """#,
      scenario: #"""
        let make: (String, Int, [String], Int) -> RevisedNote = RevisedNote.init(title:edits:tags:id:)
        var draft = make("a", 0, [], 7)
        draft = RevisedNote(revising: RevisedNote(copying: draft))
        r.check("revised", [draft.title, "\(draft.edits)", "\(draft.id)"] + draft.tags)
        r.roundTrip("coded", draft)
        let pair = SwappedPair(swapping: SwappedPair<Int>.init(first:second:)(1, 2))
        r.check("swapped", [pair.first, pair.second])
        """#),
  ]
}
