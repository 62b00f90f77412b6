import Foundation
import Miqat
import MiqatPlaces

// miqat-bench: the speed figures of Benchmarks/README.md. Each measurement is repeated (default 21 runs,
// spread 0.1 s apart so they meet the machine in more than one state) and reported as min and median;
// `--json` prints the same as JSON. Each benchmark is in the file named for what it measures: OneYear (1, 2),
// World (3), YearCSV (4), Memory (5, 9), ProcessRuns (6 to 8, with the child modes below).

let arguments = CommandLine.arguments.dropFirst()
let json = arguments.contains("--json")
/// The value after `--name`, read by `make`, or nil.
func option<T>(_ name: String, _ make: (String) -> T?) -> T? {
    guard let i = arguments.firstIndex(of: name), arguments.index(after: i) < arguments.endIndex else { return nil }
    return make(arguments[arguments.index(after: i)])
}
let runs = option("--runs") { Int($0) } ?? 21
let worldRuns = option("--world-runs") { Int($0) } ?? 5
let spacingMilliseconds = option("--spacing") { UInt32($0) } ?? 100
let only = option("--only") { Int($0) }
// Child modes, run in a fresh process by the parent: `--child empty` (the libraries loaded, nothing done),
// `--child first MODEL` (one call: all eleven times of a day), `--child oneday MODEL N` (N one-day calls on
// successive dates, every time read; prints nanoseconds per call and the peak memory). At top level, as the
// figures were first taken: inside a function the harness itself cost up to 45 instructions more a call.
if let i = arguments.firstIndex(of: "--child") {
    let rest = Array(arguments[arguments.index(after: i)...])
    let model: AstronomyModel = rest.count > 1 && rest[1] == "aladhan" ? .aladhan(.canonical) : .precise
    // `jakim` / `kedah`: a point in Kuala Lumpur / Sungai Petani under Malaysia's practice, whose day is its JAKIM
    // zone's (computed at the zone's points; Kedah's over the Hijri month's days).
    let malaysian = rest.count > 1 ? ["jakim": (3.139, 101.687), "kedah": (5.647, 100.4877)][rest[1]] : nil
    let settings = malaysian == nil ? CalculationSettings(method: .muslimWorldLeague, model: model)
        : CalculationSettings(method: .jakim, countryCode: "MY")
    let place = try malaysian.map { try Coordinates(latitude: $0.0, longitude: $0.1) }
        ?? Coordinates(latitude: 55.6569, longitude: 12.3638)
    let zone = try TimeZone.named(malaysian == nil ? "Europe/Copenhagen" : "Asia/Kuala_Lumpur")
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

if arguments.contains("--help") {
    print("""
    usage: swift run -c release miqat-bench [--json] [--runs N] [--world-runs N] [--spacing MS] [--only K]
    Measures (min and median of N runs, default 21, MS milliseconds apart, default 100; the world batches
    default to 5 runs):
      1. one place, 365 days, all 11 times, Aladhan profile: ns per location-day
      2. the same in the precise model
      3. the GeoNames places of 15,000 people or more (34,024) x 365 days on all cores: location-days/s (both models)
      4. a year's timetable for one place rendered to CSV in memory: microseconds
      5. peak resident memory
      6. the one-day call, every time read: the first 1,000 calls of a fresh process, ns per call (both models)
      7. the first call after process start (wall time of a process making one call), beside the empty
         process's start (the same libraries loaded, nothing done): ms
      8. the command's own year of CSV and of ICS for one place (--lat/--lon/--tz), beside `miqat --version`: ms
      9. peak resident memory of a process making 1,000 one-day calls: MiB
    --only K runs benchmark K alone (for profiling); use --spacing 0 under valgrind.
    """)
    exit(0)
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
add(oneYear("1. one place x 365 days, Aladhan profile", aladhan))
add(oneYear("2. one place x 365 days, precise model", precise))
if only == nil || only == 3 { results += worldYears() }
add(csvYear())

let me = CommandLine.arguments[0]
let childRuns = max(1, min(runs, 11))
var childMemory = 0.0
if only == nil || only == 6 {
    let calls = oneDayCalls(me, runs: childRuns)
    results += calls.results
    childMemory = calls.memoryMiB
}
if only == nil || only == 7 { results += processStarts(me, runs: childRuns) }
if only == nil || only == 8 { results += commandRuns(beside: me, runs: childRuns) }
if childMemory > 0 {
    results.append(
        Result(
            name: "9. peak resident memory, 1,000 one-day calls", unit: "MiB", min: childMemory, median: childMemory,
            runs: 1))
}
let peakMiB = peakResidentMiB()
results.append(Result(name: "5. peak resident memory", unit: "MiB", min: peakMiB, median: peakMiB, runs: 1))

try report(results, json: json)
if sink == 42 { print("") }
