import Foundation
import Miqat
import MiqatPlaces

// miqat-bench: the speed figures of Benchmarks/README.md. Each measurement is repeated (default 21 runs,
// spread 0.1 s apart so they meet the machine in more than one state) and reported as min and median;
// `--json` prints the same as JSON.

let arguments = CommandLine.arguments.dropFirst()
let json = arguments.contains("--json")
let runs = arguments.firstIndex(of: "--runs").flatMap { arguments.index(after: $0) < arguments.endIndex ? Int(arguments[arguments.index(after: $0)]) : nil } ?? 21
let worldRuns = arguments.firstIndex(of: "--world-runs").flatMap { arguments.index(after: $0) < arguments.endIndex ? Int(arguments[arguments.index(after: $0)]) : nil } ?? 5
let spacingMilliseconds = arguments.firstIndex(of: "--spacing").flatMap { arguments.index(after: $0) < arguments.endIndex ? UInt32(arguments[arguments.index(after: $0)]) : nil } ?? 100
let only = arguments.firstIndex(of: "--only").flatMap { arguments.index(after: $0) < arguments.endIndex ? Int(arguments[arguments.index(after: $0)]) : nil }
if arguments.contains("--help") {
    print("""
    usage: swift run -c release miqat-bench [--json] [--runs N] [--world-runs N] [--spacing MS] [--only K]
    Measures (min and median of N runs, default 21, MS milliseconds apart, default 100; the world batches
    default to 5 runs):
      1. one place, 365 days, all 11 times, Aladhan profile: ns per location-day
      2. the same in the precise model
      3. every GeoNames place (34,006) x 365 days on all cores: location-days per second (both models)
      4. a year's timetable for one place rendered to CSV in memory: microseconds
      5. peak resident memory
    --only K runs benchmark K alone (for profiling); use --spacing 0 under valgrind.
    """)
    exit(0)
}

struct Result: Codable {
    let name: String
    let unit: String
    let min: Double
    let median: Double
    let runs: Int
}

func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

/// Runs `body` `runs` times, `spacing` apart; each run's figure is `figure(elapsed nanoseconds)`. Lower is better
/// unless `higherIsBetter`. Virtual machines change speed from moment to moment (this project's switches between
/// two levels several times a second): spaced runs let the minimum find what the code itself costs.
@MainActor func measure(_ name: String, unit: String, runs: Int, higherIsBetter: Bool = false, spacing: UInt32 = spacingMilliseconds * 1000 /* µs */,
             _ figure: (Double) -> Double, _ body: () -> Void) -> Result? {
    guard runs > 0, only == nil || name.hasPrefix("\(only!).") else { return nil }
    body()  // warm-up
    var values: [Double] = []
    for _ in 0..<runs {
        let resume = now() + UInt64(spacing) * 1000
        while now() < resume {}  // wait busy: a sleeping core is woken slower
        let start = now()
        body()
        values.append(figure(Double(now() - start)))
    }
    values.sort()
    return Result(name: name, unit: unit, min: higherIsBetter ? values.last! : values.first!, median: values[values.count / 2], runs: runs)
}

let albertslund = try Coordinates(latitude: 55.6569, longitude: 12.3638)
let copenhagen = try TimeZone.named("Europe/Copenhagen")
let january1 = try CivilDate(year: 2026, month: 1, day: 1)
let aladhan = CalculationSettings(method: .muslimWorldLeague, model: .aladhan(.canonical))
let precise = CalculationSettings(method: .muslimWorldLeague, latitudeRule: .oneSeventh, model: .precise)
var sink = 0.0
let repeats = 20

