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
      ])
  ]
}
