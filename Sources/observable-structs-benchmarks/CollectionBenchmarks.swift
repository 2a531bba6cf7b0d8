import ObservableStructs

/// Element mutation, append/remove and one copy-on-write copy on an array of observable
/// structs held by an observable struct.
func collectionBenchmarks(_ report: Report) {
  var identityAware: [Int: Double] = [:]
  for count in [100, 1_000, 10_000] {
    let iterations = count >= 10_000 ? 20_000 : 200_000
    var list = MacroList(rows: (0..<count).map { MacroRow(id: $0) })
    let (element, copy) = timeRowEdits(report, "array N=\(count)", &list, iterations: iterations)
    if count == 10_000 {
      report.goal("element += vs one COW copy (N=10,000)", ratio: element / copy, bound: 0.25)
      plainArrayWriteBackMechanisms(report, rows: list.rows, copy: copy)
    }
    var stateList = MacroStateList(rows: ObservableStateArray((0..<count).map { MacroRow(id: $0) }))
    identityAware[count] =
      timeRowEdits(
        report, "ObservableStateArray N=\(count)", &stateList, iterations: iterations
      ).element
  }
  if let small = identityAware[100], let large = identityAware[10_000] {
    report.goal("ObservableStateArray element += N=10,000 vs N=100", ratio: large / small, bound: 2)
  }
}

/// A list holder whose rows the collection benchmarks edit, whatever collection holds them.
protocol BenchmarkedRowList {
  /// The collection of rows.
  associatedtype Rows: RandomAccessCollection & MutableCollection & RangeReplaceableCollection
  where Rows.Element == MacroRow, Rows.Index == Int

  /// The rows every edit goes through.
  var rows: Rows { get set }
}

extension MacroList: BenchmarkedRowList {}
extension MacroStateList: BenchmarkedRowList {}

/// Times one element edit, one append and remove, and one copy-on-write copy of `list`'s rows,
/// adding a row for each to `group` (the benchmark is compiled as one module, so each call is
/// specialized for its list's type); returns the element edit's and the copy's times.
private func timeRowEdits<List: BenchmarkedRowList>(
  _ report: Report, _ group: String, _ list: inout List, iterations: Int
) -> (element: Double, copy: Double) {
  let count = list.rows.count
  var index = 0
  let element = report.add(
    group, "list.rows[i].value += 1",
    bestNanoseconds(iterations: iterations) {
      list.rows[index].value += 1
      index = index + 1 == count ? 0 : index + 1
    })
  report.add(
    group, "append + removeLast",
    bestNanoseconds(iterations: iterations) {
      list.rows.append(MacroRow(id: -1))
      list.rows.removeLast()
    })
  let rows = list.rows
  let copy = report.add(
    group, "one copy-on-write copy",
    bestNanoseconds(iterations: max(200, iterations / 50)) {
      var copy = rows
      copy[0].value = 1
      blackHole(copy)
    })
  blackHole(list)
  return (element, copy)
}

/// What seeing a changed copy assigned to an element of a plain `[Row]` property
/// (`list.rows[0] = copy`) would cost each element edit, with the two mechanisms that could see
/// it: renewing every element's identity before the edit (a copy then carries an old one), or
/// keeping the array across the edit to compare the elements afterwards. Neither is in the
/// accessor: both cost more than a quarter of one copy of the array per element edit.
private func plainArrayWriteBackMechanisms(_ report: Report, rows: [MacroRow], copy: Double) {
  let count = rows.count
  var renewed = rows
  var index = 0
  let renewing = report.add(
    "[Row] N=\(count) copy write-back", "edit + renew every identity (mechanism A)",
    bestNanoseconds(iterations: 200) {
      for position in renewed.indices { renewed[position]._$willModify() }
      renewed[index].value += 1
      index = index + 1 == count ? 0 : index + 1
    })
  var kept = rows
  let keeping = report.add(
    "[Row] N=\(count) copy write-back", "edit + keep the array to compare (mechanism B)",
    bestNanoseconds(iterations: 200) {
      let before = kept
      kept[index].value += 1
      blackHole(before[index].value == kept[index].value)
      index = index + 1 == count ? 0 : index + 1
    })
  report.goal("[Row] edit + mechanism A vs one COW copy", ratio: renewing / copy, bound: 0.25)
  report.goal("[Row] edit + mechanism B vs one COW copy", ratio: keeping / copy, bound: 0.25)
  blackHole((renewed, kept))
}
