/// Hand-written twin entries about printing and reflection: `print`, `String(reflecting:)`,
/// `dump` and `Mirror` show the declared stored properties, in order, under their own names.
extension TwinCorpus {
  static let printing: [TwinEntry] = [
    TwinEntry(
      name: "PrintedUser",
      declarations: #"""
        @propertyWrapper
        struct Trimmed {
          var wrappedValue: String
        }

        @TWIN
        struct PrintedUser {
          let id: Int
          var name: String
          var nickname: String?
          @Trimmed var motto: String = "hi"
          var cache: [Int] = []
          var address = PrintedAddress()
          var initials: String { String(name.prefix(1)) }
          static let count = 0
          #if DEBUG
          var trace = false
          #endif
        }

        @TWIN
        struct PrintedAddress {
          var city = "Paris"
          var lines: [String] = ["1 rue"]
        }

        @TWIN
        struct SelfDescribed: CustomStringConvertible, CustomReflectable {
          var value = 1
          var description: String { "SelfDescribed #\(value)" }
          var customMirror: Mirror { Mirror(self, children: ["v": value]) }
        }

        @TWIN
        struct Unreflected {}
        """#,
      scenario: #"""
        var user = PrintedUser(id: 1, name: "Blob")
        r.reflect("user", user)
        user.name = "Blob Jr"
        user.address.city = "Lyon"
        r.reflect("edited", user)
        r.reflect("optional", Optional(user.address) as Any)
        r.reflect("array", [user.address, PrintedAddress()])
        r.reflect("self described", SelfDescribed())
        r.reflect("empty", Unreflected())
        r.check("interpolated", "\(user.address)")
        """#,
      expectedWarnings: [
        "'motto' is not observed because it has the property wrapper '@Trimmed'"
      ]),
    TwinEntry(
      name: "ReflectedLayouts",
      declarations: #"""
        final class ReflectedOwner {
          let name: String
          init(name: String) { self.name = name }
        }

        @TWIN
        struct ReflectedLazy {
          var count = 1
          lazy var doubled = count * 2
          var label = "a"
        }

        @TWIN
        struct ReflectedPair<Value> {
          var first: Value
          var second: Value?
          var transform: (Int) -> Int = { $0 + 1 }
          var described: any CustomStringConvertible = 1
          var tuple: (count: Int, name: String) = (1, "a")
          var kind: ReflectedKind = .some(2)
        }

        enum ReflectedKind {
          case none
          case some(Int)
        }

        @TWIN
        struct ReflectedWeak {
          weak var owner: ReflectedOwner?
          unowned let keeper: ReflectedOwner
          var count = 0
        }

        @TWIN
        struct ReflectedConditional {
          #if DEBUG
          var debugOnly = 1
          #else
          var releaseOnly = "r"
          #endif
          var both: [Int] = [1, 2]
        }
        """#,
      scenario: #"""
        var lazy = ReflectedLazy()
        r.reflect("lazy unread", lazy)
        _ = lazy.doubled
        r.reflect("lazy read", lazy)
        var pair = ReflectedPair(first: ReflectedLazy(), second: nil)
        pair.second = ReflectedLazy()
        r.reflect("generic", pair)
        r.check("generic transform", "\(pair.transform(1))")
        let owner = ReflectedOwner(name: "o")
        let weak = ReflectedWeak(owner: owner, keeper: owner, count: 2)
        r.reflect("weak", weak)
        r.check("weak owner", weak.owner?.name ?? "-")
        r.reflect("conditional", ReflectedConditional())
        """#,
      expectedWarnings: ["'doubled' is not observed because it is 'lazy'"]),
  ]
}
