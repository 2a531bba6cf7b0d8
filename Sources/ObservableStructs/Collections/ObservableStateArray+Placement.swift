// Elements inserted into an `ObservableStateArray`, or put in place of others, are stored into
// a new place: one whose registrar belongs to another place (a copy of a row held elsewhere, a
// detail screen's value appended to a list) gets a registrar of its own, so editing it through
// the array tells only the array's readers (see `ValuePlacement.swift`).

extension ObservableStateArray {
  /// `newValue`, placed in this array instead of `oldValue`.
  @inlinable
  static func placed(_ newValue: Element, replacing oldValue: Element) -> Element {
    var newValue = newValue
    _placeObservable(&newValue, replacing: oldValue)
    return newValue
  }
}