var results: [Result] = []
@MainActor func add(_ r: Result?) { if let r { results.append(r) } }
add(measure("1. one place x 365 days, Aladhan profile", unit: "ns/location-day", runs: runs, { $0 / Double(365 * repeats) }) {
    for _ in 0..<repeats { sink += try! Timetable(from: january1, days: 365, at: albertslund, in: copenhagen, settings: aladhan).instant(day: 200, .isha) ?? 0 }
})
add(measure("2. one place x 365 days, precise model", unit: "ns/location-day", runs: runs, { $0 / Double(365 * repeats) }) {
    for _ in 0..<repeats { sink += try! Timetable(from: january1, days: 365, at: albertslund, in: copenhagen, settings: precise).instant(day: 200, .isha) ?? 0 }
})

if only == nil || only == 3 {
    var zones: [String: TimeZone] = [:]
    let world: [(Coordinates, TimeZone)] = Gazetteer.shipped.places.map { p in
        if zones[p.timeZoneIdentifier] == nil { zones[p.timeZoneIdentifier] = TimeZone(identifier: p.timeZoneIdentifier) ?? TimeZone(identifier: "UTC")! }
        return (p.coordinates, zones[p.timeZoneIdentifier]!)
    }
    let locationDays = Double(world.count * 365)
    for (label, settings) in [("Aladhan profile", aladhan), ("precise model", precise)] {
        add(measure("3. \(world.count) places x 365 days, all cores, \(label)", unit: "location-days/s", runs: worldRuns,
                    higherIsBetter: true, { locationDays / ($0 / 1e9) }) {
            try! Timetable.forEach(from: january1, days: 365, places: world, settings: settings) { _, t in
                precondition(t.dayCount == 365)
            }
        })
    }
}

let year = try! Timetable(from: january1, days: 365, at: albertslund, in: copenhagen, settings: precise)
add(measure("4. a year's timetable rendered to CSV in memory", unit: "µs", runs: runs, { $0 / 1000 }) {
    sink += Double(YearCSV.render(year).utf8.count)
})

var usage = rusage()
#if os(Linux)
getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
let peakMiB = Double(usage.ru_maxrss) / 1024  // kilobytes on Linux
#else
getrusage(RUSAGE_SELF, &usage)
let peakMiB = Double(usage.ru_maxrss) / 1_048_576  // bytes on macOS
#endif
results.append(Result(name: "5. peak resident memory", unit: "MiB", min: peakMiB, median: peakMiB, runs: 1))

if json {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    print(String(decoding: try encoder.encode(results), as: UTF8.self))
} else {
    print("benchmark".padding(toLength: 62, withPad: " ", startingAt: 0) + "min".leftPad(14) + "median".leftPad(14) + "  unit")
    for r in results {
        print(r.name.padding(toLength: 62, withPad: " ", startingAt: 0) + format(r.min).leftPad(14) + format(r.median).leftPad(14) + "  " + r.unit)
    }
}
if sink == 42 { print("") }

func format(_ v: Double) -> String { v >= 1000 ? String(format: "%.0f", v) : String(format: "%.1f", v) }

extension String {
    func leftPad(_ n: Int) -> String { count >= n ? self : String(repeating: " ", count: n - count) + self }
}

/// The year as a CSV of local `HH:MM` times (date plus the eleven times), as a timetable export writes it:
/// ASCII bytes appended to one buffer, the times read straight from the bulk storage.
enum YearCSV {
    static func render(_ t: Timetable) -> String {
        var out: [UInt8] = Array("date,imsak,fajr,sunrise,dhuhr,asr,sunset,maghrib,isha,midnight,firstthird,lastthird\n".utf8)
        out.reserveCapacity(t.dayCount * 72 + 80)
        @inline(__always) func two(_ v: Int) { out.append(UInt8(48 + v / 10)); out.append(UInt8(48 + v % 10)) }
        for d in 0..<t.dayCount {
            let date = t.firstDay.adding(days: d)
            two(date.year / 100); two(date.year % 100)
            out.append(45); two(date.month); out.append(45); two(date.day)
            for event in PrayerEvent.allCases {
                out.append(44)
                if let l = t.localTime(day: d, event) { two(l.hour); out.append(58); two(l.minute) }
            }
            out.append(10)
        }
        return String(decoding: out, as: UTF8.self)
    }
}
