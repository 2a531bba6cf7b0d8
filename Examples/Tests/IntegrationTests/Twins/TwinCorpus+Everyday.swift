/// Hand-written twin entries in the shapes everyday app state takes: raw-value and indirect
/// enums, main-actor and `Sendable` state, closures, optionals with and without defaults, and
/// conformances added in extensions together with members.
extension TwinCorpus {
  static let everyday: [TwinEntry] = [
    TwinEntry(
      name: "RawValueEnums",
      declarations: #"""
        @TWIN
        enum Tab: String, CaseIterable, Codable, Hashable {
          case home, search = "find", settings
        }

        @TWIN
        enum Priority: Int, Comparable, Codable {
          case low = 1, high = 5
          static func < (a: Priority, b: Priority) -> Bool { a.rawValue < b.rawValue }
        }

        @TWIN
        struct TabNavigation: Codable, Hashable {
          var tab: Tab = .home
          var priority: Priority = .low
          var history: [Tab] = []
          var pinned: Tab?
        }
        """#,
      scenario: #"""
        r.check("cases", Tab.allCases.map(\.rawValue))
        r.check("raw init", [Tab(rawValue: "find") == .search, Tab(rawValue: "search") == nil])
        r.check("ordered", [Priority.low < .high, Priority.high < .low])
        var navigation = TabNavigation()
        navigation.tab = .settings
        navigation.history.append(.search)
        navigation.pinned = .home
        navigation.priority = max(navigation.priority, .high)
        r.roundTrip("changed", navigation)
        r.decode("by raw value", TabNavigation.self, #"{"tab":"find","priority":5,"history":[]}"#)
        r.decode("bad raw value", TabNavigation.self, #"{"tab":"away","priority":1,"history":[]}"#)
        r.check("hash", navigation.hashValue == TabNavigation(
          tab: .settings, priority: .high, history: [.search], pinned: .home).hashValue)
        r.observe("tab", read: { _ = navigation.tab }, write: { navigation.tab = .home })
        r.observe("pinned to nil", read: { _ = navigation.pinned }, write: { navigation.pinned = nil })
        """#),
    TwinEntry(
      name: "IndirectEnums",
      declarations: #"""
        @TWIN
        indirect enum Arithmetic: Equatable, Codable {
          case number(Int)
          case sum(Arithmetic, Arithmetic)
          case negated(Arithmetic)

          var value: Int {
            switch self {
            case .number(let n): return n
            case .sum(let a, let b): return a.value + b.value
            case .negated(let e): return -e.value
            }
          }

          mutating func simplify() { self = .number(value) }
        }

        @TWIN
        struct Calculator: Equatable, Codable {
          var expression: Arithmetic = .number(0)
          var memory: [Arithmetic] = []
        }
        """#,
      scenario: #"""
        var calculator = Calculator()
        calculator.expression = .sum(.number(2), .negated(.number(5)))
        r.check("value", calculator.expression.value)
        calculator.memory.append(calculator.expression)
        calculator.expression.simplify()
        r.check("simplified", calculator.expression == .number(-3))
        r.roundTrip("calculator", calculator)
        r.observe("expression", read: { _ = calculator.expression }, write: {
          calculator.expression = .negated(.number(1))
        })
        """#),
    TwinEntry(
      name: "MainActorState",
      declarations: #"""
        @TWIN
        @MainActor
        struct Screen: Equatable {
          var title = "Inbox"
          var unread = 0 {
            didSet { record("unread.didSet \(oldValue)->\(unread)") }
          }
          var isEditing = false

          mutating func read(_ count: Int) { unread -= count }
        }
        """#,
      scenario: #"""
        // The report stays outside: a main-actor closure may not capture it.
        let (summary, equal) = MainActor.assumeIsolated { () -> ([String], Bool) in
          var screen = Screen()
          screen.unread = 5
          screen.read(2)
          screen.isEditing.toggle()
          let summary = [screen.title, "\(screen.unread)", "\(screen.isEditing)"]
          return (summary, screen == Screen(title: "Inbox", unread: 3, isEditing: true))
        }
        r.events("changes")
        r.check("screen", summary)
        r.check("equal", equal)
        """#),
    TwinEntry(
      name: "SendableAndClosures",
      declarations: #"""
        @TWIN
        struct FormatSettings: Sendable, Codable, Hashable {
          var name = "default"
          var limits: [String: Int] = [:]
          let version: Int
        }

        @TWIN
        struct TextFormatter {
          var transform: (String) -> String = { $0.uppercased() }
          var onChange: (@Sendable (Int) -> Void)?
          var settings = FormatSettings(version: 1)
        }
        """#,
      scenario: #"""
        var formatter = TextFormatter()
        r.check("transform", formatter.transform("abc"))
        formatter.transform = { String($0.reversed()) }
        r.check("replaced", formatter.transform("abc"))
        formatter.onChange = { _ in }
        r.check("has onChange", formatter.onChange != nil)
        formatter.settings.limits["a", default: 0] += 2
        formatter.settings.name += "!"
        r.roundTrip("settings", formatter.settings)
        r.decode("missing let", FormatSettings.self, #"{"name":"x","limits":{}}"#)
        let box: any Sendable = formatter.settings
        r.check("sendable", box is FormatSettings)
        r.observe("transform", read: { _ = formatter.transform }, write: {
          formatter.transform = { $0 }
        })
        r.observe("settings.name", read: { _ = formatter.settings.name }, write: {
          formatter.settings.name = "y"
        })
        """#),
    TwinEntry(
      name: "OptionalDefaults",
      declarations: #"""
        @TWIN
        struct MailDraft: Codable, Equatable {
          var subject: String?
          var body: String? = "…"
          var attachments: [String]?
          var flagged: Bool! = false
          var recipients: [String] = []
        }
        """#,
      scenario: #"""
        let empty = MailDraft()
        r.roundTrip("empty", empty)
        let full = MailDraft(subject: "Hi", body: nil, attachments: ["a"], flagged: true, recipients: ["b"])
        r.roundTrip("full", full)
        r.decode("only recipients", MailDraft.self, #"{"recipients":[]}"#)
        r.decode("nothing", MailDraft.self, "{}")
        var draft = empty
        draft.subject = "Re"
        draft.subject?.append(":")
        draft.attachments = []
        draft.attachments?.append("x")
        r.check("draft", draft == MailDraft(
          subject: "Re:", body: "…", attachments: ["x"], flagged: false, recipients: []))
        r.observe("subject", read: { _ = draft.subject }, write: { draft.subject = nil })
        """#),
    TwinEntry(
      name: "OptionalInitialValues",
      declarations: #"""
        @TWIN
        enum Sheet: Equatable { case none, settings, profile(String) }

        @TWIN
        struct Filter {
          var query: String? = "all"
          var limit: Int! = 10
          var sections: [String?]? = []
          var sheet: Sheet? = Sheet.none
          var note: String?
          var transform: (Int) -> Int? = { $0 + 1 }
        }
        """#,
      scenario: #"""
        var filter = Filter()
        r.check("initial", [
          "\(filter.query as Any)", "\(filter.limit as Any)", "\(filter.sections as Any)",
          "\(filter.sheet == Sheet.none)", "\(filter.note as Any)", "\(filter.transform(1) as Any)",
        ])
        let made = Filter(query: nil, note: "n")
        r.check("memberwise", [made.query == nil, made.limit == 10, made.note == "n"])
        r.observe("sheet to nil", read: { _ = filter.sheet }, write: { filter.sheet = nil })
        r.observe("query to nil", read: { _ = filter.query }, write: { filter.query = nil })
        r.check("after", [filter.sheet == nil, filter.query == nil])
        """#),
    TwinEntry(
      name: "SelfReplacingMethods",
      declarations: #"""
        enum WizardError: Error { case negative }

        @TWIN
        struct Wizard: Equatable {
          var step = 0 {
            didSet { record("step.didSet \(oldValue)->\(step)") }
          }
          var answers: [String] = []

          mutating func restart() { self = Wizard() }

          mutating func load(_ other: Wizard) throws -> Bool {
            guard other.step >= 0 else { throw WizardError.negative }
            self = other
            return true
          }

          mutating func advance<T: CustomStringConvertible>(with answer: T) -> Int {
            answers.append(answer.description)
            step += 1
            if step > 2 { self = Wizard(step: 2, answers: answers) }
            return step
          }
        }
        """#,
      scenario: #"""
        var wizard = Wizard()
        r.check("advanced", [wizard.advance(with: 1), wizard.advance(with: "b"), wizard.advance(with: 3.5)])
        r.events("advance")
        r.check("after advance", wizard.answers)
        r.check("loaded", (try? wizard.load(Wizard(step: 1, answers: ["x"]))) as Any)
        r.check("load error", (try? wizard.load(Wizard(step: -1, answers: []))) as Any)
        r.check("after load", [wizard.step, wizard.answers.count])
        wizard.restart()
        r.events("restart")
        r.check("restarted", wizard == Wizard())
        r.observe("restart", read: { _ = wizard.step }, write: { wizard.restart() })
        r.observe("load", read: { _ = wizard.answers }, write: {
          _ = try? wizard.load(Wizard(step: 5, answers: ["y"]))
        })
        """#),
    TwinEntry(
      name: "ExtensionMembers",
      declarations: #"""
        @TWIN
        struct Cart: Equatable {
          var items: [String] = []
          var discount = 0.0
        }

        extension Cart: CustomStringConvertible {
          var description: String { "\(items.count) items, \(discount) off" }
        }

        extension Cart {
          init(_ items: String...) {
            self.items = items
          }

          var isEmpty: Bool { items.isEmpty }

          mutating func add(_ item: String) {
            items.append(item)
            if items.count > 2 { discount = 0.1 }
          }

          mutating func clear() { self = Cart() }
        }
        """#,
      scenario: #"""
        var cart = Cart("a", "b")
        r.check("made", cart.description)
        cart.add("c")
        r.check("added", "\(cart)")
        r.check("empty", cart.isEmpty)
        cart.clear()
        r.check("cleared", [cart == Cart(), cart.isEmpty])
        r.observe("items", read: { _ = cart.items }, write: { cart.add("d") })
        """#),
    TwinEntry(
      name: "MultiLineInitialValues",
      declarations: #"""
        struct Seat: Codable, Equatable {
          var row: Int
          var label: String
        }

        @TWIN
        struct Venue {
          var seats: [Seat] = [
            Seat(row: 1, label: "A"),  // the front
            Seat(row: 2, label: "B"),
          ]
          var greeting: String = """
            Welcome,
              \(1 + 1) guests
            """
          var prices = [
            "adult": 10,
            "child": 5,
          ]
          var make: () -> Int = {
            let base = 40
            return base + 2
          }
          var total = 0
        }
        """#,
      scenario: #"""
        var venue = Venue()
        r.check("seats", venue.seats.map(\.label))
        r.check("greeting", venue.greeting)
        r.check("prices", venue.prices.sorted { $0.key < $1.key }.map(\.value))
        r.check("make", venue.make())
        venue.seats.append(Seat(row: 3, label: "C"))
        r.check("count", venue.seats.count)
        r.observe("seats", read: { _ = venue.seats }, write: { venue.seats.removeFirst() })
        """#),
  ]
}
