import Foundation
import Miqat

/// The child modes, run in a fresh process by the parent for benchmarks 6, 7 and 9 (what a process's first
/// calls cost cannot be measured in a process that has made them): `empty` (the libraries loaded, nothing
/// done), `first MODEL` (one call: all eleven times of a day), `oneday MODEL N` (N one-day calls on successive
/// dates, every time read; prints nanoseconds per call and the peak memory). Exits when done.
func runChild(_ rest: [String]) throws -> Never {
    let model: AstronomyModel = rest.count > 1 && rest[1] == "aladhan" ? .aladhan(.canonical) : .precise
    let settings = CalculationSettings(method: .muslimWorldLeague, model: model)
    let place = try Coordinates(latitude: 55.6569, longitude: 12.3638)
    let zone = try TimeZone.named("Europe/Copenhagen")
    let first = try CivilDate(year: 2026, month: 1, day: 1)
    var total = 0.0
    func oneDay(_ d: Int) {
        let t = PrayerTimes(for: first.adding(days: d), at: place, in: zone, settings: settings)
        for e in PrayerEvent.allCases { total += t[e].secondsAfterLocalMidnight ?? 0 }
    }
    switch rest.first {
    case "first": oneDay(0)
    case "oneday":
        let n = rest.count > 2 ? Int(rest[2]) ?? 1000 : 1000
        let start = DispatchTime.now().uptimeNanoseconds
        for d in 0..<n { oneDay(d % 365) }
        let ns = Double(DispatchTime.now().uptimeNanoseconds - start) / Double(n)
        print(ns, peakResidentMiB())
    default: break
    }
    if total == 42 { print("") }
    exit(0)
}
