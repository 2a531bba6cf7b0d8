import ObservableStructs
import Observation

// Written by hand: the expansion of the declaration below, in the accessor shape of the
// Composable Architecture's expansion (`registrar.mutate`, `willModify`/`didModify` with the
// subject), which the runtime still supports. The generator writes a faster shape with the
// same behaviour; the plugin-generated and macro-expanded test targets run these tests on it.
//
//
//   @ObservableState
//   struct Child: Codable, Hashable {
//     var count = 0
//     var label = ""
//   }

struct Child: Codable, Hashable {
  var count: Int = 0 {
    @storageRestrictions(initializes: _count)
    init(initialValue) { _count = _$placed(initialValue) }
    get { observedRead(\.count, _count) }
    set {
      _$observationRegistrar.mutate(
        self, keyPath: \.count, &_count, newValue, _$isIdentityEqual, shouldNotifyObservers)
    }
    _modify {
      let oldValue = _$observationRegistrar.willModify(self, keyPath: \.count, &_count)
      defer { _$observationRegistrar.didModify(self, keyPath: \.count, &_count, oldValue) }
      yield &_count
    }
  }
  private var _count: Int

  var label: String = "" {
    @storageRestrictions(initializes: _label)
    init(initialValue) { _label = _$placed(initialValue) }
    get { observedRead(\.label, _label) }
    set {
      _$observationRegistrar.mutate(
        self, keyPath: \.label, &_label, newValue, _$isIdentityEqual, shouldNotifyObservers)
    }
    _modify {
      let oldValue = _$observationRegistrar.willModify(self, keyPath: \.label, &_label)
      defer { _$observationRegistrar.didModify(self, keyPath: \.label, &_label, oldValue) }
      yield &_label
    }
  }
  private var _label: String

  mutating func reset() {
    // What the expansion adds to a mutating method that assigns `self`: observers of the
    // replaced value hear of it even when nothing owns the value.
    let _$previousRegistrar = _$observationRegistrar
    defer {
      if _$previousRegistrar._$isReplaced(by: _$observationRegistrar) {
        _$previousRegistrar._$didReplace(self, keyPath: \.count)
        _$previousRegistrar._$didReplace(self, keyPath: \.label)
      }
    }
    self = Child()
  }

  mutating func replace(with other: Child) {
    let _$previousRegistrar = _$observationRegistrar
    defer {
      if _$previousRegistrar._$isReplaced(by: _$observationRegistrar) {
        _$previousRegistrar._$didReplace(self, keyPath: \.count)
        _$previousRegistrar._$didReplace(self, keyPath: \.label)
      }
    }
    self = other
  }

  var _$observationRegistrar = ObservableStructs.ObservationStateRegistrar()

  private enum CodingKeys: String, CodingKey {
    case _count = "count"
    case _label = "label"
  }
}

extension Child: HandWrittenObservableState {}
