import ObservableStructs
import Observation

// Written by hand: the expansion of the declaration below, in the accessor shape of the
// Composable Architecture's expansion (`registrar.mutate`, `willModify`/`didModify` with the
// subject), which the runtime still supports. The generator writes a faster shape with the
// same behaviour; the plugin-generated and macro-expanded test targets run these tests on it.
//
//
//   @ObservableState
//   struct Parent: Equatable {
//     var child: Child = Child()
//     var optional: Child? = nil
//     var rows: [Child] = []
//     var destination: Destination = .none
//     var name: String = ""
//     var isOn: Bool = false
//   }

struct Parent: Equatable {
  var child: Child = Child() {
    @storageRestrictions(initializes: _child)
    init(initialValue) { _child = _$placed(initialValue) }
    get { observedRead(\.child, _child) }
    set {
      _$observationRegistrar.mutate(
        self, keyPath: \.child, &_child, newValue, _$isIdentityEqual, shouldNotifyObservers)
    }
    _modify {
      let oldValue = _$observationRegistrar.willModify(self, keyPath: \.child, &_child)
      defer { _$observationRegistrar.didModify(self, keyPath: \.child, &_child, oldValue) }
      yield &_child
    }
  }
  private var _child: Child

  var optional: Child? = nil {
    @storageRestrictions(initializes: _optional)
    init(initialValue) { _optional = _$placed(initialValue) }
    get { observedRead(\.optional, _optional) }
    set {
      _$observationRegistrar.mutate(
        self, keyPath: \.optional, &_optional, newValue, _$isIdentityEqual, shouldNotifyObservers)
    }
    _modify {
      let oldValue = _$observationRegistrar.willModify(self, keyPath: \.optional, &_optional)
      defer { _$observationRegistrar.didModify(self, keyPath: \.optional, &_optional, oldValue) }
      yield &_optional
    }
  }
  private var _optional: Child?

  var rows: [Child] = [] {
    @storageRestrictions(initializes: _rows)
    init(initialValue) { _rows = _$placed(initialValue) }
    get { observedRead(\.rows, _rows) }
    set {
      _$observationRegistrar.mutate(
        self, keyPath: \.rows, &_rows, newValue, _$isIdentityEqual, shouldNotifyObservers)
    }
    _modify {
      let oldValue = _$observationRegistrar.willModify(self, keyPath: \.rows, &_rows)
      defer { _$observationRegistrar.didModify(self, keyPath: \.rows, &_rows, oldValue) }
      yield &_rows
    }
  }
  private var _rows: [Child]

  var destination: Destination = .none {
    @storageRestrictions(initializes: _destination)
    init(initialValue) { _destination = _$placed(initialValue) }
    get { observedRead(\.destination, _destination) }
    set {
      _$observationRegistrar.mutate(
        self, keyPath: \.destination, &_destination, newValue, _$isIdentityEqual,
        shouldNotifyObservers)
    }
    _modify {
      let oldValue = _$observationRegistrar.willModify(self, keyPath: \.destination, &_destination)
      defer {
        _$observationRegistrar.didModify(self, keyPath: \.destination, &_destination, oldValue)
      }
      yield &_destination
    }
  }
  private var _destination: Destination

  var name: String = "" {
    @storageRestrictions(initializes: _name)
    init(initialValue) { _name = _$placed(initialValue) }
    get { observedRead(\.name, _name) }
    set {
      _$observationRegistrar.mutate(
        self, keyPath: \.name, &_name, newValue, _$isIdentityEqual, shouldNotifyObservers)
    }
    _modify {
      let oldValue = _$observationRegistrar.willModify(self, keyPath: \.name, &_name)
      defer { _$observationRegistrar.didModify(self, keyPath: \.name, &_name, oldValue) }
      yield &_name
    }
  }
  private var _name: String

  var isOn: Bool = false {
    @storageRestrictions(initializes: _isOn)
    init(initialValue) { _isOn = _$placed(initialValue) }
    get { observedRead(\.isOn, _isOn) }
    set {
      _$observationRegistrar.mutate(
        self, keyPath: \.isOn, &_isOn, newValue, _$isIdentityEqual, shouldNotifyObservers)
    }
    _modify {
      let oldValue = _$observationRegistrar.willModify(self, keyPath: \.isOn, &_isOn)
      defer { _$observationRegistrar.didModify(self, keyPath: \.isOn, &_isOn, oldValue) }
      yield &_isOn
    }
  }
  private var _isOn: Bool

  var _$observationRegistrar = ObservableStructs.ObservationStateRegistrar()
}

extension Parent: HandWrittenObservableState {}
