import Miqat

/// Benchmarks 1 and 2: a year at Albertslund, `repeats` times, in `settings`' model: the bulk path's cost,
/// nanoseconds per location-day.
@MainActor func oneYear(_ name: String, _ settings: CalculationSettings) -> Result? {
    measure(name, unit: "ns/location-day", runs: runs, { $0 / Double(365 * repeats) }) {
        for _ in 0..<repeats {
            let year = try! Timetable(from: january1, days: 365, at: albertslund, in: copenhagen, settings: settings)
            sink += year.instant(day: 200, .isha) ?? 0
        }
    }
}
