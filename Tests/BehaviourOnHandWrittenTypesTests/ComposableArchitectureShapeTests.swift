import ObservableStructs
import ObservableStructsTestSupport
import Observation
import XCTest

// Accessors written by hand in the shape the Composable Architecture's `@ObservableState`
// expands to, calling only what its runtime offers (`mutate` without a change test,
// `willModify`/`didModify` with `_$isIdentityEqual`, the static `ObservableStateID._$id(for:)`).
// They compile against this runtime unchanged and behave by its rules.

private struct Screen {
  var title: String = "" {
    @storageRestrictions(initializes: _title)
    init(initialValue) { _title = initialValue }
    get {
      _$observationRegistrar.access(self, keyPath: \.title)
      return _title
    }
    set {
      _$observationRegistrar.mutate(self, keyPath: \.title, &_title, newValue, _$isIdentityEqual)
    }
    _modify {
      let oldValue = _$observationRegistrar.willModify(self, keyPath: \.title, &_title)
      defer {
        _$observationRegistrar.didModify(
          self, keyPath: \.title, &_title, oldValue, _$isIdentityEqual)
      }
      yield &_title
    }
  }
  private var _title: String

  var sheet: Sheet = .closed {
    @storageRestrictions(initializes: _sheet)
    init(initialValue) { _sheet = initialValue }
    get {
      _$observationRegistrar.access(self, keyPath: \.sheet)
      return _sheet
    }
    set {
      _$observationRegistrar.mutate(self, keyPath: \.sheet, &_sheet, newValue, _$isIdentityEqual)
    }
    _modify {
      let oldValue = _$observationRegistrar.willModify(self, keyPath: \.sheet, &_sheet)
      defer {
        _$observationRegistrar.didModify(
          self, keyPath: \.sheet, &_sheet, oldValue, _$isIdentityEqual)
      }
      yield &_sheet
    }
  }
  private var _sheet: Sheet

  var _$observationRegistrar = ObservationStateRegistrar()
  var _$id: ObservableStateID { _$observationRegistrar.id }
  mutating func _$willModify() { _$observationRegistrar._$willModify() }
}

extension Screen: ObservableState, Observable {}

private struct Page {
  var title: String = "" {
    @storageRestrictions(initializes: _title)
    init(initialValue) { _title = initialValue }
    get {
      _$observationRegistrar.access(self, keyPath: \.title)
      return _title
    }
    set {
      _$observationRegistrar.mutate(self, keyPath: \.title, &_title, newValue, _$isIdentityEqual)
    }
    _modify {
      let oldValue = _$observationRegistrar.willModify(self, keyPath: \.title, &_title)
      defer {
        _$observationRegistrar.didModify(
          self, keyPath: \.title, &_title, oldValue, _$isIdentityEqual)
      }
      yield &_title
    }
  }
  private var _title: String

  var _$observationRegistrar = ObservationStateRegistrar()
  var _$id: ObservableStateID { _$observationRegistrar.id }
  mutating func _$willModify() { _$observationRegistrar._$willModify() }
}

extension Page: ObservableState, Observable {}

private enum Sheet {
  case open(Page)
  case closed

  var _$id: ObservableStateID {
    switch self {
    case let .open(page): return ObservableStateID._$id(for: page)._$tag(0)
    case .closed: return ObservableStateID()._$tag(1)
    }
  }

  mutating func _$willModify() {
    switch self {
    case var .open(page):
      ObservableStructs._$willModify(&page)
      self = .open(page)
    case .closed: break
    }
  }
}

extension Sheet {
  var openPageTitle: String? {
    if case .open(let page) = self { page.title } else { nil }
  }

  mutating func retitle(_ title: String) {
    if case .open(var page) = self {
      page.title = title
      self = .open(page)
    }
  }
}

extension Sheet: ObservableState, Observable {}

final class ComposableArchitectureShapeTests: XCTestCase {
  func testSettingAPlainPropertyNotifiesItsReaders() {
    var screen = Screen()
    let probe = track { _ = screen.title }
    screen.title += "a"
    XCTAssertTrue(probe.fired)
  }

  func testEditingAnEnumPayloadInPlaceDoesNotNotifyTheEnumReaders() {
    var screen = Screen(sheet: .open(Page()))
    let sheetProbe = track { _ = screen.sheet }
    let titleProbe = track { _ = screen.sheet.openPageTitle }
    screen.sheet.retitle("x")
    XCTAssertTrue(titleProbe.fired)
    XCTAssertFalse(sheetProbe.fired)
    screen.sheet = .open(Page())
    XCTAssertTrue(sheetProbe.fired, "a payload of another identity notifies")
  }

  func testTheStaticIdentityOfAnObservableValueIsItsOwn() {
    let screen = Screen()
    XCTAssertEqual(ObservableStateID._$id(for: screen), screen._$id)
    var id = screen._$id
    id._$willModify()
    XCTAssertNotEqual(id, screen._$id)
  }
}
