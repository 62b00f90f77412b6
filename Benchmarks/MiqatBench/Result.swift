/// One row of the report: a measurement's name and unit, its best figure (`min`: the lowest, or the highest
/// where higher is better) and its median, over `runs` runs; `--json` prints the rows as they are.
struct Result: Codable {
    let name: String
    let unit: String
    let min: Double
    let median: Double
    let runs: Int
}

extension Result {
    /// A row from `sorted` samples (ascending, at least one): the first as the best, the middle as the median.
    init(name: String, unit: String, sorted: [Double]) {
        self.init(name: name, unit: unit, min: sorted[0], median: sorted[sorted.count / 2], runs: sorted.count)
    }
}
