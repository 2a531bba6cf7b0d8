import ObservableStructs
import Observation

// Written by hand: the expansion of the declaration below, in the accessor shape of the
// Composable Architecture's expansion (`registrar.mutate`, `willModify`/`didModify` with the
// subject), which the runtime still supports. The generator writes a faster shape with the
// same behaviour; the plugin-generated and macro-expanded test targets run these tests on it.
//
//
//   @ObservableState
//   enum Destination: Equatable {
//     case child(Child)
//     case text(String)
//     case none
//   }

enum Destination: Equatable {
  case child(Child)
  case text(String)
  case none

  /// The value's structural identity.
  public var _$id: ObservableStructs.ObservableStateID {
    switch self {
    case let .child(_0):
      return ObservableStructs._$id(for: _0)._$tag(0)
    case let .text(_0):
      return ObservableStructs._$id(for: _0)._$tag(1)
    case .none:
      return ObservableStructs.ObservableStateID._$payloadless._$tag(2)
    }
  }

  /// Gives the value a new identity.
  public mutating func _$willModify() {
    switch self {
    case var .child(_0):
      ObservableStructs._$willModify(&_0)
      self = .child(_0)
    case var .text(_0):
      ObservableStructs._$willModify(&_0)
      self = .text(_0)
    case .none:
      break
    }
  }
}

extension Destination: ObservableStructs.ObservableState, Observation.Observable {}
