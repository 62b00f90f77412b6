import Foundation
import Miqat
import MiqatPlaces

// miqat-bench: the speed figures of Benchmarks/README.md. Each measurement is repeated (default 21 runs,
// spread 0.1 s apart so they meet the machine in more than one state) and reported as min and median;
// `--json` prints the same as JSON.

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
// successive dates, every time read; prints nanoseconds per call and the peak memory).
if let i = arguments.firstIndex(of: "--child") {
    let rest = Array(arguments[arguments.index(after: i)...])
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
        var usage = rusage()
        #if os(Linux)
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        print(ns, Double(usage.ru_maxrss) / 1024)  // kilobytes on Linux
        #else
        getrusage(RUSAGE_SELF, &usage)
        print(ns, Double(usage.ru_maxrss) / 1_048_576)
        #endif
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
@MainActor func measure(
    _ name: String, unit: String, runs: Int, higherIsBetter: Bool = false,
    spacing: UInt32 = spacingMilliseconds * 1000 /* µs */,
    _ figure: (Double) -> Double, _ body: () -> Void
) -> Result? {
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
    return Result(
        name: name, unit: unit, min: higherIsBetter ? values.last! : values.first!, median: values[values.count / 2],
        runs: runs)
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
/// Benchmarks 1 and 2: a year at Albertslund, `repeats` times, in `settings`' model.
@MainActor func oneYear(_ name: String, _ settings: CalculationSettings) -> Result? {
    measure(name, unit: "ns/location-day", runs: runs, { $0 / Double(365 * repeats) }) {
        for _ in 0..<repeats {
            let year = try! Timetable(from: january1, days: 365, at: albertslund, in: copenhagen, settings: settings)
            sink += year.instant(day: 200, .isha) ?? 0
        }
    }
}
add(oneYear("1. one place x 365 days, Aladhan profile", aladhan))
add(oneYear("2. one place x 365 days, precise model", precise))

if only == nil || only == 3 {
    var zones: [String: TimeZone] = [:]
    // The places of 15,000 people or more (34,024 of the 234,908 listed), the scale the figures were first taken at.
    let world: [(Coordinates, TimeZone)] = Gazetteer.shipped.allPlaces().filter { $0.population >= 15_000 }.map { p in
        if zones[p.timeZoneIdentifier] == nil {
            zones[p.timeZoneIdentifier] = TimeZone(identifier: p.timeZoneIdentifier) ?? TimeZone(identifier: "UTC")!
        }
        return (p.coordinates, zones[p.timeZoneIdentifier]!)
    }
    let locationDays = Double(world.count * 365)
    for (label, settings) in [("Aladhan profile", aladhan), ("precise model", precise)] {
        add(
            measure(
                "3. \(world.count) places x 365 days, all cores, \(label)", unit: "location-days/s", runs: worldRuns,
                higherIsBetter: true, { locationDays / ($0 / 1e9) }
            ) {
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

/// Wall time of running `executable` with `words` by posix_spawn, its output to /dev/null, in milliseconds
/// (Foundation's Process adds some 50 ms of its own on Linux).
func spawnTime(_ executable: String, _ words: [String]) -> Double {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([executable] + words).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let start = now()
    guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else { return .nan }
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    return Double(now() - start) / 1e6
}

/// Wall time of running `executable` with `words`, in milliseconds, and what it printed.
func spawn(_ executable: String, _ words: [String]) -> (ms: Double, out: String) {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: executable)
    p.arguments = words
    let pipe = Pipe()
    p.standardOutput = pipe
    p.standardError = FileHandle(forWritingAtPath: "/dev/null")
    let start = now()
    try! p.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    return (Double(now() - start) / 1e6, String(decoding: data, as: UTF8.self))
}

let me = CommandLine.arguments[0]
let childRuns = max(1, min(runs, 11))
var childMemory = 0.0
for (label, model) in [("Aladhan profile", "aladhan"), ("precise model", "precise")] {
    if only == nil || only == 6 {
        var values: [Double] = []
        for _ in 0..<childRuns {
            let fields = spawn(me, ["--child", "oneday", model, "1000"]).out.split(whereSeparator: \.isWhitespace)
                .compactMap { Double($0) }
            if fields.count == 2 { values.append(fields[0]); childMemory = max(childMemory, fields[1]) }
        }
        values.sort()
        if !values.isEmpty {
            results.append(
                Result(
                    name: "6. one-day call, first 1,000 calls of a fresh process, \(label)", unit: "ns/call",
                    min: values[0], median: values[values.count / 2], runs: values.count))
        }
    }
}
/// Wall times (ms, sorted) of `executable` run with each of `variants`, `childRuns` rounds, the variants in
/// turn within a round: a slow spell of the machine falls on every variant alike, so the rows stay comparable
/// (run one variant's samples after another's, the empty process read 2 ms slower than a call's).
func interleaved(_ executable: String, _ variants: [[String]]) -> [[Double]] {
    var times = Array(repeating: [Double](), count: variants.count)
    for _ in 0..<childRuns {
        for (k, words) in variants.enumerated() { times[k].append(spawnTime(executable, words)) }
    }
    return times.map { $0.sorted() }
}

if only == nil || only == 7 {
    let rows: [(name: String, words: [String])] = [
        ("7. empty process start (libraries loaded)", ["--child", "empty"]),
        ("7. process making its first one-day call, Aladhan profile", ["--child", "first", "aladhan"]),
        ("7. process making its first one-day call, precise model", ["--child", "first", "precise"]),
    ]
    for (row, t) in zip(rows, interleaved(me, rows.map(\.words))) {
        results.append(Result(name: row.name, unit: "ms", min: t[0], median: t[t.count / 2], runs: t.count))
    }
}
if only == nil || only == 8 {
    let miqat = URL(fileURLWithPath: me).deletingLastPathComponent().appendingPathComponent("miqat").path
    if FileManager.default.isExecutableFile(atPath: miqat) {
        let place = ["--lat", "55.6569", "--lon", "12.3638", "--tz", "Europe/Copenhagen", "--year", "2027"]
        let rows: [(name: String, words: [String])] = [
            ("8. miqat --version (the command's start)", ["--version"]),
            ("8. miqat timetable, a year of CSV, one place", ["timetable"] + place + ["--format", "csv"]),
            ("8. miqat timetable, a year of ICS, one place", ["timetable"] + place + ["--format", "ics"]),
            ("8. miqat timetable --city Albertslund, a year of CSV",
             ["timetable", "--city", "Albertslund", "--year", "2027", "--format", "csv"]),
            ("8. miqat timetable --zone SGR01, a year of CSV (JAKIM's rule)",
             ["timetable", "--zone", "SGR01", "--year", "2027", "--format", "csv"]),
        ]
        for (row, t) in zip(rows, interleaved(miqat, rows.map(\.words))) {
            results.append(Result(name: row.name, unit: "ms", min: t[0], median: t[t.count / 2], runs: t.count))
        }
    }
}
if childMemory > 0 {
    results.append(
        Result(
            name: "9. peak resident memory, 1,000 one-day calls", unit: "MiB", min: childMemory, median: childMemory,
            runs: 1))
}

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
    print(
        "benchmark".padding(toLength: 62, withPad: " ", startingAt: 0) + "min".leftPad(14) + "median".leftPad(14)
            + "  unit")
    for r in results {
        print(
            r.name.padding(toLength: 62, withPad: " ", startingAt: 0) + format(r.min).leftPad(14)
                + format(r.median).leftPad(14) + "  " + r.unit)
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
        var out: [UInt8] = Array(
            "date,imsak,fajr,sunrise,dhuhr,asr,sunset,maghrib,isha,midnight,firstthird,lastthird\n".utf8)
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
