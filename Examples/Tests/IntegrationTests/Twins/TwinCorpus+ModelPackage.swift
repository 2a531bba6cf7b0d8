/// A model package written the way an existing app's or library's models are written, with
/// `@ObservableState` put on every struct and enum in it by machine, as a user adopting the
/// package would: public `Codable` trees, keys of their own in the type and in extensions, a
/// property wrapper, enums with payloads, identifiers that are `RawRepresentable`, errors,
/// generic pages, a namespace enum and mutating API. Its scenario is the package's test suite;
/// every variant must pass it with the plain build's results.
extension TwinCorpus {
  static let modelPackage: [TwinEntry] = [
    TwinEntry(
      name: "IssueTrackerModels",
      declarations: #"""
        public struct IssueID: RawRepresentable, Hashable, Codable, Sendable, CustomStringConvertible {
          public let rawValue: Int
          public init(rawValue: Int) { self.rawValue = rawValue }
          public var description: String { "#\(rawValue)" }
        }

        public struct LabelName: RawRepresentable, Hashable, Codable, Sendable {
          public var rawValue: String
          public init(rawValue: String) { self.rawValue = rawValue }
        }

        struct Slug: RawRepresentable, Hashable, Codable {
          var rawValue: String
        }

        @propertyWrapper
        public struct TrimmedText: Codable, Equatable {
          public var wrappedValue: String {
            didSet { wrappedValue = wrappedValue.trimmingCharacters(in: .whitespaces) }
          }
          public init(wrappedValue: String) {
            self.wrappedValue = wrappedValue.trimmingCharacters(in: .whitespaces)
          }
        }

        public enum IssuePriority: Int, Codable, CaseIterable, Comparable {
          case low, normal, high
          public static func < (lhs: IssuePriority, rhs: IssuePriority) -> Bool { lhs.rawValue < rhs.rawValue }
        }

        public enum Status: Codable, Equatable {
          case open
          case closed(reason: String)
          case duplicate(of: IssueID)
        }

        public struct Label: Codable, Hashable {
          public var name: LabelName
          public var color: String = "#ffffff"
        }

        public struct User: Hashable {
          public var login: String
          public var isAdmin = false
        }

        extension User: Codable {
          enum CodingKeys: String, CodingKey {
            case login
            case isAdmin = "site_admin"
          }
        }

        public struct Issue: Codable, Equatable, Identifiable {
          public let id: IssueID
          public var title: String
          @TrimmedText public var body: String = ""
          public var labels: [Label] = []
          public var status: Status = .open
          public var priority: IssuePriority = .normal
          public var assignee: User?
          public var created: Date

          enum CodingKeys: String, CodingKey {
            case id, title, body, labels, status, priority, assignee
            case created = "created_at"
          }
        }

        public struct Milestone: Equatable {
          public var title: String
          public var due: Date?
          public var issueIDs: [IssueID] = []
        }

        extension Milestone: Codable {
          private enum CodingKeys: String, CodingKey { case title, schedule, issues }
          private enum ScheduleKeys: String, CodingKey { case due }

          public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            title = try container.decode(String.self, forKey: .title)
            let schedule = try container.nestedContainer(keyedBy: ScheduleKeys.self, forKey: .schedule)
            due = try schedule.decodeIfPresent(Date.self, forKey: .due)
            issueIDs = try container.decodeIfPresent([IssueID].self, forKey: .issues) ?? []
          }

          public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(title, forKey: .title)
            var schedule = container.nestedContainer(keyedBy: ScheduleKeys.self, forKey: .schedule)
            try schedule.encodeIfPresent(due, forKey: .due)
            if !issueIDs.isEmpty { try container.encode(issueIDs, forKey: .issues) }
          }
        }

        public enum TrackerError: Error, Equatable {
          case notFound(IssueID)
          case alreadyClosed(IssueID, reason: String)
        }

        public struct ValidationError: Error, CustomStringConvertible {
          public var code: Int
          public var field: String
          public var description: String { "\(code): \(field)" }
        }

        public struct Page<Item: Codable & Equatable>: Codable, Equatable {
          public var items: [Item]
          public var next: String?
        }

        public indirect enum IssueFilter: Codable, Equatable {
          case label(LabelName)
          case status(String)
          case both(IssueFilter, IssueFilter)
          case not(IssueFilter)

          public func matches(_ issue: Issue) -> Bool {
            switch self {
            case .label(let name): return issue.labels.contains { $0.name == name }
            case .status(let name):
              switch issue.status {
              case .open: return name == "open"
              case .closed: return name == "closed"
              case .duplicate: return name == "duplicate"
              }
            case .both(let lhs, let rhs): return lhs.matches(issue) && rhs.matches(issue)
            case .not(let inner): return !inner.matches(issue)
            }
          }
        }

        public enum API {
          public static let version = "v3"

          public struct Endpoint: Hashable {
            public var path: String
            public var method: Method = .get

            public enum Method: String, Hashable {
              case get = "GET", post = "POST"
            }
          }
        }

        public struct Tracker {
          public private(set) var issues: [Issue] = []
          public var milestones: [Milestone] = []
          var slugs: [Slug] = []
          private var nextID = 1

