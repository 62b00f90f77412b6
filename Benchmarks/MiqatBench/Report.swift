import Foundation

/// Prints the results: as JSON with `--json` (sorted keys, for scripts), else as the table of
/// Benchmarks/README.md.
func report(_ results: [Result], json: Bool) throws {
    if json {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        print(String(decoding: try encoder.encode(results), as: UTF8.self))
    } else {
        print(
            "benchmark".padding(toLength: 62, withPad: " ", startingAt: 0) + "min".leftPad(14) + "median".leftPad(14)
                + "  unit")
        for r in results {
            print(
                r.name.padding(toLength: 62, withPad: " ", startingAt: 0) + format(r.min).leftPad(14)
                    + format(r.median).leftPad(14) + "  " + r.unit)
        }
    }
}

/// A figure as the table prints it: whole above 1,000, one decimal below.
func format(_ v: Double) -> String { v >= 1000 ? String(format: "%.0f", v) : String(format: "%.1f", v) }

extension String {
    /// The string right-aligned in `n` columns (as it is where longer).
    func leftPad(_ n: Int) -> String { count >= n ? self : String(repeating: " ", count: n - count) + self }
}
