import ObservableStructs
import Observation

// Written by hand: the expansion of the declaration below, in the accessor shape of the
// Composable Architecture's expansion, like the other hand-written types of this target.
//
//   @ObservableState
//   struct Navigator {
//     var current: Destination? = .text("start")
//     var stack: [Destination] = []
//   }

struct Navigator {
  var current: Destination? = .text("start") {
    @storageRestrictions(initializes: _current)
    init(initialValue) { _current = _$placed(initialValue) }
    get { observedRead(\.current, _current) }
    set {
      _$observationRegistrar.mutate(
        self, keyPath: \.current, &_current, newValue, _$isIdentityEqual, shouldNotifyObservers)
    }
    _modify {
      let oldValue = _$observationRegistrar.willModify(self, keyPath: \.current, &_current)
      defer { _$observationRegistrar.didModify(self, keyPath: \.current, &_current, oldValue) }
      yield &_current
    }
  }
  // Spelled `Optional<…>`: a `T?` storage would start as `nil`, not as the initial value.
  private var _current: Optional<Destination>

  var stack: [Destination] = [] {
    @storageRestrictions(initializes: _stack)
    init(initialValue) { _stack = _$placed(initialValue) }
    get { observedRead(\.stack, _stack) }
    set {
      _$observationRegistrar.mutate(
        self, keyPath: \.stack, &_stack, newValue, _$isIdentityEqual, shouldNotifyObservers)
    }
    _modify {
      let oldValue = _$observationRegistrar.willModify(self, keyPath: \.stack, &_stack)
      defer { _$observationRegistrar.didModify(self, keyPath: \.stack, &_stack, oldValue) }
      yield &_stack
    }
  }
  private var _stack: [Destination]

  var _$observationRegistrar = ObservableStructs.ObservationStateRegistrar()
}

extension Navigator: HandWrittenObservableState {}
