import ObservableStructs
import Observation

// Written by hand: the expansion of the declarations below, like the other hand-written types
// of this target.
//
//   @ObservableState
//   enum Route: Equatable {
//     case push(Child, Bool)
//     case sheet(Bool, Child)
//     case cover(flag: Bool, title: String, screen: Child)
//     case home
//   }
//
//   @ObservableState
//   struct RouteHolder {
//     var route: Route = .home
//   }

enum Route: Equatable {
  case push(Child, Bool)
  case sheet(Bool, Child)
  case cover(flag: Bool, title: String, screen: Child)
  case home

  /// The value's structural identity: the case's values' identities, combined and tagged.
  public var _$id: ObservableStructs.ObservableStateID {
    switch self {
    case let .push(_0, _1):
      return ObservableStructs._$id(for: _0)._$combined(with: ObservableStructs._$id(for: _1))
        ._$tag(0)
    case let .sheet(_0, _1):
      return ObservableStructs._$id(for: _0)._$combined(with: ObservableStructs._$id(for: _1))
        ._$tag(1)
    case let .cover(_0, _1, _2):
      return ObservableStructs._$id(for: _0)._$combined(with: ObservableStructs._$id(for: _1))
        ._$combined(with: ObservableStructs._$id(for: _2))._$tag(2)
    case .home:
      return ObservableStructs.ObservableStateID._$payloadless._$tag(3)
    }
  }

  /// Gives every observable value of the case a new identity.
  public mutating func _$willModify() {
    switch self {
    case var .push(_0, _1):
      ObservableStructs._$willModify(&_0)
      ObservableStructs._$willModify(&_1)
      self = .push(_0, _1)
    case var .sheet(_0, _1):
      ObservableStructs._$willModify(&_0)
      ObservableStructs._$willModify(&_1)
      self = .sheet(_0, _1)
    case var .cover(_0, _1, _2):
      ObservableStructs._$willModify(&_0)
      ObservableStructs._$willModify(&_1)
      ObservableStructs._$willModify(&_2)
      self = .cover(flag: _0, title: _1, screen: _2)
    case .home:
      break
    }
  }
}

extension Route: ObservableStructs.ObservableState, Observation.Observable {}

struct RouteHolder {
  var route: Route = .home {
    @storageRestrictions(initializes: _route)
    init(initialValue) { _route = _$placed(initialValue) }
    get { observedRead(\.route, _route) }
    set {
      _$observationRegistrar.mutate(
        self, keyPath: \.route, &_route, newValue, _$isIdentityEqual, shouldNotifyObservers)
    }
    _modify {
      let oldValue = _$observationRegistrar.willModify(self, keyPath: \.route, &_route)
      defer { _$observationRegistrar.didModify(self, keyPath: \.route, &_route, oldValue) }
      yield &_route
    }
  }
  private var _route: Route

  var _$observationRegistrar = ObservableStructs.ObservationStateRegistrar()
}

extension RouteHolder: HandWrittenObservableState {}
