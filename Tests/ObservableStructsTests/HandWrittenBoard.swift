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
    init(initialValue) {
      _rows = _$placed(initialValue)
    }
    get {
      _$observationRegistrar.access(self, keyPath: \.rows)
      return _rows
    }
    set {
      _$observationRegistrar.mutate(
        self, keyPath: \.rows, &_rows, newValue, _$isIdentityEqual, shouldNotifyObservers)
    }
    _modify {
      let oldValue = _$observationRegistrar.willModify(self, keyPath: \.rows, &_rows)
      defer {
        _$observationRegistrar.didModify(self, keyPath: \.rows, &_rows, oldValue)
      }
      yield &_rows
    }
  }
  private var _rows: ObservableStateArray<Row>

  var list: [Row] = [] {
    @storageRestrictions(initializes: _list)
    init(initialValue) {
      _list = _$placed(initialValue)
    }
    get {
      _$observationRegistrar.access(self, keyPath: \.list)
      return _list
    }
    set {
      _$observationRegistrar.mutate(
        self, keyPath: \.list, &_list, newValue, _$isIdentityEqual, shouldNotifyObservers)
    }
    _modify {
      let oldValue = _$observationRegistrar.willModify(self, keyPath: \.list, &_list)
      defer {
        _$observationRegistrar.didModify(self, keyPath: \.list, &_list, oldValue)
      }
      yield &_list
    }
  }
  private var _list: [Row]

  var detail: Row? = nil {
    @storageRestrictions(initializes: _detail)
    init(initialValue) {
      _detail = _$placed(initialValue)
    }
    get {
      _$observationRegistrar.access(self, keyPath: \.detail)
      return _detail
    }
    set {
      _$observationRegistrar.mutate(
        self, keyPath: \.detail, &_detail, newValue, _$isIdentityEqual, shouldNotifyObservers)
    }
    _modify {
      let oldValue = _$observationRegistrar.willModify(self, keyPath: \.detail, &_detail)
      defer {
        _$observationRegistrar.didModify(self, keyPath: \.detail, &_detail, oldValue)
      }
      yield &_detail
    }
  }
  private var _detail: Row?

  var destination: Destination = .none {
    @storageRestrictions(initializes: _destination)
    init(initialValue) {
      _destination = _$placed(initialValue)
    }
    get {
      _$observationRegistrar.access(self, keyPath: \.destination)
      return _destination
    }
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
    init(initialValue) {
      _title = _$placed(initialValue)
    }
    get {
      _$observationRegistrar.access(self, keyPath: \.title)
      return _title
    }
    set {
      _$observationRegistrar.mutate(
        self, keyPath: \.title, &_title, newValue, _$isIdentityEqual, shouldNotifyObservers)
    }
    _modify {
      let oldValue = _$observationRegistrar.willModify(self, keyPath: \.title, &_title)
      defer {
        _$observationRegistrar.didModify(self, keyPath: \.title, &_title, oldValue)
      }
      yield &_title
    }
  }
  private var _title: String

  var _$observationRegistrar = ObservableStructs.ObservationStateRegistrar()

  /// The value's structural identity.
  public var _$id: ObservableStructs.ObservableStateID {
    _$observationRegistrar.id
  }

  /// Gives the value a new identity.
  public mutating func _$willModify() {
    _$observationRegistrar._$willModify()
  }

  private nonisolated func shouldNotifyObservers<Member>(_ lhs: Member, _ rhs: Member) -> Bool {
    true
  }

  private nonisolated func shouldNotifyObservers<Member: Equatable>(
    _ lhs: Member, _ rhs: Member
  ) -> Bool {
    lhs != rhs
  }

  private nonisolated func shouldNotifyObservers<Member: AnyObject>(
    _ lhs: Member, _ rhs: Member
  ) -> Bool {
    lhs !== rhs
  }

  private nonisolated func shouldNotifyObservers<Member: Equatable & AnyObject>(
    _ lhs: Member, _ rhs: Member
  ) -> Bool {
    lhs != rhs
  }
}

extension Board: ObservableStructs.ObservableState, Observation.Observable {}
