import ObservableStructs
import Observation

// Written by hand: the expansion of
//
//   @ObservableState
//   struct Board {
//     var rows: ObservableStateArray<Row> = []
//     var list: [Row] = []
//     var detail: Row? = nil
//     var destination: Destination = .none
//     var title: String = ""
//   }

struct Board {
  var rows: ObservableStateArray<Row> = [] {
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
  private var _rows: ObservableStateArray<Row>

  var list: [Row] = [] {
    @storageRestrictions(initializes: _list)
    init(initialValue) { _list = _$placed(initialValue) }
    get { observedRead(\.list, _list) }
    set {
      _$observationRegistrar.mutate(
        self, keyPath: \.list, &_list, newValue, _$isIdentityEqual, shouldNotifyObservers)
    }
    _modify {
      let oldValue = _$observationRegistrar.willModify(self, keyPath: \.list, &_list)
      defer { _$observationRegistrar.didModify(self, keyPath: \.list, &_list, oldValue) }
      yield &_list
    }
  }
  private var _list: [Row]

  var detail: Row? = nil {
    @storageRestrictions(initializes: _detail)
    init(initialValue) { _detail = _$placed(initialValue) }
    get { observedRead(\.detail, _detail) }
    set {
      _$observationRegistrar.mutate(
        self, keyPath: \.detail, &_detail, newValue, _$isIdentityEqual, shouldNotifyObservers)
    }
    _modify {
      let oldValue = _$observationRegistrar.willModify(self, keyPath: \.detail, &_detail)
      defer { _$observationRegistrar.didModify(self, keyPath: \.detail, &_detail, oldValue) }
      yield &_detail
    }
  }
  private var _detail: Row?

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

  var title: String = "" {
    @storageRestrictions(initializes: _title)
    init(initialValue) { _title = _$placed(initialValue) }
    get { observedRead(\.title, _title) }
    set {
      _$observationRegistrar.mutate(
        self, keyPath: \.title, &_title, newValue, _$isIdentityEqual, shouldNotifyObservers)
    }
    _modify {
      let oldValue = _$observationRegistrar.willModify(self, keyPath: \.title, &_title)
      defer { _$observationRegistrar.didModify(self, keyPath: \.title, &_title, oldValue) }
      yield &_title
    }
  }
  private var _title: String

  var _$observationRegistrar = ObservableStructs.ObservationStateRegistrar()
}

extension Board: HandWrittenObservableState {}