          public init() {}

          @discardableResult
          public mutating func open(_ title: String, body: String = "", by user: User? = nil) -> IssueID {
            let id = IssueID(rawValue: nextID)
            nextID += 1
            slugs.append(Slug(rawValue: title.lowercased().replacingOccurrences(of: " ", with: "-")))
            issues.append(
              Issue(id: id, title: title, body: body, assignee: user,
                    created: Date(timeIntervalSince1970: 1_700_000_000 + Double(id.rawValue))))
            return id
          }

          public mutating func close(_ id: IssueID, reason: String) throws {
            guard let index = issues.firstIndex(where: { $0.id == id }) else {
              throw TrackerError.notFound(id)
            }
            if case .closed(let earlier) = issues[index].status {
              throw TrackerError.alreadyClosed(id, reason: earlier)
            }
            issues[index].status = .closed(reason: reason)
          }

          public mutating func label(_ id: IssueID, _ label: Label) {
            guard let index = issues.firstIndex(where: { $0.id == id }) else { return }
            issues[index].labels.append(label)
          }

          public func validate(_ issue: Issue) throws {
            if issue.title.isEmpty { throw ValidationError(code: 422, field: "title") }
          }

          public func issues(matching filter: IssueFilter) -> [IssueID] {
            issues.filter(filter.matches).map(\.id)
          }
        }
        """#,
      scenario: #"""
        var tracker = Tracker()
        let ann = User(login: "ann", isAdmin: true)
        let first = tracker.open("Crash on launch", body: "  steps  ", by: ann)
        let second = tracker.open("Typo")
        tracker.label(first, Label(name: LabelName(rawValue: "bug"), color: "#ff0000"))
        r.check("ids", [first.description, second.description])
        r.check("slugs", tracker.slugs.map(\.rawValue))
        r.roundTrip("slug", Slug(rawValue: "s"))
        r.check("slug from raw", Slug(rawValue: "a") == Slug.init(rawValue:)("a"))
        r.check("body trimmed", tracker.issues[0].body)
        r.encode("first issue", tracker.issues[0])
        r.roundTrip("second issue", tracker.issues[1])
        r.decode("issue from server", Issue.self,
          #"{"id":9,"title":"T","body":" b ","labels":[],"status":{"open":{}},"priority":2,"created_at":0}"#)
        r.decode("issue missing date", Issue.self, #"{"id":9,"title":"T","body":"b","labels":[],"status":{"open":{}},"priority":2}"#)
        do {
          try tracker.close(first, reason: "fixed")
          try tracker.close(first, reason: "again")
        } catch {
          r.check("close twice", error)
          r.check("close twice equal", error as? TrackerError == .alreadyClosed(first, reason: "fixed"))
        }
        do {
          try tracker.close(IssueID(rawValue: 99), reason: "x")
        } catch {
          r.check("missing", String(describing: error))
        }
        do {
          try tracker.validate(Issue(id: IssueID(rawValue: 5), title: "", created: Date(timeIntervalSince1970: 0)))
        } catch let error as ValidationError {
          r.check("validation", [String(describing: error), "\(error.code)", error.localizedDescription.isEmpty.description])
        } catch {
          r.check("unexpected", error)
        }
        let bug = IssueFilter.label(LabelName(rawValue: "bug"))
        r.check("filter bug", tracker.issues(matching: bug))
        r.check("filter open", tracker.issues(matching: .both(.status("open"), .not(bug))))
        r.roundTrip("filter", IssueFilter.both(.not(.status("closed")), bug))
        var milestone = Milestone(title: "1.0", due: Date(timeIntervalSince1970: 1_800_000_000))
        milestone.issueIDs = tracker.issues.map(\.id)
        tracker.milestones.append(milestone)
        r.roundTrip("milestone", milestone)
        r.decode("milestone without due", Milestone.self, #"{"title":"2.0","schedule":{}}"#)
        r.roundTrip("user", ann)
        r.decode("user from server", User.self, #"{"login":"bo","site_admin":false}"#)
        let page = Page(items: tracker.issues.map(\.title), next: "cursor")
        r.roundTrip("page", page)
        r.decode("page of labels", Page<Label>.self, #"{"items":[{"name":"ui","color":"000000"}]}"#)
        r.check("priorities", IssuePriority.allCases.sorted(by: >).map(\.rawValue))
        r.check("endpoint", [API.version, API.Endpoint(path: "/issues").method.rawValue])
        r.check("endpoints equal", API.Endpoint(path: "/a") == API.Endpoint(path: "/a", method: .get))
        r.check("label set", Set([Label(name: LabelName(rawValue: "x")), Label(name: LabelName(rawValue: "x"))]).count)
        r.reflect("issue", tracker.issues[1])
        r.reflect("user", ann)
        r.reflect("milestone", milestone)
        r.reflect("statuses", tracker.issues.map(\.status))
        r.reflect("page", page)
        r.reflect("endpoint", API.Endpoint(path: "/issues", method: .post))
        """#,
      expectedWarnings: [
        "'body' is not observed because it has the property wrapper '@TrimmedText'"
      ],
      annotatesEveryType: true)
  ]
}
