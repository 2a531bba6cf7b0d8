import ObservableStructs
import Observation

// Written by hand: the expansion of
//
//   @ObservableState
//   struct Row: Identifiable, Equatable, Codable {
//     let id: Int
//     var count: Int = 0
//     var title: String = ""
//   }

struct Row: Identifiable, Equatable, Codable {
  let id: Int

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

  private enum CodingKeys: String, CodingKey {
    case id
    case _count = "count"
    case _title = "title"
  }
}

extension Row: HandWrittenObservableState {}
