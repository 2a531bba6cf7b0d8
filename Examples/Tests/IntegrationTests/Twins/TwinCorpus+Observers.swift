/// Hand-written twin entries about `willSet`/`didSet`: every combination, custom parameter
/// names, observers that assign their own property, and observers on child values.
extension TwinCorpus {
  static let observers: [TwinEntry] = [
    TwinEntry(
      name: "ObserverCombinations",
      declarations: #"""
        @TWIN
        struct Observed {
          var none = 0
          var will: Int = 0 {
            willSet { record("will.willSet \(will)->\(newValue)") }
          }
          var did: Int = 0 {
            didSet { record("did.didSet \(oldValue)->\(did)") }
          }
          var both: Int = 0 {
            willSet { record("both.willSet \(both)->\(newValue)") }
            didSet { record("both.didSet \(oldValue)->\(both)") }
          }
          var named: [Int] = [] {
            willSet(next) { record("named.willSet \(named)->\(next)") }
            didSet(previous) { record("named.didSet \(previous)->\(named)") }
          }
          var simple: Int = 0 {
            didSet { record("simple.didSet \(simple)") }
          }

          mutating func bump() {
            none += 1
            will += 1
            did += 1
            both += 1
            named.append(both)
            simple += 1
          }
        }
        """#,
      scenario: #"""
        var value = Observed()
        value.none = 1
        value.will = 1
        value.did = 1
        value.both = 1
        value.named = [1]
        value.simple = 1
        r.events("set")
        value.will += 1
        value.did += 1
        value.both += 1
        value.simple += 1
        r.events("compound")
        value.named.append(2)
        value.named[0] += 10
        value.named.removeFirst()
        r.events("in place")
        let both = value.both
        value.both = both
        value.did = 2
        r.events("same value")
        value.bump()
        r.events("mutating method")
        r.check("final", [value.none, value.will, value.did, value.both, value.simple])
        r.check("final named", value.named)
        var copy = value
        copy.both = 100
        r.events("copy")
        r.check("copy and original", [copy.both, value.both])
        """#),
    TwinEntry(
      name: "SelfAssigningDidSet",
      declarations: #"""
        @TWIN
        struct Clamped {
          var n: Int = 0 {
            didSet {
              record("n.didSet \(oldValue)->\(n)")
              n = oldValue + 1
            }
          }
          var volume: Double = 0.5 {
            didSet {
              record("volume.didSet \(oldValue)->\(volume)")
              if volume > 1 { volume = 1 }
            }
          }
          var history: [Int] = [] {
            willSet { record("history.willSet \(newValue.count)") }
            didSet { if history.count > 2 { history.removeFirst() } }
          }
        }
        """#,
      scenario: #"""
        var value = Clamped()
        value.n = 10
        r.events("n set")
        r.check("n", value.n)
        value.n += 5
        r.events("n compound")
        r.check("n after compound", value.n)
        value.volume = 3
        r.events("volume over")
        value.volume = 0.75
        r.events("volume under")
        value.volume += 1
        r.events("volume compound")
        r.check("volume", value.volume)
        for item in 1...4 { value.history.append(item) }
        r.events("history")
        r.check("history", value.history)
        """#),
    TwinEntry(
      name: "ChildObservers",
      declarations: #"""
        @TWIN
        struct Counter: Codable, Hashable {
          var count = 0
          mutating func increment() { count += 1 }
        }

        @TWIN
        struct Panel: Codable, Equatable {
          var child: Counter = Counter() {
            didSet { record("child.didSet \(oldValue.count)->\(child.count)") }
          }
          var optional: Counter? {
            willSet { record("optional.willSet \(String(describing: newValue?.count))") }
          }
          var list: [Counter] = [] {
            didSet { record("list.didSet \(oldValue.count)->\(list.count)") }
          }
          var byName: [String: Counter] = [:]
          var rows: TwinArray<Counter> = []
        }
        """#,
      scenario: #"""
        var panel = Panel()
        panel.child.count += 1
        panel.child.increment()
        r.events("child in place")
        panel.optional = Counter(count: 4)
        panel.optional?.count += 1
        panel.optional?.increment()
        r.events("optional")
        panel.list.append(Counter())
        panel.list[0].count += 2
        panel.list.append(contentsOf: [Counter(count: 1)])
        r.events("list")
        panel.byName["a", default: Counter()].count += 1
        panel.byName["b"] = Counter(count: 3)
        panel.rows.append(Counter(count: 2))
        panel.rows[0].count += 1
        r.events("dictionary and rows")
        r.roundTrip("panel", panel)
        r.decode("canonical", Panel.self, #"{"child":{"count":1},"list":[],"byName":{},"rows":[{"count":5}]}"#)
        r.check("equal", panel == Panel())
        r.check("counter hash", Counter(count: 3).hashValue)
        r.observe("child count", read: { _ = panel.child.count }, write: { panel.child.count += 1 })
        r.observe("child, count written", read: { _ = panel.child }, write: { panel.child.count += 1 })
        r.observe("rows element", read: { _ = panel.rows[0].count }, write: { panel.rows[0].count = 9 })
        r.observe("optional to nil", read: { _ = panel.optional }, write: { panel.optional = nil })
        r.observe("optional nil again", read: { _ = panel.optional }, write: { panel.optional = nil })
        r.events("observed writes")
        """#),
  ]
}
