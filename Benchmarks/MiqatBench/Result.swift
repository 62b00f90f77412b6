/// One row of the report: a measurement's name and unit, its best figure (`min`: the lowest, or the highest
/// where higher is better) and its median, over `runs` runs; `--json` prints the rows as they are.
struct Result: Codable {
    let name: String
    let unit: String
    let min: Double
    let median: Double
    let runs: Int
}
